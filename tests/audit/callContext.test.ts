/** The call context and the audit log: who, IP and request id reach audit_logs from the request, not by hand. */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../../api/src/audit/auditLog';
import { actingAs, callAs } from '../../api/src/callContext';
import { createTestApp, createUser, signedIn } from '../support/testApp';

const t = createTestApp();
afterAll(() => t.close());

const auditOf = (where: Record<string, unknown>) =>
  t
    .db('audit_logs')
    .where(where)
    .orderBy('id', 'desc')
    .first('actor_user_id', 'actor_role', t.db.raw('host(ip) AS ip'), 'request_id', 'before', 'after');

describe('writeAudit with a call context', () => {
  it('records the caller, their role, the client IP and the request id of the HTTP request', async () => {
    const admin = await signedIn(t.db, { roleId: 2 });
    const role = await t.db('roles').where({ id: 2 }).first('name');
    const customer = await createUser(t.db);
    const saved = await request(t.app)
      .post('/api/admin/save/TempOtp')
      .set('Authorization', admin.auth)
      .set('X-Request-Id', 'audit-context-create-1')
      .send({ user_id: customer.id, reason: 'Audit context check' });
    expect(saved.status).toBe(200);
    expect(await auditOf({ action: 'temp_otp_create', request_id: 'audit-context-create-1' })).toMatchObject({
      actor_user_id: admin.user.id,
      actor_role: role.name,
      ip: '127.0.0.1',
    });

    // Signing in on that code: the same request's IP and id, attributed to the user signing in.
    const signIn = await request(t.app)
      .post('/api/user/verifyOtp')
      .set('X-Request-Id', 'audit-context-login-1')
      .send({ mobile: customer.mobile, otp: saved.body.otp });
    expect(signIn.status).toBe(200);
    const userRole = await t.db('roles').join('users', 'users.role_id', 'roles.id').where('users.id', customer.id).first('roles.name');
    expect(await auditOf({ action: 'temp_otp_login', request_id: 'audit-context-login-1' })).toMatchObject({
      actor_user_id: customer.id,
      actor_role: userRole.name,
      ip: '127.0.0.1',
    });
  });

  it('outside a request: no IP, no request id; null for the system; actingAs keeps where the call came from', async () => {
    const user = await createUser(t.db);
    await writeAudit(t.db, callAs(null), { resource: 'audit-context-test', recordId: user.id, action: 'system', after: { a: 1 } });
    expect(await auditOf({ resource: 'audit-context-test', action: 'system' })).toEqual({
      actor_user_id: null,
      actor_role: null,
      ip: null,
      request_id: null,
      before: null,
      after: { a: 1 },
    });

    const fromRequest = { who: null, ip: '10.1.2.3', requestId: 'audit-context-acting-1' };
    await writeAudit(t.db, actingAs(fromRequest, { userId: user.id, roleName: 'User' }), {
      resource: 'audit-context-test',
      action: 'acting',
    });
    expect(await auditOf({ resource: 'audit-context-test', action: 'acting' })).toMatchObject({
      actor_user_id: user.id,
      actor_role: 'User',
      ip: '10.1.2.3',
      request_id: 'audit-context-acting-1',
    });
  });
});
