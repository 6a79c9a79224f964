/**
 * Evidence access (issue 10 §2): short-lived signed links for the reporter and staff, downloads
 * logged, the whole evidence as evidence_files.zip with fingerprints, links that stop working when
 * they expire or the viewer loses the right, and files kept after a case is deleted.
 */
import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseEvidence } from '../../api/src/domain/evidence/caseEvidence';
import { LINK_TTL_MS } from '../../api/src/domain/evidence/evidenceLinks';
import { sweepRetainedEvidence } from '../../api/src/domain/evidence/evidenceRetention';
import { localDiskStorage } from '../../api/src/storage/localDiskStorage';
import { samples } from '../media/samples';
import { freshId } from '../support/sampleRecord';
import { createRole, createTestApp, signedIn } from '../support/testApp';
import { zipEntries } from '../support/zipEntries';

const t = createTestApp();
let superAdmin = '';
beforeAll(async () => {
  superAdmin = (await signedIn(t.db, { roleId: 2 })).auth;
});
afterAll(() => t.close());

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

function binary(req: request.Test) {
  return req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });
}

/** A case reported by a new member, with an invoice (PDF) and a bilty (PNG) uploaded by them. */
async function caseWithEvidence() {
  const member = await signedIn(t.db);
  const caseId = await freshId(t.db, 'defaulter-cases');
  await t.db('defaulter_cases').where({ id: caseId }).update({ reporter_user_id: member.user.id });
  for (const [doc_type, file, name] of [
    ['invoice', samples.pdf, 'invoice 17.pdf'],
    ['bilty', samples.png, 'bilty.png'],
  ] as const) {
    const res = await request(t.app)
      .post('/api/case-documents/upload')
      .set('Authorization', member.auth)
      .field('case_id', String(caseId))
      .field('doc_type', doc_type)
      .attach('file', file, name);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  return { member, caseId };
}

const evidenceOf = (auth: string, caseId: number) =>
  request(t.app).get(`/api/defaulter-cases/${caseId}/evidence`).set('Authorization', auth);

describe('case evidence', () => {
  it('lists the reporter’s documents with fingerprints and links that work without signing in, each download logged', async () => {
    const { member, caseId } = await caseWithEvidence();
    const res = await evidenceOf(member.auth, caseId);
    expect(res.status).toBe(200);
    const { documents, zip_url, expires_at } = res.body.data;
    expect(documents.map((d: { doc_type: string }) => d.doc_type)).toEqual(['invoice', 'bilty']);
    expect(documents[0]).toMatchObject({ original_name: 'invoice 17.pdf', mime_type: 'application/pdf', sha256: sha(samples.pdf) });
    expect(documents[1]).toMatchObject({ mime_type: 'image/png', sha256: sha(samples.png) });
    expect(new Date(expires_at).getTime() - Date.now()).toBeLessThanOrEqual(LINK_TTL_MS);
    expect(zip_url).toMatch(/^\/api\/evidence\//);

    const file = await binary(request(t.app).get(documents[0].url).set('User-Agent', 'evidence-test'));
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body as Buffer, samples.pdf)).toBe(0);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');

    const logged = await t.db('evidence_downloads').where({ case_id: caseId }).orderBy('id');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      document_table: 'case_documents',
      document_id: documents[0].id,
      viewer_kind: 'reporter',
      user_id: member.user.id,
      as_zip: false,
      user_agent: 'evidence-test',
    });
    expect(logged[0].ip).toBeTruthy();
  });

  it('downloads the whole evidence as evidence_files.zip with a SHA256SUMS.txt that matches every file', async () => {
    const { member, caseId } = await caseWithEvidence();
    const { zip_url } = (await evidenceOf(member.auth, caseId)).body.data;
    const res = await binary(request(t.app).get(zip_url));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('evidence_files.zip');
    const entries = zipEntries(res.body as Buffer);
    expect([...entries.keys()]).toEqual(['01-invoice-invoice 17.pdf', '02-bilty-bilty.png', 'SHA256SUMS.txt']);
    expect(Buffer.compare(entries.get('01-invoice-invoice 17.pdf')!, samples.pdf)).toBe(0);
    expect(Buffer.compare(entries.get('02-bilty-bilty.png')!, samples.png)).toBe(0);
    expect(entries.get('SHA256SUMS.txt')!.toString()).toBe(
      `${sha(samples.pdf)}  01-invoice-invoice 17.pdf\n${sha(samples.png)}  02-bilty-bilty.png\n`,
    );
    const logged = await t.db('evidence_downloads').where({ case_id: caseId, as_zip: true });
    expect(logged).toHaveLength(1);
    expect(logged[0].document_id).toBeNull();
  });

  it('is not shown to another member, nor to staff without Defaulter → detailView; staff with it get their own links', async () => {
    const { caseId } = await caseWithEvidence();
    const stranger = await signedIn(t.db);
    const res = await evidenceOf(stranger.auth, caseId);
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No defaulter case/);
    expect((await request(t.app).get(`/api/defaulter-cases/${caseId}/evidence`)).status).toBe(401);
    expect((await evidenceOf(stranger.auth, 999999999)).status).toBe(404);
    expect((await evidenceOf(stranger.auth, 'abc' as unknown as number)).status).toBe(404);

    const listOnly = await createRole(t.db, 'Case lister', { Defaulter: ['listView'] });
    const clerk = await signedIn(t.db, { roleId: listOnly.id });
    expect((await evidenceOf(clerk.auth, caseId)).status).toBe(403);

    const viewer = await createRole(t.db, 'Case viewer', { Defaulter: ['listView', 'detailView'] });
    const staff = await signedIn(t.db, { roleId: viewer.id });
    const own = await evidenceOf(staff.auth, caseId);
    expect(own.status).toBe(200);
    expect((await request(t.app).get(own.body.data.documents[0].url)).status).toBe(200);
    const logged = await t.db('evidence_downloads').where({ case_id: caseId, viewer_kind: 'staff' });
    expect(logged.map((r) => Number(r.user_id))).toEqual([staff.user.id]);
  });

  it('refuses an expired link (410), a tampered one (404), and one whose viewer lost the right (404) — and logs none of them', async () => {
    const { member, caseId } = await caseWithEvidence();
    const other = await caseWithEvidence();

    const old = await caseEvidence(t.db, caseId, { kind: 'reporter', userId: member.user.id }, new Date(Date.now() - LINK_TTL_MS - 1000));
    const expired = await request(t.app).get(old.documents[0]!.url);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toMatch(/expired/);

    // A member's valid link altered to point at another member's case: the signature no longer matches.
    const fresh = (await evidenceOf(member.auth, caseId)).body.data;
    const [body, sig] = fresh.documents[0].url.replace('/api/evidence/', '').split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, c: other.caseId })).toString('base64url');
    const tampered = await request(t.app).get(`/api/evidence/${forged}.${sig}`);
    expect(tampered.status).toBe(404);
    expect((await request(t.app).get('/api/evidence/not-a-link')).status).toBe(404);

    // The reporter's account is deactivated: their still-fresh link stops working.
    await t.db('users').where({ id: member.user.id }).update({ status: 0 });
    expect((await request(t.app).get(fresh.documents[0].url)).status).toBe(404);
    expect(await t.db('evidence_downloads').whereIn('case_id', [caseId, other.caseId])).toHaveLength(0);
  });

  it('keeps the files of a deleted case until the retention period ends, then removes them', async () => {
    const { caseId } = await caseWithEvidence();
    const paths = (await t.db('case_documents').where({ case_id: caseId }).pluck('file_path')) as string[];
    const del = await request(t.app).delete(`/api/defaulter-cases/${caseId}`).set('Authorization', superAdmin);
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(await t.db('case_documents').where({ case_id: caseId })).toHaveLength(0);

    const storage = localDiskStorage();
    const kept = await t.db('evidence_retention').whereIn('file_path', paths);
    expect(kept).toHaveLength(2);
    const years = (new Date(kept[0].retain_until).getTime() - Date.now()) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(7.9);
    for (const p of paths) (await storage.get(p)).stream.destroy();

    await sweepRetainedEvidence(t.db, storage, new Date(Date.now() + 30 * 86_400_000));
    for (const p of paths) (await storage.get(p)).stream.destroy(); // not yet due: still there

    await sweepRetainedEvidence(t.db, storage, new Date(Date.now() + 9 * 366 * 86_400_000));
    for (const p of paths) await expect(storage.get(p)).rejects.toThrow();
    expect(await t.db('evidence_retention').whereIn('file_path', paths)).toHaveLength(0);
  });

  it('logs downloads through the plain file route of a document too', async () => {
    const { member, caseId } = await caseWithEvidence();
    const doc = await t.db('case_documents').where({ case_id: caseId }).orderBy('id').first('id');
    const res = await request(t.app).get(`/api/case-documents/${doc.id}/file`).set('Authorization', member.auth);
    expect(res.status).toBe(200);
    const logged = await t.db('evidence_downloads').where({ case_id: caseId });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ viewer_kind: 'reporter', document_id: doc.id });
  });
});
