/**
 * GET /api/member/dashboard (issue 21 §2): everything the member's dashboard states, read from the
 * data in one call — the plans running on their businesses, the cases they reported (by status, with
 * amounts), the claims against their businesses, their open settlements with whose step is next, the
 * wallet, recent credit reports, and what needs their action first. Each part is read by the component
 * that owns it; this service only puts them side by side.
 */
import type { Knex } from 'knex';
import type { SignedInCall } from '../../callContext';
import type { DashboardPlan, MemberDashboard } from '../../contracts/memberDashboard';
import { claimsAgainstMe } from '../caseNotices';
import { listCirReports } from '../cir';
import { casesNeedingDocuments, reportedCaseTotals } from '../defaulterCases';
import { memberPlans } from '../membership';
import { openSettlements } from '../settlements';
import { memberActions } from './memberActions';

const SHOWN = 5;

export async function memberDashboard(db: Knex, call: SignedInCall, now = new Date()): Promise<MemberDashboard> {
  const userId = call.who.userId;
  const [plans, cases, claims, settlements, member, cirs, sentBack] = await Promise.all([
    memberPlans(db, userId, now),
    reportedCaseTotals(db, userId),
    claimsAgainstMe(db, userId, { openOnly: true }),
    openSettlements(db, call, SHOWN),
    db('users').where({ id: userId }).first('wallet_balance'),
    listCirReports(db, call, 1),
    casesNeedingDocuments(db, userId),
  ]);
  const own = plans.businesses.filter((b) => b.business_id !== null);
  const running: DashboardPlan[] = plans.businesses
    .filter((b) => b.active)
    .map((b) => ({
      business_id: b.business_id,
      business_name: b.trade_name,
      gstin: b.gstin,
      plan_name: b.active!.plan_name,
      ends_at: b.active!.ends_at,
      days_left: b.active!.days_left,
      queued: b.queued.length,
    }))
    .sort((a, b) => a.days_left - b.days_left);
  const activeBusinesses = await db('businesses').where({ user_id: userId, status: 1 }).count<{ n: string }[]>({ n: '*' });
  const businesses = Number(activeBusinesses[0]?.n ?? 0);
  // The plan that ends first warns first; a renewal already queued behind it means nothing is about to lapse.
  const lapsing = running.find((p) => p.queued === 0);
  return {
    businesses,
    plans: running,
    businesses_without_plan: own.filter((b) => !b.active).length,
    cases,
    claims: { open: claims.length, items: claims.slice(0, SHOWN) },
    settlements: { open: settlements.total, items: settlements.items },
    wallet_balance: String(member?.wallet_balance ?? '0.00'),
    cirs: cirs.slice(0, 3),
    actions: memberActions({
      businesses,
      plan:
        running.length === 0
          ? null
          : lapsing
            ? { plan_name: lapsing.plan_name, days_left: lapsing.days_left }
            : { plan_name: running[0]!.plan_name, days_left: Infinity },
      settlements: settlements.items,
      claims,
      casesNeedingDocuments: sentBack,
    }),
  };
}
