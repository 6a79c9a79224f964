/**
 * The per-resource rules of the engine hooks (api/src/domain/<component>/hooks.ts, one map built in
 * api/src/domain/resourceHooks.ts): each refusal is a 400 with
 * a message and the field to fix; server-set values (numbers, codes, digests) are made on write.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestAccountNumber } from '../../api/src/domain/bankAccounts/accountNumber';
import { getResource } from '../../api/src/registry';
import { referenceId, sampleRow } from '../support/sampleRecord';
import { createTestApp, signedIn, uniqueMobile } from '../support/testApp';
import { samples } from '../media/samples';

const t = createTestApp();
let auth = '';
let adminId = 0;
beforeAll(async () => {
  const admin = await signedIn(t.db, { roleId: 2 });
  auth = admin.auth;
  adminId = admin.user.id;
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
/** Creates through the API: the generic POST, or the upload route (with a small PDF) for upload resources. */
function post(name: string, body: unknown) {
  if (!getResource(name)!.upload)
    return request(t.app)
      .post(`/api/${name}`)
      .set('Authorization', auth)
      .send(body as object);
  const req = request(t.app).post(`/api/${name}/upload`).set('Authorization', auth).attach('file', samples.pdf, 'evidence.pdf');
  for (const [k, v] of Object.entries(body as Body)) if (v !== null && v !== undefined) req.field(k, String(v));
  return req;
}
const put = (name: string, id: unknown, body: unknown) =>
  request(t.app)
    .put(`/api/${name}/${id}`)
    .set('Authorization', auth)
    .send(body as object);
const del = (name: string, id: unknown) => request(t.app).delete(`/api/${name}/${id}`).set('Authorization', auth);
const sample = async (name: string, extra: Body = {}): Promise<Body> => ({
  ...(await sampleRow(t.db, getResource(name)!, 'api')),
  ...extra,
});

/** Creates a record through the API and returns it. */
async function created(name: string, extra: Body = {}): Promise<Body> {
  const res = await post(name, await sample(name, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A 400 with a message and an error on `field`. */
function expectRefused(res: request.Response, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.errors, JSON.stringify(res.body)).toHaveProperty(field);
  expect(res.body.errors[field].length).toBeGreaterThan(10);
}

describe('score bands', () => {
  it('refuse a maximum below the minimum, on create and on update', async () => {
    const body = await sample('score-bands');
    if (body.min_score === 0) body.min_score = 1;
    expectRefused(await post('score-bands', { ...body, max_score: Number(body.min_score) - 1 }), 'max_score');
    const band = await created('score-bands');
    expectRefused(await put('score-bands', band.id, { max_score: Number(band.min_score) - 1, min_score: band.min_score }), 'max_score');
  });
});

describe('documents', () => {
  it.each(['transaction-documents', 'case-documents'])('%s: a CA certificate needs its UDIN', async (name) => {
    expectRefused(await post(name, await sample(name, { doc_type: 'ca_certificate', udin: null })), 'udin');
    expect((await post(name, await sample(name, { doc_type: 'ca_certificate' }))).status).toBe(201);
  });

  it('case documents record who uploaded them', async () => {
    const doc = await created('case-documents');
    expect(doc.uploaded_by_user_id).toBe(adminId);
  });
});

/** A row as its flow would have made it (the generic create of these resources answers 405: ResourceDef.flow). */
async function inserted(name: string, extra: Body = {}): Promise<Body> {
  const r = getResource(name)!;
  const [row] = await t
    .db(r.table)
    .insert({ ...(await sampleRow(t.db, r, 'insert-full')), ...extra })
    .returning('id');
  return (await request(t.app).get(`/api/${name}/${row.id}`).set('Authorization', auth)).body;
}

describe('money amounts that must be more than zero', () => {
  it('defaulter-cases: a staff edit to a due amount of 0 is refused', async () => {
    const made = await inserted('defaulter-cases');
    expectRefused(await put('defaulter-cases', made.id, { due_amount: '0.00' }), 'due_amount');
  });

  // Settlement requests and payments are written only by their flow (issue 10 §5); the generic POST answers 405.
  it.each(['settlement-requests', 'settlement-payment-details'])('%s: the generic POST answers 405, writing nothing', async (name) => {
    const res = await post(name, await sample(name, { amount: '0.00' }));
    expect(res.status).toBe(405);
    expect(res.body.message).toMatch(/are added through POST \/api\/settlement/);
  });
});

describe('bank accounts', () => {
  // Added by the bank verification (penny drop); a staff edit keeps only the digest of a new number.
  const account = () =>
    inserted('bank-accounts', { account_number_last4: '4321', account_number_hash: digestAccountNumber('501043214321').hash });

  it('keep only the last 4 digits and a keyed hash of a changed account number, and never return either the number or the hash', async () => {
    const made = await account();
    const number = `5010${String(Date.now()).slice(-10)}`;
    const res = await put('bank-accounts', made.id, { account_number: number });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.account_number_last4).toBe(number.slice(-4));
    expect(res.body).not.toHaveProperty('account_number');
    expect(res.body).not.toHaveProperty('account_number_hash');
    const row = await t.db('bank_accounts').where({ id: made.id }).first();
    expect(row.account_number_hash).toBe(digestAccountNumber(number).hash);
    expect(JSON.stringify(row)).not.toContain(number);
  });

  it('re-derive both when the number changes, and keep them when it does not', async () => {
    const made = await account();
    const before = await t.db('bank_accounts').where({ id: made.id }).first();
    const renamed = await put('bank-accounts', made.id, { ...made, account_holder: 'Asha Traders' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await t.db('bank_accounts').where({ id: made.id }).first()).account_number_hash).toBe(before.account_number_hash);
    const changed = await put('bank-accounts', made.id, { account_number: '123456789012' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.account_number_last4).toBe('9012');
    expect((await t.db('bank_accounts').where({ id: made.id }).first()).account_number_hash).toBe(digestAccountNumber('123456789012').hash);
  });

  it('refuse a malformed number and another account of the same member', async () => {
    const made = await account();
    expectRefused(await put('bank-accounts', made.id, { account_number: '12AB5678' }), 'account_number');
    const other = await inserted('bank-accounts', {
      user_id: made.user_id,
      ifsc: made.ifsc,
      account_number_last4: '8765',
      account_number_hash: digestAccountNumber('501087658765').hash,
    });
    expectRefused(await put('bank-accounts', other.id, { account_number: '501043214321' }), 'account_number');
  });
});

describe('settlement settings', () => {
  it.each([
    ['settlement-commission-slabs', 'commission'],
    ['instant-cashback-rules', 'cashback'],
  ])('%s: refuse a maximum below the minimum and a percentage over 100', async (name, prefix) => {
    expectRefused(await post(name, await sample(name, { min_amount: '5000.00', max_amount: '4999.99' })), 'max_amount');
    expectRefused(
      await post(name, await sample(name, { [`${prefix}_type`]: 'percent', [`${prefix}_value`]: '100.01' })),
      `${prefix}_value`,
    );
    expect((await post(name, await sample(name, { max_amount: null }))).status).toBe(201); // "and above"
  });

  it('service charges: a percentage over 100 is refused', async () => {
    expectRefused(await post('service-charges', await sample('service-charges', { charge_type: 'percent', value: '150.00' })), 'value');
  });
});

describe('plan versions', () => {
  it('are numbered by the server per plan, whatever the client sends', async () => {
    const plan = await created('membership-plans');
    const first = await created('plan-versions', { plan_id: plan.id, version: 7 });
    const second = await created('plan-versions', { plan_id: plan.id });
    expect([first.version, second.version]).toEqual([1, 2]);
  });

  it('a published version only takes unpublishing; then it can change again', async () => {
    const version = await created('plan-versions', { published: 1, fee: '499.00' });
    const res = await put('plan-versions', version.id, { ...version, fee: '599.00' });
    expectRefused(res, 'fee');
    expect(res.body.errors).not.toHaveProperty('published');
    const unpublished = await put('plan-versions', version.id, { ...version, published: 0 });
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBe(200);
    expect((await put('plan-versions', version.id, { fee: '599.00' })).status).toBe(200);
  });

  it('a version members bought stays frozen even when unpublished', async () => {
    const version = await created('plan-versions');
    await t.db('subscriptions').insert({
      user_id: await referenceId(t.db, 'customers'),
      plan_version_id: version.id,
      starts_at: new Date(),
      ends_at: new Date(Date.now() + 86_400_000),
    });
    expectRefused(await put('plan-versions', version.id, { duration_value: 6 }), 'duration_value');
  });

  it('stay with their plan, and a published one cannot be deleted', async () => {
    const version = await created('plan-versions', { published: 1 });
    const other = await created('membership-plans');
    expectRefused(await put('plan-versions', version.id, { plan_id: other.id }), 'plan_id');
    expectRefused(await del('plan-versions', version.id), 'published');
    expect(await t.db('plan_versions').where({ id: version.id }).first()).toBeTruthy();
  });
});

describe('date windows', () => {
  it('free trials must end after they start', async () => {
    expectRefused(
      await post('free-trials', await sample('free-trials', { starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' })),
      'ends_at',
    );
    const trial = await created('free-trials');
    expectRefused(await put('free-trials', trial.id, { starts_at: '2030-01-01T00:00:00Z' }), 'ends_at');
  });

  it('campaigns and banners cannot end before they start', async () => {
    expectRefused(await post('campaigns', await sample('campaigns', { starts_on: '2026-12-10', ends_on: '2026-12-09' })), 'ends_on');
    expectRefused(await post('cms-banners', await sample('cms-banners', { starts_on: '2026-12-10', ends_on: '2026-12-09' })), 'ends_on');
  });

  it('a recurring campaign needs its running days', async () => {
    expectRefused(await post('campaigns', await sample('campaigns', { type: 'recurring', running_days: [] })), 'running_days');
  });
});

describe('promo codes', () => {
  it('refuse an end before the start, a percentage over 100 and a zero discount', async () => {
    expectRefused(await post('promo-codes', await sample('promo-codes', { ends_at: '2026-01-01T00:00:00Z' })), 'ends_at');
    expectRefused(
      await post('promo-codes', await sample('promo-codes', { discount_type: 'percent', discount_value: '120.00' })),
      'discount_value',
    );
    expectRefused(await post('promo-codes', await sample('promo-codes', { discount_value: '0.00' })), 'discount_value');
  });

  it('refuse more uses per member than uses in all, and a flat discount capped below itself', async () => {
    expectRefused(await post('promo-codes', await sample('promo-codes', { max_uses: 2, max_uses_per_user: 5 })), 'max_uses_per_user');
    expect((await post('promo-codes', await sample('promo-codes', { max_uses: 5, max_uses_per_user: 5 }))).status).toBe(201);
    const code = await created('promo-codes', { max_uses: 10, max_uses_per_user: 2 });
    expectRefused(await put('promo-codes', code.id, { max_uses: 1 }), 'max_uses_per_user');
    expectRefused(
      await post('promo-codes', await sample('promo-codes', { discount_type: 'flat', discount_value: '500.00', max_discount: '100.00' })),
      'max_discount',
    );
  });

  it('answers every field error of one save at once: the field rules together, and with the fields that failed their own rule', async () => {
    const two = await post(
      'promo-codes',
      await sample('promo-codes', {
        starts_at: '2026-10-10T00:00:00Z',
        ends_at: '2026-10-01T00:00:00Z',
        discount_type: 'percent',
        discount_value: '150.00',
      }),
    );
    expect(two.status).toBe(400);
    expect(Object.keys(two.body.errors).sort()).toEqual(['discount_value', 'ends_at']);
    expect(two.body.errors.discount_value).toMatch(/more than 100/);
    expect(two.body.message).toBe('Please correct the highlighted fields.');

    // A field that fails its own rule (the code) and two cross-field rules: all three in one answer.
    const three = await post(
      'promo-codes',
      await sample('promo-codes', {
        code: 'x',
        starts_at: '2026-10-10T00:00:00Z',
        ends_at: '2026-10-01T00:00:00Z',
        max_uses: 2,
        max_uses_per_user: 5,
      }),
    );
    expect(three.status).toBe(400);
    expect(Object.keys(three.body.errors).sort()).toEqual(['code', 'ends_at', 'max_uses_per_user']);

    // The same on update, where the stored values fill in what the request leaves out.
    const code = await created('promo-codes', { max_uses: 10 });
    const update = await put('promo-codes', code.id, { ends_at: '2000-01-01T00:00:00Z', max_uses_per_user: 20, discount_value: 'lots' });
    expect(update.status).toBe(400);
    expect(Object.keys(update.body.errors).sort()).toEqual(['discount_value', 'ends_at', 'max_uses_per_user']);
  });

  it('cannot lower the use limit below the uses so far', async () => {
    const code = await created('promo-codes', { max_uses: 100 });
    await t.db('promo_codes').where({ id: code.id }).update({ uses: 5 });
    expectRefused(await put('promo-codes', code.id, { max_uses: 3 }), 'max_uses');
    expect((await put('promo-codes', code.id, { max_uses: 5 })).status).toBe(200);
  });
});

describe('free benefits', () => {
  it('a free-benefit grant cannot go below what was used, and records who forced it', async () => {
    const track = await created('free-benefit-tracks', { granted: 10 });
    expect(track.forced_by).toBe(adminId);
    await t.db('free_benefit_tracks').where({ id: track.id }).update({ used: 4 });
    expectRefused(await put('free-benefit-tracks', track.id, { granted: 3 }), 'granted');
  });
});

describe('partners', () => {
  it('get a code made from their name (a code the client sends is ignored)', async () => {
    const partner = await created('affiliates', { name: 'Sharma & Co. Consultants', code: 'MINE' });
    expect(partner.code).toMatch(/^SHARMACO-[A-Z2-7]{6}$/);
    const again = await put('affiliates', partner.id, { ...partner, code: 'CHANGED' });
    expect(again.status).toBe(200);
    expect(again.body.code).toBe(partner.code);
  });

  it.each(['partners', 'commission-rules'])('%s: a percentage commission over 100 is refused', async (name) => {
    expectRefused(await post(name, await sample(name, { commission_type: 'percent', commission_value: '101.00' })), 'commission_value');
  });
});

describe('one live item per kind', () => {
  it('publishing a home page puts the previously published one back to draft, audited', async () => {
    const first = await created('cms-home', { publish: 1 });
    const second = await created('cms-home', { publish: 1 });
    expect(second.publish).toBe(1);
    expect((await t.db('cms_pages').where({ id: first.id }).first()).publish).toBe(0);
    const audit = await t
      .db('audit_logs')
      .where({ resource: 'cms-home', record_id: String(first.id) })
      .orderBy('id', 'desc')
      .first();
    expect(audit.action).toBe('update');
    expect(audit.after.publish).toBe(0);
    expect(await t.db('cms_pages').where({ kind: 'home', publish: 1 }).pluck('id')).toEqual([second.id]);
  });

  it('a new current terms document retires the previous one, and records the uploader', async () => {
    const first = await created('tcp-uploads', { kind: 'privacy', is_current: true });
    const second = await created('tcp-uploads', { kind: 'privacy', is_current: true });
    expect(second.uploaded_by).toBe(adminId);
    expect((await t.db('tcp_uploads').where({ id: first.id }).first()).is_current).toBe(false);
    expect(await t.db('tcp_uploads').where({ kind: 'privacy', is_current: true }).pluck('id')).toEqual([second.id]);
    const back = await put('tcp-uploads', first.id, { is_current: true });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await t.db('tcp_uploads').where({ id: second.id }).first()).is_current).toBe(false);
  });
});

describe('settings', () => {
  it('a blocked contact’s type must match the contact', async () => {
    expectRefused(await post('contact-blocks', { contact: `x${Date.now()}@example.com`, contact_type: 'mobile' }), 'contact_type');
    expectRefused(await post('contact-blocks', { contact: uniqueMobile(), contact_type: 'email' }), 'contact_type');
    const ok = await post('contact-blocks', { contact: uniqueMobile(), contact_type: 'mobile' });
    expect(ok.status).toBe(201);
    expect(ok.body.blocked_by).toBe(adminId);
  });

  it('an export-day limit is for one admin role or one admin user', async () => {
    const body = await sample('export-day-settings');
    expectRefused(await post('export-day-settings', { ...body, user_id: adminId }), 'role_id');
    expectRefused(await post('export-day-settings', { ...body, role_id: null }), 'role_id');
    expectRefused(await post('export-day-settings', { ...body, role_id: 1 }), 'role_id'); // the members' role
    const customer = await signedIn(t.db);
    expectRefused(await post('export-day-settings', { ...body, role_id: null, user_id: customer.user.id }), 'user_id');
  });

  it('deactivation slabs: "to" not before "from", and active slabs never overlap', async () => {
    expectRefused(await post('user-deactivation-slabs', { min_days: 20, max_days: 10, refund_percent: '10.00', status: 0 }), 'max_days');
    // The seeded slabs cover every day, so an active one always overlaps.
    const overlap = await post('user-deactivation-slabs', { min_days: 5, max_days: 12, refund_percent: '10.00' });
    expectRefused(overlap, 'min_days');
    expect(overlap.body.message).toMatch(/Days 0 to 7/);
    const draft = await created('user-deactivation-slabs', { min_days: 5, max_days: 12, status: 0 });
    expectRefused(await put('user-deactivation-slabs', draft.id, { status: 1 }), 'min_days');
  });

  it('a member has at most one open deactivation request', async () => {
    const member = await signedIn(t.db);
    const first = await request(t.app)
      .post('/api/account/deactivation')
      .set('Authorization', member.auth)
      .send({ reason: 'Closing the business' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await request(t.app)
      .post('/api/account/deactivation')
      .set('Authorization', member.auth)
      .send({ reason: 'Again, for the other business' });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/already has an open deactivation request/);
    await put('user-deactivation-requests', first.body.id, { status: 'cancelled' });
    const third = await request(t.app).post('/api/account/deactivation').set('Authorization', member.auth).send({ reason: 'Now for real' });
    expect(third.status, JSON.stringify(third.body)).toBe(201);
  });
});

describe('JSON list fields', () => {
  it('are stored as JSON lists (an empty list stays a list)', async () => {
    const template = await created('templates', { variables: ['otp', 'customer_name'] });
    expect(template.variables).toEqual(['otp', 'customer_name']);
    const { running_days: _omitted, ...campaign } = await sample('campaigns');
    const res = await post('campaigns', campaign);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.running_days).toEqual([]);
    expect(res.body.created_by).toBe(adminId);
  });
});

describe('workflow-owned statuses', () => {
  it('a plain edit cannot move a settlement request or a defaulter case', async () => {
    const { createTestApp: make, signedIn: login } = await import('../support/testApp');
    const { openCase, sampleRow } = await import('../support/sampleRecord');
    // On an open case with the sample's ₹1,250.50 outstanding, as the flow would leave it.
    const insertedRequest = async (db: typeof t.db, r: Parameters<typeof sampleRow>[1]) => {
      const row = await sampleRow(db, r, 'insert-minimal');
      const [made] = await db('settlement_requests')
        .insert({ ...row, case_id: await openCase(db) })
        .returning('id');
      return made.id as number;
    };
    const { getResource } = await import('../../api/src/registry');
    const app = make();
    try {
      const { auth } = await login(app.db, { roleId: 2 });
      const { default: req } = await import('supertest');
      for (const name of ['settlement-requests', 'defaulter-cases']) {
        const r = getResource(name)!;
        // Both are born in their flow (the generic POST answers 405): insert one directly.
        const created =
          name === 'settlement-requests'
            ? await req(app.app)
                .get(`/api/${name}/${await insertedRequest(app.db, r)}`)
                .set('Authorization', auth)
            : await req(app.app)
                .get(
                  `/api/${name}/${
                    (
                      await app
                        .db(r.table)
                        .insert(await sampleRow(app.db, r, 'insert-full'))
                        .returning('id')
                    )[0].id
                  }`,
                )
                .set('Authorization', auth);
        expect(created.status, JSON.stringify(created.body)).toBe(200);
        const moved = await req(app.app)
          .put(`/api/${name}/${created.body.id}`)
          .set('Authorization', auth)
          .send({ status: name === 'defaulter-cases' ? 'verified' : 'settled' });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
        expect(moved.body.status).toBe(created.body.status);
      }
    } finally {
      await app.close();
    }
  });
});

describe('global settings', () => {
  const setting = (key: string) => t.db('global_settings').where({ key }).first('id', 'value');

  it('check the value by the setting’s own input type, on the server', async () => {
    const autoClose = await setting('toast-auto-close-ms');
    expectRefused(await put('global-settings', autoClose.id, { value: '-1' }), 'value');
    expect((await put('global-settings', autoClose.id, { value: '-1' })).body.errors.value).toMatch(/from 1000 to 60000/);
    expectRefused(await put('global-settings', autoClose.id, { value: 'soon' }), 'value');
    expect((await put('global-settings', autoClose.id, { value: '5000' })).status).toBe(200);

    const tollFree = await setting('toll-free-number');
    expectRefused(await put('global-settings', tollFree.id, { value: 'abc' }), 'value');
    expect((await put('global-settings', tollFree.id, { value: '1800 123 4567' })).status).toBe(200);

    expectRefused(await put('global-settings', (await setting('support-mail')).id, { value: 'support@' }), 'value');
    expectRefused(await put('global-settings', (await setting('social-facebook')).id, { value: 'facebook dot com' }), 'value');
    expectRefused(await put('global-settings', (await setting('captcha-bypass')).id, { value: 'maybe' }), 'value');
    expectRefused(await put('global-settings', (await setting('help-topics')).id, { value: 'refunds' }), 'value');
  });

  it('a new setting’s value fits its type and options', async () => {
    const body = { label: 'Max upload (MB)', key: `max-upload-${Date.now()}`, input_type: 'number', options: { min: 1, max: 50 } };
    expectRefused(await post('global-settings', { ...body, value: '500' }), 'value');
    const both = await post('global-settings', { ...body, options: { min: 10, max: 1 }, value: 'x' });
    expect(Object.keys(both.body.errors).sort()).toEqual(['options', 'value']);
    expect((await post('global-settings', { ...body, value: '20' })).status).toBe(201);
  });
});
