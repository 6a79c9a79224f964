/** The member agreement per business, free benefits and acknowledgements (issue 8 §4). */
import { afterAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../domain/fixtures';
import { createTestApp, signedIn } from '../support/testApp';
import { accountApi, giveActivePlan } from './accountApi';

const t = createTestApp();
const api = accountApi(t);
afterAll(() => t.close());

describe('the member agreement of a business', () => {
  it('shows the agreement in force; accepting records version, time and IP once per version, audited', async () => {
    const member = await signedIn(t.db);
    const business = await createBusiness(t.db, { userId: member.user.id });
    const path = `/api/businesses/${business.id}/agreement`;
    const setting = await t.db('global_settings').where({ key: 'member-agreement-version' }).first('value');

    const shown = await api.get(member.auth, path);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body).toMatchObject({ business: { id: business.id, gstin: business.gstin }, version: setting.value, accepted_at: null });
    expect(shown.body.text.length).toBeGreaterThan(50);

    const accepted = await api.post(member.auth, path, { version: shown.body.version });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body.accepted_at).toBeTruthy();
    const row = await t.db('business_agreements').where({ business_id: business.id }).first();
    expect(row).toMatchObject({ user_id: member.user.id, version: shown.body.version });
    expect(row.ip).toBeTruthy();
    expect(await t.db('audit_logs').where({ resource: 'business-agreements', record_id: String(row.id), action: 'accept' })).toHaveLength(
      1,
    );

    const again = await api.post(member.auth, path, { version: shown.body.version });
    expect(again.status).toBe(200);
    expect(again.body.accepted_at).toBe(accepted.body.accepted_at);
    expect((await api.get(member.auth, path)).body.accepted_at).toBe(accepted.body.accepted_at);
  });

  it('refuses a stale version (409) and asks again once staff change the version', async () => {
    const member = await signedIn(t.db);
    const business = await createBusiness(t.db, { userId: member.user.id });
    const path = `/api/businesses/${business.id}/agreement`;
    const current = (await api.get(member.auth, path)).body.version as string;
    const stale = await api.post(member.auth, path, { version: `${current}-old` });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/agreement has changed/);
    expect((await api.post(member.auth, path, {})).status).toBe(400);
    expect((await api.post(member.auth, path, { version: current })).status).toBe(201);

    await t.db('global_settings').where({ key: 'member-agreement-version' }).update({ value: 'test-next' });
    try {
      const renewed = await api.get(member.auth, path);
      expect(renewed.body).toMatchObject({ version: 'test-next', accepted_at: null });
      expect((await api.post(member.auth, path, { version: current })).status).toBe(409);
      expect((await api.post(member.auth, path, { version: 'test-next' })).status).toBe(201);
    } finally {
      await t.db('global_settings').where({ key: 'member-agreement-version' }).update({ value: current });
    }
  });

  it("is 404 for another member's business, a removed one, or an unknown id", async () => {
    const member = await signedIn(t.db);
    const other = await signedIn(t.db);
    const theirs = await createBusiness(t.db, { userId: other.user.id });
    const removed = await createBusiness(t.db, { userId: member.user.id, status: 0 });
    for (const id of [theirs.id, removed.id, 999_999_999]) {
      expect((await api.get(member.auth, `/api/businesses/${id}/agreement`)).status).toBe(404);
      expect((await api.post(member.auth, `/api/businesses/${id}/agreement`, { version: '1.0' })).status).toBe(404);
    }
    expect(await t.db('business_agreements').where({ business_id: theirs.id })).toHaveLength(0);
    expect((await api.get(undefined, `/api/businesses/${theirs.id}/agreement`)).status).toBe(401);
  });
});

describe('free benefits', () => {
  it('says honestly when there is no active plan', async () => {
    const member = await signedIn(t.db);
    const res = await api.get(member.auth, '/api/account/free-benefits');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ plan: null, benefits: [], message: expect.stringMatching(/no active membership plan/) });
  });

  it("lists the plan's grants, extra grants staff forced, and what was used", async () => {
    const member = await signedIn(t.db);
    const staff = await signedIn(t.db, { roleId: 2 });
    const { planName, subscriptionId } = await giveActivePlan(t.db, member.user.id, { daysAgo: 3, freeBusinesses: 2, freeCirs: 3 });
    await t.db('free_benefit_tracks').insert([
      { user_id: member.user.id, benefit: 'free_business', granted: 2, used: 1 },
      { user_id: member.user.id, benefit: 'free_cir', granted: 1, used: 1, forced_by: staff.user.id, note: 'Goodwill' },
    ]);
    const res = await api.get(member.auth, '/api/account/free-benefits');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.plan).toMatchObject({ subscription_id: subscriptionId, plan_name: planName, version: 1 });
    expect(res.body.benefits).toEqual([
      expect.objectContaining({ benefit: 'free_business', plan_grants: 2, extra_granted: 0, used: 1, remaining: 1 }),
      expect.objectContaining({ benefit: 'free_cir', plan_grants: 3, extra_granted: 1, used: 1, remaining: 3 }),
    ]);
    // Another member sees nothing of it.
    const other = await signedIn(t.db);
    expect((await api.get(other.auth, '/api/account/free-benefits')).body.plan).toBeNull();
  });

  it('ignores an expired subscription', async () => {
    const member = await signedIn(t.db);
    const { subscriptionId } = await giveActivePlan(t.db, member.user.id, { daysAgo: 3 });
    await t.db('subscriptions').where({ id: subscriptionId }).update({ status: 'expired' });
    expect((await api.get(member.auth, '/api/account/free-benefits')).body.plan).toBeNull();
  });
});

describe('acknowledgements', () => {
  it("shows the member's own records by key, and nobody else's", async () => {
    const member = await signedIn(t.db);
    const other = await signedIn(t.db);
    const [review] = await t
      .db('gstin_review_requests')
      .insert({ user_id: member.user.id, gstin: '08AAACB1234C1Z5', note: 'This GSTIN is ours, please check.' })
      .returning('id');
    const [deactivation] = await t
      .db('user_deactivation_requests')
      .insert({ user_id: member.user.id, reason: 'Closing the business for good.' })
      .returning('id');

    const gr = await api.get(member.auth, `/api/acknowledgements/gr-${review.id}`);
    expect(gr.status, JSON.stringify(gr.body)).toBe(200);
    expect(gr.body).toMatchObject({
      key: `GR-${review.id}`,
      kind: 'gstin_review_request',
      reference: `GSTIN review request #${review.id} (08AAACB1234C1Z5)`,
      status: 'open',
      message: expect.stringMatching(/support team will review/),
    });
    const dr = await api.get(member.auth, `/api/acknowledgements/DR-${deactivation.id}`);
    expect(dr.body).toMatchObject({
      kind: 'deactivation_request',
      status: 'requested',
      message: expect.stringMatching(/Confirm it with the code/),
    });

    for (const key of [`GR-${review.id}`, `DR-${deactivation.id}`])
      expect((await api.get(other.auth, `/api/acknowledgements/${key}`)).status).toBe(404);
    for (const key of ['XX-1', 'DR-0', 'DR-abc', `SR-${999_999_999}`])
      expect((await api.get(member.auth, `/api/acknowledgements/${key}`)).status).toBe(404);
    expect((await api.get(undefined, `/api/acknowledgements/GR-${review.id}`)).status).toBe(401);
  });
});
