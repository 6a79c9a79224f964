/**
 * A member's wallet for staff (spec §2's admin/wallet/transaction/{userId}). Thin: the rules are in
 * staffWalletService.
 *
 * GET /api/admin/wallet/transaction/:userId?limit=50&before=<entry id> → StaffMemberWallet
 * Staff with Wallet Transactions → detailView; others 403; an unknown member 404; a bad limit or
 * cursor 400; no token 401.
 */
import { Router } from 'express';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { staffMemberWallet } from './staffWalletService';

export function staffWalletRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/admin/wallet/transaction/:userId', async (req, res) => {
    const call = signedInCallOf(req);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await staffMemberWallet(ctx.db, call.who, String(req.params.userId), req.query));
  });

  return router;
}
