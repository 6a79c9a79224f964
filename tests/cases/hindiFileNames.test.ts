/**
 * A file named in Hindi keeps its name all the way (issue 18 #16): multipart names are read as UTF-8
 * (they were read as Latin-1: "बिल-अक्टूबर.pdf" became "à¤¬à¤¿à¤²-…"), stored as sent, served in
 * Content-Disposition as RFC 5987 `filename*=UTF-8''…` with an ASCII fallback, and written into
 * evidence_files.zip under a name flagged UTF-8.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../../api/src/http/contentDisposition';
import { ROLE } from '../../api/src/registry/features';
import { samples } from '../media/samples';
import { freshId } from '../support/sampleRecord';
import { createTestApp, signedIn } from '../support/testApp';
import { zipEntries, zipEntryNames } from '../support/zipEntries';

const NAME = 'बिल-अक्टूबर.pdf';
const t = createTestApp();
let staff = '';
beforeAll(async () => {
  staff = (await signedIn(t.db, { roleId: ROLE.SUPER_ADMIN })).auth;
});
afterAll(() => t.close());

function binary(req: request.Test) {
  return req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });
}

/** The name a Content-Disposition header gives in filename*, decoded. */
const extendedName = (header: string) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(header)?.[1] ?? '');
const fallbackName = (header: string) => /filename="([^"]*)"/.exec(header)?.[1];

describe('a file named in Hindi', () => {
  it('is stored, downloaded and zipped under its own name', async () => {
    const member = await signedIn(t.db);
    const caseId = await freshId(t.db, 'defaulter-cases');
    await t.db('defaulter_cases').where({ id: caseId }).update({ reporter_user_id: member.user.id });
    const up = await request(t.app)
      .post('/api/case-documents/upload')
      .set('Authorization', member.auth)
      .field('case_id', String(caseId))
      .field('doc_type', 'invoice')
      .attach('file', samples.pdf, NAME);
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.original_name).toBe(NAME);
    expect((await t.db('case_documents').where({ id: up.body.id }).first()).original_name).toBe(NAME);

    const evidence = (await request(t.app).get(`/api/defaulter-cases/${caseId}/evidence`).set('Authorization', member.auth)).body.data;
    expect(evidence.documents[0].original_name).toBe(NAME);
    const file = await binary(request(t.app).get(evidence.documents[0].url));
    expect(file.status).toBe(200);
    const header = String(file.headers['content-disposition']);
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''/);
    expect(extendedName(header)).toBe(NAME);
    expect(fallbackName(header)).toMatch(/^[\x20-\x7e]+\.pdf$/);

    const zip = await binary(request(t.app).get(evidence.zip_url));
    expect(zip.status).toBe(200);
    const entry = zipEntryNames(zip.body as Buffer).find((e) => e.name.startsWith('01-'));
    expect(entry).toEqual({ name: `01-invoice-${NAME}`, utf8: true });
    expect(
      zipEntries(zip.body as Buffer)
        .get('SHA256SUMS.txt')!
        .toString('utf8'),
    ).toContain(`01-invoice-${NAME}`);
  });

  it('keeps its name in the media library too', async () => {
    const up = await request(t.app).post('/api/media/upload').set('Authorization', staff).attach('file', samples.pdf, NAME);
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.original_name).toBe(NAME);
    const file = await binary(request(t.app).get(`/api/media/${up.body.id}/file`));
    expect(extendedName(String(file.headers['content-disposition']))).toBe(NAME);
  });
});

describe('contentDisposition', () => {
  it('percent-encodes every character RFC 5987 does not allow bare, and keeps the fallback ASCII without quotes', () => {
    const header = contentDisposition('attachment', `O'Brien (copy)*"\\ बिल.pdf`);
    expect(header).toBe(
      `attachment; filename="O'Brien (copy)*__ ___.pdf"; filename*=UTF-8''O%27Brien%20%28copy%29%2A%22%5C%20%E0%A4%AC%E0%A4%BF%E0%A4%B2.pdf`,
    );
    expect(extendedName(header)).toBe(`O'Brien (copy)*"\\ बिल.pdf`);
  });
});
