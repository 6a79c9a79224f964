/**
 * Answers declared in the route contracts (api/src/openapi/routes/) for routes no other suite holds
 * to the served document: each real answer must match the body its contract declares.
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { noticeToken, verifiedCase } from '../cases/noticeSupport';
import { createBusiness, createCase } from '../domain/fixtures';
import { sampleGstin } from '../support/sampleRecord';
import { checkedCaller, servedOpenApiValidator } from '../support/servedOpenApi';
import { createRole, createTestApp, createUser, signedIn } from '../support/testApp';

const t = createTestApp();
const call = checkedCaller(t.app);
const validator = servedOpenApiValidator(t.app);
let superAdmin = '';
let support = '';
beforeAll(async () => {
  superAdmin = (await signedIn(t.db, { roleId: 2 })).auth;
  const role = await createRole(t.db, 'Support desk', { Customer: ['listView', 'detailView', 'process'] });
  support = (await signedIn(t.db, { roleId: role.id })).auth;
});
afterAll(() => t.close());

it('the dashboard answers as declared', async () => {
  await createCase(t.db, { status: 'partial_settled', settled_amount: '250.50' });
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

it('a case’s moves and the defaulter report answer as declared', async () => {
  const c = await createCase(t.db, { status: 'verified' });
  expect((await call('get', `/api/defaulter-cases/${c.id}/transitions`, superAdmin)).body.allowed.length).toBeGreaterThan(0);
  expect((await call('get', '/api/admin/reports/defaulters', superAdmin)).body.length).toBeGreaterThan(0);
  expect((await call('get', '/api/admin/reports/defaulters/states', superAdmin)).status).toBe(200);
});

it('the legal-notice steps answer as declared', async () => {
  const c = await createCase(t.db, { status: 'verified' });
  const [template] = await t
    .db('legal_notice_documents')
    .insert({ title: `Demand ${crypto.randomUUID().slice(0, 8)}`, notice_for: 'buyer', kind: 'document', body: '<p>Pay</p>', status: 1 })
    .returning('id');
  expect((await call('get', '/api/legal-notices/eligible-cases?notice_for=buyer', superAdmin)).status).toBe(200);
  expect((await call('get', '/api/legal-notices/templates?notice_for=buyer', superAdmin)).status).toBe(200);
  const batch = await call('post', '/api/legal-notices/batches', superAdmin, {
    notice_for: 'buyer',
    document_id: Number(template.id),
    case_ids: [c.id],
  });
  expect(batch.status, JSON.stringify(batch.body)).toBe(201);
});

it('GST hits answer as declared', async () => {
  const b = await createBusiness(t.db);
  expect((await call('post', `/api/businesses/${b.id}/gst-hit`, superAdmin)).status).toBe(200);
  expect((await call('post', '/api/businesses/gst-hit/bulk', superAdmin, { gstins: [b.gstin] })).status).toBe(200);
});

it('a bulk import answers as declared, from preview to the finished job', async () => {
  const csv = Buffer.from(`Name,State\nKota ${crypto.randomBytes(3).toString('hex')},Rajasthan\n`);
  const preview = await request(t.app).post('/api/import/cities/preview').set('Authorization', superAdmin).attach('file', csv, 'rows.csv');
  (await validator()).assertResponse('post', '/api/import/cities/preview', preview);
  expect(preview.body.valid_rows).toBe(1);
  const id = preview.body.import_id as string;
  expect((await call('post', `/api/import/jobs/${id}/commit`, superAdmin)).status).toBe(202);
  for (let i = 0; i < 200; i += 1) {
    const job = await call('get', `/api/import/jobs/${id}`, superAdmin);
    if (job.body.status !== 'committing') break;
    await new Promise((r) => setTimeout(r, 50));
  }
});

it('a notice link’s claim answers as declared, interest included', async () => {
  const c = await verifiedCase(t, superAdmin);
  const token = await noticeToken(t, c.mobile);
  const claim = await call('get', `/api/notices/${token}`, undefined);
  expect(claim.body.case_id).toBe(c.id);
});
