/**
 * What a member's plan grants for free (/free-benefits, read-only until the money issue): the plan
 * version's free businesses and free CIRs, plus grants staff forced (Free benefits force track),
 * less what was used. Pure rules.
 */
import type { FreeBenefit, FreeBenefitLine } from '../../contracts/memberAccount';

export const FREE_BENEFITS: ReadonlyArray<{ benefit: FreeBenefit; label: string; planColumn: 'free_businesses' | 'free_cirs' }> = [
  { benefit: 'free_business', label: 'Free business registrations', planColumn: 'free_businesses' },
  { benefit: 'free_cir', label: 'Free credit information reports (CIR)', planColumn: 'free_cirs' },
];

export interface BenefitTally {
  /** Grants staff forced for the member (tracks with forced_by). */
  extra_granted: number;
  used: number;
}

/** Free units left: what the plan grants plus staff's extra grants, less what was used — never below 0. */
export const remainingFree = (planGrants: number, extraGranted: number, used: number): number =>
  Math.max(0, planGrants + extraGranted - used);

/** One line per benefit: what the plan grants, extra grants, used, and what is left (never below 0). */
export function freeBenefitLines(
  plan: Record<'free_businesses' | 'free_cirs', number>,
  tally: Partial<Record<FreeBenefit, BenefitTally>>,
): FreeBenefitLine[] {
  return FREE_BENEFITS.map(({ benefit, label, planColumn }) => {
    const planGrants = Math.max(0, Number(plan[planColumn]) || 0);
    const extra = Math.max(0, tally[benefit]?.extra_granted ?? 0);
    const used = Math.max(0, tally[benefit]?.used ?? 0);
    return { benefit, label, plan_grants: planGrants, extra_granted: extra, used, remaining: remainingFree(planGrants, extra, used) };
  });
}

export const NO_PLAN_MESSAGE =
  'You have no active membership plan, so no free benefits yet. Choose a plan to get free businesses and CIRs.';

export function freeBenefitsMessage(lines: readonly FreeBenefitLine[]): string {
  const left = lines.filter((l) => l.remaining > 0);
  if (!left.length) return 'You have used all the free benefits of your plan.';
  return `Left on your plan: ${left.map((l) => `${l.label}: ${l.remaining}`).join('; ')}.`;
}
