/** A member asks support to review a GSTIN someone else holds, and switches between their businesses (issue 8 §4). */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { GSTIN_REVIEW_LIMIT } from '../../api/src/contracts/memberBusiness';
import { createBusiness } from '../domain/fixtures';
import { signedIn } from '../support/testApp';
import { freshGstin, memberSuite } from './memberApi';

const { t, api, people } = memberSuite();

const NOTE = 'This GSTIN is on our own invoices since 2019; please check.';

describe('POST /api/businesses/gstin-review', () => {
  it('records the request, audits it, and mails the support address from global settings', async () => {
    const theirs = await createBusiness(t.db, { userId: people.other.user.id });
    const res = await api.requestReview(people.member.auth, { gstin: theirs.gstin.toLowerCase(), note: NOTE });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ gstin: theirs.gstin, status: 'open', message: expect.stringMatching(/support team will review/) });

    const row = await t.db('gstin_review_requests').where({ id: res.body.id }).first();
    expect(row).toMatchObject({ user_id: people.member.user.id, gstin: theirs.gstin, note: NOTE, status: 'open', staff_remarks: null });
    const audit = await t
      .db('audit_logs')
      .where({ resource: 'gstin-review-requests', record_id: String(res.body.id), action: 'create' })
      .first();
    expect(audit).toMatchObject({ actor_user_id: people.member.user.id });

    const support = (await t.db('global_settings').where({ key: 'support-mail' }).first('value'))?.value ?? 'support@bakaya.in';
    const mail = await t
      .db('outbox_messages')
      .where({ recipient: support, template: 'gstin-review-request' })
      .orderBy('id', 'desc')
      .first();
    expect(mail).toMatchObject({ channel: 'email', subject: `GSTIN review requested: ${theirs.gstin}` });
    expect(mail.body).toContain(`#${res.body.id}`);
    expect(mail.body).toContain(people.member.user.mobile);
    expect(mail.body).toContain(NOTE);
  });

  it('is visible to the member (own only, read-only) and to staff under Customer management', async () => {
    const theirs = await createBusiness(t.db, { userId: people.other.user.id });
    const created = await api.requestReview(people.member.auth, { gstin: theirs.gstin, note: NOTE });
    expect(created.status).toBe(201);
    const mine = await api.get(people.member.auth, '/api/gstin-review-requests');
    expect(mine.status).toBe(200);
    expect(mine.body.map((r: { id: number }) => r.id)).toContain(created.body.id);
    expect((await api.get(people.other.auth, `/api/gstin-review-requests/${created.body.id}`)).status).toBe(404);

    const staff = await signedIn(t.db, { roleId: 2 });
    expect((await api.get(staff.auth, `/api/gstin-review-requests/${created.body.id}`)).body).toMatchObject({
      gstin: theirs.gstin,
      status: 'open',
    });
    const resolved = await request(t.app)
      .put(`/api/gstin-review-requests/${created.body.id}`)
      .set('Authorization', staff.auth)
      .send({ status: 'resolved', staff_remarks: 'Transferred after checking documents.' });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    // Members cannot file one through the generic create (405 naming the flow, issue 18 §2), nor change one.
    const generic = await request(t.app)
      .post('/api/gstin-review-requests')
      .set('Authorization', people.member.auth)
      .send({ gstin: theirs.gstin, note: NOTE });
    expect(generic.status).toBe(405);
    expect(generic.body.message).toContain('POST /api/businesses/gstin-review');
    expect(
      (
        await request(t.app)
          .put(`/api/gstin-review-requests/${created.body.id}`)
          .set('Authorization', people.member.auth)
          .send({ status: 'open' })
      ).status,
    ).toBe(403);
  });

  it('refuses a second open request for the same GSTIN, a GSTIN nobody or the member holds, and bad input', async () => {
    const theirs = await createBusiness(t.db, { userId: people.other.user.id });
    expect((await api.requestReview(people.member.auth, { gstin: theirs.gstin, note: NOTE })).status).toBe(201);
    const again = await api.requestReview(people.member.auth, { gstin: theirs.gstin, note: NOTE });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already asked support/);

    const free = await api.requestReview(people.member.auth, { gstin: freshGstin(), note: NOTE });
    expect(free.status).toBe(400);
    expect(free.body.errors.gstin).toMatch(/add it to your businesses yourself/);
    const mine = await createBusiness(t.db, { userId: people.member.user.id });
    expect((await api.requestReview(people.member.auth, { gstin: mine.gstin, note: NOTE })).status).toBe(400);

    const badGstin = await api.requestReview(people.member.auth, { gstin: '27AAPFU0939F1ZX', note: NOTE });
    expect(badGstin.status).toBe(400);
    expect(badGstin.body.errors.gstin).toMatch(/check digit/);
    const shortNote = await api.requestReview(people.member.auth, { gstin: theirs.gstin, note: 'mine' });
    expect(shortNote.status).toBe(400);
    expect(shortNote.body.errors.note).toMatch(/at least 10 characters/);
  });

  it(`limits a member to ${GSTIN_REVIEW_LIMIT.max} requests a day (429 with Retry-After)`, async () => {
    const busy = await signedIn(t.db);
    for (let i = 0; i < GSTIN_REVIEW_LIMIT.max; i++) {
      const b = await createBusiness(t.db, { userId: people.other.user.id });
      expect((await api.requestReview(busy.auth, { gstin: b.gstin, note: NOTE })).status).toBe(201);
    }
    const b = await createBusiness(t.db, { userId: people.other.user.id });
    const refused = await api.requestReview(busy.auth, { gstin: b.gstin, note: NOTE });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db('gstin_review_requests').where({ user_id: busy.user.id })).toHaveLength(GSTIN_REVIEW_LIMIT.max);
  });
});

describe('the active business', () => {
  it('is none until chosen; a member switches between their own, audited', async () => {
    const holder = await signedIn(t.db);
    expect((await api.active(holder.auth)).body).toEqual({ active_business_id: null, business: null });
    const a = await createBusiness(t.db, { userId: holder.user.id });
    const b = await createBusiness(t.db, { userId: holder.user.id });

    const first = await api.activate(holder.auth, a.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ active_business_id: a.id, business: { id: a.id, gstin: a.gstin, user_id: holder.user.id } });
    const second = await api.activate(holder.auth, b.id);
    expect(second.body.active_business_id).toBe(b.id);
    expect((await api.active(holder.auth)).body).toMatchObject({ active_business_id: b.id, business: { id: b.id } });
    expect(Number((await t.db('users').where({ id: holder.user.id }).first('active_business_id')).active_business_id)).toBe(b.id);
    const audit = await t
      .db('audit_logs')
      .where({ resource: 'businesses', record_id: String(b.id), action: 'activate' })
      .first();
    expect(audit).toMatchObject({
      actor_user_id: holder.user.id,
      before: { active_business_id: a.id },
      after: { active_business_id: b.id },
    });
  });

  it('refuses another member’s business or a removed one with 404, leaving the choice as it was', async () => {
    const holder = await signedIn(t.db);
    const mine = await createBusiness(t.db, { userId: holder.user.id });
    expect((await api.activate(holder.auth, mine.id)).status).toBe(200);
    const theirs = await createBusiness(t.db, { userId: people.other.user.id });
    expect((await api.activate(holder.auth, theirs.id)).status).toBe(404);
    const removed = await createBusiness(t.db, { userId: holder.user.id, status: 0 });
    expect((await api.activate(holder.auth, removed.id)).status).toBe(404);
    expect((await api.activate(holder.auth, 'abc')).status).toBe(404);
    expect((await api.active(holder.auth)).body.active_business_id).toBe(mine.id);

    // A business removed after it was chosen is no longer answered as active.
    await t.db('businesses').where({ id: mine.id }).update({ status: 0 });
    expect((await api.active(holder.auth)).body).toEqual({ active_business_id: null, business: null });
  });

  it('needs a signed-in caller', async () => {
    expect((await request(t.app).get('/api/businesses/active')).status).toBe(401);
    expect((await request(t.app).post('/api/businesses/1/activate')).status).toBe(401);
  });
});
