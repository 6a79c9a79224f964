/**
 * A free trial of a membership plan for one of the member's businesses (issue 9 §1): the plan's offer
 * staff switched on (free-trial: a plan, a number of days, a window; the newest live one of the plan
 * applies), once per GSTIN ever
 * (free_trial_uses.gstin is unique), only for a business with no running plan whose control the member
 * proved (issue 18 §1: otherwise any GSTIN looked up would be a new trial). No money moves, so no
 * order, journal or invoice: a subscription for the trial's days, and an audit row.
 *
 * GET  /api/checkout/free-trial?planId=&businessId= → FreeTrialOffer
 * POST /api/checkout/free-trial { planId, businessId } → 201 { message, subscription }
 */
import type { Knex } from 'knex';
import { recordAction } from '../../audit/recordAction';
import type { SignedInCall } from '../../callContext';
import { FREE_TRIAL_MESSAGES, type FreeTrialInput, type FreeTrialOffer, type FreeTrialStarted } from '../../contracts/checkout';
import { CONTROL_NOT_PROVEN, controlProven } from '../businesses';
import { startSubscription } from '../membership';
import { refusal } from '../errors';

async function offerOn(db: Knex | Knex.Transaction, planId: number, now: Date) {
  return db('free_trials as t')
    .join('membership_plans as p', 'p.id', 't.plan_id')
    .where({ 't.plan_id': planId, 't.status': 1, 'p.status': 1 })
    .where('t.starts_at', '<=', now)
    .where((q) => void q.whereNull('t.ends_at').orWhere('t.ends_at', '>', now))
    .orderBy('t.id', 'desc')
    .first('t.id', 't.plan_id', 't.days', 'p.name as plan_name');
}

async function facts(
  db: Knex | Knex.Transaction,
  userId: number,
  { planId, businessId }: { planId: number; businessId: number },
  now: Date,
) {
  const business = await db('businesses').where({ id: businessId, user_id: userId, status: 1 }).first('id', 'gstin', 'control_proven_at');
  if (!business) throw refusal('BUSINESS_NOT_YOURS', {});
  const [offer, used, running] = await Promise.all([
    offerOn(db, planId, now),
    db('free_trial_uses').where({ gstin: business.gstin }).first('id'),
    db('subscriptions').where({ business_id: business.id, status: 'active' }).where('ends_at', '>', now).first('id'),
  ]);
  const reason = !offer
    ? FREE_TRIAL_MESSAGES.none
    : !controlProven(business)
      ? CONTROL_NOT_PROVEN
      : used
        ? FREE_TRIAL_MESSAGES.used
        : running
          ? FREE_TRIAL_MESSAGES.hasPlan
          : null;
  return { business, offer, reason };
}

/** The code of each reason a trial cannot start (the offer answers the reason's English; starting refuses with its code). */
const TRIAL_REFUSALS: Partial<Record<string, 'TRIAL_NONE' | 'CONTROL_NOT_PROVEN' | 'TRIAL_USED' | 'TRIAL_HAS_PLAN'>> = {
  [FREE_TRIAL_MESSAGES.none]: 'TRIAL_NONE',
  [CONTROL_NOT_PROVEN]: 'CONTROL_NOT_PROVEN',
  [FREE_TRIAL_MESSAGES.used]: 'TRIAL_USED',
  [FREE_TRIAL_MESSAGES.hasPlan]: 'TRIAL_HAS_PLAN',
};

export async function freeTrialOffer(db: Knex, call: SignedInCall, input: FreeTrialInput): Promise<FreeTrialOffer> {
  const f = await facts(db, call.who.userId, input, new Date());
  return {
    available: f.reason === null,
    reason: f.reason,
    planName: f.offer?.plan_name ?? null,
    days: f.offer ? Number(f.offer.days) : null,
  };
}

export async function startFreeTrial(db: Knex, call: SignedInCall, input: FreeTrialInput): Promise<FreeTrialStarted> {
  const { businessId } = input;
  const now = new Date();
  return db.transaction(async (trx) => {
    // The business row orders this after any plan being paid for it at the same moment.
    await trx('businesses').where({ id: businessId, user_id: call.who.userId }).forNoKeyUpdate().first('id');
    const { business, offer, reason } = await facts(trx, call.who.userId, input, now);
    if (!offer) throw refusal('TRIAL_NONE', {});
    if (reason) throw refusal(TRIAL_REFUSALS[reason] ?? 'TRIAL_NONE', {});
    const version = await trx('plan_versions')
      .where({ plan_id: offer.plan_id, published: 1 })
      .where('effective_from', '<=', now)
      .orderBy('version', 'desc')
      .first('id');
    if (!version) throw refusal('TRIAL_NONE', {});
    const [use] = await trx('free_trial_uses')
      .insert({ gstin: business.gstin, free_trial_id: offer.id, business_id: business.id, user_id: call.who.userId })
      .onConflict('gstin')
      .ignore()
      .returning('id');
    if (!use) throw refusal('TRIAL_USED', {});
    const endsAt = new Date(now.getTime() + Number(offer.days) * 86_400_000);
    const subscription = await startSubscription(trx, {
      user_id: call.who.userId,
      business_id: business.id,
      plan_version_id: version.id,
      starts_at: now,
      ends_at: endsAt,
    });
    await trx('free_trial_uses').where({ id: use.id }).update({ subscription_id: subscription.id });
    await recordAction(trx, call, {
      resource: 'subscriptions',
      recordId: subscription.id,
      action: 'free_trial',
      after: { business_id: business.id, gstin: business.gstin, free_trial_id: offer.id, days: Number(offer.days) },
    });
    return {
      message: FREE_TRIAL_MESSAGES.started,
      subscription: {
        id: Number(subscription.id),
        planName: offer.plan_name as string,
        startsAt: (subscription.starts_at as Date).toISOString(),
        endsAt: (subscription.ends_at as Date).toISOString(),
      },
    };
  });
}
