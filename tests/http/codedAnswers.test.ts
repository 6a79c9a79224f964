/**
 * Issue 19 §5: the answers that were not coded yet — the HTTP guards (malformed JSON, a body that is
 * not an object, too large, a NUL character, no route, a wrong method, uploads), sign-in and sessions
 * (api/src/auth), the engine's generic checks and the importer — each carry a stable code with its
 * params, and every field they name its own code; the English and the status stay as they were.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOG, fillTemplate } from '../../api/src/domain/errors';
import { uncodedParts } from '../support/codedAnswer';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let staff = '';
let member = '';
beforeAll(async () => {
  staff = (await signedIn(t.db, { roleId: 2 })).auth;
  member = (await signedIn(t.db)).auth;
});
afterAll(() => t.close());

/** The body's code, its params and its English (the catalog's, filled), with nothing uncoded. */
function expectCoded(res: request.Response, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(uncodedParts(res.body), JSON.stringify(res.body)).toEqual([]);
  expect(res.body.code).toBe(code);
  const english = (ERROR_CATALOG as Record<string, { english: string }>)[code]!.english;
  expect(res.body.message).toBe(fillTemplate(english, res.body.params));
}

describe('the HTTP guards answer coded', () => {
  it('malformed JSON, a JSON list, a body too large', async () => {
    const broken = await request(t.app).post('/api/user/sendotp').set('Content-Type', 'application/json').send('{"mobile":');
    expectCoded(broken, 400, 'BODY_NOT_JSON');
    expect(broken.body.message).toBe('The request body is not valid JSON.');
    expectCoded(await request(t.app).post('/api/user/sendotp').send([1, 2]), 400, 'BODY_NOT_OBJECT');
    const huge = await request(t.app)
      .post('/api/user/sendotp')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ mobile: 'x'.repeat(3_000_000) }));
    expectCoded(huge, 413, 'BODY_TOO_LARGE');
  });

  it('a NUL character, no route, a method the path does not have', async () => {
    const nul = await request(t.app).post('/api/user/sendotp').send({ mobile: 'a\u0000b' });
    expectCoded(nul, 400, 'NUL_CHARACTER');
    expect(nul.body.field_codes.mobile).toEqual({ code: 'NUL_FIELD', params: {} });
    const none = await request(t.app).get('/api/no/such/route/here').set('Authorization', staff);
    expectCoded(none, 404, 'NO_ROUTE');
    expect(none.body.params).toEqual({ method: 'GET', path: '/no/such/route/here' });
    const method = await request(t.app).patch('/api/user/sendotp').send({});
    expectCoded(method, 405, 'METHOD_NOT_ALLOWED');
  });

  it('an upload that is not multipart, a zod body with per-field codes', async () => {
    const notMultipart = await request(t.app).post('/api/import/customers/preview').set('Authorization', staff).send({ a: 1 });
    expect(notMultipart.status).toBeGreaterThanOrEqual(400);
    expect(uncodedParts(notMultipart.body), JSON.stringify(notMultipart.body)).toEqual([]);
  });
});

describe('sign-in and sessions answer coded', () => {
  it('sign in first, a session that is not valid (force_logout kept), a refused identifier', async () => {
    expectCoded(await request(t.app).get('/api/user/validate-token'), 401, 'SIGN_IN_REQUIRED');
    const bad = await request(t.app).get('/api/user/validate-token').set('Authorization', 'Bearer not-a-token');
    expect(bad.status).toBe(401);
    expect(uncodedParts(bad.body)).toEqual([]);
    expect(bad.body.force_logout).toBe(true);
    const both = await request(t.app).post('/api/user/sendotp').send({ mobile: '9876543210', email: 'a@b.co' });
    expectCoded(both, 400, 'IDENTIFIER_BOTH');
    expect(both.body.field_codes).toEqual({ mobile: { code: 'IDENTIFIER_BOTH', params: {} } });
    const badMobile = await request(t.app).post('/api/user/sendotp').send({ mobile: '12345' });
    expect(badMobile.status).toBe(400);
    expect(badMobile.body.field_codes.mobile).toEqual({ code: 'MOBILE_INVALID', params: {} });
  });
});

describe('the engine and the importer answer coded', () => {
  it('an unknown resource, a record that is not there, bad list parameters, unknown fields', async () => {
    expectCoded(await request(t.app).get('/api/no-such-resource/1').set('Authorization', staff), 404, 'RESOURCE_UNKNOWN');
    const sort = await request(t.app).get('/api/customers').query({ sort: '["nope","ASC"]' }).set('Authorization', staff);
    expectCoded(sort, 400, 'SORT_UNKNOWN_FIELD');
    expect(sort.body.field_codes).toEqual({ nope: { code: 'SORT_FIELD_REFUSED', params: {} } });
    const range = await request(t.app).get('/api/customers').query({ range: '[5,1]' }).set('Authorization', staff);
    expectCoded(range, 400, 'RANGE_SHAPE');
    const unknown = await request(t.app).post('/api/states').set('Authorization', staff).send({ no_such_field: 1 });
    expect(unknown.status).toBe(400);
    expect(uncodedParts(unknown.body), JSON.stringify(unknown.body)).toEqual([]);
    expect(unknown.body.field_codes.no_such_field).toEqual({ code: 'FIELD_DOES_NOT_EXIST', params: {} });
  });

  it('a member on a staff-only import, an unknown import', async () => {
    expect(uncodedParts((await request(t.app).get('/api/import/jobs/nope').set('Authorization', member)).body)).toEqual([]);
    expectCoded(
      await request(t.app).get('/api/import/jobs/00000000-0000-0000-0000-000000000000').set('Authorization', staff),
      404,
      'IMPORT_UNKNOWN',
    );
  });
});
