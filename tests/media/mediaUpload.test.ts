/** POST /api/media/upload and GET /api/media/:id/file against a throw-away storage folder. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app';
import { localDiskStorage } from '../../api/src/storage/localDiskStorage';
import { createRole, createTestApp, signedIn } from '../support/testApp';
import { samples } from './samples';
import { SVG_PAYLOADS, scriptVectors } from './svgPayloads';

const t = createTestApp();
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bakaya-media-'));
const app = createApp({ ...t.ctx, storage: localDiskStorage(root) });
let admin = { auth: '', userId: 0 };
beforeAll(async () => {
  const s = await signedIn(t.db, { roleId: 2 });
  admin = { auth: s.auth, userId: s.user.id };
});
afterAll(async () => {
  fs.rmSync(root, { recursive: true, force: true });
  await t.close();
});

const upload = (body: Buffer, name: string, auth = admin.auth) =>
  request(app).post('/api/media/upload').set('Authorization', auth).attach('file', body, name);
const fetchFile = (id: number | string) =>
  request(app)
    .get(`/api/media/${id}/file`)
    .buffer(true)
    .parse((res, cb) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => cb(null, Buffer.concat(parts)));
    });

describe('POST /api/media/upload', () => {
  it('stores an image under a random name and answers the media_files row', async () => {
    const res = await request(app)
      .post('/api/media/upload')
      .set('Authorization', admin.auth)
      .field('alt_text', 'Bakaya logo')
      .attach('file', samples.png, '../../My Logo.png');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      original_name: 'My Logo.png',
      mime_type: 'image/png',
      size_bytes: samples.png.length,
      alt_text: 'Bakaya logo',
      uploaded_by: admin.userId,
    });
    expect(res.body.file_path).toMatch(/^media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(fs.readFileSync(path.join(root, res.body.file_path))).toEqual(samples.png);
    const audit = await t
      .db('audit_logs')
      .where({ resource: 'media-files', record_id: String(res.body.id), action: 'create' })
      .first();
    expect(audit.actor_user_id).toBe(admin.userId);
  });

  it('accepts every allowed type and stores the detected type, not the client’s', async () => {
    const cases: Array<[Buffer, string, string]> = [
      [samples.jpeg, 'photo.JPG', 'image/jpeg'],
      [samples.gif, 'a.gif', 'image/gif'],
      [samples.webp, 'a.webp', 'image/webp'],
      [samples.pdf, 'brochure.pdf', 'application/pdf'],
      [samples.svg, 'icon.svg', 'image/svg+xml'],
    ];
    for (const [body, name, mime] of cases) {
      const res = await request(app)
        .post('/api/media/upload')
        .set('Authorization', admin.auth)
        .attach('file', body, { filename: name, contentType: 'application/octet-stream' });
      expect(res.status, name).toBe(201);
      expect(res.body.mime_type).toBe(mime);
    }
  });

  it('refuses wrong types with 400 and a message', async () => {
    const cases: Array<[Buffer, string, RegExp]> = [
      [Buffer.from('just some text'), 'notes.png', /Only images .* and PDF documents/],
      [Buffer.from('MZ\x90\x00\x03'), 'setup.exe', /Only images/],
      [samples.png, 'photo.jpg', /named \.jpg but its contents are a PNG image/],
      [samples.pdf, 'doc.html', /contents are a PDF document; name it with the \.pdf extension/],
      [
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<rect/>'.repeat(200_000)}</svg>`),
        'huge.svg',
        /SVG files may be at most 1 MB/,
      ],
      [Buffer.alloc(0), 'empty.png', /empty/],
    ];
    for (const [body, name, message] of cases) {
      const res = await upload(body, name);
      expect(res.status, name).toBe(400);
      expect(res.body.message, name).toMatch(message);
      expect(res.body.errors).toHaveProperty('file');
    }
    const noFile = await request(app).post('/api/media/upload').set('Authorization', admin.auth).field('alt_text', 'x');
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toMatch(/Choose a file/);
    const json = await request(app).post('/api/media/upload').set('Authorization', admin.auth).send({ file: 'abc' });
    expect(json.status).toBe(400);
    expect(json.body.message).toMatch(/multipart\/form-data/);
    const longAlt = await request(app)
      .post('/api/media/upload')
      .set('Authorization', admin.auth)
      .field('alt_text', 'x'.repeat(256))
      .attach('file', samples.png, 'a.png');
    expect(longAlt.status).toBe(400);
    expect(longAlt.body.errors).toHaveProperty('alt_text');
  });

  it('stores an SVG only as sanitised: no bypass leaves a script vector in the stored or served file', async () => {
    for (const [name, payload] of Object.entries(SVG_PAYLOADS)) {
      const res = await upload(Buffer.from(payload), 'logo.svg');
      // An internal DTD subset does not even pass the type check; refusing is as good as cleaning.
      if (name === 'entity declarations') {
        expect(res.status).toBe(400);
        continue;
      }
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(201);
      expect(res.body.mime_type).toBe('image/svg+xml');
      const stored = fs.readFileSync(path.join(root, res.body.file_path), 'utf8');
      expect(scriptVectors(stored), `${name}: ${stored}`).toEqual([]);
      expect(stored, name).not.toMatch(/alert|javascript|evil\.example/i);
      expect(res.body.size_bytes, name).toBe(Buffer.byteLength(stored));
      const served = await fetchFile(res.body.id);
      expect(served.body.toString('utf8'), name).toBe(stored);
    }
  });

  it('keeps a normal SVG drawing intact', async () => {
    const res = await upload(samples.svg, 'icon.svg');
    expect(res.status).toBe(201);
    expect(fs.readFileSync(path.join(root, res.body.file_path), 'utf8')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#1E88E5"/></svg>',
    );
  });

  it('refuses a file over 10 MB with 413 and keeps nothing', async () => {
    const count = (await t.db('media_files').count('* as n').first())!.n;
    const big = Buffer.concat([samples.png, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(big, 'huge.png');
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/larger than 10 MB/);
    expect((await t.db('media_files').count('* as n').first())!.n).toBe(count);
  });

  it('needs CMS · add_edit: 401 unsigned, 403 otherwise', async () => {
    expect((await request(app).post('/api/media/upload').attach('file', samples.png, 'a.png')).status).toBe(401);
    const reader = await createRole(t.db, 'CMS reader', { CMS: ['listView', 'detailView'] });
    const res = await upload(samples.png, 'a.png', (await signedIn(t.db, { roleId: reader.id })).auth);
    expect(res.status).toBe(403);
    expect((await upload(samples.png, 'a.png', (await signedIn(t.db)).auth)).status).toBe(403);
    const editor = await createRole(t.db, 'CMS editor', { CMS: ['add_edit'] });
    expect((await upload(samples.png, 'a.png', (await signedIn(t.db, { roleId: editor.id })).auth)).status).toBe(201);
    // The seeded Seo role edits content.
    expect((await upload(samples.png, 'a.png', (await signedIn(t.db, { roleId: 5 })).auth)).status).toBe(201);
  });
});

describe('GET /api/media/:id/file', () => {
  it('serves the bytes publicly with the stored type', async () => {
    const up = await upload(samples.png, 'logo.png');
    const res = await fetchFile(up.body.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="logo.png"/);
    expect(res.body).toEqual(samples.png);
  });

  it('serves SVG as a sandboxed attachment', async () => {
    const up = await upload(samples.svg, 'icon.svg');
    const res = await fetchFile(up.body.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
  });

  it('answers 404 for unknown ids, missing files and paths outside the storage', async () => {
    expect((await fetchFile(999999999)).status).toBe(404);
    expect((await fetchFile('abc')).status).toBe(404);
    const [evil] = await t
      .db('media_files')
      .insert({ original_name: 'passwd', file_path: '../../../../etc/passwd', mime_type: 'text/plain', size_bytes: 1 })
      .returning('id');
    const res = await fetchFile(evil.id);
    expect(res.status).toBe(404);
    const up = await upload(samples.gif, 'gone.gif');
    fs.rmSync(path.join(root, up.body.file_path));
    const gone = await fetchFile(up.body.id);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.body.toString()).message).toMatch(/missing/);
  });
});
