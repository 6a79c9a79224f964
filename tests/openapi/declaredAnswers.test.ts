/**
 * Answers declared in the route contracts (api/src/openapi/routes/) for routes no other suite holds
 * to the served document: each real answer must match the body its contract declares.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkedCaller } from '../support/servedOpenApi';
import { sampleGstin } from '../support/sampleRecord';
import { createRole, createTestApp, createUser, signedIn } from '../support/testApp';

const t = createTestApp();
const call = checkedCaller(t.app);
let superAdmin = '';
let support = '';
beforeAll(async () => {
  superAdmin = (await signedIn(t.db, { roleId: 2 })).auth;
  const role = await createRole(t.db, 'Support desk', { Customer: ['listView', 'detailView', 'process'] });
  support = (await signedIn(t.db, { roleId: role.id })).auth;
});
afterAll(() => t.close());

it('the dashboard answers as declared', async () => {
  expect((await call('get', '/api/admin/dashboard', superAdmin)).status).toBe(200);
});

it('a member’s sign-in lock and its reset answer as declared', async () => {
  const member = await createUser(t.db);
  expect((await call('get', `/api/admin/reset/sign-in?user_id=${member.id}`, support)).status).toBe(200);
  const reset = await call('post', '/api/admin/reset/sign-in', support, { user_id: member.id, reason: 'Member called: locked out' });
  expect(reset.status).toBe(200);
});

it('GSTIN watches answer as declared', async () => {
  const member = (await signedIn(t.db)).auth;
  const gstin = sampleGstin();
  expect((await call('post', '/api/member/watches', member, { gstin })).status).toBe(201);
  expect((await call('post', '/api/member/watches', member, { gstin })).status).toBe(200);
  expect((await call('get', '/api/member/watches', member)).body).toHaveLength(1);
});
