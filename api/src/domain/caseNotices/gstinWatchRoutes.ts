/**
 * A member's GSTIN watches (issue 10 §3): alerted by SMS/email when a case against a watched GSTIN is
 * verified, partly or fully settled (gstinWatches.ts). Members only; each sees only their own rows.
 *   GET    /api/member/watches          → GstinWatch[]
 *   POST   /api/member/watches { gstin } → 201 GstinWatch (200 with the existing one when already watched)
 *   DELETE /api/member/watches/:gstin   → 204 (404 when not watched)
 */
import { Router, type Request } from 'express';
import { signedInCallOf, type SignedInCall } from '../../callContext';
import type { AppContext } from '../../context';
import { gstinWatchInput } from '../../contracts/gstinWatches';
import { assertObjectBody } from '../../engine/writeInput';
import { normaliseGstin } from '../../validation';
import { addWatch, listWatches, removeWatch } from './gstinWatchService';
import { refusal, ruleRefusal } from '../errors';

export { MAX_WATCHES } from './gstinWatchService';

function memberCall(req: Request): SignedInCall {
  const call = signedInCallOf(req);
  if (call.who.roleType !== 'customer') throw refusal('WATCHES_MEMBERS_ONLY', {});
  return call;
}

export function gstinWatchRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/member/watches', async (req, res) => {
    res.json(await listWatches(ctx.db, memberCall(req)));
  });

  router.post('/member/watches', async (req, res) => {
    const call = memberCall(req);
    const parsed = gstinWatchInput.safeParse(assertObjectBody(req.body));
    if (!parsed.success) {
      throw ruleRefusal(parsed.error.issues[0]!.message, ['gstin']);
    }
    const answer = await addWatch(ctx.db, call, parsed.data.gstin);
    res.status(answer.created ? 201 : 200).json(answer.watch);
  });

  router.delete('/member/watches/:gstin', async (req, res) => {
    const removed = await removeWatch(ctx.db, memberCall(req), normaliseGstin(String(req.params.gstin)));
    if (!removed) throw refusal('WATCH_NOT_FOUND', {});
    res.status(204).end();
  });

  return router;
}
