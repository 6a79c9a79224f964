import type { Knex } from 'knex';
import type { UpgradeFacts } from './upgradeEligibility';

export interface CurrentPlan {
  subscription_id: number;
  plan_id: number;
  plan_name: string;
  fee: string;
  ends_at: Date;
}

/** The facts upgradeDecision needs about one member, and their current plan (for the answer). */
export async function loadUpgradeFacts(db: Knex, userId: number): Promise<UpgradeFacts & { currentPlan: CurrentPlan | null }> {
  const [current, onSale, open] = await Promise.all([
    db('subscriptions as s')
      .join('plan_versions as v', 'v.id', 's.plan_version_id')
      .join('membership_plans as p', 'p.id', 'v.plan_id')
      .where({ 's.user_id': userId, 's.status': 'active' })
      .where('s.starts_at', '<=', db.fn.now())
      .where('s.ends_at', '>', db.fn.now())
      .orderBy('v.fee', 'desc')
      .first('s.id as subscription_id', 'p.id as plan_id', 'p.name as plan_name', 'v.fee', 's.ends_at'),
    db('plan_versions as v')
      .join('membership_plans as p', 'p.id', 'v.plan_id')
      .where({ 'p.status': 1, 'v.published': 1 })
      .where('v.effective_from', '<=', db.fn.now())
      .max({ fee: 'v.fee' })
      .first(),
    db('user_deactivation_requests').where({ user_id: userId }).whereIn('status', ['requested', 'confirmed']).first('id'),
  ]);
  return {
    openDeactivation: Boolean(open),
    currentFee: current ? Number(current.fee) : null,
    bestFeeOnSale: onSale?.fee == null ? null : Number(onSale.fee),
    currentPlan: current ? { ...current, subscription_id: Number(current.subscription_id), plan_id: Number(current.plan_id) } : null,
  };
}
