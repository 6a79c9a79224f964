/**
 * One answer to "may this member's business do X now, and what does it cost?" (issue 9 §1). Pure: the
 * caller loads the facts (the active subscription's plan-version terms, free quota used, extra grants
 * staff forced, whether this GSTIN may still start a free trial). The cases and CIR issues call it;
 * nothing else computes a price. Amounts are integer paise before GST (the invoice adds the tax).
 *
 * Decisions (the spec is silent): reporting a defaulter and generating a CIR need an active plan; a
 * plan is active from starts_at (inclusive) to ends_at (exclusive) while its status is 'active'; the
 * free quota of the plan plus staff's extra grants is used first, then the plan's fee for the service
 * applies; a fee of 0 means the plan includes the service.
 */
import type { FreeBenefit } from '../../contracts/memberAccount';
import { CASE_FLOW_MESSAGES } from '../../contracts/caseFlowMessages';
import { toPaise } from '../../validation/money';
import { remainingFree } from '../freeBenefits';

export type Service = 'business_registration' | 'cir' | 'report_defaulter';
export type { FreeBenefit };

/** The money and quota columns of a plan version (money as the database gives it: decimal strings). */
export interface PlanTerms {
  plan_name: string;
  free_businesses: number;
  free_cirs: number;
  business_registration_fee: string;
  cir_fee: string;
  report_defaulter_fee: string;
}

export interface EntitlementFacts {
  now: Date;
  subscription: { status: 'active' | 'expired' | 'cancelled'; starts_at: Date; ends_at: Date; terms: PlanTerms } | null;
  /** Free units already used under the member's plan. */
  used: Record<FreeBenefit, number>;
  /** Units staff granted beyond the plan (Free benefits force track). */
  extraGranted: Record<FreeBenefit, number>;
  /** This GSTIN has never had a free trial (one per GSTIN). */
  freeTrialAvailable: boolean;
}

export type Entitlement =
  | { allowed: false; reason: 'no_plan' | 'plan_expired'; message: string; freeTrialAvailable: boolean }
  | { allowed: true; basis: 'free_quota'; benefit: FreeBenefit; pricePaise: 0; remainingAfter: number; daysLeft: number }
  | { allowed: true; basis: 'plan_fee'; pricePaise: number; daysLeft: number };

const DAY_MS = 86_400_000;
const FREE_BENEFIT_OF: Partial<Record<Service, FreeBenefit>> = { business_registration: 'free_business', cir: 'free_cir' };
const FEE_OF: Record<Service, keyof PlanTerms> = {
  business_registration: 'business_registration_fee',
  cir: 'cir_fee',
  report_defaulter: 'report_defaulter_fee',
};

/** Whole days left on a plan, a part of a day counting as a day (spec §9); 0 once it has ended. */
export const daysLeft = (endsAt: Date, now: Date): number => Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));

export function planIsActive(s: EntitlementFacts['subscription'], now: Date): boolean {
  return !!s && s.status === 'active' && s.starts_at.getTime() <= now.getTime() && now.getTime() < s.ends_at.getTime();
}

/** How many free units of a benefit are left: the plan's quota plus extra grants, less what was used (never below 0). */
export function freeLeft(benefit: FreeBenefit, terms: PlanTerms, facts: Pick<EntitlementFacts, 'used' | 'extraGranted'>): number {
  const quota = benefit === 'free_business' ? terms.free_businesses : terms.free_cirs;
  return remainingFree(quota, facts.extraGranted[benefit], facts.used[benefit]);
}

export function entitlement(service: Service, facts: EntitlementFacts): Entitlement {
  const s = facts.subscription;
  if (!planIsActive(s, facts.now)) {
    const expired = !!s && (s.status === 'expired' || facts.now.getTime() >= s.ends_at.getTime());
    return {
      allowed: false,
      reason: expired ? 'plan_expired' : 'no_plan',
      message: expired ? CASE_FLOW_MESSAGES.planEnded : CASE_FLOW_MESSAGES.needsPlan,
      freeTrialAvailable: facts.freeTrialAvailable,
    };
  }
  const left = daysLeft(s!.ends_at, facts.now);
  const benefit = FREE_BENEFIT_OF[service];
  if (benefit) {
    const free = freeLeft(benefit, s!.terms, facts);
    if (free > 0) return { allowed: true, basis: 'free_quota', benefit, pricePaise: 0, remainingAfter: free - 1, daysLeft: left };
  }
  return { allowed: true, basis: 'plan_fee', pricePaise: toPaise(s!.terms[FEE_OF[service]] as string), daysLeft: left };
}
