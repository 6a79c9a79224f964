/**
 * What needs the member's action first (issue 21 §2), from the facts the dashboard read: pure, so the
 * order is tested without a database. Most urgent first: a settlement step that is theirs (money is
 * moving), a claim whose reply window is running (it will count against them), a report staff sent
 * back for documents, a plan about to end (or none while they hold businesses), then getting started.
 */
import type { MemberAction } from '../../contracts/memberDashboard';
import type { SettlementStep } from '../../contracts/settlementSteps';

export type { MemberAction };

export interface MemberActionFacts {
  businesses: number;
  plan: { plan_name: string; days_left: number } | null;
  settlements: Array<{ id: number; counterparty: string; next: { step: SettlementStep; mine: boolean } }>;
  claims: Array<{
    case_id: number;
    reporter_name: string;
    reply_window_ends_at: string | null;
    accepted_at: string | null;
    dispute: unknown;
  }>;
  casesNeedingDocuments: Array<{ id: number; defaulter_name: string }>;
}

/** Days before the end from which a running plan is flagged. */
export const PLAN_EXPIRY_WARNING_DAYS = 7;

export function memberActions(f: MemberActionFacts): MemberAction[] {
  const actions: MemberAction[] = [];
  for (const s of f.settlements)
    if (s.next.mine && s.next.step !== 'done')
      actions.push({ kind: 'settlement_step', settlement_id: s.id, step: s.next.step, counterparty: s.counterparty });
  for (const c of f.claims)
    if (c.reply_window_ends_at && !c.accepted_at && !c.dispute)
      actions.push({ kind: 'claim_reply', case_id: c.case_id, reporter_name: c.reporter_name, until: c.reply_window_ends_at });
  for (const c of f.casesNeedingDocuments) actions.push({ kind: 'case_documents', case_id: c.id, defaulter_name: c.defaulter_name });
  if (f.plan && f.plan.days_left <= PLAN_EXPIRY_WARNING_DAYS)
    actions.push({ kind: 'plan_expiring', plan_name: f.plan.plan_name, days_left: f.plan.days_left });
  if (!f.plan && f.businesses > 0) actions.push({ kind: 'no_plan' });
  if (f.businesses === 0) actions.push({ kind: 'add_business' });
  return actions;
}
