/**
 * When a settlement may be asked for, and for how much. A settlement is a promise to pay what a
 * reported case still says is owed, so:
 *  - the case must be open (not rejected, fully settled, removed or wrongly reported);
 *  - the amount is at most what is outstanding (due − settled − written off);
 *  - a full settlement is exactly the outstanding amount, a partial one less than it;
 *  - one open request per case at a time, so two offers never add up to more than is owed.
 * Amounts are rupee strings compared as integer paise, never floats.
 */
import { formatPaise, toPaise } from '../../validation';
import { isCaseStatus, isTerminal, statusLabel } from '../defaulterCases';

export const OPEN_REQUEST_STATUSES = ['initialised', 'inprogress', 'approved'] as const;

export interface CaseForSettlement {
  status: string;
  due_amount: string;
  settled_amount: string | null;
  write_off_amount: string | null;
}
export interface RequestedSettlement {
  amount: unknown;
  mode: unknown;
}
export interface SettlementProblem {
  field: 'case_id' | 'amount' | 'mode';
  message: string;
}

const paise = (v: string | null | undefined) => toPaise(String(v ?? '0'));
const rupees = formatPaise;

/** What is still owed on a case, in paise (never below zero). */
export function outstandingPaise(c: CaseForSettlement): number {
  return Math.max(0, paise(c.due_amount) - paise(c.settled_amount) - paise(c.write_off_amount));
}

/** The first reason the request cannot be made on this case, or undefined. */
export function settlementRequestProblem(c: CaseForSettlement, req: RequestedSettlement): SettlementProblem | undefined {
  if (!isCaseStatus(c.status) || isTerminal(c.status)) {
    const label = isCaseStatus(c.status) ? statusLabel(c.status) : c.status;
    return { field: 'case_id', message: `This case is ${label} and closed, so it cannot be settled.` };
  }
  const outstanding = outstandingPaise(c);
  if (outstanding === 0) return { field: 'case_id', message: 'Nothing is outstanding on this case.' };
  if (req.amount === undefined || req.amount === null || req.amount === '') return undefined; // the field rules answer
  const amount = toPaise(String(req.amount));
  if (amount > outstanding) {
    return { field: 'amount', message: `The amount cannot be more than the ${rupees(outstanding)} outstanding on this case.` };
  }
  if (req.mode === 'full' && amount !== outstanding) {
    return {
      field: 'amount',
      message: `A full settlement is the whole ${rupees(outstanding)} outstanding. Choose a partial settlement for less.`,
    };
  }
  if (req.mode === 'partial' && amount === outstanding) {
    return { field: 'mode', message: 'This amount settles the whole outstanding due: choose a full settlement.' };
  }
  return undefined;
}

/**
 * A payment recorded against a settlement request: never on a rejected request, and all payments
 * together never more than the amount agreed. `alreadyPaid` excludes the payment being written.
 */
export function settlementPaymentProblem(
  request: { status: string; amount: string },
  alreadyPaid: string | null,
  amount: unknown,
): SettlementProblem | undefined {
  if (request.status === 'rejected')
    return { field: 'amount', message: 'This settlement request was rejected, so no payment can be recorded against it.' };
  if (amount === undefined || amount === null || amount === '') return undefined;
  const agreed = paise(request.amount);
  const paid = paise(alreadyPaid);
  if (paid + toPaise(String(amount)) > agreed) {
    return {
      field: 'amount',
      message: `Payments would add up to more than the ${rupees(agreed)} agreed (${rupees(paid)} is already recorded).`,
    };
  }
  return undefined;
}
