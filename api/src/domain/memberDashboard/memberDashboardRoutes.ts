/**
 * The member dashboard (issue 21 §2): GET /api/member/dashboard → MemberDashboard. Signed-in members
 * only; each reads only their own facts (every part is filtered by the caller's user id).
 */
import { Router } from 'express';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { refusal } from '../errors';
import { memberDashboard } from './memberDashboardService';

export function memberDashboardRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/member/dashboard', async (req, res) => {
    const call = signedInCallOf(req);
    if (call.who.roleType !== 'customer') throw refusal('MEMBER_AREA_ONLY', {});
    res.json(await memberDashboard(ctx.db, call));
  });
  return router;
}
