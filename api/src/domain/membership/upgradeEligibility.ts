/**
 * get/user/isAbleToUpgrade/check: may a member move to a higher membership plan now? A pure rule
 * over the facts one query gathers (./upgradeFacts.ts).
 */
export interface UpgradeFacts {
  /** An open (requested or confirmed) account-deactivation request. */
  openDeactivation: boolean;
  /** The fee of the member's best active subscription, or null without one. */
  currentFee: number | null;
  /** The highest fee of a plan on sale now (active plan, published version in effect), or null when none is. */
  bestFeeOnSale: number | null;
}

export type UpgradeDecision = { able: boolean; reason: string };

export function upgradeDecision(f: UpgradeFacts): UpgradeDecision {
  if (f.openDeactivation) return { able: false, reason: 'Your account has an open deactivation request, so the plan cannot be changed.' };
  if (f.bestFeeOnSale === null) return { able: false, reason: 'No membership plan is on sale right now.' };
  if (f.currentFee === null) return { able: true, reason: 'You have no active plan: you can choose any membership plan.' };
  if (f.currentFee >= f.bestFeeOnSale) return { able: false, reason: 'You are already on our highest plan.' };
  return { able: true, reason: 'A higher membership plan is available.' };
}
