/**
 * Issue 20 §4: each event a member should hear about writes an in-app notification for the right member
 * and for no one else — case verified (reporter) and its notice (the reported member), needs documents,
 * rejected, dispute received and decided, settlement opened / confirmed / signed / paid / completed,
 * plan expiring and expired.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../api/src/callContext';
import { caseNoticeEffects } from '../../api/src/domain/caseNotices';
import { transitionCase } from '../../api/src/domain/defaulterCases/caseTransitions';
import { createDevOutbox } from '../../api/src/domain/messages';
import { runPlanExpiry } from '../../api/src/domain/membership/planExpiryService';
import { latestCode } from '../auth/helpers';
import { planOnSale } from '../payments/support';
import { caseBetweenMembers, goodBank, settlementApi } from '../settlements/support';
import { createTestApp, createUser, signedIn } from '../support/testApp';

const t = createTestApp();
const settlements = settlementApi(t.app);
let admin = '';
beforeAll(async () => {
  admin = (await signedIn(t.db, { roleId: 2 })).auth;
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** The member's notifications as rows (oldest first): kind, params, link. */
const rowsOf = (userId: number) =>
  t.db('member_notifications').where({ user_id: userId }).orderBy('id').select('kind', 'params', 'link', 'read_at');
const kindsOf = async (userId: number) => (await rowsOf(userId)).map((r) => r.kind as string);

const move = (caseId: number, body: Record<string, unknown>) =>
  request(t.app).post(`/api/defaulter-cases/${caseId}/transition`).set('Authorization', admin).send(body);

describe('case moves', () => {
  it('verified: the reporter is told, and the reported member gets the claim with the notice', async () => {
    const p = await caseBetweenMembers(t.db, { status: 'processing', due: '45000.00' });
    const bystander = await signedIn(t.db);
    const res = await move(p.case.id, { to: 'verified' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    expect(await rowsOf(p.reporter.user.id)).toEqual([
      {
        kind: 'case_verified',
        params: { case_id: String(p.case.id), defaulter_name: 'Late Payer Pvt Ltd' },
        link: `/defaulter-detail/${p.case.id}`,
        read_at: null,
      },
    ]);
    const claim = await rowsOf(p.defaulter.user.id);
    expect(claim).toEqual([
      {
        kind: 'claim_received',
        params: expect.objectContaining({ case_id: String(p.case.id), business_name: 'Late Payer Pvt Ltd', amount: '45000.00' }),
        link: '/claims',
        read_at: null,
      },
    ]);
    expect(claim[0]!.params.until).toMatch(/^\d{2}, [A-Z][a-z]{2}, \d{4}$/);
    expect(await kindsOf(bystander.user.id)).toEqual([]);
  });

  it('verified: a member watching the GSTIN hears of the new case; the reporter does not get it twice', async () => {
    const p = await caseBetweenMembers(t.db, { status: 'processing', due: '12000.00' });
    const watcher = await signedIn(t.db);
    await t.db('gstin_watches').insert([
      { user_id: watcher.user.id, gstin: p.defaulterBusiness.gstin },
      { user_id: p.reporter.user.id, gstin: p.defaulterBusiness.gstin },
    ]);
    expect((await move(p.case.id, { to: 'verified' })).status).toBe(200);
    expect(await rowsOf(watcher.user.id)).toEqual([
      {
        kind: 'watch_new_case',
        params: { defaulter_name: 'Late Payer Pvt Ltd', gstin: p.defaulterBusiness.gstin, amount: '12000.00' },
        link: '/cir-report',
        read_at: null,
      },
    ]);
    expect(await kindsOf(p.reporter.user.id)).toEqual(['case_verified']);
  });

  it('needs documents and rejected: only the reporter hears', async () => {
    const p = await caseBetweenMembers(t.db, { status: 'processing' });
    expect((await move(p.case.id, { to: 'more_details_required', note: 'Send the ledger.' })).status).toBe(200);
    expect((await move(p.case.id, { to: 'rejected', note: 'No invoice.' })).status).toBe(200);
    expect(await kindsOf(p.reporter.user.id)).toEqual(['case_needs_documents', 'case_rejected']);
    expect(await kindsOf(p.defaulter.user.id)).toEqual([]);
  });

  it('a GSTIN nobody proved control of: the reporter is told, and no member gets the claim', async () => {
    const p = await caseBetweenMembers(t.db, { status: 'processing' });
    await t.db('defaulter_cases').where({ id: p.case.id }).update({ defaulter_gstin: '27ABCDE1234F1Z5' });
    expect((await move(p.case.id, { to: 'verified' })).status).toBe(200);
    expect(await kindsOf(p.reporter.user.id)).toEqual(['case_verified']);
    expect(await kindsOf(p.defaulter.user.id)).toEqual([]);
  });

  it('disputed by the reported business (through its notice): the reporter hears, not the business', async () => {
    const p = await caseBetweenMembers(t.db);
    await t.db.transaction((trx) =>
      transitionCase(
        trx,
        callAs(null),
        p.case.id,
        { to: 'disputed', via: 'dispute', note: 'Disputed by the reported business: returned goods' },
        { effects: caseNoticeEffects, actorKind: 'reported' },
      ),
    );
    expect(await rowsOf(p.reporter.user.id)).toEqual([
      {
        kind: 'dispute_received',
        params: { case_id: String(p.case.id), defaulter_name: 'Late Payer Pvt Ltd' },
        link: `/defaulter-detail/${p.case.id}`,
        read_at: null,
      },
    ]);
    expect(await kindsOf(p.defaulter.user.id)).toEqual([]);
  });

  it('a dispute decided: both sides hear the outcome', async () => {
    const p = await caseBetweenMembers(t.db);
    await t.db('case_disputes').insert({
      case_id: p.case.id,
      statement: 'Goods were returned.',
      previous_status: 'verified',
      status: 'open',
      opened_at: new Date(),
      decide_by: new Date(Date.now() + 10 * DAY),
    });
    await t.db('defaulter_cases').where({ id: p.case.id }).update({ status: 'disputed' });
    const res = await request(t.app)
      .post(`/api/admin/defaulter-cases/${p.case.id}/dispute/decide`)
      .set('Authorization', admin)
      .send({ outcome: 'rejected', note: 'The delivery proof stands.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await kindsOf(p.reporter.user.id)).toEqual(['dispute_rejected']);
    expect(await kindsOf(p.defaulter.user.id)).toEqual(['dispute_rejected']);
    expect((await rowsOf(p.defaulter.user.id))[0]!.link).toBe('/claims');
  });
});

describe('settlements', () => {
  it('opened by the reporter: the member controlling the buyer’s GSTIN is told', async () => {
    const p = await caseBetweenMembers(t.db, { due: '20000.00' });
    const opened = await settlements.open(p.reporter.auth, { case_id: p.case.id, amount: '20000.00', schedule: 'full', instalments: [] });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(await rowsOf(p.defaulter.user.id)).toEqual([
      {
        kind: 'settlement_opened',
        params: expect.objectContaining({ settlement_id: String(opened.body.id), amount: '20000.00' }),
        link: `/settlement-requests/details/${opened.body.id}`,
        read_at: null,
      },
    ]);
    expect(await kindsOf(p.reporter.user.id)).toEqual([]);
  });

  it('opened by the buyer: the reporter is told, not the buyer; confirmed and signed likewise', async () => {
    const p = await caseBetweenMembers(t.db, { due: '30000.00' });
    const opened = await settlements.open(p.defaulter.auth, { case_id: p.case.id, amount: '30000.00', schedule: 'full', instalments: [] });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const id = opened.body.id as number;
    expect(await rowsOf(p.reporter.user.id)).toEqual([
      {
        kind: 'settlement_opened',
        params: { counterparty: 'Late Payer Pvt Ltd', settlement_id: String(id), case_id: String(p.case.id), amount: '30000.00' },
        link: `/settlement-requests/details/${id}`,
        read_at: null,
      },
    ]);
    expect(await kindsOf(p.defaulter.user.id)).toEqual([]);

    expect((await settlements.sendCode(p.defaulter.auth, id)).status).toBe(200);
    const code = await latestCode(t.app as never, p.defaulter.user.mobile);
    expect((await settlements.verifyCode(p.defaulter.auth, id, code)).status).toBe(200);
    expect((await settlements.bank(p.reporter.auth, p.reporterBusiness.gstin, id, goodBank)).status).toBe(200);
    expect((await settlements.sign(p.reporter.auth, p.case.id)).status).toBe(200);
    expect((await settlements.sign(p.defaulter.auth, p.case.id)).status).toBe(200);
    expect(await kindsOf(p.reporter.user.id)).toEqual(['settlement_opened', 'settlement_confirmed', 'settlement_signed']);
    expect(await kindsOf(p.defaulter.user.id)).toEqual(['settlement_signed']);

    // A part payment: the reporter hears of it; the full rest completes it for both.
    const part = await settlements.pay(p.defaulter.auth, id, { amount: '10000.00' });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    const paid = (await rowsOf(p.reporter.user.id)).at(-1)!;
    expect(paid).toMatchObject({
      kind: 'settlement_payment',
      params: { amount: '10000.00', counterparty: 'Late Payer Pvt Ltd', settlement_id: String(id) },
    });
    expect(await kindsOf(p.defaulter.user.id)).toEqual(['settlement_signed']);
    expect((await settlements.pay(p.defaulter.auth, id, { amount: '20000.00' })).status).toBe(201);
    expect((await kindsOf(p.reporter.user.id)).slice(-2)).toEqual(['settlement_payment', 'settlement_completed']);
    expect(await kindsOf(p.defaulter.user.id)).toEqual(['settlement_signed', 'settlement_completed']);
  });
});

describe('plans', () => {
  it('expiring in 7 days and ended: the plan holder is told, once each', async () => {
    const { version } = await planOnSale(t.db);
    const plan = await t.db('membership_plans').where({ id: version.plan_id }).first('name');
    const now = new Date();
    const holder = await createUser(t.db);
    const other = await createUser(t.db);
    const [soon] = await t
      .db('subscriptions')
      .insert({
        user_id: holder.id,
        plan_version_id: version.id,
        starts_at: new Date(now.getTime() - 80 * DAY),
        ends_at: new Date(now.getTime() + 6 * DAY + 3_600_000),
      })
      .returning('id');
    await t.db('subscriptions').insert({
      user_id: holder.id,
      plan_version_id: version.id,
      starts_at: new Date(now.getTime() - 80 * DAY),
      ends_at: new Date(now.getTime() - 60_000),
    });
    const messaging = createDevOutbox({ revealSecrets: false });
    await runPlanExpiry(t.db, messaging, now);
    await runPlanExpiry(t.db, messaging, now);
    const rows = await rowsOf(holder.id);
    expect(rows.map((r) => r.kind).sort()).toEqual(['plan_expired', 'plan_expiring']);
    expect(rows.find((r) => r.kind === 'plan_expiring')!.params).toEqual({
      plan_name: plan.name,
      days: '7',
      ends_on: expect.stringMatching(/^\d{2}, [A-Z][a-z]{2}, \d{4}$/),
    });
    expect(rows.find((r) => r.kind === 'plan_expired')!.params).toEqual({ plan_name: plan.name });
    expect(soon).toBeTruthy();
    expect(await kindsOf(other.id)).toEqual([]);
  });
});
