/**
 * The defaulter case workflow (spec §4 statuses; the spec leaves the transitions open, so these
 * are ours). Pure: no database, no clock except the `now` a caller passes in.
 *
 * The life of a report: the member reports a buyer (processing); staff check the evidence and
 * either ask for more documents, verify it (it now counts in credit reports), reject it, or mark it
 * incomplete/wrongly reported. A verified default is later settled in part or in full, withdrawn
 * (removed) or found to be a mistake (wrongly_reported). Rejected, fully settled, removed and
 * wrongly reported are final: a new report is a new case, so history is never rewritten.
 *
 * Disputes (issue 10 §3): the reported business may dispute a verified or partly settled case through
 * its notice link; the case is then `disputed` (not counted against it) until staff decide: upheld →
 * wrongly reported or removed; rejected → back to the status it had. Entering or leaving `disputed`
 * happens only through the dispute service (`via: 'dispute'`), which keeps the dispute record beside
 * it: staff cannot mark a case disputed by hand (there would be no statement to decide on), nor move a
 * disputed case without deciding its dispute (caseDisputes/disputeService.ts).
 *
 * Money: amounts are rupee strings, compared as integer paise — never floats.
 */
import { formatPaise, fromPaise, moneySchema, toPaise } from '../../validation';
import { CASE_STATUSES } from '../../registry/resources/defaulter';
import { CASE_STATUS_IDS, type CaseStatus } from '../../contracts/caseTransitions';

export { CASE_STATUS_IDS, type CaseStatus };

export const isCaseStatus = (s: unknown): s is CaseStatus => (CASE_STATUS_IDS as readonly unknown[]).includes(s);

/** Display label of a status (spec §4: more_details_required reads 'More Documents Required'). */
export function statusLabel(s: CaseStatus): string {
  return CASE_STATUSES.find((c) => c.id === s)?.name ?? s;
}

interface Edge {
  to: CaseStatus;
  reason: string;
}

/** Every allowed edge, each with the one-line reason a careful bureau allows it. */
export const TRANSITIONS: Readonly<Record<CaseStatus, readonly Edge[]>> = {
  processing: [
    { to: 'verified', reason: 'Evidence checked: the invoice, ledger and CA certificates prove the unpaid due.' },
    { to: 'more_details_required', reason: 'Evidence is missing or unclear; the reporter must upload more documents.' },
    { to: 'rejected', reason: 'Evidence does not support a default (e.g. paid, disputed goods, no invoice).' },
    { to: 'incomplete', reason: 'The report was never completed (mandatory documents or fee missing).' },
    { to: 'wrongly_reported', reason: 'Reported against the wrong business, or in error, before verification.' },
    { to: 'removed', reason: 'The reporter withdrew the report before it was verified.' },
  ],
  more_details_required: [
    { to: 'processing', reason: 'The reporter resubmitted documents; back in the review queue.' },
    { to: 'incomplete', reason: 'The reporter did not send the documents asked for.' },
    { to: 'rejected', reason: 'What was sent still does not support a default.' },
    { to: 'wrongly_reported', reason: 'It turns out the wrong business was reported, or the report was in error.' },
    { to: 'removed', reason: 'The reporter withdrew the report instead of completing it.' },
  ],
  incomplete: [
    { to: 'processing', reason: 'The reporter completed the report later; it is reviewed afresh.' },
    { to: 'removed', reason: 'An abandoned report is withdrawn for good.' },
  ],
  verified: [
    { to: 'partial_settled', reason: 'The defaulter paid part of the due.' },
    { to: 'full_settled', reason: 'The defaulter paid the whole due.' },
    { to: 'removed', reason: 'The reporter withdrew the report, or an order requires its removal.' },
    { to: 'wrongly_reported', reason: 'Later proof shows there was no due or the wrong business was named.' },
    { to: 'disputed', reason: 'The reported business disputes the claim with its statement and documents.' },
  ],
  partial_settled: [
    { to: 'partial_settled', reason: 'A further instalment was paid; the settled amount only grows.' },
    { to: 'full_settled', reason: 'The rest of the due was paid.' },
    { to: 'removed', reason: 'The reporter withdrew the remaining claim, or an order requires its removal.' },
    { to: 'wrongly_reported', reason: 'Later proof shows the report itself was a mistake.' },
    { to: 'disputed', reason: 'The reported business disputes what is left of the claim.' },
  ],
  disputed: [
    { to: 'verified', reason: 'Dispute rejected: the case goes back to verified, as it was.' },
    { to: 'partial_settled', reason: 'Dispute rejected: the case goes back to partly settled, as it was.' },
    { to: 'wrongly_reported', reason: 'Dispute upheld: the report was a mistake.' },
    { to: 'removed', reason: 'Dispute upheld: the claim is withdrawn from the record.' },
  ],
  // Final states: the record is closed; a fresh report is a new case.
  rejected: [],
  full_settled: [],
  removed: [],
  wrongly_reported: [],
};

/** Moving into these needs a written reason: they change or end what a credit report says. */
export const NOTE_REQUIRED: ReadonlySet<CaseStatus> = new Set(['rejected', 'removed', 'wrongly_reported', 'more_details_required']);
export const NOTE_MAX_LENGTH = 2000;

export const isTerminal = (s: CaseStatus) => TRANSITIONS[s].length === 0;

export function allowedTransitions(from: CaseStatus): Array<{ to: CaseStatus; label: string; needs_note: boolean; reason: string }> {
  return TRANSITIONS[from].map((e) => ({ to: e.to, label: statusLabel(e.to), needs_note: NOTE_REQUIRED.has(e.to), reason: e.reason }));
}

export type TransitionErrorCode =
  | 'unknown_status'
  | 'illegal_transition'
  | 'note_required'
  | 'note_too_long'
  | 'settled_amount_required'
  | 'settled_amount_invalid'
  | 'settled_amount_not_applicable'
  | 'dispute_only';

/**
 * A refused transition. `kind` tells a caller how to answer: 'input' (fix the request: 400) or
 * 'state' (the case is not in a state that allows it: 409). `field` names the offending input.
 */
export class CaseTransitionError extends Error {
  readonly kind: 'input' | 'state';
  constructor(
    readonly code: TransitionErrorCode,
    message: string,
    readonly field?: 'to' | 'note' | 'settled_amount',
  ) {
    super(message);
    this.name = 'CaseTransitionError';
    this.kind = code === 'illegal_transition' || code === 'dispute_only' ? 'state' : 'input';
  }
}

export interface TransitionInput {
  note?: string | null;
  /** Rupees, e.g. '25000.50'. Only for partial_settled (required) and full_settled (optional, = due). */
  settled_amount?: string | number | null;
  /** 'dispute': the dispute service opens or decides a dispute (the only way into or out of `disputed`). */
  via?: 'dispute';
}

/** Entering or leaving this status belongs to the dispute service only. */
export const DISPUTE_STATUS: CaseStatus = 'disputed';

/** The amounts of the case as stored (numeric → rupee strings). */
export interface CaseAmounts {
  due_amount: string;
  settled_amount: string;
}

/** Amounts in messages: ₹ with Indian grouping ('₹1,25,000.00'), as everywhere the product shows money. */
const rupees = formatPaise;

function parseAmount(v: string | number): number {
  const parsed = moneySchema.safeParse(v);
  if (!parsed.success)
    throw new CaseTransitionError('settled_amount_invalid', parsed.error.issues[0]?.message ?? 'Enter a valid amount.', 'settled_amount');
  return toPaise(parsed.data);
}

/**
 * Throws CaseTransitionError unless `from → to` is an edge and the input satisfies it:
 * a note where one is required; for partial_settled a settled amount above what is already settled
 * and below the due; for full_settled no amount other than the due. Amounts are needed only for the
 * settlement edges.
 */
export function assertTransition(from: CaseStatus, to: unknown, input: TransitionInput, amounts?: CaseAmounts): asserts to is CaseStatus {
  if (!isCaseStatus(to)) {
    throw new CaseTransitionError(
      'unknown_status',
      `"${String(to)}" is not a case status. Use one of: ${CASE_STATUS_IDS.join(', ')}.`,
      'to',
    );
  }
  if (!TRANSITIONS[from].some((e) => e.to === to)) {
    const allowed = TRANSITIONS[from].map((e) => `${statusLabel(e.to)} (${e.to})`);
    throw new CaseTransitionError(
      'illegal_transition',
      allowed.length
        ? `A case that is ${statusLabel(from)} cannot become ${statusLabel(to)}. It can become: ${allowed.join(', ')}.`
        : `A case that is ${statusLabel(from)} is closed and cannot change any more.`,
      'to',
    );
  }
  if ((to === DISPUTE_STATUS || from === DISPUTE_STATUS) && input.via !== 'dispute') {
    throw new CaseTransitionError(
      'dispute_only',
      from === DISPUTE_STATUS
        ? 'This case is disputed: decide the dispute (uphold or reject it) to move it on.'
        : 'A case becomes disputed only when the reported business disputes it through its notice.',
      'to',
    );
  }
  const note = input.note?.trim() ?? '';
  if (NOTE_REQUIRED.has(to) && !note) {
    throw new CaseTransitionError('note_required', `Give a reason when marking a case ${statusLabel(to)}.`, 'note');
  }
  if (note.length > NOTE_MAX_LENGTH) {
    throw new CaseTransitionError('note_too_long', `The note can be at most ${NOTE_MAX_LENGTH} characters.`, 'note');
  }
  const amount = input.settled_amount;
  const given = amount !== undefined && amount !== null && amount !== '';
  // Back from a rejected dispute: the case returns to its status with its amounts unchanged.
  if ((to !== 'partial_settled' && to !== 'full_settled') || from === DISPUTE_STATUS) {
    if (given)
      throw new CaseTransitionError(
        'settled_amount_not_applicable',
        `A settled amount is only given when a case is settled, not when it becomes ${statusLabel(to)}.`,
        'settled_amount',
      );
    return;
  }
  if (!amounts) throw new TypeError('assertTransition needs the case amounts for a settlement');
  const due = toPaise(amounts.due_amount);
  const already = toPaise(amounts.settled_amount);
  if (to === 'full_settled') {
    if (given && parseAmount(amount) !== due) {
      throw new CaseTransitionError(
        'settled_amount_invalid',
        `A full settlement settles the whole due of ${rupees(due)}. Leave the amount out, or mark it partially settled.`,
        'settled_amount',
      );
    }
    return;
  }
  if (!given)
    throw new CaseTransitionError('settled_amount_required', 'Give the amount settled so far for a partial settlement.', 'settled_amount');
  const paise = parseAmount(amount);
  if (paise >= due) {
    throw new CaseTransitionError(
      'settled_amount_invalid',
      `A partial settlement must be less than the due of ${rupees(due)}; mark the case fully settled instead.`,
      'settled_amount',
    );
  }
  if (paise <= already) {
    throw new CaseTransitionError(
      'settled_amount_invalid',
      already > 0
        ? `The settled amount only grows: give a total above the ${rupees(already)} already settled.`
        : 'The settled amount must be more than ₹0.00.',
      'settled_amount',
    );
  }
}

/** Column changes that come with entering `to` (besides status itself). */
export function sideEffects(
  to: CaseStatus,
  input: TransitionInput,
  amounts: CaseAmounts,
  now: Date,
  from?: CaseStatus,
): Record<string, unknown> {
  // A rejected dispute restores the case as it was: verified_on and the settled amount stay.
  if (from === DISPUTE_STATUS) return {};
  switch (to) {
    case 'verified':
      return { verified_on: now };
    case 'full_settled':
      return { settled_amount: fromPaise(toPaise(amounts.due_amount)) };
    case 'partial_settled':
      return { settled_amount: fromPaise(parseAmount(input.settled_amount as string | number)) };
    default:
      return {};
  }
}

export interface CaseState extends CaseAmounts {
  status: CaseStatus;
}

export type TransitionPlan =
  | { kind: 'noop' }
  | { kind: 'apply'; from: CaseStatus; to: CaseStatus; patch: Record<string, unknown>; settledDelta: string; note: string | null };

/**
 * Decides what a transition request does to a case. Asking for the state the case is already in is
 * a no-op (an idempotent retry), except a partial settlement with a new, larger amount, which is a
 * further instalment.
 */
export function planTransition(current: CaseState, to: unknown, input: TransitionInput, now: Date): TransitionPlan {
  if (current.status === to) {
    const amount = input.settled_amount;
    const sameAmount =
      amount === undefined ||
      amount === null ||
      amount === '' ||
      (to === 'partial_settled' && safePaise(amount) === toPaise(current.settled_amount));
    if (to !== 'partial_settled' || sameAmount) return { kind: 'noop' };
  }
  assertTransition(current.status, to, input, current);
  const patch: Record<string, unknown> = { status: to, ...sideEffects(to, input, current, now, current.status) };
  const after = typeof patch.settled_amount === 'string' ? toPaise(patch.settled_amount) : toPaise(current.settled_amount);
  const note = input.note?.trim() || null;
  return {
    kind: 'apply',
    from: current.status,
    to,
    patch,
    settledDelta: fromPaise(Math.max(0, after - toPaise(current.settled_amount))),
    note,
  };
}

function safePaise(v: string | number): number | null {
  try {
    return toPaise(v);
  } catch {
    return null;
  }
}
