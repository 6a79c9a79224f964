/**
 * A member's checkout, orders and wallet (issue 9 §2, §4). Thin: each route hands the call to its service.
 *
 * POST /api/checkout/quote            { planId, businessId, promoCode?, useWallet? } → CheckoutQuote
 * POST /api/checkout/orders           same body + Idempotency-Key header → 201 PlacedOrder (a retry: 200)
 * GET  /api/checkout/orders/:id       → OrderView, confirmed with the gateway while pending (another's: 404)
 * (GET /api/orders is the registry's paged list for members and staff alike: own rows, Content-Range.)
 * GET  /api/wallet                    → WalletAnswer
 * POST /api/wallet/top-up             { amount } + Idempotency-Key → 201 PlacedOrder (a retry: 200): ./walletTopUpService.ts
 * GET  /api/checkout/free-trial?businessId=, POST /api/checkout/free-trial { businessId } → ./freeTrialService.ts
 * The gateway's webhooks (raw body, no session) are ./paymentWebhookRoutes.ts.
 */
import { Router, type Request, type Response } from 'express';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { checkoutInput } from '../../contracts/checkout';
import { idOf } from '../../engine/requestCall';
import { requireIdempotencyKey } from '../../http/idempotencyKey';
import { parseBody } from '../../http/requestBody';
import type { CheckoutKind } from './checkoutOrder';
import { planOrder, quoteCheckout, type PlanCheckoutInput } from './checkoutService';
import { freeTrialInput as trialInput } from '../../contracts/checkout';
import { freeTrialOffer, startFreeTrial } from './freeTrialService';
import { paymentDepsOf, placeCheckout } from './paymentContext';
import { memberOrder } from './paymentEventService';
import { memberWallet } from './memberWallet';
import { parseTopUp, walletTopUpOrder } from './walletTopUpService';
import { requireFullSession } from '../../auth/sessionKind';

const parseCheckout = (body: unknown): PlanCheckoutInput => parseBody(checkoutInput, body ?? {}, 'Please check the details of your order.');

/**
 * A checkout route's answer: the body parsed (a 400 before anything), the Idempotency-Key header
 * checked, the order placed; 201 with where the browser goes next, 200 for a retry under the same key.
 */
async function answerCheckout<I>(ctx: AppContext, req: Request, res: Response, parse: (body: unknown) => I, kind: CheckoutKind<I>) {
  const call = signedInCallOf(req);
  const order = kind(parse(req.body), call);
  const { created, placed } = await placeCheckout(ctx, call, requireIdempotencyKey(req.get('idempotency-key'), 'order'), order);
  res.status(created ? 201 : 200).json(placed);
}

export function paymentRoutes(ctx: AppContext) {
  const router = Router();

  router.post('/checkout/quote', async (req, res) => {
    res.json(await quoteCheckout(ctx.db, signedInCallOf(req), parseCheckout(req.body)));
  });

  router.get('/checkout/free-trial', async (req, res) => {
    res.json(await freeTrialOffer(ctx.db, signedInCallOf(req), parseBody(trialInput, req.query ?? {})));
  });

  router.post('/checkout/free-trial', requireFullSession, async (req, res) => {
    res.status(201).json(await startFreeTrial(ctx.db, signedInCallOf(req), parseBody(trialInput, req.body ?? {})));
  });

  router.post('/checkout/orders', requireFullSession, (req, res) => answerCheckout(ctx, req, res, parseCheckout, planOrder));

  router.get('/checkout/orders/:id', async (req, res) => {
    res.json(await memberOrder(paymentDepsOf(ctx), signedInCallOf(req), idOf(req)));
  });

  router.get('/wallet', async (req, res) => {
    res.json(await memberWallet(ctx.db, signedInCallOf(req).who.userId));
  });

  router.post('/wallet/top-up', requireFullSession, (req, res) => answerCheckout(ctx, req, res, parseTopUp, walletTopUpOrder));

  return router;
}
