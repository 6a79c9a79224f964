/**
 * Staff changing a member's plan now (issue 9 §5), each in one transaction with its audit row:
 * - upgradeSubscription (admin/user/upgrade/subscription): a staff decision, free of charge — the plan
 *   running on the business is cancelled (status 'cancelled', ends now) and the chosen plan's current
 *   published version starts now for its full duration. Queued renewals the member paid for stay queued.
 * - expireSubscriptions (admin/user/expire): the running plans of one business or of every business
 *   end now (status 'expired'), each logged in plan_expiry_logs as 'manually_expired' with who and why.
 *   Queued renewals the member paid for are left alone.
 * The business row is locked (FOR NO KEY UPDATE, as the paid-order settlement does) so a payment
 * landing at the same moment waits and then sees the change.
 */
import type { Knex } from 'knex';
import { z } from 'zod';
import { recordAction } from '../../audit/recordAction';
import { updateAudited } from '../../audit/auditedWrite';
import type { SignedInCall } from '../../callContext';
import { planPeriod, type DurationUnit } from '../payments';
import { reason as coded, refusal } from '../errors';

const id = (what: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: `Choose the ${what}.` })
      .int(`Choose the ${what}.`)
      .positive(`Choose the ${what}.`),
  );
const reason = z
  .string({ error: 'Give the reason (at least 10 characters).' })
  .trim()
  .min(10, 'Give the reason (at least 10 characters).')
  .max(250, 'Keep the reason under 250 characters.');

export const upgradeInput = z.object({ userId: id('member'), businessId: id('business'), planId: id('plan'), reason });
export const expireInput = z.object({
  userId: id('member'),
  businessId: z.preprocess((v) => (v === '' || v === null ? undefined : v), id('business').optional()),
  reason,
});

/** The end of a plan stopped now; never at or before its start (the table's check). */
const endNow = (trx: Knex.Transaction, now: Date) => trx.raw("greatest(?::timestamptz, starts_at + interval '1 millisecond')", [now]);

async function memberOf(trx: Knex.Transaction, userId: number) {
  const user = await trx('users as u')
    .join('roles as r', 'r.id', 'u.role_id')
    .where({ 'u.id': userId, 'r.role_type': 'customer' })
    .first('u.id', 'u.name');
  if (!user) throw refusal('MEMBER_UNKNOWN', { id: userId });
  return user;
}

async function lockOwnBusiness(trx: Knex.Transaction, userId: number, businessId: number) {
  const business = await trx('businesses').where({ id: businessId }).forNoKeyUpdate().first('id', 'user_id', 'status', 'trade_name');
  if (!business || Number(business.user_id) !== userId || business.status !== 1)
    throw refusal('NOT_MEMBERS_BUSINESS', {}, { businessId: coded('CHOOSE_MEMBERS_BUSINESS', {}) });
  return business;
}

const runningPlans = (trx: Knex.Transaction, now: Date) =>
  trx('subscriptions as s')
    .join('plan_versions as v', 'v.id', 's.plan_version_id')
    .join('membership_plans as p', 'p.id', 'v.plan_id')
    .where('s.status', 'active')
    .where('s.starts_at', '<=', now)
    .where('s.ends_at', '>', now)
    .orderBy('s.id')
    .forUpdate('s')
    .select(
      's.id',
      's.user_id',
      's.business_id',
      's.plan_version_id',
      's.starts_at',
      's.ends_at',
      'p.id as plan_id',
      'p.name as plan_name',
    );

export async function upgradeSubscription(db: Knex, call: SignedInCall, input: z.output<typeof upgradeInput>, now = new Date()) {
  return db.transaction(async (trx) => {
    await memberOf(trx, input.userId);
    await lockOwnBusiness(trx, input.userId, input.businessId);
    const open = await trx('user_deactivation_requests')
      .where({ user_id: input.userId })
      .whereIn('status', ['requested', 'confirmed'])
      .first('id');
    if (open) throw refusal('PLAN_ACCOUNT_CLOSING', {});
    const plan = await trx('membership_plans').where({ id: input.planId, status: 1 }).first('id', 'name');
    const version = plan
      ? await trx('plan_versions')
          .where({ plan_id: plan.id, published: 1 })
          .where('effective_from', '<=', now)
          .orderBy('version', 'desc')
          .first('id', 'version', 'duration_value', 'duration_unit')
      : undefined;
    if (!plan || !version) throw refusal('PLAN_CHOICE_NOT_ON_SALE', {}, { planId: coded('PLAN_CHOOSE_ON_SALE', {}) });
    const current = await runningPlans(trx, now).where('s.business_id', input.businessId);
    if (current.some((s) => Number(s.plan_id) === Number(plan.id)))
      throw refusal('PLAN_ALREADY_ON', { plan: String(plan.name) }, { planId: coded('PLAN_CHOOSE_ANOTHER', {}) });

    const cancelled = current.length
      ? await trx('subscriptions')
          .whereIn(
            'id',
            current.map((s) => s.id),
          )
          .update({ status: 'cancelled', ends_at: endNow(trx, now), updated_at: trx.fn.now() }, ['id', 'ends_at'])
      : [];
    const period = planPeriod(now, { value: version.duration_value, unit: version.duration_unit as DurationUnit }, null);
    const [started] = await trx('subscriptions')
      .insert({
        user_id: input.userId,
        business_id: input.businessId,
        plan_version_id: version.id,
        starts_at: period.startsAt,
        ends_at: period.endsAt,
        status: 'active',
      })
      .returning(['id', 'starts_at', 'ends_at']);
    await recordAction(trx, call, {
      resource: 'subscriptions',
      recordId: Number(started.id),
      action: 'staff_upgrade',
      before: current.map((s) => ({
        id: Number(s.id),
        plan_id: Number(s.plan_id),
        plan_name: s.plan_name,
        status: 'active',
        ends_at: s.ends_at,
      })),
      after: {
        user_id: input.userId,
        business_id: input.businessId,
        plan_id: Number(plan.id),
        plan_version_id: Number(version.id),
        starts_at: started.starts_at,
        ends_at: started.ends_at,
        cancelled: cancelled.map((c) => Number(c.id)),
        reason: input.reason,
      },
    });
    return {
      subscription_id: Number(started.id),
      user_id: input.userId,
      business_id: input.businessId,
      plan_id: Number(plan.id),
      plan_name: String(plan.name),
      version: Number(version.version),
      starts_at: new Date(started.starts_at).toISOString(),
      ends_at: new Date(started.ends_at).toISOString(),
      cancelled_subscription_ids: cancelled.map((c) => Number(c.id)),
    };
  });
}

export async function expireSubscriptions(db: Knex, call: SignedInCall, input: z.output<typeof expireInput>, now = new Date()) {
  return db.transaction(async (trx) => {
    await memberOf(trx, input.userId);
    if (input.businessId) await lockOwnBusiness(trx, input.userId, input.businessId);
    else await trx('businesses').where({ user_id: input.userId }).orderBy('id').forNoKeyUpdate().select('id');
    const subs = await runningPlans(trx, now)
      .where('s.user_id', input.userId)
      .modify((q) => {
        if (input.businessId) q.where('s.business_id', input.businessId);
      });
    if (!subs.length) throw refusal(input.businessId ? 'BUSINESS_NO_RUNNING_PLAN' : 'MEMBER_NO_RUNNING_PLAN', {});
    const note = `By ${call.who.roleName} user #${call.who.userId}: ${input.reason}`.slice(0, 300);
    const expired = [];
    for (const s of subs) {
      const row = await updateAudited<{ ends_at: string | Date }>(
        trx,
        call,
        'subscriptions',
        Number(s.id),
        { status: 'expired', ends_at: endNow(trx, now), updated_at: trx.fn.now() },
        {
          resource: 'subscriptions',
          action: 'staff_expire',
          before: { status: 'active', ends_at: s.ends_at },
          returning: ['id', 'ends_at'],
          shown: (r) => ({ status: 'expired', ends_at: r.ends_at, reason: input.reason }),
        },
      );
      await trx('plan_expiry_logs').insert({
        user_id: s.user_id,
        business_id: s.business_id,
        subscription_id: s.id,
        plan_name: s.plan_name,
        expired_at: row.ends_at,
        action: 'manually_expired',
        performed_by: call.who.userId,
        note,
      });
      expired.push({
        subscription_id: Number(s.id),
        business_id: s.business_id == null ? null : Number(s.business_id),
        plan_name: String(s.plan_name),
        ended_at: new Date(row.ends_at).toISOString(),
      });
    }
    return { user_id: input.userId, expired };
  });
}
