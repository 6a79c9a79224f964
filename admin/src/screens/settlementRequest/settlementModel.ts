/**
 * What the settlement request page works out for itself, kept pure so it is unit-tested: how much
 * of the request has been paid out (summed in paise, never as floats), the account number as the
 * page may show it (last 4 digits only) and which parts of the page the signed-in role may load.
 */
import { formatPaise, paiseOrNull } from '@bakaya/api/validation';
import { canAccess } from '../../providers/canAccess';
import type { SessionUser } from '../../providers/session';

/** Rupees as the API sends them ('62080.00') → paise; null for blanks and anything malformed. */
export const paiseOf = paiseOrNull;

export type PaidState = 'none' | 'part' | 'full' | 'over';

export interface PaymentTotals {
  /** Sum of the payment rows, in paise. */
  paid: number;
  /** The request's amount in paise, or null when it is missing or malformed. */
  requested: number | null;
  /** requested − paid (negative when more was paid than asked); null without a request amount. */
  remaining: number | null;
  state: PaidState;
  /** Share of the request paid, 0-100, rounded down so 99.9 % never reads as 100 %. */
  percent: number;
  /** Payment rows whose amount could not be read (left out of the sum). */
  unreadable: number;
}

export function paymentTotals(requestAmount: unknown, payments: ReadonlyArray<{ amount?: unknown }>): PaymentTotals {
  const requested = paiseOf(requestAmount);
  let paid = 0;
  let unreadable = 0;
  for (const p of payments) {
    const amount = paiseOf(p.amount);
    if (amount === null) unreadable += 1;
    else paid += amount;
  }
  const state: PaidState = paid <= 0 ? 'none' : requested === null || paid < requested ? 'part' : paid === requested ? 'full' : 'over';
  const percent =
    requested !== null && requested > 0 ? Math.max(0, Math.min(100, Math.floor((paid * 100) / requested))) : paid > 0 ? 100 : 0;
  return { paid, requested, remaining: requested === null ? null : requested - paid, state, percent, unreadable };
}

/** The line under "Payment details": what was paid against the request, and what is left. */
export function paymentSummary(t: PaymentTotals): { headline: string; detail: string } {
  const headline = t.requested === null ? `${formatPaise(t.paid)} paid` : `${formatPaise(t.paid)} paid of ${formatPaise(t.requested)}`;
  let detail: string;
  switch (t.state) {
    case 'none':
      detail = 'Nothing paid out yet.';
      break;
    case 'full':
      detail = 'Paid in full.';
      break;
    case 'over':
      detail = `${formatPaise(-(t.remaining ?? 0))} more than the request amount.`;
      break;
    default:
      detail = t.remaining === null ? 'The request amount is not known.' : `${formatPaise(t.remaining)} still to pay.`;
  }
  if (t.unreadable) detail += ` ${t.unreadable} payment${t.unreadable === 1 ? '' : 's'} with an unreadable amount left out.`;
  return { headline, detail };
}

/**
 * The account number as the back office shows it: its last 4 digits behind a mask ('•••• 6789').
 * Whatever it is given, no more than 4 digits ever come out.
 */
export function maskedAccount(last4: unknown): string {
  if (typeof last4 !== 'string' && typeof last4 !== 'number') return '';
  const digits = String(last4).replace(/\D/g, '').slice(-4);
  return digits ? `•••• ${digits}` : '';
}

type AccessUser = Pick<SessionUser, 'role_id' | 'role_type' | 'accessAction'> | null | undefined;

/** Which parts of the page the role may load; each part stays out of the page otherwise. */
export function settlementAccess(user: AccessUser) {
  const may = (resource: string, action: string) => canAccess(user, { resource, action });
  return {
    /** The requester's name and link (Customer → detail view). */
    requester: may('customers', 'show'),
    /** The defaulter case summary and its link (Defaulter → detail view). */
    defaulterCase: may('defaulter-cases', 'show'),
    bankAccount: may('bank-accounts', 'show'),
    /** Record payments, release holds, reject (Settlement Request → process, as the API asks). */
    process: may('settlement-requests', 'process'),
    /** The case's timeline events (Defaulter → list view). */
    timeline: may('case-events', 'list'),
  };
}

export type SettlementAccess = ReturnType<typeof settlementAccess>;
