/**
 * The settlement flow's pure rules (issue 10 §5): the schedule of a request (full, or up to 24 dated
 * instalments adding up to the amount), what a payment may be, and what each payment costs and earns
 * (service charges, the commission slab, the instant cashback slab). Integer paise only.
 */
import { formatPaise, fromPaise, toPaise } from '../../validation';

export const MAX_INSTALMENTS = 24;
export type Schedule = 'full' | 'instalments';
export type Side = 'reporter' | 'defaulter';

export interface InstalmentInput {
  due_on: string;
  amount: string;
}

const paise = (v: string | null | undefined) => toPaise(String(v ?? '0'));

/**
 * Field errors of a schedule (empty when sound). `today` is the IST calendar day 'YYYY-MM-DD';
 * instalments may fall due today but not before, in strictly ascending order.
 */
export function scheduleProblems(amountPaise: number, schedule: Schedule, instalments: readonly InstalmentInput[], today: string) {
  const errors: Record<string, string> = {};
  if (schedule === 'full') {
    if (instalments.length > 0) errors.instalments = 'A settlement paid in one go has no instalments. Choose instalments to split it.';
    return errors;
  }
  if (instalments.length < 2) errors.instalments = 'Split the amount into at least 2 instalments, or choose one full payment.';
  else if (instalments.length > MAX_INSTALMENTS) errors.instalments = `At most ${MAX_INSTALMENTS} instalments are allowed.`;
  let total = 0;
  let previous = '';
  instalments.forEach((i, n) => {
    if (i.due_on < today) errors[`instalments.${n}.due_on`] = 'An instalment cannot fall due in the past.';
    else if (previous && i.due_on <= previous) errors[`instalments.${n}.due_on`] = 'Each instalment must fall due after the one before it.';
    previous = i.due_on;
    const a = paise(i.amount);
    if (a <= 0) errors[`instalments.${n}.amount`] = 'An instalment must be more than ₹0.';
    total += a;
  });
  if (!errors.instalments && total !== amountPaise) {
    errors.instalments = `The instalments add up to ${formatPaise(total)}, but the settlement is for ${formatPaise(amountPaise)}.`;
  }
  return errors;
}

/** What can still be paid on a request: what it agreed less what is recorded, and never more than the case's outstanding. */
export function payablePaise(request: { amount: string; paid_amount: string }, caseOutstandingPaise: number): number {
  return Math.max(0, Math.min(paise(request.amount) - paise(request.paid_amount), caseOutstandingPaise));
}

export interface PaymentRefusal {
  status: 400 | 409;
  field: string;
  message: string;
}

/** Why this payment cannot be recorded now, or undefined. */
export function paymentRefusal(
  request: { status: string; amount: string; paid_amount: string },
  signedSides: readonly string[],
  caseOutstandingPaise: number,
  amountPaise: number,
): PaymentRefusal | undefined {
  if (request.status === 'rejected')
    return { status: 409, field: 'amount', message: 'This settlement request was rejected, so no payment can be recorded against it.' };
  if (request.status === 'settled') return { status: 409, field: 'amount', message: 'This settlement is already fully paid.' };
  if (request.status === 'initialised')
    return { status: 409, field: 'amount', message: 'Confirm the settlement request with the code sent to your mobile first.' };
  if (!signedSides.includes('reporter') || !signedSides.includes('defaulter'))
    return { status: 409, field: 'amount', message: 'Both sides must sign the settlement letter before payments are recorded.' };
  const payable = payablePaise(request, caseOutstandingPaise);
  if (amountPaise <= 0) return { status: 400, field: 'amount', message: 'The amount must be more than ₹0.' };
  if (amountPaise > payable)
    return {
      status: 400,
      field: 'amount',
      message: `The amount cannot be more than the ${formatPaise(payable)} still to be paid on this settlement.`,
    };
  return undefined;
}

export interface Slab {
  min_amount: string;
  max_amount: string | null;
  type: 'flat' | 'percent';
  value: string;
}

/** The active slab whose range holds the amount (the highest minimum wins if ranges overlap). */
export function slabFor(slabs: readonly Slab[], amountPaise: number): Slab | undefined {
  return [...slabs]
    .sort((a, b) => paise(b.min_amount) - paise(a.min_amount))
    .find((s) => paise(s.min_amount) <= amountPaise && (s.max_amount === null || amountPaise <= paise(s.max_amount)));
}

/** A flat charge, or a percentage of the amount rounded half-up to the paisa — never more than the amount. */
export function chargePaise(type: 'flat' | 'percent', value: string, amountPaise: number): number {
  const v = paise(value);
  if (type === 'flat') return Math.min(v, amountPaise);
  // value is a percentage with 2 decimals (v hundredths of a percent): amount × v / 10,000, half-up.
  const exact = BigInt(amountPaise) * BigInt(v);
  return Math.min(Number((exact + 5_000n) / 10_000n), amountPaise);
}

export interface PaymentFees {
  serviceChargePaise: number;
  commissionPaise: number;
  cashbackPaise: number;
}

/** Every active service charge, the commission slab and the instant-cashback slab, applied to one payment. */
export function paymentFees(
  amountPaise: number,
  serviceCharges: ReadonlyArray<{ charge_type: 'flat' | 'percent'; value: string }>,
  commissionSlabs: readonly Slab[],
  cashbackSlabs: readonly Slab[],
): PaymentFees {
  const serviceChargePaise = serviceCharges.reduce((sum, c) => sum + chargePaise(c.charge_type, c.value, amountPaise), 0);
  const commission = slabFor(commissionSlabs, amountPaise);
  const cashback = slabFor(cashbackSlabs, amountPaise);
  return {
    serviceChargePaise,
    commissionPaise: commission ? chargePaise(commission.type, commission.value, amountPaise) : 0,
    cashbackPaise: cashback ? chargePaise(cashback.type, cashback.value, amountPaise) : 0,
  };
}

export const rupees = (p: number) => fromPaise(p);
