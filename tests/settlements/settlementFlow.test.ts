/**
 * The settlement path end to end (issue 10 §5): open → code → Aadhaar → bank → letter → both sign →
 * instalment payments → fully settled, with the case status, timeline, hold and ledger at each step.
 */
import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_FAILING_AADHAAR } from '../../api/src/adapters/aadhaar/aadhaarAdapter';
import { latestCode, otherCode } from '../auth/helpers';
import { expectLedgerSound } from '../payments/support';
import { createTestApp } from '../support/testApp';
import { caseBetweenMembers, goodBank, inDays, settlementApi, today } from './support';

const t = createTestApp();
const api = settlementApi(t.app);
let ruleId: number;
beforeAll(async () => {
  // A cashback slab of its own narrow range, so other suites' rules never apply to these amounts.
  [{ id: ruleId }] = await t
    .db('instant_cashback_rules')
    .insert({ min_amount: '12345.00', max_amount: '12345.99', cashback_type: 'percent', cashback_value: '1.00' })
    .returning('id');
});
afterAll(async () => {
  await t.db('instant_cashback_rules').where({ id: ruleId }).update({ status: 0 });
  await t.close();
});

const caseRow = (id: number) => t.db('defaulter_cases').where({ id }).first('status', 'settled_amount');

describe('the whole path', () => {
  it('open → code → Aadhaar → bank → letter → both sign → two instalments → fully settled', async () => {
    const p = await caseBetweenMembers(t.db, { due: '24690.00' });

    // 1. The reporter opens a request in two instalments; collection calls are put on hold.
    const opened = await api.open(p.reporter.auth, {
      case_id: p.case.id,
      amount: '24690.00',
      schedule: 'instalments',
      instalments: [
        { due_on: today(), amount: '12345.00' },
        { due_on: inDays(30), amount: '12345.00' },
      ],
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.body).toMatchObject({ status: 'initialised', requested_side: 'reporter', mode: 'full', schedule: 'instalments' });
    const id = opened.body.id as number;
    const holds = await t.db('call_request_holds').where({ settlement_request_id: id }).select('id', 'status');
    expect(holds).toEqual([expect.objectContaining({ status: 'hold' })]);
    expect(await t.db('call_hold_release_logs').where({ hold_id: holds[0].id }).pluck('action')).toEqual(['hold']);

    // Both sides see it; the defaulter sees the instalments too.
    const seen = await api.details(p.defaulter.auth, id);
    expect(seen.status).toBe(200);
    expect(seen.body.viewer).toBe('defaulter');
    expect(seen.body.instalments.map((i: { amount: string }) => i.amount)).toEqual(['12345.00', '12345.00']);
    const mine = await request(t.app).get('/api/settlement/requests').set('Authorization', p.defaulter.auth);
    expect(mine.body.map((r: { id: number; my_side: string }) => [r.id, r.my_side])).toEqual([[id, 'defaulter']]);

    // 2. Confirm by code: a wrong code, the right one, then the same code again (a replay) is a 400.
    expect((await api.sendCode(p.reporter.auth, id)).status).toBe(200);
    const code = await latestCode(t.app, p.reporter.user.mobile);
    expect((await api.verifyCode(p.reporter.auth, id, otherCode(code))).status).toBe(400);
    const confirmed = await api.verifyCode(p.reporter.auth, id, code);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.status).toBe('inprogress');
    expect(confirmed.body.otp_verified_at).toBeTruthy();
    const replay = await api.verifyCode(p.reporter.auth, id, code);
    expect(replay.status).toBe(400);
    expect(replay.body.errors.code).toBeTruthy();
    // The defaulter cannot confirm the reporter's request.
    expect((await api.sendCode(p.defaulter.auth, id)).status).toBe(404);

    // 3. Identity: a known failing number is refused and logged; a valid one is kept as its last 4 digits.
    const failed = await api.aadhaar(p.reporter.auth, id, SANDBOX_FAILING_AADHAAR);
    expect(failed.status).toBe(400);
    expect(failed.body.errors.aadhaar).toBeTruthy();
    const ok = await api.aadhaar(p.reporter.auth, id, '2345 6789 0124');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.aadhaar_last4).toBe('0124');
    const logs = await t.db('aadhaar_api_logs').where({ case_id: p.case.id }).orderBy('id').select('status', 'aadhaar_last4', 'provider');
    expect(logs).toEqual([
      { status: 'failed', aadhaar_last4: '0019', provider: 'sandbox' },
      { status: 'success', aadhaar_last4: '0124', provider: 'sandbox' },
    ]);
    const stored = await t.db('settlement_requests').where({ id }).first('aadhaar_hash', 'aadhaar_last4');
    expect(stored.aadhaar_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain('234567890124');

    // 4. The receiving account: a bad IFSC, a mismatching name, then a good one (last 4 + HMAC only).
    const badIfsc = await api.bank(p.reporter.auth, p.reporterBusiness.gstin, id, { ...goodBank, ifsc: 'HDFC1001234' });
    expect(badIfsc.status).toBe(400);
    expect(badIfsc.body.errors.ifsc).toBeTruthy();
    const mismatch = await api.bank(p.reporter.auth, p.reporterBusiness.gstin, id, {
      ...goodBank,
      account_number: '50100123459999',
      confirm_account_number: '50100123459999',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors.account_holder).toBeTruthy();
    expect((await api.bank(p.defaulter.auth, p.reporterBusiness.gstin, id, goodBank)).status).toBe(404);
    const bank = await api.bank(p.reporter.auth, p.reporterBusiness.gstin, id, goodBank);
    expect(bank.status, JSON.stringify(bank.body)).toBe(200);
    expect(bank.body.bank_account).toMatchObject({ account_number_last4: '6789', ifsc: 'HDFC0001234' });
    const account = await t.db('bank_accounts').where({ id: bank.body.bank_account.id }).first();
    expect(account.verified_at).toBeTruthy();
    expect(JSON.stringify(account)).not.toContain('50100123456789');

    // 5. The letter: a PDF whose hash is stable; payments wait for both signatures.
    const letter = await api.letter(p.defaulter.auth, id);
    expect(letter.status).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    const sha = createHash('sha256')
      .update(letter.body as Buffer)
      .digest('hex');
    expect(letter.headers['x-document-sha256']).toBe(sha);
    expect(
      createHash('sha256')
        .update((await api.letter(p.reporter.auth, id)).body as Buffer)
        .digest('hex'),
    ).toBe(sha);
    const early = await api.pay(p.defaulter.auth, id, { amount: '12345.00' });
    expect(early.status).toBe(409);
    const reporterSigned = await api.sign(p.reporter.auth, p.case.id);
    expect(reporterSigned.status, JSON.stringify(reporterSigned.body)).toBe(200);
    expect(reporterSigned.body.document_sha256).toBe(sha);
    expect((await api.pay(p.defaulter.auth, id, { amount: '12345.00' })).status).toBe(409);
    expect((await api.sign(p.defaulter.auth, p.case.id)).status).toBe(200);
    const signatures = (await api.details(p.reporter.auth, id)).body.signatures;
    expect(signatures.map((s: { side: string; valid: boolean }) => [s.side, s.valid])).toEqual([
      ['reporter', true],
      ['defaulter', true],
    ]);
    expect(await t.db('settlement_payment_details').where({ settlement_request_id: id }).pluck('id')).toEqual([]);

    // 6. The receiving side does not record payments; the paying side does, one instalment at a time.
    expect((await api.pay(p.reporter.auth, id, { amount: '12345.00' })).status).toBe(403);
    const first = await api.pay(p.defaulter.auth, id, { amount: '12345.00' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.case).toMatchObject({ status: 'partial_settled', settled_amount: '12345.00' });
    expect(first.body.request).toMatchObject({ status: 'inprogress', paid_amount: '12345.00' });
    expect(first.body.payment.cashback).toBe('123.45');
    expect(await caseRow(p.case.id)).toEqual({ status: 'partial_settled', settled_amount: '12345.00' });
    await expectLedgerSound(t.db, [p.reporter.user.id, p.defaulter.user.id]);
    expect((await t.db('users').where({ id: p.defaulter.user.id }).first('wallet_balance')).wallet_balance).toBe('123.45');

    // More than what is left is refused and writes nothing.
    const tooMuch = await api.pay(p.defaulter.auth, id, { amount: '12345.01' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.amount).toMatch(/₹12,345.00/);

    const second = await api.pay(p.defaulter.auth, id, { amount: '12345.00' });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.case).toMatchObject({ status: 'full_settled', settled_amount: '24690.00' });
    expect(second.body.request).toMatchObject({ status: 'settled', paid_amount: '24690.00' });
    await expectLedgerSound(t.db, [p.reporter.user.id, p.defaulter.user.id]);

    // The timeline says each step; the hold is released and the release logged; cashback once per payment.
    const timeline = await t.db('case_events').where({ case_id: p.case.id }).orderBy('id').select('to_status', 'settled_delta');
    expect(timeline).toEqual([
      { to_status: 'partial_settled', settled_delta: '12345.00' },
      { to_status: 'full_settled', settled_delta: '12345.00' },
    ]);
    expect((await t.db('call_request_holds').where({ settlement_request_id: id }).first('status')).status).toBe('released');
    expect(await t.db('call_hold_release_logs').where({ hold_id: holds[0].id }).orderBy('id').pluck('action')).toEqual(['hold', 'release']);
    const cashbacks = await t.db('cashbacks').where({ user_id: p.defaulter.user.id, kind: 'instant' }).select('amount', 'status');
    expect(cashbacks).toEqual([
      { amount: '123.45', status: 'credited' },
      { amount: '123.45', status: 'credited' },
    ]);
    const details = await api.details(p.reporter.auth, id);
    expect(details.body.payments).toHaveLength(2);
    expect(details.body.case.status).toBe('full_settled');

    // Nothing more can be paid.
    expect((await api.pay(p.defaulter.auth, id, { amount: '1.00' })).status).toBe(409);
  });
});
