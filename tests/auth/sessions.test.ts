import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { jwtSecret } from '../../api/src/auth/jwtSecret';
import { createTestApp, createUser, signedIn } from '../support/testApp';
import { latestCode, sendOtp, signInWithOtp, verifyOtp } from './helpers';

const t = createTestApp();
afterAll(() => t.close());

const FORCE_LOGOUT = { force_logout: true };

describe('tokens, token check, logout and deactivated accounts', () => {
  it('validate-token answers the user id and expiry for a valid token', async () => {
    const { token, user } = await signInWithOtp(t.app, (await createUser(t.db)).mobile);
    const res = await request(t.app).get('/api/user/validate-token').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, user_id: user.id });
    expect(new Date(res.body.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('validate-token without a token answers 401 force_logout', async () => {
    const res = await request(t.app).get('/api/user/validate-token');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject(FORCE_LOGOUT);
  });

  it('logout revokes the session: the token then answers 401 force_logout', async () => {
    const { token } = await signInWithOtp(t.app, (await createUser(t.db)).email);
    const out = await request(t.app).post('/api/user/logout').set('Authorization', `Bearer ${token}`);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ status: true, message: 'Signed out' });
    for (const path of ['/api/user/validate-token', '/api/user/me']) {
      const res = await request(t.app).get(path).set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject(FORCE_LOGOUT);
    }
  });

  it('a tampered or expired JWT answers 401 force_logout', async () => {
    const { token, user } = await signedIn(t.db);
    const [h, p, s] = token.split('.');
    const tamperedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: '1' })).toString(
      'base64url',
    );
    const flipped = s!.slice(0, -2) + (s!.slice(-2) === 'AA' ? 'BB' : 'AA');
    const session = await t.db('sessions').where({ user_id: user.id }).first('id');
    const expired = jwt.sign({ role_id: 1 }, jwtSecret(), {
      algorithm: 'HS256',
      subject: String(user.id),
      jwtid: session.id,
      expiresIn: -10,
    });
    const otherKey = jwt.sign({ role_id: 1 }, 'not-the-secret', {
      algorithm: 'HS256',
      subject: String(user.id),
      jwtid: session.id,
      expiresIn: 600,
    });
    for (const bad of [`${h}.${tamperedPayload}.${s}`, `${h}.${p}.${flipped}`, expired, otherKey, 'garbage']) {
      const res = await request(t.app).get('/api/user/validate-token').set('Authorization', `Bearer ${bad}`);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject(FORCE_LOGOUT);
    }
    await request(t.app).get('/api/user/validate-token').set('Authorization', `Bearer ${token}`).expect(200);
  });

  it('a deactivated user (status 0) is refused at sendotp and logged', async () => {
    const user = await createUser(t.db, { status: 0 });
    const res = await sendOtp(t.app, user.mobile);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This account is deactivated. Please contact support.');
    const log = await t.db('login_restriction_logs').where({ user_id: user.id, reason: 'user_deactivated' }).first();
    expect(log).toMatchObject({ identifier: user.mobile });
    expect(await t.db('outbox_messages').where({ recipient: user.mobile }).first()).toBeUndefined();
  });

  it('a user deactivated between send and verify is refused at verify', async () => {
    const user = await createUser(t.db);
    await sendOtp(t.app, user.mobile).expect(200);
    const code = await latestCode(t.app, user.mobile);
    await t.db('users').where({ id: user.id }).update({ status: 0 });
    const res = await verifyOtp(t.app, user.mobile, code);
    expect(res.status).toBe(403);
    expect(res.body.token).toBeUndefined();
  });

  it('the token of a user deactivated later answers 401 force_logout', async () => {
    const { token, user } = await signInWithOtp(t.app, (await createUser(t.db)).mobile);
    await t.db('users').where({ id: user.id }).update({ status: 0 });
    const res = await request(t.app).get('/api/user/me').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject(FORCE_LOGOUT);
  });
});
