/**
 * POST /api/payments/webhook/:gateway — the gateway's signed events. Mounted before the API's JSON
 * parser: the signature is over the raw bytes. 200 once the event is stored (processing errors are
 * retried by the payment-events job, not by making the gateway resend); 400 for a missing, forged or
 * stale signature (nothing is stored); 404 for a gateway this server does not use.
 */
import express, { Router } from 'express';
import type { AppContext } from '../../context';
import { paymentDepsOf } from './paymentContext';
import { receiveWebhook } from './paymentEventService';

export function paymentWebhookRoutes(ctx: AppContext) {
  const router = Router();
  router.post('/:gateway', express.raw({ type: () => true, limit: '256kb' }), async (req, res) => {
    const received = await receiveWebhook(paymentDepsOf(ctx), String(req.params.gateway), req.body, req.headers, {
      processNow: ctx.paymentWebhookInline !== false,
    });
    res.json({ received: true, duplicate: received.duplicate });
  });
  return router;
}
