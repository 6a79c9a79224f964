/**
 * Pure rules of a supplier's credit sale (issue 10 §6): the amount a sale must add up to, the checks
 * between fields, the status a member sees, and the overdue transactions that become a defaulter
 * report. Money in integer paise; quantities in thousandths; tax in hundredths of a percent.
 */
import { formatPaise } from '../../validation';
import { expectedAmountPaise, type TransactionStatus } from '../../contracts/businessTransactions';
import { toPaise } from '../../validation';

export { expectedAmountPaise };

export interface TransactionFacts {
  unit_value: string;
  quantity: string;
  tax_percentage: string;
  amount: string;
  advance_paid: string;
  invoice_date: string;
  due_date: string;
}

/** Field → message for every rule between fields that the values break (empty: all good). */
export function transactionFieldErrors(t: TransactionFacts): Record<string, string> {
  const errors: Record<string, string> = {};
  const expected = expectedAmountPaise(t.unit_value, t.quantity, t.tax_percentage);
  const amount = toPaise(t.amount);
  if (amount !== expected) {
    errors.amount = `The amount should be unit value × quantity plus ${t.tax_percentage} % tax = ${formatPaise(expected)}.`;
  }
  if (amount <= 0) errors.amount = 'The amount must be more than zero.';
  if (toPaise(t.advance_paid) > amount) errors.advance_paid = 'The advance paid cannot be more than the amount.';
  if (t.due_date < t.invoice_date) errors.due_date = 'The due date cannot be before the invoice date.';
  return errors;
}

/** What is still to be paid: amount − advance, in paise (never below zero). */
export const outstandingPaise = (t: { amount: string; advance_paid: string }) => Math.max(0, toPaise(t.amount) - toPaise(t.advance_paid));

/** Overdue: the due date has passed (a date before today in IST) and something is still to be paid. */
export function isOverdue(t: { amount: string; advance_paid: string; due_date: string | null }, todayIst: string): boolean {
  return !!t.due_date && t.due_date < todayIst && outstandingPaise(t) > 0;
}

/**
 * The status a member sees. Paid first (nothing left to pay), then awaiting consent (the buyer has not
 * agreed to it being recorded), then overdue, else open.
 */
export function transactionStatus(
  t: { amount: string; advance_paid: string; due_date: string | null },
  consented: boolean,
  todayIst: string,
): TransactionStatus {
  if (outstandingPaise(t) === 0) return 'paid';
  if (!consented) return 'awaiting_consent';
  return isOverdue(t, todayIst) ? 'overdue' : 'open';
}

/**
 * Which changes a supplier may make. Before the buyer consents: anything. After: only recording
 * money received — a higher advance (never lower: the buyer agreed to the record as it stood).
 */
export function updateRefusal(
  consented: boolean,
  before: { advance_paid: string },
  changes: Record<string, unknown>,
): { field: string; message: string } | null {
  if (!consented) return null;
  const other = Object.keys(changes).find((k) => k !== 'advance_paid');
  if (other) {
    return { field: other, message: 'Your buyer has consented to this transaction, so only a payment received can be recorded on it now.' };
  }
  if (changes.advance_paid !== undefined && toPaise(String(changes.advance_paid)) < toPaise(before.advance_paid)) {
    return { field: 'advance_paid', message: 'The amount received cannot go down once your buyer has consented.' };
  }
  return null;
}
