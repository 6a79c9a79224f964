/**
 * Loads the facts `entitlement()` decides on, for one of a member's businesses: the plan bought for
 * that business (the one running now, else its latest, so an ended plan says "renew"), the plan
 * version's terms and tax rate, the member's free units used and granted (as free benefits counts
 * them), and whether this GSTIN may still start a free trial (never had one, and an offer is live).
 */
import type { Knex } from 'knex';
import type { FreeBenefit } from '../../contracts/memberAccount';
import type { EntitlementFacts, PlanTerms } from './entitlements';

export interface LoadedFacts extends EntitlementFacts {
  /** The plan version's IGST rate in percent ('18.00'): the total GST on a fee, however it is split. */
  gstPercent: string;
  /** The plan version that rate comes from (an invoice for a fee reads the rate from it), or null. */
  planVersionId: number | null;
}

/** The subscription as the statement answers it (JSON: dates as text). */
interface SubscriptionRow extends PlanTerms {
  status: 'active' | 'expired' | 'cancelled';
  starts_at: string;
  ends_at: string;
  igst_percent: string;
  plan_version_id: number;
}
interface TrackRow {
  benefit: FreeBenefit;
  used: number;
  extra_granted: number;
}

export async function loadEntitlementFacts(
  db: Knex | Knex.Transaction,
  business: { id: number; user_id: number; gstin: string },
  now: Date = new Date(),
): Promise<LoadedFacts> {
  const base = db('subscriptions as s')
    .join('plan_versions as v', 'v.id', 's.plan_version_id')
    .join('membership_plans as p', 'p.id', 'v.plan_id')
    .where('s.business_id', business.id)
    .first(
      's.status',
      's.starts_at',
      's.ends_at',
      'p.name as plan_name',
      'v.free_businesses',
      'v.free_cirs',
      db.raw('v.business_registration_fee::text AS business_registration_fee'),
      db.raw('v.cir_fee::text AS cir_fee'),
      db.raw('v.report_defaulter_fee::text AS report_defaulter_fee'),
      db.raw('v.igst_percent::text AS igst_percent'),
      's.plan_version_id',
    );
  const running = base
    .clone()
    .where('s.status', 'active')
    .where('s.starts_at', '<=', now)
    .where('s.ends_at', '>', now)
    .orderBy('s.ends_at', 'desc');
  const latest = base.clone().where('s.starts_at', '<=', now).orderBy('s.ends_at', 'desc');
  const tracks = db('free_benefit_tracks')
    .where({ user_id: business.user_id })
    .groupBy('benefit')
    .select(
      'benefit',
      db.raw('coalesce(sum(granted) FILTER (WHERE forced_by IS NOT NULL), 0)::int AS extra_granted'),
      db.raw('coalesce(sum(used), 0)::int AS used'),
    );
  const trialUsed = db('free_trial_uses').where({ gstin: business.gstin }).select(db.raw('1'));
  const offer = db('free_trials')
    .where({ status: 1 })
    .where('starts_at', '<=', now)
    .where((q) => void q.whereNull('ends_at').orWhere('ends_at', '>', now))
    .select(db.raw('1'));
  // ONE statement: the subscription running now (else the latest begun), the benefits used, the free trial.
  const row = (await db
    .select(
      db.raw('(SELECT to_jsonb(x) FROM (?) x) AS running', [running]),
      db.raw('(SELECT to_jsonb(x) FROM (?) x) AS latest', [latest]),
      db.raw(`(SELECT coalesce(jsonb_agg(x), '[]') FROM (?) x) AS tracks`, [tracks]),
      db.raw('EXISTS (?) AS trial_used', [trialUsed]),
      db.raw('EXISTS (?) AS offer', [offer]),
    )
    .first()) as {
    running: SubscriptionRow | null;
    latest: SubscriptionRow | null;
    tracks: TrackRow[];
    trial_used: boolean;
    offer: boolean;
  };
  const sub = row.running ?? row.latest;

  const used: Record<FreeBenefit, number> = { free_business: 0, free_cir: 0 };
  const extraGranted: Record<FreeBenefit, number> = { free_business: 0, free_cir: 0 };
  for (const t of row.tracks) {
    used[t.benefit] = Number(t.used);
    extraGranted[t.benefit] = Number(t.extra_granted);
  }

  return {
    now,
    subscription: sub
      ? {
          status: sub.status,
          starts_at: new Date(sub.starts_at),
          ends_at: new Date(sub.ends_at),
          terms: {
            plan_name: String(sub.plan_name),
            free_businesses: Number(sub.free_businesses),
            free_cirs: Number(sub.free_cirs),
            business_registration_fee: String(sub.business_registration_fee),
            cir_fee: String(sub.cir_fee),
            report_defaulter_fee: String(sub.report_defaulter_fee),
          },
        }
      : null,
    used,
    extraGranted,
    freeTrialAvailable: !row.trial_used && row.offer,
    gstPercent: sub ? String(sub.igst_percent) : '0',
    planVersionId: sub ? Number(sub.plan_version_id) : null,
  };
}
