/**
 * Spec §7 member calls about the signed-in member's own account: happy paths, bad input, another
 * member's ids, staff without the feature, and the §8 failure object. Responses are held to the
 * OpenAPI document.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createRole, createTestApp, createUser, signedIn, uniqueMobile } from '../support/testApp';
import { latestCode, otherCode } from '../auth/helpers';
import { callClient, expectFailure } from './callClient';

const t = createTestApp();
const call = callClient(t);
afterAll(() => t.close());

describe('GET user/save/mobile/{id}', () => {
  it('answers the member’s own mobile; another member’s id is 404 with the failure object', async () => {
    const a = await signedIn(t.db);
    const b = await createUser(t.db);
    const own = await call('get', `/api/user/save/mobile/${a.user.id}`, { auth: a.auth });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ status: true, data: { id: a.user.id, mobile: a.user.mobile } });
    expectFailure(await call('get', `/api/user/save/mobile/${b.id}`, { auth: a.auth }), 404);
    expectFailure(await call('get', '/api/user/save/mobile/abc', { auth: a.auth }), 404);
  });

  it('staff need Customer → detailView for a member', async () => {
    const member = await createUser(t.db);
    const viewer = await signedIn(t.db, { roleId: (await createRole(t.db, 'Viewer', { Customer: ['detailView'] })).id });
    const lister = await signedIn(t.db, { roleId: (await createRole(t.db, 'Lister', { Customer: ['listView'] })).id });
    expect((await call('get', `/api/user/save/mobile/${member.id}`, { auth: viewer.auth })).body.data.mobile).toBe(member.mobile);
    expectFailure(await call('get', `/api/user/save/mobile/${member.id}`, { auth: lister.auth }), 403);
    expect((await call('get', `/api/user/save/mobile/${lister.user.id}`, { auth: lister.auth })).status).toBe(200);
  });
});

describe('GET user/get/{id}', () => {
  it('a member only themself; staff per Customer → detailView', async () => {
    const a = await signedIn(t.db);
    const b = await createUser(t.db);
    expect((await call('get', `/api/user/get/${a.user.id}`, { auth: a.auth })).body).toMatchObject({
      id: a.user.id,
      role_type: 'customer',
    });
    expect((await call('get', `/api/user/get/${b.id}`, { auth: a.auth })).status).toBe(403);
    const viewer = await signedIn(t.db, { roleId: (await createRole(t.db, 'Viewer', { Customer: ['detailView'] })).id });
    expect((await call('get', `/api/user/get/${b.id}`, { auth: viewer.auth })).status).toBe(200);
  });
});

describe('POST user/update', () => {
  it('changes the member’s own name and secondary contacts, audited', async () => {
    const a = await signedIn(t.db);
    const secondary = uniqueMobile();
    const res = await call('post', '/api/user/update', {
      auth: a.auth,
      body: { name: ' Asha Traders ', secondary_email: 'Accounts@Asha.in', secondary_mobile: secondary },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: 'Your profile is updated.', data: { id: a.user.id, name: 'Asha Traders' } });
    const row = await t.db('users').where({ id: a.user.id }).first();
    expect(row).toMatchObject({ secondary_email: 'accounts@asha.in', secondary_mobile: secondary, mobile: a.user.mobile });
    const audit = await t
      .db('audit_logs')
      .where({ resource: 'customers', record_id: String(a.user.id), action: 'update' })
      .first();
    expect(audit.actor_user_id).toBe(a.user.id);
  });

  it('never role, status or primary contacts; invalid values get the registry’s field messages (failure object)', async () => {
    const a = await signedIn(t.db);
    const refused = await call('post', '/api/user/update', {
      auth: a.auth,
      body: { name: 'X Y', role_id: 2, status: 0, mobile: uniqueMobile() },
    });
    expectFailure(refused, 400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['mobile', 'role_id', 'status']);
    const bad = await call('post', '/api/user/update', { auth: a.auth, body: { secondary_mobile: '12345', name: 'A' } });
    expectFailure(bad, 400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'secondary_mobile']);
    expectFailure(await call('post', '/api/user/update', { auth: a.auth, body: {} }), 400);
    expect((await t.db('users').where({ id: a.user.id }).first()).role_id).toBe(1);
    expectFailure(await call('post', '/api/user/update', { body: { name: 'Nobody' } }), 401);
  });

  it('staff change their own profile with Admin Users → add/edit, never without', async () => {
    const editor = await signedIn(t.db, { roleId: (await createRole(t.db, 'Editor', { 'Admin Users': ['add_edit'] })).id });
    expect((await call('post', '/api/user/update', { auth: editor.auth, body: { name: 'New Name' } })).body.data.name).toBe('New Name');
    const plain = await signedIn(t.db, { roleId: (await createRole(t.db, 'Plain', {})).id });
    expectFailure(await call('post', '/api/user/update', { auth: plain.auth, body: { name: 'New Name' } }), 403);
  });
});

describe('POST add/user/details and remove/use_email', () => {
  it('adds a missing secondary contact, refuses to replace one, and removes the secondary email', async () => {
    const a = await signedIn(t.db);
    const added = await call('post', '/api/add/user/details', { auth: a.auth, body: { secondary_email: 'second@example.com' } });
    expect(added.status).toBe(200);
    expect((await t.db('users').where({ id: a.user.id }).first()).secondary_email).toBe('second@example.com');
    const again = await call('post', '/api/add/user/details', { auth: a.auth, body: { secondary_email: 'third@example.com' } });
    expectFailure(again, 409);
    expect(again.body.errors).toHaveProperty('secondary_email');
    expectFailure(await call('post', '/api/add/user/details', { auth: a.auth, body: { secondary_mobile: '' } }), 400);
    expectFailure(await call('post', '/api/add/user/details', { auth: a.auth, body: { secondary_mobile: '55' } }), 400);

    const removed = await call('post', '/api/remove/use_email', { auth: a.auth });
    expect(removed.status).toBe(200);
    expect((await t.db('users').where({ id: a.user.id }).first()).secondary_email).toBeNull();
    expectFailure(await call('post', '/api/remove/use_email', { auth: a.auth }), 400);
  });
});

describe('POST get/user/details/addupdate/reason', () => {
  it('lists what the member should add, and why', async () => {
    const a = await signedIn(t.db);
    const res = await call('post', '/api/get/user/details/addupdate/reason', { auth: a.auth });
    expect(res.status).toBe(200);
    expect(res.body.data.complete).toBe(true);
    expect(res.body.data.missing.map((m: { field: string }) => m.field)).toEqual(['secondary_mobile', 'secondary_email']);
    expectFailure(await call('post', '/api/get/user/details/addupdate/reason', {}), 401);
  });
});

describe('POST get/user/isAbleToUpgrade/check', () => {
  it('a member without a plan may upgrade; on the highest plan may not; staff get the failure object', async () => {
    const a = await signedIn(t.db);
    const free = await call('post', '/api/get/user/isAbleToUpgrade/check', { auth: a.auth });
    expect(free.body).toMatchObject({ status: true, data: { able: true, current_plan: null } });

    const best = await t.db('plan_versions').where({ published: 1 }).orderBy('fee', 'desc').first('id', 'fee');
    await t.db('subscriptions').insert({
      user_id: a.user.id,
      plan_version_id: best.id,
      starts_at: t.db.raw("now() - interval '1 day'"),
      ends_at: t.db.raw("now() + interval '1 year'"),
      status: 'active',
    });
    const top = await call('post', '/api/get/user/isAbleToUpgrade/check', { auth: a.auth });
    expect(top.body.data).toMatchObject({ able: false, reason: 'You are already on our highest plan.', current_plan: { fee: best.fee } });

    const staff = await signedIn(t.db, { roleId: 2 });
    expectFailure(await call('post', '/api/get/user/isAbleToUpgrade/check', { auth: staff.auth }), 403);
  });
});

describe('POST email/verify/sentotp and email/otp/verify', () => {
  it('changes the primary email with a code sent to the NEW address and one to the current contact', async () => {
    const a = await signedIn(t.db);
    const fresh = `new.${uniqueMobile()}@example.com`;
    const sent = await call('post', '/api/email/verify/sentotp', { auth: a.auth, body: { email: fresh }, form: true });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: true, data: { expires_in: 300 } });
    const code = await latestCode(t.app, fresh);
    const current_otp = await latestCode(t.app, a.user.email);
    expectFailure(
      await call('post', '/api/email/otp/verify', { auth: a.auth, body: { email: fresh, otp: otherCode(code), current_otp } }),
      400,
    );
    const done = await call('post', '/api/email/otp/verify', { auth: a.auth, body: { email: fresh, otp: code, current_otp } });
    expect(done.status).toBe(200);
    expect(done.body.data.email).toBe(fresh);
    expect((await t.db('users').where({ id: a.user.id }).first()).email).toBe(fresh);
  });

  it('refuses another account’s email (409), a mobile instead of an email, and anonymous callers', async () => {
    const a = await signedIn(t.db);
    const other = await createUser(t.db);
    expectFailure(await call('post', '/api/email/verify/sentotp', { auth: a.auth, body: { email: other.email } }), 409);
    const mobile = await call('post', '/api/email/verify/sentotp', { auth: a.auth, body: { mobile: uniqueMobile() } });
    expectFailure(mobile, 400);
    expect(mobile.body.errors).toHaveProperty('email');
    expectFailure(await call('post', '/api/email/verify/sentotp', { body: { email: 'x@example.com' } }), 401);
    expectFailure(await call('post', '/api/email/otp/verify', { auth: a.auth, body: { email: 'x@example.com', otp: '12' } }), 400);
  });
});
