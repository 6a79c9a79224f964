/**
 * GET /api/admin/wallet/transaction/:userId — a member's wallet for staff: who may read it, an
 * unknown member, and paging that gives every movement once with the same running balance as one
 * long page (held to the served OpenAPI document).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMemberWallet } from '../../api/src/contracts/staffWallet';
import { checkedCaller } from '../support/servedOpenApi';
import { createRole, createTestApp, createUser, signedIn } from '../support/testApp';
import { walletMove } from './walletMoves';

const t = createTestApp();
const call = checkedCaller(t.app);
let staffWith = '';
let staffWithout = '';
let member: { id: number; name: string; mobile: string };
let memberAuth = '';

const move = (memberId: number, kind: 'topup' | 'debit', paise: number, narration: string) =>
  walletMove(t.db, memberId, kind, paise, narration, { type: 'order', id: '42' });

beforeAll(async () => {
  staffWith = (
    await signedIn(t.db, { roleId: (await createRole(t.db, 'Wallet desk', { 'Wallet Transactions': ['listView', 'detailView'] })).id })
  ).auth;
  staffWithout = (
    await signedIn(t.db, { roleId: (await createRole(t.db, 'Wallet list only', { 'Wallet Transactions': ['listView'] })).id })
  ).auth;
  const signedMember = await signedIn(t.db);
  member = signedMember.user;
  memberAuth = signedMember.auth;
  const other = await createUser(t.db);
  // 23 movements, another member's in between: ₹100 in, then alternately ₹7.50 out and ₹2.25 in.
  await move(member.id, 'topup', 10_000, 'Top-up 0');
  for (let i = 1; i < 23; i += 1) {
    await move(member.id, i % 2 ? 'debit' : 'topup', i % 2 ? 750 : 225, `Movement ${i}`);
    if (i % 5 === 0) await move(other.id, 'topup', 5_000, 'Someone else');
  }
});
afterAll(() => t.close());

const path = (userId: number | string, query = '') => `/api/admin/wallet/transaction/${userId}${query}`;

describe('GET /api/admin/wallet/transaction/:userId', () => {
  it('answers staff with Wallet Transactions → detailView: the member, the balance, movements newest first', async () => {
    const res = await call('get', path(member.id, '?limit=3'), staffWith);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as StaffMemberWallet;
    // 10000 + 11 × 225 − 11 × 750 = 4225 paise.
    expect(body.user).toEqual({ id: member.id, name: member.name, mobile: member.mobile });
    expect(body.balance).toBe('42.25');
    expect(body.movements.map((m) => [m.narration, m.amount, m.balanceAfter])).toEqual([
      ['Movement 22', '2.25', '42.25'],
      ['Movement 21', '-7.50', '40.00'],
      ['Movement 20', '2.25', '47.50'],
    ]);
    expect(body.movements[0]).toMatchObject({ kind: 'topup', reference: { type: 'order', id: '42' } });
    expect(body.nextBefore).toBe(body.movements[2]!.id);
  });

  it('pages backwards with before: every movement once, the same balances as one long page', async () => {
    const whole = (await call('get', path(member.id, '?limit=500'), staffWith)).body as StaffMemberWallet;
    expect(whole.movements).toHaveLength(23);
    expect(whole.nextBefore).toBeNull();
    expect(whole.movements.at(-1)).toMatchObject({ narration: 'Top-up 0', amount: '100.00', balanceAfter: '100.00' });
    const paged: StaffMemberWallet['movements'] = [];
    let before: number | null = null;
    let pages = 0;
    do {
      const res = await call('get', path(member.id, `?limit=5${before ? `&before=${before}` : ''}`), staffWith);
      expect(res.status).toBe(200);
      const page = res.body as StaffMemberWallet;
      paged.push(...page.movements);
      before = page.nextBefore;
      pages += 1;
    } while (before !== null && pages < 10);
    expect(pages).toBe(5);
    expect(paged).toEqual(whole.movements);
    expect(new Set(paged.map((m) => m.id)).size).toBe(23);
  });

  it('refuses staff without detailView and members with 403, and a bad limit with 400', async () => {
    expect((await call('get', path(member.id), staffWithout)).status).toBe(403);
    expect((await call('get', path(member.id), memberAuth)).status).toBe(403);
    const bad = await call('get', path(member.id, '?limit=0'), staffWith);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('limit');
    expect((await call('get', path(member.id), undefined)).status).toBe(401);
  });

  it('answers 404 for an unknown member, a staff account or a malformed id', async () => {
    expect((await call('get', path(2_000_000_000), staffWith)).status).toBe(404);
    const staff = await createUser(t.db, { roleId: 2 });
    expect((await call('get', path(staff.id), staffWith)).status).toBe(404);
    expect((await call('get', path('abc'), staffWith)).status).toBe(404);
  });

  it('shows an empty statement for a member with no movements', async () => {
    const fresh = await createUser(t.db);
    const body = (await call('get', path(fresh.id), staffWith)).body as StaffMemberWallet;
    expect(body).toMatchObject({ balance: '0.00', movements: [], nextBefore: null });
  });
});
