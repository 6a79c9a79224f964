/** Single and bulk business GST hits: look-up, logs, API consumption, business verification, permissions. */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app';
import type { GstLookupAdapter } from '../../api/src/domain/gst/gstAdapter';
import { SANDBOX_TEST_PANS, sandboxGstAdapter, sandboxGstin } from '../../api/src/domain/gst/sandboxGstAdapter';
import { createRole, createTestApp, signedIn } from '../support/testApp';
import { createBusiness, randomGstin } from '../domain/fixtures';

const t = createTestApp();
let admin = { auth: '', userId: 0 };
beforeAll(async () => {
  const s = await signedIn(t.db, { roleId: 2 });
  admin = { auth: s.auth, userId: s.user.id };
});
afterAll(() => t.close());

const hit = (id: number | string, auth = admin.auth) => request(t.app).post(`/api/businesses/${id}/gst-hit`).set('Authorization', auth);
const bulk = (body: unknown, auth = admin.auth) =>
  request(t.app)
    .post('/api/businesses/gst-hit/bulk')
    .set('Authorization', auth)
    .send(body as object);
const ENTITY = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A GSTIN with one of the sandbox's documented test PANs that no business in the database has yet. */
async function unusedTestGstin(pan: string): Promise<string> {
  for (const code of ['24', '27', '33', '36', '19', '10', '08', '09']) {
    const candidates = [...ENTITY].map((e) => sandboxGstin(code, pan, e));
    const taken = new Set((await t.db('businesses').whereIn('gstin', candidates).select('gstin')).map((r) => r.gstin));
    const free = candidates.find((g) => !taken.has(g));
    if (free) return free;
  }
  throw new Error('no free test GSTIN');
}

describe('POST /api/businesses/:id/gst-hit', () => {
  it('verifies an Active business, fills an empty legal name, and logs the hit and the API call', async () => {
    const b = await createBusiness(t.db);
    const res = await hit(b.id).set('X-Request-Id', 'gst-test-1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      gstin: b.gstin,
      status: 'success',
      verified: true,
      business_id: b.id,
      result: { gstin: b.gstin, status: 'Active', state: 'Rajasthan' },
    });
    expect(res.body.business.legal_name).toBe(res.body.result.legal_name);
    expect(res.body.business.gst_verified_at).not.toBeNull();

    const log = await t.db('gst_hit_logs').where({ id: res.body.log_id }).first();
    expect(log).toMatchObject({
      gstin: b.gstin,
      business_id: b.id,
      status: 'success',
      source: 'single',
      batch_id: null,
      requested_by: admin.userId,
      error: null,
    });
    expect(log.response).toMatchObject({ trade_name: res.body.result.trade_name });
    const api = await t.db('api_consumption_logs').where({ user_id: admin.userId, provider: 'gst' }).orderBy('id', 'desc').first();
    expect(api).toMatchObject({ api: 'sandbox/search-taxpayer', status_code: 200, cost: '0.00' });
    const audit = await t
      .db('audit_logs')
      .where({ resource: 'businesses', record_id: String(b.id), action: 'gst_hit' })
      .first();
    expect(audit.after).toMatchObject({ result: 'Active', log_id: res.body.log_id });
  });

  it('keeps a legal name that is already there', async () => {
    const b = await createBusiness(t.db, { legal_name: 'Our Own Legal Name LLP' });
    const res = await hit(b.id);
    expect(res.body.business.legal_name).toBe('Our Own Legal Name LLP');
    expect(res.body.verified).toBe(true);
  });

  it('records a GSTIN the GST records do not know as a failed hit, without verifying', async () => {
    const b = await createBusiness(t.db, { gstin: await unusedTestGstin(SANDBOX_TEST_PANS.notFound) });
    const res = await hit(b.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'failed',
      verified: false,
      error_code: 'not_found',
      error: `No GST registration was found for ${b.gstin}.`,
    });
    expect(res.body.business.gst_verified_at).toBeNull();
    expect(await t.db('gst_hit_logs').where({ id: res.body.log_id }).first()).toMatchObject({ status: 'failed', error: res.body.error });
    const api = await t.db('api_consumption_logs').where({ user_id: admin.userId }).orderBy('id', 'desc').first();
    expect(api.status_code).toBe(404);
  });

  it('does not verify a cancelled registration, though the look-up succeeded', async () => {
    const b = await createBusiness(t.db, { gstin: await unusedTestGstin(SANDBOX_TEST_PANS.cancelled) });
    const res = await hit(b.id);
    expect(res.body).toMatchObject({ status: 'success', verified: false, error_code: 'cancelled', result: { status: 'Cancelled' } });
    expect(res.body.business.gst_verified_at).toBeNull();
  });

  it('answers 502 when the GST service is down, and still logs the attempt', async () => {
    const b = await createBusiness(t.db, { gstin: await unusedTestGstin(SANDBOX_TEST_PANS.unavailable) });
    const res = await hit(b.id);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ message: expect.stringContaining('not answering'), error_code: 'unavailable' });
    expect(await t.db('gst_hit_logs').where({ id: res.body.log_id }).first()).toMatchObject({ status: 'failed', business_id: b.id });
  });

  it('answers 404 for an unknown business', async () => {
    expect((await hit(999999999)).status).toBe(404);
    expect((await hit('abc')).status).toBe(404);
  });

  it('uses the adapter the app is given', async () => {
    const calls: string[] = [];
    const spy: GstLookupAdapter = {
      name: 'spy/search',
      costPerCall: '1.50',
      lookupGstin: async (g) => {
        calls.push(g);
        return sandboxGstAdapter.lookupGstin(g);
      },
    };
    const app = createApp({ ...t.ctx, gst: spy });
    const b = await createBusiness(t.db);
    const res = await request(app).post(`/api/businesses/${b.id}/gst-hit`).set('Authorization', admin.auth);
    expect(res.status).toBe(200);
    expect(calls).toEqual([b.gstin]);
    expect(await t.db('api_consumption_logs').where({ api: 'spy/search' }).first()).toMatchObject({ cost: '1.50' });
  });
});

describe('POST /api/businesses/gst-hit/bulk', () => {
  it('looks each distinct GSTIN up once and answers the batch summary', async () => {
    const known = await createBusiness(t.db);
    const fresh = randomGstin('27');
    const notFound = sandboxGstin('36', SANDBOX_TEST_PANS.notFound);
    const cancelled = sandboxGstin('36', SANDBOX_TEST_PANS.cancelled);
    const res = await bulk({ gstins: [fresh, ` ${fresh.toLowerCase()} `, '27AAPFU0939F1ZW', notFound, cancelled, known.gstin] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total: 5, success: 3, failed: 2, duplicates: 1 });
    expect(res.body.results.map((r: { gstin: string; status: string; verified: boolean }) => [r.gstin, r.status, r.verified])).toEqual([
      [fresh, 'success', true],
      ['27AAPFU0939F1ZW', 'failed', false],
      [notFound, 'failed', false],
      [cancelled, 'success', false],
      [known.gstin, 'success', true],
    ]);
    expect(res.body.results[1].error).toMatch(/check digit/);
    expect(res.body.results[4].business_id).toBe(known.id);

    const batch = await t.db('gst_hit_batches').where({ id: res.body.batch_id }).first();
    expect(batch).toMatchObject({
      total: 5,
      success_count: 3,
      failed_count: 2,
      status: 'done',
      requested_by: admin.userId,
      file_name: 'API request (JSON list)',
    });
    expect(batch.finished_at).not.toBeNull();
    const logs = await t.db('gst_hit_logs').where({ batch_id: res.body.batch_id }).orderBy('id');
    expect(logs).toHaveLength(5);
    expect(logs.every((l) => l.source === 'bulk')).toBe(true);
    expect(logs.map((l) => l.id)).toEqual(res.body.results.map((r: { log_id: number }) => r.log_id));
    // The invalid GSTIN never reached the provider: four API calls for five rows.
    const calls = await t.db('api_consumption_logs').where({ request_id: res.headers['x-request-id'] }).select('status_code');
    expect(calls.map((c) => c.status_code).sort()).toEqual([200, 200, 200, 404]);
    expect((await t.db('businesses').where({ id: known.id }).first()).gst_verified_at).not.toBeNull();
  });

  it('reads a CSV upload with a "gstin" column', async () => {
    const a = randomGstin('09');
    const b = randomGstin('09');
    const res = await request(t.app)
      .post('/api/businesses/gst-hit/bulk')
      .set('Authorization', admin.auth)
      .attach('file', Buffer.from(`name,gstin\nOne,${a}\nTwo,${b}\n`), 'list.csv');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total: 2, success: 2, failed: 0 });
    expect(await t.db('gst_hit_batches').where({ id: res.body.batch_id }).first()).toMatchObject({ file_name: 'list.csv', status: 'done' });
  });

  it('answers 400 with a message for bad input', async () => {
    const cases: Array<[() => request.Test, RegExp]> = [
      [() => bulk({}), /"gstins"/],
      [() => bulk({ gstins: [] }), /at least one GSTIN/],
      [() => bulk({ gstins: [1, 2] }), /must be text/],
      [() => bulk({ gstins: Array(1001).fill('27AAPFU0939F1ZV') }), /At most 1000 GSTINs per request; this one has 1001/],
      [
        () =>
          request(t.app)
            .post('/api/businesses/gst-hit/bulk')
            .set('Authorization', admin.auth)
            .attach('file', Buffer.from('%PDF-1.4'), 'list.pdf'),
        /Upload a .csv file/,
      ],
      [
        () => request(t.app).post('/api/businesses/gst-hit/bulk').set('Authorization', admin.auth).field('note', 'no file'),
        /Choose a CSV file/,
      ],
      [
        () =>
          request(t.app)
            .post('/api/businesses/gst-hit/bulk')
            .set('Authorization', admin.auth)
            .attach('file', Buffer.from('name\nA\n'), 'x.csv'),
        /headed "gstin"/,
      ],
    ];
    for (const [send, message] of cases) {
      const res = await send();
      expect(res.status, message.source).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const big = await request(t.app)
      .post('/api/businesses/gst-hit/bulk')
      .set('Authorization', admin.auth)
      .attach('file', Buffer.alloc(1024 * 1024 + 10, 'a'), 'big.csv');
    expect(big.status).toBe(413);
  });
});

describe('permissions', () => {
  it('needs Business · process for single and bulk hits', async () => {
    const b = await createBusiness(t.db);
    expect((await request(t.app).post(`/api/businesses/${b.id}/gst-hit`)).status).toBe(401);
    expect(
      (
        await request(t.app)
          .post('/api/businesses/gst-hit/bulk')
          .send({ gstins: [b.gstin] })
      ).status,
    ).toBe(401);

    const reader = await createRole(t.db, 'Business reader', { Business: ['listView', 'detailView', 'add_edit'] });
    const readerAuth = (await signedIn(t.db, { roleId: reader.id })).auth;
    expect((await hit(b.id, readerAuth)).status).toBe(403);
    expect((await bulk({ gstins: [b.gstin] }, readerAuth)).status).toBe(403);
    const upload = await request(t.app)
      .post('/api/businesses/gst-hit/bulk')
      .set('Authorization', readerAuth)
      .attach('file', Buffer.from(`gstin\n${b.gstin}\n`), 'x.csv');
    expect(upload.status).toBe(403);

    const processor = await createRole(t.db, 'GST hitter', { Business: ['process'] });
    const processorAuth = (await signedIn(t.db, { roleId: processor.id })).auth;
    expect((await hit(b.id, processorAuth)).status).toBe(200);
    expect((await bulk({ gstins: [b.gstin] }, processorAuth)).status).toBe(200);

    const customer = (await signedIn(t.db, {})).auth;
    expect((await hit(b.id, customer)).status).toBe(403);
  });
});

describe('a staff change of GSTIN (issue 18 §10)', () => {
  const put = (id: number, body: object) => request(t.app).put(`/api/businesses/${id}`).set('Authorization', admin.auth).send(body);

  it('re-derives PAN and state, clears the GST stamp and the proof of control; another PAN’s GSTIN needs new names', async () => {
    const b = await createBusiness(t.db, { gstin: randomGstin('27'), legal_name: 'Old Company Pvt Ltd' });
    await t.db('businesses').where({ id: b.id }).update({ gst_verified_at: new Date(), trade_name: 'Old Company' });
    const before = await t.db('businesses').where({ id: b.id }).first();
    expect(before.control_proven_at).not.toBeNull();

    // Another PAN's registration under the old names is refused: the old names would describe another company.
    const otherPan = randomGstin('29');
    // As the admin form sends it: every field, the GSTIN changed.
    const form = {
      trade_name: before.trade_name,
      legal_name: before.legal_name,
      pan: before.pan,
      gstin: otherPan,
      user_id: before.user_id,
    };
    const refused = await put(b.id, form);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.errors.trade_name).toMatch(/another PAN/);
    expect((await t.db('businesses').where({ id: b.id }).first()).gstin).toBe(b.gstin);

    const changed = await put(b.id, { gstin: otherPan, trade_name: 'New Company', legal_name: 'Old Company Pvt Ltd', pan: before.pan });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await t.db('businesses').where({ id: b.id }).first();
    const state29 = await t.db('states').where({ gst_code: '29' }).first('id');
    expect(after).toMatchObject({
      gstin: otherPan,
      pan: otherPan.slice(2, 12),
      state_id: state29 ? state29.id : null,
      legal_name: null,
      trade_name: 'New Company',
      gst_verified_at: null,
      control_proven_at: null,
      control_proof_method: null,
    });

    // The GST hit now verifies the new registration and names it from the GST records, not the old company.
    const res = await hit(b.id);
    expect(res.body.verified).toBe(true);
    const registered = await sandboxGstAdapter.lookupGstin(otherPan);
    expect(res.body.business).toMatchObject({ pan: otherPan.slice(2, 12), legal_name: registered.legal_name });
    expect(res.body.business.control_proven_at).toBeNull();
  });

  it('another GSTIN of the same PAN keeps the names but still loses both stamps', async () => {
    const b = await createBusiness(t.db, { legal_name: 'Same Company Ltd' });
    await t.db('businesses').where({ id: b.id }).update({ gst_verified_at: new Date() });
    const sibling = sandboxGstin('33', b.gstin.slice(2, 12), '2');
    expect((await put(b.id, { gstin: sibling })).status).toBe(200);
    expect(await t.db('businesses').where({ id: b.id }).first()).toMatchObject({
      gstin: sibling,
      pan: b.gstin.slice(2, 12),
      legal_name: 'Same Company Ltd',
      gst_verified_at: null,
      control_proven_at: null,
    });
  });
});
