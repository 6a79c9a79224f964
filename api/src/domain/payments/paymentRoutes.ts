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
import { Router } from 'express';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { idOf } from '../../engine/requestCall';
import { placeOrder, quoteCheckout } from './checkoutService';
import { freeTrialOffer, startFreeTrial } from './freeTrialService';
import { answerCheckout, paymentDepsOf } from './paymentContext';
import { memberOrder } from './paymentEventService';
import { memberWallet } from './memberWallet';
import { placeWalletTopUp } from './walletTopUpService';
import { requireFullSession } from '../../auth/sessionKind';

export function paymentRoutes(ctx: AppContext) {
  const router = Router();

  router.post('/checkout/quote', async (req, res) => {
    res.json(await quoteCheckout(ctx.db, signedInCallOf(req), req.body));
  });

  router.get('/checkout/free-trial', async (req, res) => {
    res.json(await freeTrialOffer(ctx.db, signedInCallOf(req), req.query));
  });

  router.post('/checkout/free-trial', requireFullSession, async (req, res) => {
    res.status(201).json(await startFreeTrial(ctx.db, signedInCallOf(req), req.body));
  });

  router.post('/checkout/orders', requireFullSession, (req, res) => answerCheckout(ctx, req, res, placeOrder));

  router.get('/checkout/orders/:id', async (req, res) => {
    res.json(await memberOrder(paymentDepsOf(ctx), signedInCallOf(req), idOf(req)));
  });

  router.get('/wallet', async (req, res) => {
    res.json(await memberWallet(ctx.db, signedInCallOf(req).who.userId));
  });

  router.post('/wallet/top-up', requireFullSession, (req, res) => answerCheckout(ctx, req, res, placeWalletTopUp));

  return router;
}
