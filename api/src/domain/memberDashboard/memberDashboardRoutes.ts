/**
 * The member dashboard (issue 21 §2–3), signed-in members only; each reads only their own facts (every
 * part is filtered by the caller's user id):
 *   GET /api/member/dashboard → MemberDashboard
 *   GET /api/member/claims    → ClaimAgainstMe[] (every case against a business whose control they proved)
 */
import { Router, type Request } from 'express';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { claimsAgainstMe } from '../caseNotices';
import { refusal } from '../errors';
import { memberDashboard } from './memberDashboardService';

function memberCall(req: Request) {
  const call = signedInCallOf(req);
  if (call.who.roleType !== 'customer') throw refusal('MEMBER_AREA_ONLY', {});
  return call;
}

export function memberDashboardRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/member/dashboard', async (req, res) => {
    res.json(await memberDashboard(ctx.db, memberCall(req)));
  });
  router.get('/member/claims', async (req, res) => {
    res.json(await claimsAgainstMe(ctx.db, memberCall(req).who.userId));
  });
  return router;
}
