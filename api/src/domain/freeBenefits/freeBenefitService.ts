/** GET /account/free-benefits: the member's plan in effect now and its free benefits (read-only). */
import type { Knex } from 'knex';
import type { FreeBenefit, FreeBenefitsAnswer } from '../../contracts/memberAccount';
import { freeBenefitLines, freeBenefitsMessage, NO_PLAN_MESSAGE, type BenefitTally } from './freeBenefitRules';

export async function memberFreeBenefits(db: Knex, userId: number): Promise<FreeBenefitsAnswer> {
  const sub = await db('subscriptions as s')
    .join('plan_versions as v', 'v.id', 's.plan_version_id')
    .join('membership_plans as p', 'p.id', 'v.plan_id')
    .where({ 's.user_id': userId, 's.status': 'active' })
    .whereRaw('s.starts_at <= now() AND s.ends_at > now()')
    .orderBy('s.ends_at', 'desc')
    .first('s.id', 's.starts_at', 's.ends_at', 'v.version', 'v.free_businesses', 'v.free_cirs', 'p.name as plan_name');
  if (!sub) return { plan: null, benefits: [], message: NO_PLAN_MESSAGE };
  const rows = await db('free_benefit_tracks')
    .where({ user_id: userId })
    .groupBy('benefit')
    .select(
      'benefit',
      db.raw('coalesce(sum(granted) FILTER (WHERE forced_by IS NOT NULL), 0)::int AS extra_granted'),
      db.raw('coalesce(sum(used), 0)::int AS used'),
    );
  const tally: Partial<Record<FreeBenefit, BenefitTally>> = Object.fromEntries(
    rows.map((r: { benefit: FreeBenefit; extra_granted: number; used: number }) => [
      r.benefit,
      { extra_granted: r.extra_granted, used: r.used },
    ]),
  );
  const benefits = freeBenefitLines({ free_businesses: Number(sub.free_businesses), free_cirs: Number(sub.free_cirs) }, tally);
  return {
    plan: {
      subscription_id: Number(sub.id),
      plan_name: String(sub.plan_name),
      version: Number(sub.version),
      starts_at: new Date(sub.starts_at).toISOString(),
      ends_at: new Date(sub.ends_at).toISOString(),
    },
    benefits,
    message: freeBenefitsMessage(benefits),
  };
}
