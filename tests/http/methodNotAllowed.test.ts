/** A method a documented path does not have answers 405 with an Allow header (RFC 9110 §15.5.6), an unknown path 404. */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let auth = '';
beforeAll(async () => {
  auth = (await signedIn(t.db, { roleId: 2 })).auth;
});
afterAll(() => t.close());

describe('405 Method Not Allowed', () => {
  it.each([
    ['patch', '/api/customers/1', 'GET, HEAD, PUT, DELETE'],
    ['patch', '/api/customers', 'GET, HEAD, PUT, POST, DELETE'],
    ['delete', '/api/user/me', 'GET, HEAD'],
    ['get', '/api/user/sendotp', 'POST'],
    ['put', '/api/import/jobs/4b0b1c52-52a8-4c0e-9d7a-0f4c2b8e3a11', 'GET, HEAD'],
  ] as const)('%s %s → 405, Allow: %s', async (method, path, allow) => {
    const res = await request(t.app)[method](path).set('Authorization', auth);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.body.message).toMatch(/not allowed/i);
  });

  it('carries Allow on the engine’s own 405s (writes to a system-kept resource, POST where records come from elsewhere)', async () => {
    const post = await request(t.app).post('/api/audit-logs').set('Authorization', auth).send({});
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const put = await request(t.app).put('/api/audit-logs/1').set('Authorization', auth).send({});
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD');
  });

  it('answers an unknown path 404 without Allow', async () => {
    const res = await request(t.app).patch('/api/no/such/path').set('Authorization', auth);
    expect(res.status).toBe(404);
    expect(res.headers.allow).toBeUndefined();
  });
});
