/** Uploaded import files live only while the preview can be committed: deleted after commit, on errors and on expiry. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_PREVIEW_TTL_SECONDS, sweepImportFiles } from '../../api/src/import/importService';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
const logger = pino({ level: 'silent' });
let admin = '';
beforeAll(async () => {
  admin = (await signedIn(t.db, { roleId: 2 })).auth;
});
afterAll(() => t.close());

const tag = () => crypto.randomBytes(3).toString('hex');
const citiesCsv = (...names: string[]) => Buffer.from(['Name,State', ...names.map((n) => `${n},Rajasthan`)].join('\n') + '\n');

async function preview(body: Buffer) {
  const res = await request(t.app).post('/api/import/cities/preview').set('Authorization', admin).attach('file', body, 'cities.csv');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const job = await t.db('import_jobs').where({ id: res.body.import_id }).first();
  return { id: res.body.import_id as string, file: job.file_path as string, body: res.body };
}

const commit = (id: string) => request(t.app).post(`/api/import/jobs/${id}/commit`).set('Authorization', admin);
const getJob = (id: string) => request(t.app).get(`/api/import/jobs/${id}`).set('Authorization', admin);

async function commitAndWait(id: string) {
  const res = await commit(id);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  for (let i = 0; i < 200; i += 1) {
    const job = await getJob(id);
    if (job.body.status === 'committed' || job.body.status === 'failed') return job.body;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('import did not finish');
}

/** Makes a preview look older than the expiry. */
const backdate = (id: string, seconds = IMPORT_PREVIEW_TTL_SECONDS + 60) =>
  t
    .db('import_jobs')
    .where({ id })
    .update({ created_at: t.db.raw('now() - make_interval(secs => ?)', [seconds]) });

describe('import files are deleted when they can no longer be committed', () => {
  it('after a commit', async () => {
    const p = await preview(citiesCsv(`Kota ${tag()}`));
    expect(fs.existsSync(p.file), 'kept while the preview can be committed').toBe(true);
    expect((await commitAndWait(p.id)).status).toBe('committed');
    expect(fs.existsSync(p.file)).toBe(false);
  });

  it('after a commit the database refused', async () => {
    const name = `Sikar ${tag()}`;
    const p = await preview(citiesCsv(name));
    const state = await t.db('states').whereRaw('lower(name) = ?', ['rajasthan']).first('id');
    await t.db('cities').insert({ name, state_id: state.id }); // added after the preview
    expect((await commitAndWait(p.id)).status).toBe('failed');
    expect(fs.existsSync(p.file)).toBe(false);
  });

  it('at once when the preview found invalid rows (it can never be committed)', async () => {
    const p = await preview(Buffer.from(`Name,State\nAjmer ${tag()},Atlantis\n`));
    expect(p.body.invalid_rows).toBe(1);
    expect(fs.existsSync(p.file)).toBe(false);
    expect((await commit(p.id)).status).toBe(409);
  });
});

describe('a row that went bad after its preview', () => {
  it('fails the commit naming the row and its field in words, and imports nothing', async () => {
    const used = new Set((await t.db('states').pluck('gst_code')) as string[]);
    const code = ['97', '96', '95', '94', '93', '92', '91', '90'].find((c) => !used.has(c))!;
    const stateName = `Test State ${tag()}`;
    const [state] = await t.db('states').insert({ name: stateName, gst_code: code }).returning('id');
    const city = `Newtown ${tag()}`;
    const p = await preview(Buffer.from(`Name,State\n${city},${stateName}\n`));
    expect(p.body.valid_rows).toBe(1);
    await t.db('states').where({ id: state.id }).delete(); // gone before the commit
    const job = await commitAndWait(p.id);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/^Row 2 is no longer valid — State: .+\. Nothing was imported\.$/);
    expect(await t.db('cities').where({ name: city }).count('* as n').first()).toMatchObject({ n: 0 });
  });
});

describe('expired previews', () => {
  it('the sweep deletes an expired preview’s file and fails the job as expired; a fresh preview is kept', async () => {
    const old = await preview(citiesCsv(`Bundi ${tag()}`));
    const fresh = await preview(citiesCsv(`Churu ${tag()}`));
    await backdate(old.id);
    const swept = await sweepImportFiles(t.db, logger);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(old.file)).toBe(false);
    expect(fs.existsSync(fresh.file)).toBe(true);
    const job = (await getJob(old.id)).body;
    expect(job).toMatchObject({ status: 'failed', error: expect.stringMatching(/expired/) });
    const refused = await commit(old.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/expired/);
    expect((await commitAndWait(fresh.id)).status).toBe('committed');
  });

  it('reading or committing an expired preview expires it (file gone, nothing imported)', async () => {
    const name = `Dausa ${tag()}`;
    const read = await preview(citiesCsv(`Alwar ${tag()}`));
    await backdate(read.id);
    expect((await getJob(read.id)).body).toMatchObject({ status: 'failed', error: expect.stringMatching(/expired/) });
    expect(fs.existsSync(read.file)).toBe(false);

    const committed = await preview(citiesCsv(name));
    await backdate(committed.id);
    const res = await commit(committed.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/expired/);
    expect(fs.existsSync(committed.file)).toBe(false);
    expect(await t.db('cities').where({ name }).count('* as n').first()).toMatchObject({ n: 0 });
  });

  it('making a new preview sweeps expired ones', async () => {
    const old = await preview(citiesCsv(`Pali ${tag()}`));
    await backdate(old.id);
    expect(fs.existsSync(old.file)).toBe(true);
    await preview(citiesCsv(`Barmer ${tag()}`));
    expect(fs.existsSync(old.file)).toBe(false);
    expect(await t.db('import_jobs').where({ id: old.id }).first()).toMatchObject({ status: 'failed' });
  });
});

describe('the start-up sweep of the upload folder', () => {
  it('deletes old files no live import refers to, and nothing else', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bakaya-imports-'));
    try {
      const file = (name: string, ageSeconds: number) => {
        const f = path.join(dir, name);
        fs.writeFileSync(f, 'Name,State\n');
        const when = new Date(Date.now() - ageSeconds * 1000);
        fs.utimesSync(f, when, when);
        return f;
      };
      const day = IMPORT_PREVIEW_TTL_SECONDS;
      const orphan = file(`${crypto.randomUUID()}.csv`, 2 * day);
      const young = file(`${crypto.randomUUID()}.xlsx`, 60);
      const notOurs = file('keep-me.csv', 2 * day);
      const live = file(`${crypto.randomUUID()}.csv`, 2 * day);
      const p = await preview(citiesCsv(`Tonk ${tag()}`));
      await t.db('import_jobs').where({ id: p.id }).update({ file_path: live }); // a live (not expired) preview using an old file
      const swept = await sweepImportFiles(t.db, logger, { dir });
      expect(swept.orphans).toBe(1);
      expect(fs.existsSync(orphan)).toBe(false);
      expect(fs.existsSync(young)).toBe(true);
      expect(fs.existsSync(notOurs)).toBe(true);
      expect(fs.existsSync(live)).toBe(true);
      fs.rmSync(p.file, { force: true });
      expect(await sweepImportFiles(t.db, logger, { dir: path.join(dir, 'missing') })).toMatchObject({ orphans: 0 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
