/** Helpers of the member-account suites: calls held to the served OpenAPI document, and plan fixtures. */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { checkedCaller } from '../support/servedOpenApi';
import type { createTestApp } from '../support/testApp';

type TestApp = ReturnType<typeof createTestApp>;

export function accountApi(t: TestApp) {
  const call = checkedCaller(t.app);
  return {
    get: (auth: string | undefined, path: string) => call('get', path, auth),
    post: (auth: string | undefined, path: string, body?: unknown) => call('post', path, auth, body),
    put: (auth: string | undefined, path: string, body: unknown) => call('put', path, auth, body),
  };
}

/** A plan version and an active subscription of `userId` that started `daysAgo` days (plus an hour) ago. */
export async function giveActivePlan(
  db: Knex,
  userId: number,
  opts: { daysAgo: number; fee?: string; freeBusinesses?: number; freeCirs?: number },
) {
  const slug = `plan-${crypto.randomUUID().slice(0, 8)}`;
  const [plan] = await db('membership_plans')
    .insert({ name: `Gold ${slug}`, slug })
    .returning(['id', 'name']);
  const [version] = await db('plan_versions')
    .insert({
      plan_id: plan.id,
      version: 1,
      fee: opts.fee ?? '2999.00',
      duration_value: 1,
      duration_unit: 'years',
      free_businesses: opts.freeBusinesses ?? 2,
      free_cirs: opts.freeCirs ?? 3,
      published: 1,
    })
    .returning('id');
  const [subscription] = await db('subscriptions')
    .insert({
      user_id: userId,
      plan_version_id: version.id,
      starts_at: db.raw(`now() - (? * interval '1 day') - interval '1 hour'`, [opts.daysAgo]),
      ends_at: db.raw(`now() + interval '300 days'`),
      status: 'active',
    })
    .returning('id');
  return { planName: plan.name as string, subscriptionId: Number(subscription.id) };
}
