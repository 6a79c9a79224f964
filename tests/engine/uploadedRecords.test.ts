/**
 * Upload resources (case and transaction evidence, policy documents): the server sets the file
 * columns from the file it stored, the file is checked by its contents, and it is served back only
 * to whoever may see the record.
 */
import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource, resources } from '../../api/src/registry';
import { samples } from '../media/samples';
import { freshId, sampleRow } from '../support/sampleRecord';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let admin = '';
beforeAll(async () => {
  admin = (await signedIn(t.db, { roleId: 2 })).auth;
});
afterAll(() => t.close());

async function ownCase(userId: number) {
  const id = await freshId(t.db, 'defaulter-cases');
  await t.db('defaulter_cases').where({ id }).update({ reporter_user_id: userId });
  return id;
}

function upload(auth: string, name: string, fields: Record<string, unknown>, file: Buffer | null = samples.pdf, fileName = 'invoice.pdf') {
  const req = request(t.app).post(`/api/${name}/upload`).set('Authorization', auth);
  if (file) req.attach('file', file, fileName);
  for (const [k, v] of Object.entries(fields)) req.field(k, String(v));
  return req;
}

describe('upload resources', () => {
  it('are exactly the evidence and policy-document resources, each refusing the generic POST', async () => {
    expect(
      resources
        .filter((r) => r.upload)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['case-documents', 'tcp-uploads', 'transaction-documents']);
    const res = await request(t.app)
      .post('/api/case-documents')
      .set('Authorization', admin)
      .send({ case_id: 1, doc_type: 'invoice', file_path: '../../../etc/passwd', mime_type: 'text/plain', size_bytes: 1 });
    expect(res.status).toBe(405);
    expect(res.body.message).toMatch(/upload/);
  });

  it('ignore a client-sent path, type and size and keep what the server stored', async () => {
    const member = await signedIn(t.db);
    const caseId = await ownCase(member.user.id);
    const res = await upload(member.auth, 'case-documents', { case_id: caseId, doc_type: 'invoice' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).not.toHaveProperty('file_path');
    expect(res.body).toMatchObject({
      original_name: 'invoice.pdf',
      mime_type: 'application/pdf',
      size_bytes: samples.pdf.length,
      user_id: member.user.id,
      sha256: createHash('sha256').update(samples.pdf).digest('hex'),
    });
    const row = await t.db('case_documents').where({ id: res.body.id }).first();
    expect(row.file_path).toMatch(/^case-documents\/\d{4}\/\d{2}\/[0-9a-f-]+\.pdf$/);

    const spoofed = await upload(member.auth, 'case-documents', { case_id: caseId, doc_type: 'invoice', file_path: '../../../etc/passwd' });
    expect(spoofed.status).toBe(400);
    expect(spoofed.body.errors).toHaveProperty('file_path');
  });

  it('serve the file to its owner and staff, and to nobody else', async () => {
    const owner = await signedIn(t.db);
    const stranger = await signedIn(t.db);
    const created = await upload(owner.auth, 'case-documents', { case_id: await ownCase(owner.user.id), doc_type: 'invoice' });
    const path = `/api/case-documents/${created.body.id}/file`;
    const mine = await request(t.app)
      .get(path)
      .set('Authorization', owner.auth)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(mine.status).toBe(200);
    expect(Buffer.compare(mine.body as Buffer, samples.pdf)).toBe(0);
    expect(mine.headers['content-disposition']).toMatch(/^attachment/);
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['content-security-policy']).toContain('sandbox');
    expect((await request(t.app).get(path).set('Authorization', admin)).status).toBe(200);
    expect((await request(t.app).get(path).set('Authorization', stranger.auth)).status).toBe(404);
    expect((await request(t.app).get(path)).status).toBe(401);
  });

  it('refuse a file that is not what its resource accepts, by its contents', async () => {
    const member = await signedIn(t.db);
    const caseId = await ownCase(member.user.id);
    const svg = await upload(member.auth, 'case-documents', { case_id: caseId, doc_type: 'invoice' }, samples.svg, 'invoice.svg');
    expect(svg.status).toBe(400);
    expect(svg.body.errors.file).toMatch(/PDF/);
    // Evidence is PDF, JPEG or PNG only (issue 10 §2): a WebP photo is refused.
    const webp = await upload(member.auth, 'case-documents', { case_id: caseId, doc_type: 'invoice' }, samples.webp, 'invoice.webp');
    expect(webp.status).toBe(400);
    expect(webp.body.errors.file).toMatch(/PDF, PNG, JPEG|PDF/);
    const renamed = await upload(member.auth, 'case-documents', { case_id: caseId, doc_type: 'invoice' }, samples.png, 'invoice.pdf');
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors.file).toMatch(/\.png/);
    const none = await upload(member.auth, 'case-documents', { case_id: caseId, doc_type: 'invoice' }, null);
    expect(none.status).toBe(400);
    expect(none.body.errors).toHaveProperty('file');
    const policy = await upload(admin, 'tcp-uploads', { kind: 'terms', title: 'Terms', version: 'v9' }, samples.png, 'terms.png');
    expect(policy.status).toBe(400);
  });

  it('refuse a case that is not the member’s own, and keep no file behind', async () => {
    const member = await signedIn(t.db);
    const other = await signedIn(t.db);
    const before = await t.db('case_documents').count<{ n: number }[]>({ n: '*' });
    const res = await upload(member.auth, 'case-documents', { case_id: await ownCase(other.user.id), doc_type: 'invoice' });
    expect(res.status).toBe(403);
    expect(res.body.errors).toHaveProperty('case_id');
    expect(await t.db('case_documents').count<{ n: number }[]>({ n: '*' })).toEqual(before);
  });

  it('answer 401 before reading anything when not signed in, and 405 for a resource without uploads', async () => {
    expect((await upload('', 'case-documents', { doc_type: 'invoice' })).status).toBe(401);
    const body = await sampleRow(t.db, getResource('cities')!, 'api');
    // /api/cities/upload is the path of a city (/api/cities/{id}), which takes no POST.
    const res = await upload(admin, 'cities', body);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, PUT, DELETE');
  });

  it('do not serve a stored path the storage could not have made', async () => {
    const id = await freshId(t.db, 'case-documents');
    await t.db('case_documents').where({ id }).update({ file_path: '../../../etc/passwd' });
    const res = await request(t.app).get(`/api/case-documents/${id}/file`).set('Authorization', admin);
    expect(res.status).toBe(404);
  });
});

describe('upload text fields', () => {
  it('with a NUL character answer 400 naming the field', async () => {
    const member = await signedIn(t.db);
    const id = await ownCase(member.user.id);
    const res = await upload(member.auth, 'case-documents', { case_id: id, doc_type: 'invoice', udin: 'AB\u0000C' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('udin');
  });
});
