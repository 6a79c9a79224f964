/** A free trial (issue 9 §1): once per GSTIN even when asked five times at once; only with an offer on and no running plan. */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/testApp';
import { memberWithBusiness, planOnSale } from './support';

const t = createTestApp();
const { app, db } = t;
afterAll(() => t.close());

let trialId: number;
let planId: number;
beforeAll(async () => {
  const { plan } = await planOnSale(db);
  planId = Number(plan.id);
  const [trial] = await db('free_trials')
    .insert({ plan_id: plan.id, days: 14, starts_at: new Date(Date.now() - 86_400_000) })
    .returning('id');
  trialId = Number(trial.id);
});

const offer = (auth: string, businessId: number) =>
  request(app).get(`/api/checkout/free-trial?planId=${planId}&businessId=${businessId}`).set('Authorization', auth);
const start = (auth: string, businessId: unknown) =>
  request(app).post('/api/checkout/free-trial').set('Authorization', auth).send({ planId, businessId });

describe('free trial', () => {
  it('starts once per GSTIN: five requests at once make one 14-day plan', async () => {
    const m = await memberWithBusiness(db);
    expect((await offer(m.auth, m.business.id)).body).toMatchObject({ available: true, days: 14, reason: null });
    const answers = await Promise.all(Array.from({ length: 5 }, () => start(m.auth, m.business.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const ok = answers.find((a) => a.status === 201)!;
    expect(ok.body.message).toBe('Your free trial has started');
    const days = (Date.parse(ok.body.subscription.endsAt) - Date.parse(ok.body.subscription.startsAt)) / 86_400_000;
    expect(days).toBe(14);
    expect(await db('subscriptions').where({ business_id: m.business.id })).toHaveLength(1);
    expect(await db('free_trial_uses').where({ gstin: m.business.gstin, free_trial_id: trialId })).toHaveLength(1);
    expect((await offer(m.auth, m.business.id)).body).toMatchObject({ available: false });
  });

  it('the same GSTIN under another member, after the business changed hands, gets no second trial', async () => {
    const first = await memberWithBusiness(db);
    expect((await start(first.auth, first.business.id)).status).toBe(201);
    const second = await memberWithBusiness(db);
    await db('free_trial_uses').where({ gstin: first.business.gstin }).update({ business_id: null, subscription_id: null });
    await db('subscriptions').where({ business_id: first.business.id }).del();
    await db('businesses').where({ id: first.business.id }).update({ user_id: second.user.id });
    const again = await start(second.auth, first.business.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This GSTIN has already had its free trial.');
  });

  it('refuses another member’s business, a bad id, and answers 404 when no offer is on', async () => {
    const m = await memberWithBusiness(db);
    const other = await memberWithBusiness(db);
    expect((await start(m.auth, other.business.id)).status).toBe(404);
    const bad = await start(m.auth, 'abc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.businessId).toBeTruthy();
    expect((await request(app).post('/api/checkout/free-trial').send({ planId, businessId: m.business.id })).status).toBe(401);
    await db('free_trials').where({ id: trialId }).update({ status: 0 });
    try {
      expect((await offer(m.auth, m.business.id)).body).toMatchObject({
        available: false,
        reason: 'This plan has no free trial on offer right now.',
      });
      expect((await start(m.auth, m.business.id)).status).toBe(404);
      expect(await db('subscriptions').where({ business_id: m.business.id })).toHaveLength(0);
    } finally {
      await db('free_trials').where({ id: trialId }).update({ status: 1 });
    }
  });
});
