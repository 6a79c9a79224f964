/**
 * Issue 10 end to end, through the HTTP API against real PostgreSQL: a member reports a buyer with
 * evidence (fee from the wallet) → staff verify → the buyer gets the notice link → disputes → staff
 * reject the dispute → the buyer (a member owning that GSTIN) settles in two instalments → fully
 * settled. The timeline and the ledger are checked at each step.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '../auth/helpers';
import { createBusiness, randomGstin } from '../domain/fixtures';
import { expectLedgerSound, fundWallet } from '../payments/support';
import { signedIn, uniqueMobile } from '../support/testApp';
import { caseRow, lastMessage, noticeCode, noticeToken, timeline } from './noticeSupport';
import { postReport, reportBody, reporterOnPlan, reportTestApp } from './support';
import { goodBank, inDays, settlementApi, today } from '../settlements/support';

const t = reportTestApp();
let staff = '';
beforeAll(async () => {
  staff = (await signedIn(t.db, { roleId: 2 })).auth;
});
afterAll(() => t.close());

const statuses = async (caseId: number) => (await timeline(t.db, caseId)).map((e) => `${e.from_status ?? '∅'}→${e.to_status}`);

describe('a defaulter case from report to fully settled', () => {
  it('reports, verifies, notifies, takes a dispute, resolves it, and settles in instalments', async () => {
    // The reporter: GST-verified business, a plan charging ₹500 + GST per report, ₹1,000 in the wallet.
    const reporter = await reporterOnPlan(t.db, '500.00');
    await fundWallet(t.db, reporter.user.id, 100_000);
    // The buyer: a member whose business holds the GSTIN being reported.
    const buyer = await signedIn(t.db);
    const buyerBusiness = await createBusiness(t.db, { userId: buyer.user.id, gstin: randomGstin('27') });
    const contactMobile = uniqueMobile();

    // 1. Report with evidence.
    const body = reportBody(reporter.business.id, {
      defaulter_gstin: buyerBusiness.gstin,
      contact: { name: 'Accounts Desk', mobile: contactMobile, email: `desk${contactMobile}@example.com` },
    });
    const reported = await postReport(t.app, reporter.auth, body);
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    expect(reported.body.message).toBe('Report created successfully');
    const caseId = reported.body.data.id as number;
    let c = await caseRow(t.db, caseId);
    expect(c).toMatchObject({ status: 'processing', due_amount: '90000.50', settled_amount: '0.00' });
    expect(await statuses(caseId)).toEqual(['∅→processing']);
    const fee = await t
      .db('wallet_journal')
      .where({ user_id: reporter.user.id, reference_type: 'defaulter_case', reference_id: String(caseId) });
    expect(fee.map((j) => j.amount)).toEqual(['590.00']);
    await expectLedgerSound(t.db, [reporter.user.id]);

    // The member sees it, with its evidence behind signed links.
    const mine = await request(t.app).get(`/api/member/defaulter-cases/${caseId}`).set('Authorization', reporter.auth);
    expect(mine.status).toBe(200);
    const evidence = await request(t.app).get(`/api/defaulter-cases/${caseId}/evidence`).set('Authorization', reporter.auth);
    expect(evidence.body.data.documents).toHaveLength(5);
    expect((await request(t.app).get(`/api/defaulter-cases/${caseId}/evidence`).set('Authorization', buyer.auth)).status).toBe(404);

    // 2. Staff verify → a notice with a reply window; not listed yet.
    const verified = await request(t.app)
      .post(`/api/defaulter-cases/${caseId}/transition`)
      .set('Authorization', staff)
      .send({ to: 'verified' });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    c = await caseRow(t.db, caseId);
    expect(c.status).toBe('verified');
    expect(new Date(c.listed_from).getTime()).toBeGreaterThan(Date.now() + 20 * 86_400_000);
    const token = await noticeToken(t, contactMobile);

    // 3. The buyer opens the notice (claim + evidence, no sign-in) and disputes it.
    const notice = await request(t.app).get(`/api/notices/${token}`);
    expect(notice.status).toBe(200);
    const code = await noticeCode(t, token, contactMobile);
    const disputed = await request(t.app)
      .post(`/api/notices/${token}/dispute`)
      .field('code', code)
      .field('statement', 'We returned half the goods as damaged; the credit note was never accounted for.');
    expect(disputed.status, JSON.stringify(disputed.body)).toBeLessThan(300);
    expect((await caseRow(t.db, caseId)).status).toBe('disputed');
    expect((await lastMessage(t, reporter.user.mobile, 'dispute-opened-sms'))?.received).toBeTruthy();

    // 4. Staff reject the dispute: back to verified, both sides told.
    const decided = await request(t.app)
      .post(`/api/admin/defaulter-cases/${caseId}/dispute/decide`)
      .set('Authorization', staff)
      .send({ outcome: 'rejected', note: 'No credit note was issued; the goods were accepted.' });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect((await caseRow(t.db, caseId)).status).toBe('verified');

    // 5. The buyer settles in two instalments (code, bank check by the reporter, both sign the letter).
    const api = settlementApi(t.app);
    const opened = await api.open(buyer.auth, {
      case_id: caseId,
      amount: '90000.50',
      schedule: 'instalments',
      instalments: [
        { due_on: today(), amount: '50000.00' },
        { due_on: inDays(30), amount: '40000.50' },
      ],
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const requestId = opened.body.id as number;
    expect((await api.sendCode(buyer.auth, requestId)).status).toBe(200);
    expect((await api.verifyCode(buyer.auth, requestId, await latestCode(t.app as never, buyer.user.mobile))).status).toBe(200);
    const bank = await api.bank(reporter.auth, reporter.business.gstin, requestId, goodBank);
    expect(bank.status, JSON.stringify(bank.body)).toBe(200);
    expect((await api.sign(reporter.auth, caseId)).status).toBe(200);
    expect((await api.sign(buyer.auth, caseId)).status).toBe(200);

    const first = await api.pay(buyer.auth, requestId, { amount: '50000.00' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    c = await caseRow(t.db, caseId);
    expect(c).toMatchObject({ status: 'partial_settled', settled_amount: '50000.00' });

    const second = await api.pay(buyer.auth, requestId, { amount: '40000.50' });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    c = await caseRow(t.db, caseId);
    expect(c).toMatchObject({ status: 'full_settled', settled_amount: '90000.50' });

    // Nothing more can be paid, and the case is closed.
    expect((await api.pay(buyer.auth, requestId, { amount: '1.00' })).status).toBeGreaterThanOrEqual(400);

    // The timeline holds every step, in order, each with who acted.
    expect(await statuses(caseId)).toEqual(
      expect.arrayContaining([
        '∅→processing',
        'processing→verified',
        'verified→disputed',
        'disputed→verified',
        'verified→partial_settled',
        'partial_settled→full_settled',
      ]),
    );
    const events = await timeline(t.db, caseId);
    const order = events.map((e) => e.to_status);
    expect(order.indexOf('disputed')).toBeLessThan(order.lastIndexOf('verified'));
    expect(order.at(-1)).toBe('full_settled');

    // Both sides read it as fully settled.
    const reporterView = await request(t.app).get(`/api/member/defaulter-cases/${caseId}`).set('Authorization', reporter.auth);
    expect(JSON.stringify(reporterView.body)).toContain('full_settled');
    const buyerView = await api.details(buyer.auth, requestId);
    expect(buyerView.status).toBe(200);
    expect(JSON.stringify(buyerView.body)).toMatch(/settled/);
    await expectLedgerSound(t.db, [reporter.user.id, buyer.user.id]);
  });
});
