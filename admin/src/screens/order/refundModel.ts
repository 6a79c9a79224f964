/**
 * The refund of a paid order, as staff ask for it (POST /api/admin/orders/:id/refund): what is
 * left to refund, and the form's own checks before anything is sent. Pure, so it is unit-tested.
 */
import { fromPaise, paiseOrNull } from '@bakaya/api/validation';

export type RefundTo = 'wallet' | 'gateway';

export interface RefundForm {
  amount: string;
  to: RefundTo;
  reason: string;
}

export type RefundErrors = Partial<Record<keyof RefundForm, string>>;

export interface RefundAnswer {
  message: string;
  creditNote: { id: number; number: string; total: string };
  refundedSoFar: string;
  refundable: string;
}

export const REASON_MIN = 10;

/** Paise of a stored or typed rupee amount; NaN when it is not one. */
const paiseOf = (value: unknown): number => paiseOrNull(value) ?? Number.NaN;

/** What is left to refund: the invoice's total (the order's, before it has one) minus its credit notes. */
export function refundablePaise(orderTotal: unknown, invoiceTotal: unknown, creditNoteTotals: readonly unknown[]): number {
  const total = paiseOf(invoiceTotal ?? orderTotal);
  const credited = creditNoteTotals.reduce<number>((sum, t) => sum + (paiseOf(t) || 0), 0);
  return Number.isNaN(total) ? 0 : Math.max(0, total - credited);
}

export const initialRefund = (refundable: number): RefundForm => ({ amount: fromPaise(refundable), to: 'wallet', reason: '' });

/** The form's own checks (the server checks again, under the invoice's lock). */
export function refundErrors(form: RefundForm, refundable: number): RefundErrors {
  const errors: RefundErrors = {};
  const paise = paiseOf(form.amount);
  if (form.amount.trim() === '' || Number.isNaN(paise)) errors.amount = 'Enter the amount in rupees, e.g. 1180.00.';
  else if (paise <= 0) errors.amount = 'The amount must be more than ₹0.00.';
  else if (paise > refundable) errors.amount = `At most ₹${fromPaise(refundable)} is left to refund.`;
  if (form.to !== 'wallet' && form.to !== 'gateway') errors.to = 'Choose where the money goes.';
  if (form.reason.trim().length < REASON_MIN) errors.reason = `Give a reason of at least ${REASON_MIN} characters.`;
  return errors;
}

/** The request body: the amount with two decimals, the reason trimmed. */
export const refundBody = (form: RefundForm) => ({ amount: fromPaise(paiseOf(form.amount)), to: form.to, reason: form.reason.trim() });
