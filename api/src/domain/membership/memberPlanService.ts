/**
 * The money read models of the §7 plan calls (issue 9 §5), one query each:
 * - memberPlans: user/getPlan and admin/user/getPlan/{id} (./memberPlanRules.ts decides what runs);
 * - businessPlanStatus: business/plan/SignedStatus/fetch (plan running + member agreement signed);
 * - customerPlans: data/customer-plan (one line per member);
 * - expiredBusinesses: admin/fetchExpiredBusinesses/get.
 */
import type { Knex } from 'knex';
import type { FreeBenefitsAnswer } from '../../contracts/memberAccount';
import { refusal } from '../errors';
import { maskPhone } from '../../validation';
import { memberFreeBenefits } from '../freeBenefits';
import { businessAgreement } from '../memberAgreement';
import { plansByBusiness, type BusinessPlans, type SubscriptionFact } from './memberPlanRules';

export interface MemberPlansAnswer {
  user_id: number;
  businesses: Array<{ business_id: number | null; trade_name: string | null; gstin: string | null } & BusinessPlans>;
  /** The entitlement summary: the plan in effect now and its free businesses / CIRs left (as /account/free-benefits). */
  free_benefits: FreeBenefitsAnswer;
}

const subscriptionQuery = (db: Knex) =>
  db('subscriptions as s')
    .join('plan_versions as v', 'v.id', 's.plan_version_id')
    .join('membership_plans as p', 'p.id', 'v.plan_id')
    .select(
      's.id as subscription_id',
      's.business_id',
      's.user_id',
      'p.id as plan_id',
      'p.name as plan_name',
      'v.version',
      'v.fee',
      's.status',
      's.starts_at',
      's.ends_at',
    );

const toFact = (r: Record<string, unknown>): SubscriptionFact => ({
  subscription_id: Number(r.subscription_id),
  business_id: r.business_id == null ? null : Number(r.business_id),
  plan_id: Number(r.plan_id),
  plan_name: String(r.plan_name),
  version: Number(r.version),
  fee: String(r.fee),
  status: r.status as SubscriptionFact['status'],
  starts_at: new Date(r.starts_at as Date),
  ends_at: new Date(r.ends_at as Date),
});

/** A member's plans per business (their active businesses, then any other business a plan was for). 404 without such a member. */
export async function memberPlans(db: Knex, userId: number, now = new Date()): Promise<MemberPlansAnswer> {
  const user = await db('users as u')
    .join('roles as r', 'r.id', 'u.role_id')
    .where({ 'u.id': userId, 'r.role_type': 'customer' })
    .first('u.id');
  if (!user) throw refusal('MEMBER_UNKNOWN', { id: userId });
  const [businesses, subs, free_benefits] = await Promise.all([
    db('businesses').where({ user_id: userId, status: 1 }).orderBy('id').select('id', 'trade_name', 'gstin'),
    subscriptionQuery(db).where('s.user_id', userId).whereNot('s.status', 'cancelled').orderBy('s.id'),
    memberFreeBenefits(db, userId),
  ]);
  const plans = plansByBusiness(subs.map(toFact), now);
  const empty: BusinessPlans = { active: null, queued: [], last_expired: null };
  const listed = businesses.map((b) => ({ business_id: Number(b.id), trade_name: String(b.trade_name), gstin: String(b.gstin) }));
  const others = [...plans.keys()].filter((id) => !listed.some((b) => b.business_id === id));
  const otherRows = others.length
    ? await db('businesses')
        .whereIn(
          'id',
          others.filter((id): id is number => id !== null),
        )
        .select('id', 'trade_name', 'gstin')
    : [];
  const extra = others.map((id) => {
    const row = otherRows.find((b) => Number(b.id) === id);
    return { business_id: id, trade_name: row ? String(row.trade_name) : null, gstin: row ? String(row.gstin) : null };
  });
  return {
    user_id: userId,
    businesses: [...listed, ...extra].map((b) => ({ ...b, ...(plans.get(b.business_id) ?? empty) })),
    free_benefits,
  };
}

/** business/plan/SignedStatus/fetch: the member's own business (404 otherwise). */
export async function businessPlanStatus(db: Knex, userId: number, businessId: number, now = new Date()) {
  const agreement = await businessAgreement(db, userId, businessId);
  const subs = await subscriptionQuery(db).where({ 's.user_id': userId, 's.business_id': businessId }).whereNot('s.status', 'cancelled');
  const plans = plansByBusiness(subs.map(toFact), now).get(businessId);
  return {
    business_id: businessId,
    has_active_plan: !!plans?.active,
    plan: plans?.active ?? null,
    agreement: {
      version: agreement.version,
      signed: agreement.accepted_at !== null,
      accepted_at: agreement.accepted_at,
    },
  };
}

export interface PageQuery {
  page: number;
  perPage: number;
  q?: string;
}

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A running plan: status active and now within [starts_at, ends_at). */
const running = (db: Knex, alias = 's') =>
  db.raw(`${alias}.status = 'active' AND ${alias}.starts_at <= now() AND ${alias}.ends_at > now()`);

/**
 * data/customer-plan: per member, the plan in effect (the highest fee among their running plans, as
 * get/user/isAbleToUpgrade/check picks it), when it ends, and how many of their businesses a plan covers now.
 */
export async function customerPlans(db: Knex, query: PageQuery & { userId?: number }) {
  const base = db('users as u')
    .join('roles as r', 'r.id', 'u.role_id')
    .where('r.role_type', 'customer')
    .modify((q) => {
      if (query.userId) q.where('u.id', query.userId);
      if (query.q) q.where((w) => void w.whereILike('u.name', likeOf(query.q!)).orWhereILike('u.mobile', likeOf(query.q!)));
    });
  const [{ count }] = await base.clone().count({ count: '*' });
  const rows = await base
    .clone()
    .select('u.id', 'u.name', 'u.mobile')
    .select(
      db.raw('(SELECT count(*)::int FROM businesses b WHERE b.user_id = u.id AND b.status = 1) AS businesses'),
      db.raw(`(SELECT count(DISTINCT s.business_id)::int FROM subscriptions s WHERE s.user_id = u.id AND ?) AS businesses_covered`, [
        running(db),
      ]),
    )
    .select(
      db.raw(
        `(SELECT json_build_object('subscription_id', s.id, 'plan_id', p.id, 'plan_name', p.name, 'fee', v.fee::text, 'ends_at', s.ends_at)
          FROM subscriptions s JOIN plan_versions v ON v.id = s.plan_version_id JOIN membership_plans p ON p.id = v.plan_id
          WHERE s.user_id = u.id AND ? ORDER BY v.fee DESC, s.ends_at DESC LIMIT 1) AS plan`,
        [running(db)],
      ),
    )
    .orderBy('u.id', 'desc')
    .offset((query.page - 1) * query.perPage)
    .limit(query.perPage);
  type PlanJson = { subscription_id: number; plan_id: number; plan_name: string; fee: string; ends_at: string };
  const data = (rows as Array<{ id: number; name: string; businesses: number; businesses_covered: number; plan: PlanJson | null }>).map(
    (r) => ({
      user_id: Number(r.id),
      name: String(r.name),
      active_plan: r.plan
        ? {
            subscription_id: Number(r.plan.subscription_id),
            plan_id: Number(r.plan.plan_id),
            plan_name: String(r.plan.plan_name),
            fee: String(r.plan.fee),
          }
        : null,
      ends_at: r.plan ? new Date(r.plan.ends_at).toISOString() : null,
      businesses: Number(r.businesses),
      businesses_covered: Number(r.businesses_covered),
    }),
  );
  return { data, total: Number(count) };
}

/**
 * admin/fetchExpiredBusinesses/get: active businesses that had a plan, none of whose plans is running
 * or queued now; with the plan that ended last. Newest endings first. Owner mobiles masked (spec §9)
 * unless `reveal` (Customer → detailView).
 */
export async function expiredBusinesses(db: Knex, query: PageQuery, reveal: boolean) {
  const base = db
    .with('last', (q) =>
      q
        .from('subscriptions as s')
        .join('plan_versions as v', 'v.id', 's.plan_version_id')
        .join('membership_plans as p', 'p.id', 'v.plan_id')
        .whereNotNull('s.business_id')
        .distinctOn('s.business_id')
        .orderBy([{ column: 's.business_id' }, { column: 's.ends_at', order: 'desc' }, { column: 's.id', order: 'desc' }])
        .select('s.business_id', 's.id as subscription_id', 's.status', 's.ends_at', 'p.id as plan_id', 'p.name as plan_name'),
    )
    .from('last as l')
    .join('businesses as b', 'b.id', 'l.business_id')
    .join('users as u', 'u.id', 'b.user_id')
    .where('b.status', 1)
    .whereRaw(`NOT EXISTS (SELECT 1 FROM subscriptions x WHERE x.business_id = b.id AND x.status = 'active' AND x.ends_at > now())`)
    .modify((q) => {
      if (query.q) {
        const like = likeOf(query.q);
        q.where(
          (w) =>
            void w
              .whereILike('b.trade_name', like)
              .orWhereILike('b.gstin', like)
              .orWhereILike('u.name', like)
              .orWhereILike('u.mobile', like),
        );
      }
    });
  const [{ count }] = await base.clone().count({ count: '*' });
  const rows = await base
    .clone()
    .select('b.id as business_id', 'b.trade_name', 'b.gstin', 'u.id as user_id', 'u.name as owner_name', 'u.mobile as owner_mobile')
    .select('l.subscription_id', 'l.status', 'l.ends_at', 'l.plan_id', 'l.plan_name')
    .orderBy([
      { column: 'l.ends_at', order: 'desc' },
      { column: 'b.id', order: 'desc' },
    ])
    .offset((query.page - 1) * query.perPage)
    .limit(query.perPage);
  const data = (rows as Array<Record<string, string | number | Date | null>>).map((r) => ({
    business_id: Number(r.business_id),
    trade_name: String(r.trade_name),
    gstin: String(r.gstin),
    owner: {
      user_id: Number(r.user_id),
      name: String(r.owner_name),
      mobile: r.owner_mobile ? (reveal ? String(r.owner_mobile) : maskPhone(String(r.owner_mobile))) : null,
    },
    plan: {
      subscription_id: Number(r.subscription_id),
      plan_id: Number(r.plan_id),
      plan_name: String(r.plan_name),
      status: String(r.status),
    },
    ended_at: new Date(r.ends_at as Date).toISOString(),
  }));
  return { data, total: Number(count) };
}
