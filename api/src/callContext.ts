/**
 * One call into the API as services and the audit log see it: who acts, from which client IP, under
 * which request id. A route builds it once from the Express request (callContextOf / signedInCallOf)
 * and passes it down; the database handle — the pool, or the transaction the work runs in — is
 * passed beside it, as the first argument, so a service never mixes the two.
 *
 * The service signature, for every new service: `(db | trx, call, …input)` — e.g.
 * `walletBalance(db, call, userId, opts)`, `createCreditNote(trx, call, { … })`. The transaction stays
 * OUTSIDE the call context deliberately: a call describes who asks, and is the same for every step of
 * the request, while the handle changes as work nests (the pool, then a transaction, then a
 * savepoint) — one service calls another inside its own transaction by passing `trx` and the same
 * `call`. Adapters a service needs (messaging, the payment gateway) come after `db` or in a small
 * deps object. Services still written otherwise are listed in docs/platform.md ("Routes and services").
 */
import type { Request } from 'express';
import { clientIp } from './auth/clientIp';
import type { Principal } from './auth/principal';
import { refusal } from './domain/errors';

/**
 * Who an action is attributed to: a signed-in caller (every Principal is one), or a user acting
 * before they hold a session — registering, or signing in with a code.
 */
export interface Actor {
  readonly userId: number;
  readonly roleName: string;
}

export interface CallContext {
  /** null: an anonymous caller, or the system itself (start-up jobs, scripts). */
  readonly who: Actor | null;
  /** The client's IP as clientIp() normalises it; null when unknown (not an HTTP call). */
  readonly ip: string | null;
  /** The request id pino-http gave the request (X-Request-Id); null when not an HTTP call. */
  readonly requestId: string | null;
}

/** A call by a signed-in caller: `who` is the whole Principal (role, permissions, session). */
export interface SignedInCall extends CallContext {
  readonly who: Principal;
}

const requestIdOf = (req: Request) => (req.id ? String(req.id) : null);

/** The call context of a request: its signed-in caller (or null when anonymous), client IP and request id. */
export function callContextOf(req: Request): CallContext {
  return { who: req.principal ?? null, ip: clientIp(req), requestId: requestIdOf(req) };
}

/** The call context of a request that must be signed in; 401 otherwise (as principalOf). */
export function signedInCallOf(req: Request): SignedInCall {
  if (!req.principal) throw refusal('SIGN_IN_REQUIRED', {});
  return { who: req.principal, ip: clientIp(req), requestId: requestIdOf(req) };
}

/** The same call attributed to someone else: the user who just registered or is signing in. */
export function actingAs(call: CallContext, who: Actor): CallContext {
  return { ...call, who };
}

/**
 * A call made outside any HTTP request (scripts, jobs, tests) as `who` — null for the system itself:
 * no IP, no request id. callAs(principal) is a SignedInCall.
 */
export function callAs<W extends Actor | null>(who: W): CallContext & { readonly who: W } {
  return { who, ip: null, requestId: null };
}
