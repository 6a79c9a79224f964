import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../support/testApp';
import { uncodedParts } from '../support/codedAnswer';
import { latestCode } from './helpers';

const t = createTestApp();
afterAll(() => t.close());

/** Every refusal has the one error shape { message, errors?, code, params, field_codes? } and never a 500. */
function expectErrorShape(res: request.Response, status: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(typeof res.body.message).toBe('string');
  if (res.body.errors !== undefined) expect(typeof res.body.errors).toBe('object');
  expect(uncodedParts(res.body), JSON.stringify(res.body)).toEqual([]);
}

describe('bad input never causes a 500', () => {
  it('sendotp: missing, both, wrong type, invalid values, malformed JSON', async () => {
    const none = await request(t.app).post('/api/user/sendotp').send({});
    expectErrorShape(none, 400);
    expect(none.body.errors.mobile).toBe('Please enter your mobile number');

    const noBody = await request(t.app).post('/api/user/sendotp');
    expectErrorShape(noBody, 400);

    const both = await request(t.app).post('/api/user/sendotp').send({ mobile: '9876543210', email: 'a@b.co' });
    expectErrorShape(both, 400);
    expect(both.body.errors.mobile).toMatch(/not both/);

    const badMobile = await request(t.app).post('/api/user/sendotp').send({ mobile: '12345' });
    expectErrorShape(badMobile, 400);
    expect(badMobile.body.errors).toEqual({ mobile: 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9' });

    const prefixed = await request(t.app).post('/api/user/sendotp').send({ mobile: '+91 98765 43210' });
    expectErrorShape(prefixed, 400);
    expect(prefixed.body.errors.mobile).toMatch(/without \+91/);

    const badEmail = await request(t.app).post('/api/user/sendotp').send({ email: 'not-an-email' });
    expectErrorShape(badEmail, 400);
    expect(badEmail.body.errors.email).toMatch(/valid email/);

    for (const mobile of [{ a: 1 }, ['9876543210', '9876543211'], true]) {
      expectErrorShape(await request(t.app).post('/api/user/sendotp').send({ mobile }), 400);
    }
    const repeated = await request(t.app).post('/api/user/sendotp').type('form').send('mobile=9876543210&mobile=9876543211');
    expectErrorShape(repeated, 400);

    const malformed = await request(t.app).post('/api/user/sendotp').set('Content-Type', 'application/json').send('{"mobile": ');
    expectErrorShape(malformed, 400);
    const array = await request(t.app)
      .post('/api/user/sendotp')
      .send([{ mobile: '9876543210' }]);
    expectErrorShape(array, 400);
  });

  it('a JSON number is accepted as a mobile number', async () => {
    const user = await createUser(t.db);
    const res = await request(t.app)
      .post('/api/user/sendotp')
      .send({ mobile: Number(user.mobile) });
    expect(res.status).toBe(200);
  });

  it('verifyOtp: missing otp, 7 digits, letters, wrong types', async () => {
    const user = await createUser(t.db);
    await request(t.app).post('/api/user/sendotp').send({ mobile: user.mobile }).expect(200);
    for (const otp of [undefined, '', '1234567', '12a456', 'abcdef', '12345', { x: 1 }, [123456], 1234567, 12.5, null]) {
      const res = await request(t.app).post('/api/user/verifyOtp').send({ mobile: user.mobile, otp });
      expectErrorShape(res, 400);
      expect(res.body.errors.otp, `otp ${JSON.stringify(otp)}`).toBeDefined();
    }
    const noIdentifier = await request(t.app).post('/api/user/verifyOtp').send({ otp: '123456' });
    expectErrorShape(noIdentifier, 400);
    // None of those counted as a wrong attempt: the code still works.
    // A JSON number is accepted too (unless the code has a leading zero, which a number cannot carry).
    const code = await latestCode(t.app, user.mobile);
    const ok = await request(t.app)
      .post('/api/user/verifyOtp')
      .send({ mobile: user.mobile, otp: code.startsWith('0') ? code : Number(code) });
    expect(ok.status).toBe(200);
  });

  it('user/get/:id with a non-numeric id answers 400, an unknown id 404 (for staff)', async () => {
    const { signedIn } = await import('../support/testApp');
    const admin = await signedIn(t.db, { roleId: 2 });
    expectErrorShape(await request(t.app).get('/api/user/get/abc').set('Authorization', admin.auth), 400);
    expectErrorShape(await request(t.app).get('/api/user/get/99999999999999999999').set('Authorization', admin.auth), 400);
    expectErrorShape(await request(t.app).get('/api/user/get/999999999').set('Authorization', admin.auth), 404);
  });

  it('unsigned calls to signed-in endpoints answer 401', async () => {
    expectErrorShape(await request(t.app).get('/api/user/me'), 401);
    expectErrorShape(await request(t.app).post('/api/user/logout'), 401);
    expectErrorShape(await request(t.app).post('/api/user/sendupdateotp').send({ mobile: '9876543210' }), 401);
    expectErrorShape(await request(t.app).post('/api/admin/save/TempOtp').send({ user_id: 1, reason: 'test' }), 401);
  });
});
