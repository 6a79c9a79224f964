/**
 * What the settlement page reads out of the flow (GET /api/settlement/requests/:id), kept pure so it is
 * unit-tested: the schedule with what has been paid towards each instalment, each side's signature of
 * the current letter, what may still be paid, and the fees and cashback of the payments. Integer paise.
 */
import type { SettlementDetailsView, SettlementSide, SettlementSignatureView } from '@bakaya/api/contracts';
import type { Choice } from '@bakaya/api/registry';
import { paiseOf } from './settlementModel';

export type InstalmentState = 'paid' | 'part' | 'due' | 'overdue';

export interface ScheduleRow {
  seq: number;
  /** 'YYYY-MM-DD'; null for a settlement paid in one go (it has no dated schedule). */
  due_on: string | null;
  amount: number;
  /** Paid towards this instalment, in paise. */
  paid: number;
  state: InstalmentState;
}

/** As chips (EnumChip): what each line of the schedule reads. */
export const INSTALMENT_STATES: ReadonlyArray<Choice & { id: InstalmentState }> = [
  { id: 'paid', name: 'Paid', colour: '#2E7D32' },
  { id: 'part', name: 'Part paid', colour: '#1E88E5' },
  { id: 'due', name: 'Due', colour: '#9E9E9E' },
  { id: 'overdue', name: 'Overdue', colour: '#E53935' },
];

const paise = (v: unknown) => paiseOf(v) ?? 0;

/**
 * The schedule, each line with what has been paid towards it: the request keeps one running total
 * (paid_amount), which pays the earliest instalment first. A line is overdue when it is not fully
 * paid and its day (IST, 'YYYY-MM-DD' like `today`) has passed; a one-go settlement is one line.
 */
export function scheduleRows(flow: Pick<SettlementDetailsView, 'request' | 'instalments'>, today: string): ScheduleRow[] {
  const lines =
    flow.instalments.length > 0
      ? [...flow.instalments].sort((a, b) => a.seq - b.seq)
      : [{ seq: 1, due_on: null as string | null, amount: flow.request.amount }];
  let left = Math.max(0, paise(flow.request.paid_amount));
  return lines.map((line) => {
    const amount = paise(line.amount);
    const paid = Math.min(left, amount);
    left -= paid;
    const state: InstalmentState =
      paid >= amount ? 'paid' : line.due_on !== null && line.due_on < today ? 'overdue' : paid > 0 ? 'part' : 'due';
    return { seq: line.seq, due_on: line.due_on, amount, paid, state };
  });
}

export type SignatureState = 'signed' | 'stale' | 'unsigned';

export interface SideSignature {
  side: SettlementSide;
  state: SignatureState;
  /** The signature that counts, else the side's latest one (made over an earlier letter), else null. */
  signature: SettlementSignatureView | null;
}

export const SIGNATURE_STATES: ReadonlyArray<Choice & { id: SignatureState }> = [
  { id: 'signed', name: 'Signed', colour: '#2E7D32' },
  { id: 'stale', name: 'Signed an earlier version', colour: '#FB8C00' },
  { id: 'unsigned', name: 'Not signed yet', colour: '#9E9E9E' },
];

export const SIDE_NAMES: Record<SettlementSide, string> = {
  reporter: 'Reporter (receives the money)',
  defaulter: 'Defaulter (pays)',
};

/** Each side's signature of the letter as it is now: signed, signed an earlier version (stale), or not yet. */
export function signatureSides(signatures: readonly SettlementSignatureView[]): SideSignature[] {
  return (['reporter', 'defaulter'] as const).map((side) => {
    const mine = signatures.filter((s) => s.side === side);
    const valid = mine.filter((s) => s.valid).at(-1);
    if (valid) return { side, state: 'signed', signature: valid };
    const last = mine.at(-1);
    return last ? { side, state: 'stale', signature: last } : { side, state: 'unsigned', signature: null };
  });
}

export const bothSigned = (signatures: readonly SettlementSignatureView[]) => signatureSides(signatures).every((s) => s.state === 'signed');

/**
 * What may still be paid on the request: what it agreed less what is recorded, and never more than
 * the case's outstanding (due − settled − written off). The server checks the same under its locks
 * (settlementFlowRules.payablePaise); this only says what to offer.
 */
export function payablePaise(flow: Pick<SettlementDetailsView, 'request' | 'case'>): number {
  const onRequest = paise(flow.request.amount) - paise(flow.request.paid_amount);
  const outstanding = paise(flow.case.due_amount) - paise(flow.case.settled_amount) - paise(flow.case.write_off_amount);
  return Math.max(0, Math.min(onRequest, outstanding));
}

/** The amount to suggest for the next payment: what is left of the first instalment not yet paid, within what may be paid. */
export function suggestedPaymentPaise(flow: Pick<SettlementDetailsView, 'request' | 'case' | 'instalments'>, today: string): number {
  const next = scheduleRows(flow, today).find((r) => r.state !== 'paid');
  return Math.min(next ? next.amount - next.paid : 0, payablePaise(flow));
}

export interface FeeTotals {
  serviceCharge: number;
  commission: number;
  cashback: number;
}

/** The platform's charges (owed by the receiving side) and the payer's instant cashback over all payments. */
export function feeTotals(payments: ReadonlyArray<{ service_charge: unknown; commission: unknown; cashback: unknown }>): FeeTotals {
  return payments.reduce<FeeTotals>(
    (t, p) => ({
      serviceCharge: t.serviceCharge + paise(p.service_charge),
      commission: t.commission + paise(p.commission),
      cashback: t.cashback + paise(p.cashback),
    }),
    { serviceCharge: 0, commission: 0, cashback: 0 },
  );
}
