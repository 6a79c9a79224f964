/**
 * A member's checkout, orders and wallet (issue 9 §2, §4). Thin: each route hands the call to its service.
 *
 * POST /api/checkout/quote            { planId, businessId, promoCode?, useWallet? } → CheckoutQuote
 * POST /api/checkout/orders           same body + Idempotency-Key header → 201 PlacedOrder (a retry: 200)
 * GET  /api/checkout/orders/:id       → OrderView, confirmed with the gateway while pending (another's: 404)
 * GET  /api/orders                    → OrderView[] (the member's own; staff get the registry's orders list)
 * GET  /api/wallet                    → WalletAnswer
 * GET  /api/checkout/free-trial?businessId=, POST /api/checkout/free-trial { businessId } → ./freeTrialService.ts
 * The gateway's webhooks (raw body, no session) are ./paymentWebhookRoutes.ts.
 */
import { Router } from 'express';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { idOf } from '../../engine/requestCall';
import { placeOrder, quoteCheckout } from './checkoutService';
import { freeTrialOffer, startFreeTrial } from './freeTrialService';
import { paymentGatewayOf, returnUrlFor } from './paymentContext';
import { memberOrder } from './paymentEventService';
import { memberOrders } from './orderView';
import { memberWallet } from './memberWallet';

export function paymentRoutes(ctx: AppContext) {
  const router = Router();

  router.post('/checkout/quote', async (req, res) => {
    res.json(await quoteCheckout(ctx.db, signedInCallOf(req), req.body));
  });

  router.get('/checkout/free-trial', async (req, res) => {
    res.json(await freeTrialOffer(ctx.db, signedInCallOf(req), req.query));
  });

  router.post('/checkout/free-trial', async (req, res) => {
    res.status(201).json(await startFreeTrial(ctx.db, signedInCallOf(req), req.body));
  });

  router.post('/checkout/orders', async (req, res) => {
    const call = signedInCallOf(req);
    const gateway = paymentGatewayOf(ctx);
    const { created, placed } = await placeOrder({ db: ctx.db, gateway }, call, req.body, req.get('idempotency-key'), {
      returnUrl: (id) => returnUrlFor(gateway, id),
    });
    res.status(created ? 201 : 200).json(placed);
  });

  router.get('/checkout/orders/:id', async (req, res) => {
    res.json(await memberOrder(ctx.db, paymentGatewayOf(ctx), signedInCallOf(req), idOf(req)));
  });

  router.get('/orders', async (req, res, next) => {
    const call = signedInCallOf(req);
    // Staff read orders through the registry's list (Content-Range, filters): the engine's route.
    if (call.who.roleType === 'admin') return next('router');
    res.json(await memberOrders(ctx.db, call.who.userId));
  });

  router.get('/wallet', async (req, res) => {
    res.json(await memberWallet(ctx.db, signedInCallOf(req).who.userId));
  });

  return router;
}
