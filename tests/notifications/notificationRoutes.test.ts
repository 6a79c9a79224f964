/**
 * Issue 20 §4: GET /api/member/notifications (newest first, paged, with the unread count), POST …/:id/read
 * and POST …/read-all — each member only their own rows (another's id is not found), staff refused, bad
 * input a coded 400. Answers are held to the served OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../api/src/domain/notifications';
import { checkedCaller } from '../support/servedOpenApi';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
const call = checkedCaller(t.app);
afterAll(() => t.close());

let me: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  me = await signedIn(t.db);
  other = await signedIn(t.db);
  for (let i = 1; i <= 3; i++)
    await notify(t.db, {
      userId: me.user.id,
      kind: 'invoice_issued',
      params: { invoice_number: `BK/2026-27/00000${i}`, amount: `${i}00.00` },
      link: '/my-invoices',
    });
  await notify(t.db, { userId: other.user.id, kind: 'plan_expired', params: { plan_name: 'Gold' }, link: '/dashboard' });
});

const idsOf = async (userId: number) =>
  (await t.db('member_notifications').where({ user_id: userId }).orderBy('id', 'desc').pluck('id')).map(Number);

describe('member notifications', () => {
  it('lists my own, newest first, with the English text and the unread count; pages', async () => {
    const res = await call('get', '/api/member/notifications', me.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, unread: 3, page: 1, per_page: 20 });
    expect(res.body.items.map((n: { params: { invoice_number: string } }) => n.params.invoice_number)).toEqual([
      'BK/2026-27/000003',
      'BK/2026-27/000002',
      'BK/2026-27/000001',
    ]);
    expect(res.body.items[0]).toMatchObject({
      kind: 'invoice_issued',
      text: 'Invoice BK/2026-27/000003 for ₹300.00 is ready.',
      link: '/my-invoices',
      read_at: null,
    });
    const second = await call('get', '/api/member/notifications?page=2&per_page=2', me.auth);
    expect(second.body.items).toHaveLength(1);
    expect(second.body.items[0].params.invoice_number).toBe('BK/2026-27/000001');
    expect(second.body.total).toBe(3);
  });

  it('marks one read (again: unchanged); another member’s id is not found and stays unread', async () => {
    const [newest] = await idsOf(me.user.id);
    const res = await call('post', `/api/member/notifications/${newest}/read`, me.auth);
    expect(res.status).toBe(200);
    expect(res.body.read_at).toEqual(expect.any(String));
    const again = await call('post', `/api/member/notifications/${newest}/read`, me.auth);
    expect(again.body.read_at).toBe(res.body.read_at);
    expect((await call('get', '/api/member/notifications', me.auth)).body.unread).toBe(2);

    const [theirs] = await idsOf(other.user.id);
    const refused = await call('post', `/api/member/notifications/${theirs}/read`, me.auth);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'NOTIFICATION_NOT_FOUND', params: { id: theirs } });
    expect((await t.db('member_notifications').where({ id: theirs }).first('read_at')).read_at).toBeNull();
  });

  it('marks all of mine read, not another member’s', async () => {
    const res = await call('post', '/api/member/notifications/read-all', me.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ marked: 2 });
    expect((await call('get', '/api/member/notifications', me.auth)).body.unread).toBe(0);
    expect((await call('get', '/api/member/notifications', other.auth)).body).toMatchObject({ total: 1, unread: 1 });
    expect((await call('post', '/api/member/notifications/read-all', me.auth)).body).toEqual({ marked: 0 });
  });

  it('refuses bad ids and pages with a code, staff with 403, and no sign-in with 401', async () => {
    for (const bad of ['abc', '0', '1.5']) {
      const res = await call('post', `/api/member/notifications/${bad}/read`, me.auth);
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe('NOTIFICATION_ID_INVALID');
    }
    for (const q of ['page=0', 'per_page=101', 'page=x']) {
      const res = await call('get', `/api/member/notifications?${q}`, me.auth);
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe('NOTIFICATION_PAGE_INVALID');
    }
    const staff = await signedIn(t.db, { roleId: 2 });
    for (const [method, path] of [
      ['get', '/api/member/notifications'],
      ['post', '/api/member/notifications/read-all'],
      ['post', '/api/member/notifications/1/read'],
    ] as const) {
      const res = await call(method, path, staff.auth);
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe('MEMBER_AREA_ONLY');
    }
    expect((await call('get', '/api/member/notifications', undefined)).status).toBe(401);
  });
});
