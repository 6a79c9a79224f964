/**
 * Issue 10 §4: the notice page shows the MSMED Act interest card — GET /api/notices/:token carries
 * `interest`, the very CaseInterest the reporter's GET /api/defaulter-cases/:id/interest answers.
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

  it('still answers one kind 404 for an unknown token (no interest leaks)', async () => {
    const res = await request(t.app).get(`/api/notices/${'B'.repeat(43)}`);
    expect(res.status).toBe(404);
    expect(res.body.interest).toBeUndefined();
  });
});
