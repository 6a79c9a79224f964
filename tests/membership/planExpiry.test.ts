/**
 * The plan-expiry job against real PostgreSQL: ended plans are expired and logged once, reminders go
 * out 7 days and 1 day before, once each, however often the job runs — including two runs at once.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevOutbox } from '../../api/src/domain/messages';
import { runPlanExpiry } from '../../api/src/domain/membership/planExpiryService';
import { createTestApp, createUser } from '../support/testApp';

const t = createTestApp();
const messaging = createDevOutbox({ revealSecrets: false });
let planVersionId = 0;
const now = new Date();
const DAY = 86_400_000;

beforeAll(async () => {
  const slug = `expiry-${crypto.randomBytes(3).toString('hex')}`;
  const [plan] = await t.db('membership_plans').insert({ name: 'Expiry Test Plan', slug }).returning('id');
  const [version] = await t
    .db('plan_versions')
    .insert({ plan_id: plan.id, version: 1, fee: '249.00', duration_value: 3, duration_unit: 'months', published: 1 })
    .returning('id');
  planVersionId = version.id;
});
afterAll(() => t.close());

async function subscription(endsInMs: number) {
  const user = await createUser(t.db);
  const [sub] = await t
    .db('subscriptions')
    .insert({
      user_id: user.id,
      plan_version_id: planVersionId,
      starts_at: new Date(now.getTime() - 80 * DAY),
      ends_at: new Date(now.getTime() + endsInMs),
    })
    .returning('id');
  return { id: Number(sub.id), user };
}

const logs = (subscriptionId: number) =>
  t.db('plan_expiry_logs').where({ subscription_id: subscriptionId }).orderBy('id').select('action', 'note');
const outbox = (to: string) => t.db('outbox_messages').where({ recipient: to }).select('channel', 'body');

describe('plan expiry job', () => {
  it('expires an ended plan once, and reminds 7 days and 1 day before, once each', async () => {
    const ended = await subscription(-60_000);
    const weekAway = await subscription(6 * DAY + 3_600_000);
    const dayAway = await subscription(3_600_000);
    const farAway = await subscription(30 * DAY);

    const first = await runPlanExpiry(t.db, messaging, now);
    expect(first.expired).toBeGreaterThanOrEqual(1);
    // Again, twice at the same time: nothing more happens.
    const again = await Promise.all([runPlanExpiry(t.db, messaging, now), runPlanExpiry(t.db, messaging, now)]);
    expect(again).toEqual([
      { expired: 0, reminded: 0 },
      { expired: 0, reminded: 0 },
    ]);

    expect(await t.db('subscriptions').where({ id: ended.id }).first('status')).toEqual({ status: 'expired' });
    expect(await logs(ended.id)).toEqual([{ action: 'expired', note: 'Plan period ended' }]);
    expect(await logs(weekAway.id)).toEqual([{ action: 'reminder_sent', note: '7 days before' }]);
    expect(await logs(dayAway.id)).toEqual([{ action: 'reminder_sent', note: '1 day before' }]);
    expect(await logs(farAway.id)).toEqual([]);

    const sms = await outbox(weekAway.user.mobile);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toMatch(/^Your Expiry Test Plan plan ends in 7 days, on \d{2}, [A-Z][a-z]{2}, \d{4}\./);
    expect(await outbox(weekAway.user.email)).toHaveLength(1);
    expect(await outbox(dayAway.user.mobile)).toHaveLength(1);
    expect(await outbox(farAway.user.mobile)).toHaveLength(0);
    expect(await t.db('audit_logs').where({ resource: 'subscriptions', record_id: String(ended.id), action: 'expire' })).toHaveLength(1);
  });

  it('sends the 1-day reminder after the 7-day one, when the plan gets that close', async () => {
    const sub = await subscription(6 * DAY);
    await runPlanExpiry(t.db, messaging, now);
    await runPlanExpiry(t.db, messaging, new Date(now.getTime() + 5.5 * DAY));
    await runPlanExpiry(t.db, messaging, new Date(now.getTime() + 5.6 * DAY));
    expect(await logs(sub.id)).toEqual([
      { action: 'reminder_sent', note: '7 days before' },
      { action: 'reminder_sent', note: '1 day before' },
    ]);
    await runPlanExpiry(t.db, messaging, new Date(now.getTime() + 6 * DAY));
    expect((await logs(sub.id)).map((l) => l.action)).toEqual(['reminder_sent', 'reminder_sent', 'expired']);
  });
});
