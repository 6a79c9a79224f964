import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signedIn } from '../support/testApp';

const t = createTestApp();
const prod = createTestApp({ production: true });
afterAll(() => Promise.all([t.close(), prod.close()]));

describe('GET /api/dev/outbox', () => {
  it('lists the latest messages to a recipient, newest first', async () => {
    const user = await createUser(t.db);
    await t.db('outbox_messages').insert([
      { channel: 'sms', recipient: user.mobile, body: 'older' },
      { channel: 'sms', recipient: user.mobile, body: 'newer' },
      { channel: 'sms', recipient: '6000000099', body: 'someone else' },
    ]);
    const res = await request(t.app).get('/api/dev/outbox').query({ to: user.mobile });
    expect(res.status).toBe(200);
    expect(res.body.map((m: { body: string }) => m.body)).toEqual(['newer', 'older']);
    expect(Object.keys(res.body[0]).sort()).toEqual(['body', 'channel', 'created_at', 'id', 'subject', 'to']);
    expect(res.body[0].to).toBe(user.mobile);
  });

  it('needs ?to=', async () => {
    const res = await request(t.app).get('/api/dev/outbox');
    expect(res.status).toBe(400);
    expect(res.body.errors.to).toBeDefined();
  });

  it('is not mounted in production (404 JSON; 401 for a caller who is not signed in)', async () => {
    expect((await request(prod.app).get('/api/dev/outbox').query({ to: '9876543210' })).status).toBe(401);
    const { auth } = await signedIn(prod.db, { roleId: 2 });
    const res = await request(prod.app).get('/api/dev/outbox').query({ to: '9876543210' }).set('Authorization', auth);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(typeof res.body.message).toBe('string');
  });
});
