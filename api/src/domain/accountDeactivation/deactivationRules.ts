/**
 * Account deactivation (issue 8 §4): which status changes a request may make, how many days of a
 * plan were used, and what the deactivation slabs refund for them. Pure functions; money in
 * integer paise, percentages as decimal strings ('50.00'), never floats.
 */
import type { DeactivationStatus } from '../../contracts/memberAccount';
import { fromPaise, toPaise } from '../../validation/money';
import { DEACTIVATION_DATA_EFFECTS } from '../../contracts/memberAccount';

export { DEACTIVATION_DATA_EFFECTS };

export const OPEN_DEACTIVATION_STATUSES: readonly DeactivationStatus[] = ['requested', 'confirmed'];

export const isOpenDeactivation = (status: unknown) => OPEN_DEACTIVATION_STATUSES.includes(status as DeactivationStatus);

/** Who moves a request: the member (code confirmation, cancel) or staff (through the engine). */
export type DeactivationActor = 'member' | 'staff';

/**
 * Allowed moves: requested → confirmed (the member, with a code); requested/confirmed → cancelled
 * (either); confirmed → completed (staff approve, only after the member confirmed). A cancelled or
 * completed request is closed. Returns the refusal to show, or null when allowed.
 */
export function deactivationMoveRefusal(from: DeactivationStatus, to: DeactivationStatus, actor: DeactivationActor): string | null {
  if (from === to) return null;
  if (from === 'completed') return 'This deactivation request is already completed.';
  if (from === 'cancelled') return 'This deactivation request was cancelled. A new request is needed.';
  if (to === 'requested') return 'A request cannot go back to requested.';
  if (to === 'cancelled') return null;
  if (to === 'confirmed') return actor === 'member' ? null : 'Only the member confirms a request, with the code sent to their mobile.';
  // to === 'completed'
  if (actor !== 'staff') return 'Only staff complete a deactivation request.';
  return from === 'confirmed' ? null : 'The member has not confirmed this request with their code yet.';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days of a plan used at `now`: from its start to now (or to its end, when it has ended),
 * rounded up (spec §9: day differences round up to whole days). 0 before the start.
 */
export function planDaysUsed(startsAt: Date, endsAt: Date, now: Date): number {
  const until = Math.min(now.getTime(), endsAt.getTime());
  const ms = until - startsAt.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

export interface DeactivationSlab {
  min_days: number;
  max_days: number;
  /** '50.00' */
  refund_percent: string;
}

/** The slab whose [min_days, max_days] holds `days` (active slabs never overlap); undefined when none does. */
export function slabFor(days: number, slabs: readonly DeactivationSlab[]): DeactivationSlab | undefined {
  return slabs.find((s) => Number(s.min_days) <= days && days <= Number(s.max_days));
}

/** `percent` ('12.50') of `paise`, rounded half up to a whole paisa. */
export function percentOfPaise(paise: number, percent: string): number {
  const basisPoints = BigInt(toPaise(percent)); // '12.50' → 1250 hundredths of a percent
  const scaled = BigInt(paise) * basisPoints;
  return Number((scaled + 5000n) / 10000n);
}

export interface RefundFigures {
  days_used: number;
  refund_percent: string;
  refund_amount: string;
}

/** What the slabs refund of a plan's `fee` (rupees) after `daysUsed` days: no slab → nothing. */
export function refundFor(fee: string, daysUsed: number, slabs: readonly DeactivationSlab[]): RefundFigures {
  const slab = slabFor(daysUsed, slabs);
  const percent = fromPaise(toPaise(slab?.refund_percent ?? '0'));
  return { days_used: daysUsed, refund_percent: percent, refund_amount: fromPaise(percentOfPaise(toPaise(fee), percent)) };
}

/** The acknowledgement key of a deactivation request. */
export const deactivationReference = (id: number) => `DR-${id}`;
