/**
 * What a support session may not do. A member who cannot receive codes can be signed in by a
 * temporary OTP staff issue (auth/tempOtp.ts); that session (sessions.kind = 'support', read on every
 * request by authenticate(), never from the token) is for looking at the account and ordinary work,
 * not for anything that moves money, signs for the member or changes how the account is reached:
 * contact changes, deactivation, paying, topping up, buying, refunds, settlement payments, e-sign
 * and agreements, bank accounts. Whoever holds the code is trusted less than the member's own
 * phone or mailbox: the code passed through a staff member.
 *
 * Declared where each such route is mounted (`requireFullSession` before its handler), and on
 * registry resources by `fullSessionWrites` (the engine refuses their writes: engine/resourceScope.ts).
 * tests/auth/supportSession.test.ts lists the app's routes and fails when a route under a money,
 * settlement, signature or contact path lacks the guard.
 */
import type { RequestHandler } from 'express';
import type { Principal } from './principal';
import { refusal } from '../domain/errors';

export const isSupportSession = (p: Pick<Principal, 'sessionKind'> | null | undefined) => p?.sessionKind === 'support';

/** 403 "not in a support session" (English here; the portal shows it in Hindi from its message map). */
export const supportSessionRefusal = () => refusal('SUPPORT_SESSION_REFUSED', {});

/** Throws the refusal when the caller is in a support session. */
export function assertFullSession(p: Pick<Principal, 'sessionKind'> | null | undefined): void {
  if (isSupportSession(p)) throw supportSessionRefusal();
}

/**
 * Route guard: a support session is refused with 403 before anything else runs; anyone else passes
 * on (an anonymous caller meets the route's own sign-in check).
 */
export const requireFullSession: RequestHandler = function requireFullSession(req, _res, next) {
  next(isSupportSession(req.principal) ? supportSessionRefusal() : undefined);
};
