/**
 * One error shape per documented contract (issue 18 §20). The spec §8 calls answer every error as a
 * failure object `{ status: false, data, message }` — also when a guard refuses the request before
 * their route runs (invalid JSON, a body that is JSON but not an object, a NUL character, a bad
 * token); a body that is JSON but not an object has its own message; prototype-named keys are
 * reported as fields like any other.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_FLOW_MESSAGES } from '../../api/src/contracts/caseFlowMessages';
import { samples } from '../media/samples';
import { freshId } from '../support/sampleRecord';
import { servedOpenApiValidator } from '../support/servedOpenApi';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
const openApi = servedOpenApiValidator(t.app);
let member = '';
let staff = '';
beforeAll(async () => {
  member = (await signedIn(t.db)).auth;
  staff = (await signedIn(t.db, { roleId: 2 })).auth;
});
afterAll(() => t.close());

const post = (path: string, raw: string, auth = member) =>
  request(t.app).post(path).set('Authorization', auth).set('Content-Type', 'application/json').send(raw);

async function expectDocumented(method: 'get' | 'post', path: string, res: request.Response) {
  expect((await openApi()).check(method, path, res), JSON.stringify(res.body)).toEqual([]);
}

describe('a failure-object call refused by a guard answers the failure object', () => {
  const cases: Array<[string, () => request.Test, number, string]> = [
    ['invalid JSON', () => post('/api/user/update', '{"name":'), 400, CASE_FLOW_MESSAGES.bodyNotJson],
    ['a JSON string', () => post('/api/user/update', '"abc"'), 400, CASE_FLOW_MESSAGES.bodyNotObject],
    ['a JSON number', () => post('/api/data/business-data', '12'), 400, CASE_FLOW_MESSAGES.bodyNotObject],
    ['a JSON list', () => post('/api/user/update', '[{"name":"Asha"}]'), 400, CASE_FLOW_MESSAGES.bodyNotObject],
    ['a NUL character', () => post('/api/user/update', '{"name":"a\\u0000b"}'), 400, 'NUL character'],
    ['a bad token', () => post('/api/user/update', '{"name":"Asha"}', 'Bearer not-a-token'), 401, ''],
  ];
  for (const [what, send, status, message] of cases) {
    it(what, async () => {
      const res = await send();
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body).toMatchObject({ status: false, data: {} });
      expect(res.body.message).toContain(message);
      await expectDocumented('post', '/api/user/update', res);
    });
  }

  it('a list call keeps its empty list as data', async () => {
    const res = await post('/api/data/business-data', '{"filter":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: CASE_FLOW_MESSAGES.bodyNotJson, code: 'BODY_NOT_JSON', params: {}, status: false, data: [] });
    await expectDocumented('post', '/api/data/business-data', res);
  });

  it('a broken %-escape in a path parameter (Express refuses it before the route runs)', async () => {
    const res = await request(t.app).get('/api/user/save/mobile/%E0%A4').set('Authorization', member);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, data: {} });
  });

  it('a NUL in the query of a GET failure-object call', async () => {
    const res = await request(t.app).get('/api/user/getwallet').query({ x: 'a\u0000' }).set('Authorization', member);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, data: {} });
  });
});

describe('other operations keep the plain error body', () => {
  it('a JSON string on a resource create is "must be a JSON object", without status/data', async () => {
    const res = await post('/api/customers', '"abc"');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: CASE_FLOW_MESSAGES.bodyNotObject, code: 'BODY_NOT_OBJECT', params: {} });
  });

  it('invalid JSON is still "not valid JSON"', async () => {
    const res = await post('/api/customers', '{');
    expect(res.body).toEqual({ message: CASE_FLOW_MESSAGES.bodyNotJson, code: 'BODY_NOT_JSON', params: {} });
  });
});

describe('prototype-named keys are fields like any other', () => {
  it('user/update names __proto__, constructor and prototype, each with its message', async () => {
    const res = await post('/api/user/update', '{"__proto__":{"a":1},"constructor":{"b":2},"prototype":"x"}');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      ['__proto__']: 'This field cannot be changed here.',
      constructor: 'This field cannot be changed here.',
      prototype: 'This field cannot be changed here.',
    });
    expect(({} as Record<string, unknown>).a).toBeUndefined();
  });

  it('a resource create names them as unknown fields', async () => {
    const res = await post('/api/customers', '{"__proto__":{"a":1},"constructor":{"b":2}}', staff);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['__proto__', 'constructor']);
  });

  it('a multipart form field named __proto__ is refused as an unknown field, not dropped', async () => {
    const caseId = await freshId(t.db, 'defaulter-cases');
    const res = await request(t.app)
      .post('/api/case-documents/upload')
      .set('Authorization', staff)
      .attach('file', samples.pdf, 'invoice.pdf')
      .field('case_id', String(caseId))
      .field('doc_type', 'invoice')
      .field('__proto__', 'x');
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors).toEqual({ ['__proto__']: 'This field does not exist.' });
  });
});
