/** Bulk import from the admin lists: preview with per-row errors, then all rows in one transaction or none. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createTestApp, createUser, signedIn, uniqueMobile } from '../support/testApp';
import { randomGstin } from '../domain/fixtures';

const t = createTestApp();
let admin = '';
beforeAll(async () => {
  admin = (await signedIn(t.db, { roleId: 2 })).auth;
});
afterAll(() => t.close());

const tag = () => crypto.randomBytes(3).toString('hex');
const csv = (lines: string[]) => Buffer.from(lines.join('\n') + '\n');

function preview(resource: string, body: Buffer, name = 'rows.csv', auth = admin) {
  return request(t.app).post(`/api/import/${resource}/preview`).set('Authorization', auth).attach('file', body, name);
}

async function commitAndWait(importId: string, auth = admin) {
  const res = await request(t.app).post(`/api/import/jobs/${importId}/commit`).set('Authorization', auth);
  if (res.status !== 202) return res;
  for (let i = 0; i < 200; i += 1) {
    const job = await request(t.app).get(`/api/import/jobs/${importId}`).set('Authorization', auth);
    if (job.body.status === 'committed' || job.body.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish');
}

describe('import of cities (CSV, references by name)', () => {
  it('previews per-row errors, commits nothing while any row is bad, then commits the fixed file', async () => {
    const t1 = tag();
    const bad = csv(['Name,State', `Kota ${t1},Rajasthan`, `,Rajasthan`, `Udaipur ${t1},Atlantis`, `Ajmer ${t1},08`]);
    const res = await preview('cities', bad);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total_rows: 4, valid_rows: 2, invalid_rows: 2 });
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 3, column: 'Name' }),
        expect.objectContaining({ row: 4, column: 'State', message: expect.stringContaining('Atlantis') }),
      ]),
    );
    expect(res.body.preview[0]).toMatchObject({ row: 2, name: `Kota ${t1}` });

    const refused = await commitAndWait(res.body.import_id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/2 row\(s\) with errors/);
    expect(await t.db('cities').where('name', 'like', `%${t1}`).count('* as n').first()).toMatchObject({ n: 0 });

    const fixed = csv(['Name,State', `Kota ${t1},Rajasthan`, `Bundi ${t1},Rajasthan`, `Udaipur ${t1},rajasthan`]);
    const ok = await preview('cities', fixed);
    expect(ok.body).toMatchObject({ total_rows: 3, valid_rows: 3, invalid_rows: 0 });
    const job = await commitAndWait(ok.body.import_id);
    expect(job.body).toMatchObject({ status: 'committed', processed_rows: 3 });
    expect(job.body).not.toHaveProperty('file_path');
    const rows = await t
      .db('cities')
      .where('cities.name', 'like', `%${t1}`)
      .join('states', 'states.id', 'cities.state_id')
      .select('states.gst_code');
    expect(rows.map((r) => r.gst_code)).toEqual(['08', '08', '08']);
    const audit = await t.db('audit_logs').where({ resource: 'cities', action: 'import' }).orderBy('id', 'desc').first();
    expect(audit.after).toMatchObject({ import_id: ok.body.import_id, rows: 3 });

    const again = await request(t.app).post(`/api/import/jobs/${ok.body.import_id}/commit`).set('Authorization', admin);
    expect(again.status).toBe(409);
  });

  it('rolls back every row when the database refuses one at commit', async () => {
    const t1 = tag();
    const res = await preview('cities', csv(['name,state_id', `Sikar ${t1},Rajasthan`, `Churu ${t1},Rajasthan`]));
    expect(res.body.invalid_rows).toBe(0);
    // Someone adds the second city after the preview: the commit meets the duplicate and keeps nothing.
    const state = await t.db('states').whereRaw('lower(name) = ?', ['rajasthan']).first('id');
    await t.db('cities').insert({ name: `Churu ${t1}`, state_id: state.id });
    const job = await commitAndWait(res.body.import_id);
    expect(job.body.status).toBe('failed');
    expect(job.body.error).toMatch(/already in the list.*Nothing was imported/);
    expect(await t.db('cities').where('name', `Sikar ${t1}`).count('* as n').first()).toMatchObject({ n: 0 });
  });
});

describe('import of business categories (XLSX)', () => {
  it('reads the first worksheet and commits', async () => {
    const t1 = tag();
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Categories');
    ws.addRow(['Name']);
    ws.addRow([`Textiles ${t1}`]);
    ws.addRow([`Spices ${t1}`]);
    const file = path.join(os.tmpdir(), `cats-${t1}.xlsx`);
    await wb.xlsx.writeFile(file);
    const res = await preview('business-categories', fs.readFileSync(file), 'categories.xlsx');
    fs.rmSync(file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total_rows: 2, valid_rows: 2 });
    const job = await commitAndWait(res.body.import_id);
    expect(job.body.status).toBe('committed');
    expect(await t.db('business_categories').where('name', 'like', `%${t1}`).count('* as n').first()).toMatchObject({ n: 2 });
  });
});

describe('import of customers', () => {
  it('applies the resource’s own rules: base filter and hooks', async () => {
    const mobile = uniqueMobile();
    const res = await preview('customers', csv(['Name,Mobile,Email', `Meera Iyer,${mobile},meera.${mobile}@example.com`]));
    expect(res.body.invalid_rows).toBe(0);
    expect((await commitAndWait(res.body.import_id)).body.status).toBe('committed');
    const user = await t.db('users').where({ mobile }).first();
    expect(user).toMatchObject({ account_type: 'customer', role_id: 1, status: 1 });
    expect(user.referral_code).toMatch(/^BKY[A-Z0-9]{6}$/);
  });

  it('validates mobiles and emails with the API’s messages', async () => {
    const res = await preview('customers', csv(['Name,Mobile,Email', 'Ravi,5123456789,ravi@']));
    expect(res.body.invalid_rows).toBe(1);
    expect(res.body.errors.map((e: { column: string }) => e.column).sort()).toEqual(['Email', 'Mobile']);
  });
});

describe('refusals', () => {
  it('needs the process permission, and staff', async () => {
    const viewer = await signedIn(t.db, {
      roleId: (await createRole(t.db, 'Cities viewer', { 'Master Data': ['listView', 'add_edit'] })).id,
    });
    expect((await preview('cities', csv(['Name,State', 'X,Rajasthan']), 'a.csv', viewer.auth)).status).toBe(403);
    const customer = await signedIn(t.db);
    expect((await preview('cities', csv(['Name,State', 'X,Rajasthan']), 'a.csv', customer.auth)).status).toBe(403);
    expect(
      (
        await request(t.app)
          .post('/api/import/cities/preview')
          .attach('file', csv(['a']), 'a.csv')
      ).status,
    ).toBe(401);
  });

  it('answers 4xx with a message for bad files and unknown lists', async () => {
    expect((await preview('admin-users', csv(['name']))).status).toBe(404);
    const txt = await preview('cities', Buffer.from('hello'), 'notes.txt');
    expect(txt.status).toBe(400);
    expect(txt.body.message).toMatch(/\.csv or \.xlsx/);
    const missing = await preview('cities', csv(['Name', 'Kota']));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/no column for: State/);
    const empty = await preview('cities', csv(['Name,State']));
    expect(empty.status).toBe(400);
    const noFile = await request(t.app).post('/api/import/cities/preview').set('Authorization', admin);
    expect(noFile.status).toBe(400);
    expect((await request(t.app).get('/api/import/jobs/not-a-uuid').set('Authorization', admin)).status).toBe(404);
  });

  it('offers a template with the importable columns', async () => {
    const res = await request(t.app).get('/api/import/cities/template.csv').set('Authorization', admin);
    expect(res.status).toBe(200);
    expect(res.text.trim().split(',')).toEqual(expect.arrayContaining(['name', 'state_id']));
  });
});

describe('import commits and the connection pool', () => {
  it('two commits at once on a two-connection pool both finish: progress never needs a second pooled connection', async () => {
    const small = createTestApp({ pool: { min: 0, max: 2 }, acquireTimeoutMs: 3000 });
    try {
      const auth = (await signedIn(small.db, { roleId: 2 })).auth;
      const tags = [tag(), tag()];
      const previews = [];
      for (const tg of tags) {
        const res = await request(small.app)
          .post('/api/import/cities/preview')
          .set('Authorization', auth)
          .attach('file', csv(['Name,State', ...Array.from({ length: 30 }, (_, i) => `Town ${i} ${tg},Rajasthan`)]), 'rows.csv');
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        previews.push(res.body.import_id as string);
      }
      const started = await Promise.all(
        previews.map((id) => request(small.app).post(`/api/import/jobs/${id}/commit`).set('Authorization', auth)),
      );
      expect(started.map((r) => r.status)).toEqual([202, 202]);
      const settled = async (id: string) => {
        for (let i = 0; i < 200; i += 1) {
          const job = await small.db('import_jobs').where({ id }).first('status', 'processed_rows', 'error');
          if (job.status === 'committed' || job.status === 'failed') return job;
          await new Promise((r) => setTimeout(r, 50));
        }
        throw new Error('import did not finish');
      };
      const jobs = await Promise.all(previews.map(settled));
      expect(jobs).toEqual([
        { status: 'committed', processed_rows: 30, error: null },
        { status: 'committed', processed_rows: 30, error: null },
      ]);
    } finally {
      await small.close();
    }
  });
});

describe('a NUL character in a cell', () => {
  it('is that row’s error in the preview, not a failed commit', async () => {
    const tg = tag();
    const res = await preview('cities', csv(['Name,State', `Kota ${tg},Rajasthan`, `Bun\u0000di ${tg},Rajasthan`]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ valid_rows: 1, invalid_rows: 1 });
    expect(res.body.errors).toEqual([expect.objectContaining({ row: 3, column: 'Name', message: expect.stringContaining('NUL') })]);
  });
});

describe('duplicates in an import', () => {
  it('are found by the preview — against the list and within the file — so the commit never meets them', async () => {
    const tg = tag();
    const existing = await preview('cities', csv(['Name,State', `Udaipur ${tg},Rajasthan`]));
    expect((await commitAndWait(existing.body.import_id)).body.status).toBe('committed');

    const res = await preview(
      'cities',
      csv(['Name,State', `Udaipur ${tg},Rajasthan`, `Jodhpur ${tg},Rajasthan`, `Jodhpur ${tg},Rajasthan`, `Udaipur ${tg},Gujarat`]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total_rows: 4, valid_rows: 2, invalid_rows: 2 });
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        row: 2,
        column: 'Name',
        message: `A city with this Name and State (Udaipur ${tg}, Rajasthan) already exists.`,
      }),
      expect.objectContaining({
        row: 4,
        column: 'Name',
        message: `This Name and State (Jodhpur ${tg}, Rajasthan) repeats row 3 of the file.`,
      }),
    ]);
  });

  it('met at commit anyway (added meanwhile) are reported in words, without the database’s text', async () => {
    const tg = tag();
    const res = await preview('cities', csv(['Name,State', `Kota ${tg},Rajasthan`]));
    expect(res.body.invalid_rows).toBe(0);
    const state = await t.db('states').whereRaw('lower(name) = ?', ['rajasthan']).first('id');
    await t.db('cities').insert({ name: `Kota ${tg}`, state_id: state.id });
    const job = await commitAndWait(res.body.import_id);
    expect(job.body.status).toBe('failed');
    expect(job.body.error).toBe('A row repeats a State and Name that is already in the list. Nothing was imported.');
    expect(job.body.error).not.toMatch(/Key \(|=\(/);
  });
});

describe('references by natural keys', () => {
  it('the template names a member by what staff know (mobile or email), not by an internal id', async () => {
    const res = await request(t.app).get('/api/import/businesses/template.csv').set('Authorization', admin);
    expect(res.status).toBe(200);
    const headers = res.text.trim().split(',');
    expect(headers).toEqual(expect.arrayContaining(['user (mobile or email)', 'gstin']));
    expect(headers).not.toContain('user_id');
  });

  it('resolves a member by mobile or email (ids still accepted); an unknown one is that row’s error', async () => {
    const owner = await createUser(t.db);
    const header = 'user (mobile or email),trade_name,gstin';
    const file = csv([
      header,
      `+91 ${owner.mobile},Natural Keys One,${randomGstin()}`,
      `${owner.email.toUpperCase()},Natural Keys Two,${randomGstin()}`,
      `${owner.id},Natural Keys Three,${randomGstin()}`,
      `9000000001,Natural Keys Four,${randomGstin()}`,
      `nobody@example.com,Natural Keys Five,${randomGstin()}`,
    ]);
    const res = await preview('businesses', file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total_rows: 5, valid_rows: 3, invalid_rows: 2 });
    expect(res.body.preview.slice(0, 3)).toEqual([
      expect.objectContaining({ user_id: owner.id }),
      expect.objectContaining({ user_id: owner.id }),
      expect.objectContaining({ user_id: owner.id }),
    ]);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 5, column: 'user (mobile or email)', message: expect.stringContaining('9000000001') }),
        expect.objectContaining({ row: 6, column: 'user (mobile or email)', message: expect.stringContaining('nobody@example.com') }),
      ]),
    );
  });
});
