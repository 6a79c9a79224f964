/**
 * What the case screen needs to talk to the case workflow, without knowing its rules: the request
 * body of a move, and the server's refusal turned into messages per field. The moves open from a
 * status (GET /api/defaulter-cases/:id/transitions: which moves and what each needs) are
 * CaseTransitions / AllowedMove in @bakaya/api/contracts. Pure, so it is unit-tested.
 */
import type { AllowedMove } from '@bakaya/api/contracts';

export interface MoveInput {
  note?: string;
  settled_amount?: string;
}

export interface TransitionBody {
  to: string;
  note?: string;
  settled_amount?: string;
}

/** ₹, commas and spaces people type in an amount are dropped; the server judges the rest. */
export const cleanAmount = (typed: string) => typed.replace(/[₹,\s]/g, '');

/** The POST body of a move: a note only when one was written, an amount only where the move takes one. */
export function transitionBody(move: Pick<AllowedMove, 'to' | 'needs_settled_amount'>, input: MoveInput): TransitionBody {
  const body: TransitionBody = { to: move.to };
  const note = input.note?.trim();
  if (note) body.note = note;
  const amount = input.settled_amount === undefined ? '' : cleanAmount(input.settled_amount);
  if (move.needs_settled_amount && amount) body.settled_amount = amount;
  return body;
}

export interface MoveErrors {
  note?: string;
  settled_amount?: string;
  /** A refusal that belongs to no input (the move itself, or the connection). */
  general?: string;
  /** The case changed under us (409): the list of moves should be fetched again. */
  stale?: boolean;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

/**
 * The API answers { message, errors: { note | settled_amount | to: message } } (400/409); the admin's
 * httpClient hands that over as an HttpError whose body carries it.
 */
export function moveErrors(error: unknown): MoveErrors {
  const e = (error ?? {}) as { message?: unknown; status?: number; body?: { message?: unknown; errors?: Record<string, unknown> } };
  const errors = e.body?.errors ?? {};
  const out: MoveErrors = {};
  if (text(errors.note)) out.note = text(errors.note);
  if (text(errors.settled_amount)) out.settled_amount = text(errors.settled_amount);
  if (text(errors.to)) out.general = text(errors.to);
  if (e.status === 409) out.stale = true;
  if (!out.note && !out.settled_amount && !out.general) {
    out.general = text(e.body?.message) ?? text(e.message) ?? 'The case could not be moved. Please try again.';
  }
  return out;
}

/** The toast after a successful move: 'Case moved to Verified'. */
export const movedMessage = (move: Pick<AllowedMove, 'label'>) => `Case moved to ${move.label}`;

/** Ids of the people in a timeline, without repeats or blanks. */
export function actorIds(events: ReadonlyArray<{ actor_user_id?: unknown }>): number[] {
  const ids = events.map((e) => Number(e.actor_user_id)).filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)];
}

/** A settled step's amount when it settled anything ('0.00' and blanks say nothing). */
export function settledInStep(delta: unknown): string | null {
  const n = Number(delta);
  return typeof delta === 'string' || typeof delta === 'number' ? (Number.isFinite(n) && n > 0 ? String(delta) : null) : null;
}
