/**
 * Spec §7 "User" money calls (issue 9 §5): a member reaches only their own plans, wallet and
 * businesses (another member's id or business answers 404). Successes `{ status: true, data,
 * message? }`; any failure spec §8's failure object (data {}) under the error's HTTP status.
 *  GET  /user/getPlan                           → MemberPlans: plans per business + free benefits left
 *  GET  /user/getwallet                         → { balance, movements } (the latest 50)
 *  GET  /wallet/balance/:id/:withMovements/:refresh → { user_id, balance, movements?, ledger? }
 *       withMovements=true: with the latest 50 movements; refresh=true: the balance recomputed from
 *       the ledger entries too, and whether it agrees with the stored one (nothing is changed).
 *       :id is the caller's own, or anyone's for staff with Wallet Transactions → detailView; else 404.
 *  POST /sendReferralInvite { mobile?, email? } → { referral_id, referral_code, link, channels }
 *  POST /business/plan/SignedStatus/fetch { businessId } → { business_id, has_active_plan, plan, agreement }
 * Rules and SQL live in domain/membership and domain/payments; these handlers only parse and answer.
 */
import { Router } from 'express';
import { z } from 'zod';
import { bodyOf, parseBody } from '../../http/requestBody';
import { signedInCallOf } from '../../callContext';
import { env } from '../../config/env';
import type { AppContext } from '../../context';
import { businessPlanStatus, memberPlans } from '../membership';
import { memberWallet } from './memberWallet';
import { walletBalance } from './moneyReports';
import { inviteInput, sendReferralInvite } from './referralInvites';
import { idOf } from '../../engine/requestCall';
import { failureObject, ok } from '../../http/failureObject';
import { reason, refusal } from '../errors';

const NONE = {};

const flag = (value: unknown, name: string) => {
  if (value === 'true' || value === 'false') return value === 'true';
  throw refusal('PATH_TRUE_FALSE', { name }, { [name]: reason('PATH_TRUE_FALSE_FIELD', {}) });
};

export const businessInput = z.object({
  businessId: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: 'Choose the business.' }).int('Choose the business.').positive('Choose the business.'),
  ),
});

export function moneyMemberRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/user/getPlan', failureObject(NONE), async (req, res) => {
    res.json(ok(await memberPlans(ctx.db, signedInCallOf(req).who.userId)));
  });

  router.get('/user/getwallet', failureObject(NONE), async (req, res) => {
    res.json(ok(await memberWallet(ctx.db, signedInCallOf(req).who.userId)));
  });

  router.get('/wallet/balance/:id/:withMovements/:refresh', failureObject(NONE), async (req, res) => {
    const call = signedInCallOf(req);
    const id = idOf(req);
    const movements = flag(req.params.withMovements, 'withMovements');
    const recompute = flag(req.params.refresh, 'refresh');
    res.json(ok(await walletBalance(ctx.db, call, id, { movements, recompute })));
  });

  router.post('/sendReferralInvite', failureObject(NONE), async (req, res) => {
    const call = signedInCallOf(req);
    const input = parseBody(inviteInput, bodyOf(req), 'Please check the invitee’s mobile number or email.');
    const sent = await sendReferralInvite(ctx.db, ctx.messaging, { origin: env.publicOrigin, brand: env.brand }, call, input);
    res.json(ok(sent, { message: 'Invitation sent successfully' }));
  });

  router.post('/business/plan/SignedStatus/fetch', failureObject(NONE), async (req, res) => {
    const { who } = signedInCallOf(req);
    const { businessId } = parseBody(businessInput, bodyOf(req));
    res.json(ok(await businessPlanStatus(ctx.db, who.userId, businessId)));
  });

  return router;
}
