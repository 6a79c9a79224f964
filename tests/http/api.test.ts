/** Cross-cutting HTTP behaviour: health, OpenAPI, docs, the error shape, limits and headers. */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { resources } from '../../api/src/registry';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
afterAll(() => t.close());

describe('operations endpoints', () => {
  it('GET /api/health reports the database', async () => {
    const res = await request(t.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: { reachable: true } });
  });

  it('serves an OpenAPI 3.1 document with every resource', async () => {
    const res = await request(t.app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const r of resources) {
      expect(res.body.paths[`/api/${r.name}`], r.name).toBeDefined();
      expect(res.body.paths[`/api/${r.name}/{id}`].get['x-permission']).toEqual({ feature: r.feature, access: 'detailView' });
      expect(Boolean(res.body.paths[`/api/${r.name}`].post), r.name).toBe(!r.readOnly && !r.createdThrough);
    }
    expect(res.body.paths['/api/user/sendotp']).toBeDefined();
    const customer = res.body.components.schemas.CustomersInput;
    expect(customer.required).toContain('name');
    expect(customer.properties).not.toHaveProperty('wallet_balance');
  });

  it('serves browsable docs with local assets', async () => {
    const page = await request(t.app).get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui');
    const js = await request(t.app).get('/api/docs/assets/swagger-ui-bundle.js');
    expect(js.status).toBe(200);
  });
});

describe('error shape', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    const res = await request(t.app).get('/api/no/such/path');
    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
    expect(res.body.message).toMatch(/No API route/);
  });

  it('answers a malformed JSON body with 400, never a stack trace', async () => {
    const { auth } = await signedIn(t.db, { roleId: 2 });
    const res = await request(t.app)
      .post('/api/admin-roles')
      .set('Authorization', auth)
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON.', code: 'BODY_NOT_JSON', params: {} });
  });

  it('answers a body over the limit with 413', async () => {
    const { auth } = await signedIn(t.db, { roleId: 2 });
    const res = await request(t.app)
      .post('/api/admin-roles')
      .set('Authorization', auth)
      .send({ name: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it('maps database constraint failures to 4xx with the field', async () => {
    const { auth } = await signedIn(t.db, { roleId: 2 });
    const first = await request(t.app).post('/api/admin-roles').set('Authorization', auth).send({ name: 'Collections desk' });
    expect(first.status).toBe(201);
    const dup = await request(t.app).post('/api/admin-roles').set('Authorization', auth).send({ name: 'Collections desk' });
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual({ name: 'This value is already in use.' });
  });

  it('shows validation failures beside each field', async () => {
    const { auth } = await signedIn(t.db, { roleId: 2 });
    const res = await request(t.app)
      .post('/api/customers')
      .set('Authorization', auth)
      .send({ name: 'A', mobile: '5123456789', email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'mobile', 'name']);
    for (const message of Object.values(res.body.errors)) expect(typeof message).toBe('string');
  });
});

describe('headers', () => {
  it('sets security headers, a request id and CORS exposing Content-Range', async () => {
    const res = await request(t.app).get('/api/health').set('Origin', 'http://example.com');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
  });
});
