import { Router } from 'express';
import type { AppContext } from '../context';
import { principalOf } from './authenticate';
import { can } from './principal';
import { isSupportSession } from './sessionKind';
import { sessionExpiresAt } from './sessions';
import { revokeSession } from './tokens';
import { loadUserDetails } from './userDetails';
import { refusal } from '../domain/errors';

/**
 * Signed-in calls about the caller (spec §4 start-up sequence, §7 "User"):
 *  GET  /user/validate-token → { status: true, user_id, expires_at, support_session }; 401 { force_logout: true } otherwise.
 *       (The spec leaves the token check's method and path open; this is our documented choice.)
 *  GET  /user/me → the caller's user-details record (see userDetails.ts) plus support_session: true when this
 *       session was opened by a temporary support OTP (auth/sessionKind.ts: money, signatures and contact
 *       changes are refused); GET /user/get/:id → the user-details record.
 *  POST /user/logout → revokes this token's session: { status: true, message }.
 */
export function userRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/user/validate-token', async (req, res) => {
    if (!req.principal) throw refusal('SIGN_IN_REQUIRED', {}, undefined, { details: { force_logout: true } });
    res.json({
      status: true,
      user_id: req.principal.userId,
      expires_at: await sessionExpiresAt(ctx.db, req.principal.sessionId),
      support_session: isSupportSession(req.principal),
    });
  });

  router.get('/user/me', async (req, res) => {
    const principal = principalOf(req);
    const details = await loadUserDetails(ctx.db, principal.userId);
    if (!details) throw refusal('SESSION_ENDED', {}, undefined, { details: { force_logout: true } });
    res.json({ ...details, support_session: isSupportSession(principal) });
  });

  /**
   * A customer may read only themselves. Staff need detailView on 'Customer' for a customer
   * account, or on 'Admin Users' for a staff account (so Customer access does not expose staff).
   */
  router.get('/user/get/:id', async (req, res) => {
    const principal = principalOf(req);
    const raw = String(req.params.id);
    if (!/^\d{1,15}$/.test(raw)) throw refusal('USER_ID_WHOLE', {}, ['id']);
    const id = Number(raw);
    const self = id === principal.userId;
    if (!self && !can(principal, 'Customer', 'detailView') && !can(principal, 'Admin Users', 'detailView'))
      throw refusal('NOT_PERMITTED', {});
    const details = await loadUserDetails(ctx.db, id);
    if (!details) throw refusal('USER_ID_UNKNOWN', {});
    if (!self && !can(principal, details.role_type === 'admin' ? 'Admin Users' : 'Customer', 'detailView'))
      throw refusal('NOT_PERMITTED', {});
    res.json(details);
  });

  router.post('/user/logout', async (req, res) => {
    await revokeSession(ctx.db, principalOf(req).sessionId);
    res.json({ status: true, message: 'Signed out' });
  });

  return router;
}
