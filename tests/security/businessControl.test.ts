/**
 * Issue 18 §1: owning a business is proven, not claimed. A member who adds another state's GSTIN of a
 * victim's PAN (or a defaulter's GSTIN nobody registered yet) gets it "GST verified" — the registration
 * exists — but no own-business right until they prove control with the code sent to the GST-registered
 * contact, and then only for that exact GSTIN. Each abuse path of the issue, refused then allowed:
 * a free own CIR with the list of who enquired, the defaulter side of a case and its settlement, a free
 * trial. Plus the proof's own refusals (bad, wrong, locked codes; another's business; twice).
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_PROOF_MESSAGES } from '../../api/src/contracts/businessControl';
import { CIR_MESSAGES } from '../../api/src/contracts/cir';
import { sandboxGstin } from '../../api/src/domain/gst/sandboxGstAdapter';
import { sandboxRegisteredMobile, SANDBOX_NO_CONTACT_PAN } from '../../api/src/domain/gst/sandboxGstControlAdapter';
import { latestCode, otherCode } from '../auth/helpers';
import { memberOnPlan } from '../cir/support';
import { createBusiness, randomPan } from '../domain/fixtures';
import { planOnSale } from '../payments/support';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
const { app, db } = t;
afterAll(() => t.close());

type Auth = string;
const call = (auth: Auth) => ({
  post: (path: string, body: object = {}) => request(app).post(path).set('Authorization', auth).send(body),
  get: (path: string) => request(app).get(path).set('Authorization', auth),
});

/** Adds a GSTIN the way any member can: a public look-up, then POST /api/businesses. */
async function addBusiness(auth: Auth, gstin: string) {
  const looked = await call(auth).post('/api/businesses/gst-lookup', { gstin });
  expect(looked.status, JSON.stringify(looked.body)).toBe(200);
  const res = await call(auth).post('/api/businesses', { gstin, trade_name: looked.body.legal_name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; gstin: string; gst_verified_at: string | null; control_proven_at: string | null };
}

/** The whole proof: a code to the registration's contact (read from the development outbox), typed back. */
async function proveControl(auth: Auth, business: { id: number; gstin: string }) {
  const sent = await call(auth).post(`/api/businesses/${business.id}/control-proof/send`);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const code = await latestCode(app, sandboxRegisteredMobile(business.gstin)!);
  const proven = await call(auth).post(`/api/businesses/${business.id}/control-proof/verify`, { code });
  expect(proven.status, JSON.stringify(proven.body)).toBe(200);
  return proven.body;
}

describe('adding a GSTIN proves the registration, not control', () => {
  it('is GST-verified at once but unproven; the proof shows the contact masked and stamps only that business', async () => {
    const m = await signedIn(db);
    const b = await addBusiness(m.auth, sandboxGstin('08', randomPan('C')));
    expect(b.gst_verified_at).not.toBeNull();
    expect(b.control_proven_at).toBeNull();

    const sent = await call(m.auth).post(`/api/businesses/${b.id}/control-proof/send`);
    expect(sent.status).toBe(200);
    const mobile = sandboxRegisteredMobile(b.gstin)!;
    expect(sent.body).toMatchObject({ status: true, channel: 'sms', masked: `xxxxxxxx${mobile.slice(-2)}` });
    expect(JSON.stringify(sent.body)).not.toContain(mobile);

    const code = await latestCode(app, mobile);
    const proven = await call(m.auth).post(`/api/businesses/${b.id}/control-proof/verify`, { code });
    expect(proven.status).toBe(200);
    expect(proven.body).toMatchObject({
      business_id: b.id,
      gstin: b.gstin,
      control_proof_method: 'gst_otp',
      message: CONTROL_PROOF_MESSAGES.proven,
    });
    const row = await db('businesses').where({ id: b.id }).first();
    expect(row.control_proven_at).not.toBeNull();
    expect(await db('audit_logs').where({ resource: 'businesses', record_id: String(b.id), action: 'prove_control' })).toHaveLength(1);
    // The member reads the proof on their business; it cannot be written through the generic API.
    expect((await call(m.auth).get(`/api/businesses/${b.id}`)).body.control_proven_at).not.toBeNull();
    const forged = await signedIn(db);
    const other = await addBusiness(forged.auth, sandboxGstin('08', randomPan('C')));
    await request(app)
      .put(`/api/businesses/${other.id}`)
      .set('Authorization', forged.auth)
      .send({ control_proven_at: new Date().toISOString(), control_proof_method: 'gst_otp' });
    expect((await db('businesses').where({ id: other.id }).first()).control_proven_at).toBeNull();
  });

  it('refuses bad, wrong and locked codes (4xx), another member’s business, a second proof, and a registration with no contact', async () => {
    const m = await signedIn(db);
    const b = await addBusiness(m.auth, sandboxGstin('27', randomPan('C')));
    const path = `/api/businesses/${b.id}/control-proof`;
    expect((await call(m.auth).post(`${path}/verify`, { code: '123456' })).status).toBe(400); // nothing sent yet
    for (const bad of [{}, { code: '12' }, { code: 'abcdef' }, { code: null }]) {
      const res = await call(m.auth).post(`${path}/verify`, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.errors.code).toBe(CONTROL_PROOF_MESSAGES.code);
    }
    expect(
      (await request(app).post(`${path}/verify`).set('Authorization', m.auth).set('Content-Type', 'application/json').send('[1]')).status,
    ).toBe(400);

    const stranger = await signedIn(db);
    expect((await call(stranger.auth).post(`${path}/send`)).status).toBe(404);
    expect((await call(stranger.auth).post(`${path}/verify`, { code: '123456' })).status).toBe(404);

    expect((await call(m.auth).post(`${path}/send`)).status).toBe(200);
    const code = await latestCode(app, sandboxRegisteredMobile(b.gstin)!);
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await call(m.auth).post(`${path}/verify`, { code: otherCode(code) })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    // Locked: even the right code no longer proves anything.
    expect((await call(m.auth).post(`${path}/verify`, { code })).status).toBe(429);
    expect((await db('businesses').where({ id: b.id }).first()).control_proven_at).toBeNull();
    // Every refusal is logged by GSTIN (never by the registered contact): the first (no code yet), five wrong, the locked one.
    const [logged] = await db('login_restriction_logs')
      .where({ identifier: `gstin:${b.gstin}` })
      .count({ n: '*' });
    expect(Number(logged!.n)).toBe(7);

    const proven = await addBusiness(m.auth, sandboxGstin('29', randomPan('C')));
    await proveControl(m.auth, proven);
    const again = await call(m.auth).post(`/api/businesses/${proven.id}/control-proof/send`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CONTROL_PROOF_MESSAGES.alreadyProven);

    const silent = await createBusiness(db, { userId: m.user.id, gstin: sandboxGstin('08', SANDBOX_NO_CONTACT_PAN), controlProven: false });
    await db('businesses').where({ id: silent.id }).update({ gst_verified_at: new Date() });
    const none = await call(m.auth).post(`/api/businesses/${silent.id}/control-proof/send`);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(CONTROL_PROOF_MESSAGES.noContact);
  });
});

describe('own-business rights, refused unproven and for another GSTIN of the same PAN, allowed after proof', () => {
  let victim: Awaited<ReturnType<typeof memberOnPlan>>;
  let pan: string;
  beforeAll(async () => {
    victim = await memberOnPlan(db, { plan: false });
    pan = victim.business.gstin.slice(2, 12);
  });

  it('CIR: no free own report and no enquiry list on the victim’s GSTIN or one’s own unproven other-state GSTIN', async () => {
    const enquirer = await memberOnPlan(db, { cirFee: '100.00', walletPaise: 100_000 });
    expect(
      (
        await call(enquirer.auth)
          .post('/api/cir/reports', { business_id: enquirer.business.id, gstin: victim.business.gstin, purpose: 'new_credit' })
          .set('Idempotency-Key', crypto.randomUUID())
      ).status,
    ).toBe(201);

    const attacker = await memberOnPlan(db, { cirFee: '100.00', walletPaise: 100_000 });
    const claimed = await addBusiness(attacker.auth, sandboxGstin('33', pan));
    expect(claimed.gst_verified_at).not.toBeNull();
    const generate = (gstin: string, purpose: string) =>
      call(attacker.auth)
        .post('/api/cir/reports', { business_id: attacker.business.id, gstin, purpose })
        .set('Idempotency-Key', crypto.randomUUID());
    for (const gstin of [claimed.gstin, victim.business.gstin]) {
      const quote = await call(attacker.auth).get(`/api/cir/quote?business_id=${attacker.business.id}&gstin=${gstin}`);
      expect(quote.body.basis, gstin).toBe('plan_fee');
      const own = await generate(gstin, 'own_business');
      expect(own.status).toBe(400);
      expect(own.body.message).toBe(CIR_MESSAGES.notOwnBusiness);
    }
    const paid = await generate(claimed.gstin, 'other');
    expect(paid.status).toBe(201);
    expect(paid.body.charged).toBe('118.00');
    expect(paid.body.snapshot.enquiries.kind).toBe('counts');

    await proveControl(attacker.auth, claimed);
    const free = await generate(claimed.gstin, 'credit_review');
    expect(free.status).toBe(201);
    expect(free.body).toMatchObject({ charged: '0.00', purpose: 'own_business' });
    expect(free.body.snapshot.enquiries.kind).toBe('detailed');
    // Proving one registration of the PAN is not proving another.
    expect(
      (await call(attacker.auth).get(`/api/cir/quote?business_id=${attacker.business.id}&gstin=${victim.business.gstin}`)).body.basis,
    ).toBe('plan_fee');
  });

  it('cases and settlements: no defaulter side for an unproven holder of the GSTIN, nor on a case still in processing', async () => {
    const reporter = await memberOnPlan(db, { plan: false });
    const holder = await signedIn(db);
    const claimed = await addBusiness(holder.auth, sandboxGstin('24', randomPan('C')));
    const caseOn = async (over: Record<string, unknown>) => {
      const [c] = await db('defaulter_cases')
        .insert({
          reporter_user_id: reporter.user.id,
          reporter_business_id: reporter.business.id,
          defaulter_gstin: claimed.gstin,
          defaulter_name: 'Late Payer Pvt Ltd',
          due_amount: '50000.00',
          due_date: '2026-06-30',
          ...over,
        })
        .returning('id');
      return Number(c.id);
    };
    const verified = await caseOn({ status: 'verified', verified_on: new Date() });
    const processing = await caseOn({ status: 'processing' });
    const open = (caseId: number) =>
      call(holder.auth).post('/api/settlement/requests', { case_id: caseId, amount: '50000.00', schedule: 'full' });

    for (const id of [verified, processing]) {
      expect((await call(holder.auth).get(`/api/settlement/cases/${id}`)).status).toBe(404);
      expect((await open(id)).status).toBe(404);
    }
    expect((await call(holder.auth).get('/api/settlement/requests')).body).toEqual([]);

    await proveControl(holder.auth, claimed);
    const seen = await call(holder.auth).get(`/api/settlement/cases/${verified}`);
    expect(seen.status).toBe(200);
    expect(seen.body.viewer).toBe('defaulter');
    // A report nobody verified, with no notice sent, is the reporter's and staff's alone — even for the proven business.
    expect((await call(holder.auth).get(`/api/settlement/cases/${processing}`)).status).toBe(404);
    expect((await open(processing)).status).toBe(404);
    expect(await db('settlement_requests').where({ case_id: processing })).toHaveLength(0);
    const opened = await open(verified);
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.body.requested_side).toBe('defaulter');
  });

  it('free trial: none for an unproven GSTIN (each self-claimed GSTIN would be a new one); one after proof', async () => {
    const { plan } = await planOnSale(db);
    await db('free_trials').insert({ plan_id: plan.id, days: 14, starts_at: new Date(Date.now() - 86_400_000) });
    const m = await signedIn(db);
    const claimed = await addBusiness(m.auth, sandboxGstin('09', pan));
    const offer = await call(m.auth).get(`/api/checkout/free-trial?planId=${plan.id}&businessId=${claimed.id}`);
    expect(offer.body).toMatchObject({ available: false, reason: CONTROL_PROOF_MESSAGES.notProven });
    const refused = await call(m.auth).post('/api/checkout/free-trial', { planId: plan.id, businessId: claimed.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CONTROL_PROOF_MESSAGES.notProven);
    expect(await db('free_trial_uses').where({ gstin: claimed.gstin })).toHaveLength(0);

    await proveControl(m.auth, claimed);
    expect((await call(m.auth).post('/api/checkout/free-trial', { planId: plan.id, businessId: claimed.id })).status).toBe(201);
  });

  it('notices go to the case’s contacts and a proven holder only: an unproven holder is not sent the reply link', async () => {
    const { noticeContacts } = await import('../../api/src/domain/caseNotices/noticeService');
    const holder = await signedIn(db);
    const claimed = await addBusiness(holder.auth, sandboxGstin('19', randomPan('C')));
    expect(await noticeContacts(db, 0, claimed.gstin)).toEqual([]);
    await proveControl(holder.auth, claimed);
    expect(await noticeContacts(db, 0, claimed.gstin)).toEqual([{ mobile: holder.user.mobile, email: holder.user.email ?? null }]);
  });
});

describe('proof of control in production', () => {
  it('is refused (503) on the offline sandbox unless GST_CONTROL=sandbox names a staging site', async () => {
    const prod = createTestApp({ production: true });
    try {
      const m = await signedIn(prod.db);
      const b = await createBusiness(prod.db, { userId: m.user.id, controlProven: false });
      await prod.db('businesses').where({ id: b.id }).update({ gst_verified_at: new Date() });
      const send = () => request(prod.app).post(`/api/businesses/${b.id}/control-proof/send`).set('Authorization', m.auth);
      const refused = await send();
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(CONTROL_PROOF_MESSAGES.unavailable);
      process.env.GST_CONTROL = 'sandbox';
      expect((await send()).status).toBe(200);
    } finally {
      delete process.env.GST_CONTROL;
      await prod.close();
    }
  });
});
