/**
 * Issue 10 §4: the notice page shows the MSMED Act interest card — GET /api/notices/:token carries
 * `interest`, the very CaseInterest the reporter's GET /api/defaulter-cases/:id/interest answers, with
 * the reporter's MSMED (Udyam) status, which the card describes to the reported business
 * (tests/portal/caseInterestCard.test.ts has its wording).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseInterest } from '../../api/src/domain/defaulterCases/caseInterestService';
import { istPlainDate } from '../../api/src/validation/dates';
import { createTestApp, signedIn } from '../support/testApp';
import { noticeToken, verifiedCase } from './noticeSupport';

const t = createTestApp({ limits: { otpResendCooldownSeconds: 0 } });
let staffAuth = '';
beforeAll(async () => {
  staffAuth = (await signedIn(t.db, { roleId: 2 })).auth;
});
afterAll(() => t.close());

describe('the notice claim’s interest', () => {
  it('carries the MSMED interest as of today in India, the same as the case’s interest', async () => {
    const c = await verifiedCase(t, staffAuth);
    const token = await noticeToken(t, c.mobile);
    const res = await request(t.app).get(`/api/notices/${token}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.interest).toBeTruthy();
    expect(typeof res.body.interest.applicable).toBe('boolean');
    const expected = await caseInterest(t.db, c.id, istPlainDate(new Date()));
    expect(res.body.interest).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('carries the reporter’s MSMED (Udyam) status for the card to describe to the reported business', async () => {
    const c = await verifiedCase(t, staffAuth);
    const reporter = (await t.db('defaulter_cases').where({ id: c.id }).first('reporter_business_id')).reporter_business_id;
    await t.db('businesses').where({ id: reporter }).update({ enterprise_type: 'small', udyam_number: 'UDYAM-RJ-17-0012345' });
    const token = await noticeToken(t, c.mobile);
    const res = await request(t.app).get(`/api/notices/${token}`);
    expect(res.body.interest.supplier).toMatchObject({ enterprise_type: 'small', udyam_number: 'UDYAM-RJ-17-0012345' });

    // A reporter that is not a micro or small enterprise: no interest, and a reason that speaks of the
    // reporting business, never to the reader as if they were the reporter.
    await t.db('businesses').where({ id: reporter }).update({ enterprise_type: null, udyam_number: null });
    const none = (await request(t.app).get(`/api/notices/${token}`)).body.interest;
    expect(none).toMatchObject({ applicable: false, reason_code: 'not_micro_or_small', interest: '0.00', segments: [] });
    expect(none.supplier).toMatchObject({ enterprise_type: null, udyam_number: null });
    expect(none.reason).toMatch(/^The reporting business is not recorded as a micro or small enterprise/);
    expect(none.reason).not.toMatch(/\byour?\b/i);
  });

  it('still answers one kind 404 for an unknown token (no interest leaks)', async () => {
    const res = await request(t.app).get(`/api/notices/${'B'.repeat(43)}`);
    expect(res.status).toBe(404);
    expect(res.body.interest).toBeUndefined();
  });
});
