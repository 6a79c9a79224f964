/**
 * Issue 19 §5: a domain error answers with its kind's status, the English message of its code, and
 * `code`, `params` and (per field) `field_codes`, so the apps translate by code, never by English text.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOG, fillTemplate } from '../../api/src/domain/errors';
import { createRole, createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let staff = '';
let staffWithout = '';
let memberId = 0;
beforeAll(async () => {
  staff = (
    await signedIn(t.db, { roleId: (await createRole(t.db, 'Wallet desk', { 'Wallet Transactions': ['listView', 'detailView'] })).id })
  ).auth;
  staffWithout = (await signedIn(t.db, { roleId: (await createRole(t.db, 'No wallets', { 'Wallet Transactions': ['listView'] })).id }))
    .auth;
  memberId = (await signedIn(t.db)).user.id;
});
afterAll(() => t.close());

const wallet = (auth: string, path: string) => request(t.app).get(`/api/admin/wallet/transaction/${path}`).set('Authorization', auth);

describe('a domain error over HTTP', () => {
  it('answers its code, its params and its fields’ codes, with the English of the catalog', async () => {
    const res = await wallet(staff, `${memberId}?limit=0`);
    expect(res.status).toBe(400);
    const params = { name: 'limit', min: 1, max: 500 };
    expect(res.body).toEqual({
      message: fillTemplate(ERROR_CATALOG.WHOLE_NUMBER_RANGE.english, params),
      code: 'WHOLE_NUMBER_RANGE',
      params,
      errors: { limit: 'A whole number from 1 to 500.' },
      field_codes: { limit: { code: 'WHOLE_NUMBER_RANGE_FIELD', params: { min: 1, max: 500 } } },
    });
    expect(res.body.message).toBe('limit must be a whole number from 1 to 500.');
  });

  it('maps the kind to the status: refused → 403, not found → 404', async () => {
    const refused = await wallet(staffWithout, String(memberId));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: ERROR_CATALOG.WALLETS_NOT_PERMITTED.english, code: 'WALLETS_NOT_PERMITTED', params: {} });
    const missing = await wallet(staff, '99999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'No member has this id.', code: 'MEMBER_ID_UNKNOWN', params: {} });
  });
});
