/**
 * What the settlement flow refuses (issue 10 §5, §7): a clear 4xx naming the field, and nothing written.
 * Also: 20 concurrent payments never settle more than is due; a retried payment (Idempotency-Key)
 * answers the first one and earns cashback once.
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../media/samples';
import { createRole, createTestApp, signedIn } from '../support/testApp';
import { caseBetweenMembers, goodBank, inDays, settlementApi, signedSettlement, today } from './support';

const t = createTestApp();
const api = settlementApi(t.app);
let ruleId: number;
beforeAll(async () => {
  [{ id: ruleId }] = await t
    .db('instant_cashback_rules')
    .insert({ min_amount: '23456.00', max_amount: '23456.99', cashback_type: 'flat', cashback_value: '50.00' })
    .returning('id');
});
afterAll(async () => {
  await t.db('instant_cashback_rules').where({ id: ruleId }).update({ status: 0 });
  await t.close();
});

const requestsOf = (caseId: number) => t.db('settlement_requests').where({ case_id: caseId }).pluck('id');

describe('opening a request', () => {
  it('refuses more than the outstanding, a closed case, a bad schedule and another member’s case — writing nothing', async () => {
    const p = await caseBetweenMembers(t.db, { due: '50000.00' });
    const above = await api.open(p.reporter.auth, { case_id: p.case.id, amount: '50000.01', schedule: 'full' });
    expect(above.status).toBe(400);
    expect(above.body.errors.amount).toMatch(/₹50,000.00 outstanding/);

    const badSchedule = await api.open(p.reporter.auth, {
      case_id: p.case.id,
      amount: '50000.00',
      schedule: 'instalments',
      instalments: [
        { due_on: inDays(-1), amount: '25000.00' },
        { due_on: inDays(10), amount: '20000.00' },
      ],
    });
    expect(badSchedule.status).toBe(400);
    expect(badSchedule.body.errors['instalments.0.due_on']).toMatch(/past/);

    const notMoney = await api.open(p.reporter.auth, { case_id: p.case.id, amount: 'lots', schedule: 'full' });
    expect(notMoney.status).toBe(400);
    expect(notMoney.body.errors.amount).toBeTruthy();

    const stranger = await signedIn(t.db);
    expect((await api.open(stranger.auth, { case_id: p.case.id, amount: '100.00', schedule: 'full' })).status).toBe(404);
    expect((await api.open(p.reporter.auth, { case_id: 999_999_999, amount: '100.00', schedule: 'full' })).status).toBe(404);
    expect(await requestsOf(p.case.id)).toEqual([]);

    const closed = await caseBetweenMembers(t.db, { status: 'full_settled' });
    const onClosed = await api.open(closed.defaulter.auth, { case_id: closed.case.id, amount: '100.00', schedule: 'full' });
    expect(onClosed.status).toBe(409);
    expect(onClosed.body.errors.case_id).toMatch(/closed/);
    // A status this code does not know (another part's, e.g. disputed) counts as closed.
    expect(await requestsOf(closed.case.id)).toEqual([]);

    // One open request per case.
    expect((await api.open(p.reporter.auth, { case_id: p.case.id, amount: '100.00', schedule: 'full' })).status).toBe(201);
    expect((await api.open(p.defaulter.auth, { case_id: p.case.id, amount: '100.00', schedule: 'full' })).status).toBe(409);
    expect(await requestsOf(p.case.id)).toHaveLength(1);
  });

  it('hides another member’s request on every route (404)', async () => {
    const p = await caseBetweenMembers(t.db);
    const opened = await api.open(p.defaulter.auth, { case_id: p.case.id, amount: '1000.00', schedule: 'full' });
    const id = opened.body.id as number;
    const stranger = await signedIn(t.db);
    expect((await api.details(stranger.auth, id)).status).toBe(404);
    expect((await api.letter(stranger.auth, id)).status).toBe(404);
    expect((await api.sendCode(stranger.auth, id)).status).toBe(404);
    expect((await api.sign(stranger.auth, p.case.id)).status).toBe(404);
    expect((await api.pay(stranger.auth, id, { amount: '1.00' })).status).toBe(404);
    expect((await api.bank(stranger.auth, p.reporterBusiness.gstin, id, goodBank)).status).toBe(404);
    // Staff need the Settlement Request feature.
    const other = await signedIn(t.db, { roleId: (await createRole(t.db, 'No settlements', { Customer: ['listView'] })).id });
    expect((await api.details(other.auth, id)).status).toBe(404);
    const desk = await signedIn(t.db, { roleId: (await createRole(t.db, 'Settlement desk', { 'Settlement Request': ['detailView'] })).id });
    const staffView = await api.details(desk.auth, id);
    expect(staffView.status).toBe(200);
    expect(staffView.body.viewer).toBe('staff');
  });
});

describe('payments', () => {
  it('refuses a proof that is not PDF, JPEG or PNG, a missing proof, a bad method, and a letter changed after signing', async () => {
    const p = await caseBetweenMembers(t.db);
    const id = await signedSettlement(t.app, p, { amount: '100000.00', schedule: 'full' });
    const exe = await api.pay(
      p.defaulter.auth,
      id,
      { amount: '100.00' },
      { file: Buffer.from('MZ\x90\x00this is not a pdf'), name: 'proof.pdf' },
    );
    expect(exe.status).toBe(400);
    expect(exe.body.errors.proof).toBeTruthy();
    const gif = await api.pay(p.defaulter.auth, id, { amount: '100.00' }, { file: samples.gif, name: 'proof.gif' });
    expect(gif.status).toBe(400);
    const none = await api.pay(p.defaulter.auth, id, { amount: '100.00' }, { file: null });
    expect(none.status).toBe(400);
    expect(none.body.errors.proof).toBeTruthy();
    const method = await api.pay(p.defaulter.auth, id, { amount: '100.00', method: 'barter' });
    expect(method.status).toBe(400);
    expect(method.body.errors.method).toBeTruthy();
    const utr = `UTR${crypto.randomInt(1e9, 9e9)}`;
    expect((await api.pay(p.defaulter.auth, id, { amount: '100.00', utr })).status).toBe(201);
    const sameUtr = await api.pay(p.defaulter.auth, id, { amount: '100.00', utr });
    expect(sameUtr.status).toBe(409);
    expect(sameUtr.body.errors.utr).toBeTruthy();

    // The reporter changes the receiving account: the letter changes, both signatures stop counting.
    const moved = await api.bank(p.reporter.auth, p.reporterBusiness.gstin, id, {
      ...goodBank,
      account_number: '50100123451111',
      confirm_account_number: '50100123451111',
    });
    expect(moved.status).toBe(200);
    const afterChange = await api.pay(p.defaulter.auth, id, { amount: '100.00' });
    expect(afterChange.status).toBe(409);
    expect(afterChange.body.message).toMatch(/Both sides must sign/);
    expect((await api.details(p.reporter.auth, id)).body.signatures.every((s: { valid: boolean }) => !s.valid)).toBe(true);
    expect(await t.db('settlement_payment_details').where({ settlement_request_id: id }).pluck('amount')).toEqual(['100.00']);
  });

  it('20 concurrent payments never settle more than is due', async () => {
    const p = await caseBetweenMembers(t.db, { due: '100000.00' });
    const id = await signedSettlement(t.app, p, { amount: '100000.00', schedule: 'full' });
    const results = await Promise.all(Array.from({ length: 20 }, () => api.pay(p.defaulter.auth, id, { amount: '15000.00' })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 400)).toBe(true);
    const amounts = await t.db('settlement_payment_details').where({ settlement_request_id: id }).pluck('amount');
    expect(amounts).toHaveLength(6);
    const request = await t.db('settlement_requests').where({ id }).first('paid_amount', 'status');
    expect(request).toEqual({ paid_amount: '90000.00', status: 'inprogress' });
    expect(await t.db('defaulter_cases').where({ id: p.case.id }).first('status', 'settled_amount')).toEqual({
      status: 'partial_settled',
      settled_amount: '90000.00',
    });
    expect(await t.db('case_events').where({ case_id: p.case.id }).pluck('settled_delta')).toHaveLength(6);
  });

  it('a retried payment answers the first one; cashback is credited once', async () => {
    const p = await caseBetweenMembers(t.db, { due: '46912.00' });
    const id = await signedSettlement(t.app, p, {
      amount: '46912.00',
      schedule: 'instalments',
      instalments: [
        { due_on: today(), amount: '23456.00' },
        { due_on: inDays(7), amount: '23456.00' },
      ],
    });
    const key = crypto.randomUUID();
    const utr = `UTR${crypto.randomInt(1e9, 9e9)}`;
    const tries = await Promise.all(
      Array.from({ length: 8 }, () => api.pay(p.defaulter.auth, id, { amount: '23456.00', utr, paid_at: '2026-11-20' }, { key })),
    );
    expect(tries.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(tries.map((r) => r.body.payment.id)).size).toBe(1);
    expect(tries.every((r) => r.body.payment.cashback === '50.00')).toBe(true);
    expect(await t.db('settlement_payment_details').where({ settlement_request_id: id }).pluck('id')).toHaveLength(1);
    expect(await t.db('cashbacks').where({ user_id: p.defaulter.user.id, kind: 'instant' }).pluck('amount')).toEqual(['50.00']);
    expect((await t.db('users').where({ id: p.defaulter.user.id }).first('wallet_balance')).wallet_balance).toBe('50.00');
    // The same key with another body is a conflict.
    const other = await api.pay(p.defaulter.auth, id, { amount: '1.00', utr }, { key });
    expect(other.status).toBe(409);
  });
});

describe('holds', () => {
  it('staff release a hold with a note (logged); without the permission they cannot', async () => {
    const p = await caseBetweenMembers(t.db);
    const opened = await api.open(p.reporter.auth, { case_id: p.case.id, amount: '1000.00', schedule: 'full' });
    const hold = await t.db('call_request_holds').where({ settlement_request_id: opened.body.id }).first('id');
    const reader = await signedIn(t.db, {
      roleId: (await createRole(t.db, 'Settlement reader', { 'Settlement Request': ['detailView'] })).id,
    });
    const desk = await signedIn(t.db, { roleId: (await createRole(t.db, 'Settlement desk', { 'Settlement Request': ['process'] })).id });
    const release = (auth: string, body: Record<string, unknown>) =>
      request(t.app).post(`/api/call-request-holds/${hold.id}/release`).set('Authorization', auth).send(body);
    expect((await release(reader.auth, { note: 'Customer asked' })).status).toBe(403);
    expect((await release(p.reporter.auth, { note: 'Customer asked' })).status).toBe(403);
    expect((await release(desk.auth, {})).status).toBe(400);
    const done = await release(desk.auth, { note: 'The parties stopped talking.' });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('released');
    expect((await release(desk.auth, { note: 'Again' })).status).toBe(409);
    expect(await t.db('call_hold_release_logs').where({ hold_id: hold.id }).orderBy('id').select('action', 'note')).toEqual([
      { action: 'hold', note: expect.any(String) },
      { action: 'release', note: 'The parties stopped talking.' },
    ]);
  });
});

describe('rejecting', () => {
  it('staff reject an open request: its hold is released and logged; a rejected request takes no payment and frees the case', async () => {
    const p = await caseBetweenMembers(t.db);
    const opened = await api.open(p.reporter.auth, { case_id: p.case.id, amount: '1000.00', schedule: 'full' });
    const id = opened.body.id as number;
    const desk = await signedIn(t.db, {
      roleId: (await createRole(t.db, 'Settlement desk', { 'Settlement Request': ['detailView', 'process'] })).id,
    });
    const reject = (auth: string, body: Record<string, unknown>) =>
      request(t.app).post(`/api/settlement/requests/${id}/reject`).set('Authorization', auth).send(body);
    expect((await reject(p.defaulter.auth, { note: 'No thanks' })).status).toBe(403);
    const noNote = await reject(desk.auth, { note: '' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors.note).toBe('Write why the settlement request is rejected.');
    const done = await reject(desk.auth, { note: 'The parties could not agree.' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.status).toBe('rejected');
    expect((await reject(desk.auth, { note: 'Again please' })).status).toBe(409);
    const hold = await t.db('call_request_holds').where({ settlement_request_id: id }).first('id', 'status');
    expect(hold.status).toBe('released');
    expect(await t.db('call_hold_release_logs').where({ hold_id: hold.id }).orderBy('id').pluck('action')).toEqual(['hold', 'release']);
    expect((await api.pay(desk.auth, id, { amount: '10.00' })).status).toBe(409);
    // The case is free for a new request.
    expect((await api.open(p.defaulter.auth, { case_id: p.case.id, amount: '500.00', schedule: 'full' })).status).toBe(201);
  });
});
