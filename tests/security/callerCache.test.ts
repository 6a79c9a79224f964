/**
 * The remembered caller (auth/principalCache.ts, issue 7): a request need not re-read its session,
 * user and role — but signing out, deactivation, a role change and an access-rule change through the
 * API take effect on the very next request, and a change made behind the API's back within the TTL.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../api/src/registry/features';
import { createRole, createTestApp, signedIn } from '../support/testApp';

const t = createTestApp({ authCacheMs: 60_000 });
const short = createTestApp({ authCacheMs: 100 });
afterAll(() => Promise.all([t.close(), short.close()]));

const me = (app: typeof t.app, auth: string) => request(app).get('/api/user/me').set('Authorization', auth);

describe('a remembered caller', () => {
  it('is read once and then served from memory', async () => {
    const member = await signedIn(t.db);
    let sessionReads = 0;
    const count = (q: { sql: string }) => {
      if (q.sql.includes('from "sessions" as "s"')) sessionReads += 1;
    };
    t.db.on('query', count);
    try {
      for (let i = 0; i < 5; i += 1) expect((await me(t.app, member.auth)).status).toBe(200);
    } finally {
      t.db.off('query', count);
    }
    expect(sessionReads).toBe(1);
  });

  it('is forgotten when the member signs out or is deactivated through the API', async () => {
    const admin = await signedIn(t.db, { roleId: ROLE.SUPER_ADMIN });
    const a = await signedIn(t.db);
    expect((await me(t.app, a.auth)).status).toBe(200);
    await request(t.app).post('/api/user/logout').set('Authorization', a.auth).expect(200);
    expect((await me(t.app, a.auth)).status).toBe(401);

    const b = await signedIn(t.db);
    expect((await me(t.app, b.auth)).status).toBe(200);
    await request(t.app).delete(`/api/customers/${b.user.id}`).set('Authorization', admin.auth).expect(200);
    const after = await me(t.app, b.auth);
    expect(after.status).toBe(401);
    expect(after.body.force_logout).toBe(true);
  });

  it('loses an access rule the moment it is changed through the API', async () => {
    const admin = await signedIn(t.db, { roleId: ROLE.SUPER_ADMIN });
    const role = await createRole(t.db, 'City desk', { 'Master Data': ['listView'] });
    const staff = await signedIn(t.db, { roleId: role.id });
    expect((await request(t.app).get('/api/cities').set('Authorization', staff.auth)).status).toBe(200);
    const rule = await t.db('role_permissions').where({ role_id: role.id, feature: 'Master Data' }).first('id');
    await request(t.app).put(`/api/role-permissions/${rule.id}`).set('Authorization', admin.auth).send({ list_view: 0 }).expect(200);
    expect((await request(t.app).get('/api/cities').set('Authorization', staff.auth)).status).toBe(403);
  });

  it('is re-read after the TTL, so a change made straight in the database applies within it', async () => {
    const member = await signedIn(short.db);
    expect((await me(short.app, member.auth)).status).toBe(200);
    await short.db('users').where({ id: member.user.id }).update({ status: 0 });
    await new Promise((r) => setTimeout(r, 150));
    expect((await me(short.app, member.auth)).status).toBe(401);
  });
});
