/**
 * Staff money actions on orders (issue 9 §4, §6). Thin.
 *
 * POST /api/admin/orders/:id/refund   { amount, to: 'wallet' | 'gateway', reason } + Idempotency-Key
 *      → 201 RefundAnswer (a retry with the same key: 200, the first refund). Staff with Invoices → process
 *      (the feature orders and payments belong to).
 */
import { Router } from 'express';
import { requireAccess } from '../../auth/authenticate';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { idOf } from '../../engine/requestCall';
import { paymentGatewayOf } from './paymentContext';
import { refundOrder } from './refundService';

export function staffPaymentRoutes(ctx: AppContext) {
  const router = Router();
  router.post('/admin/orders/:id/refund', requireAccess('Invoices', 'process'), async (req, res) => {
    const { created, answer } = await refundOrder(
      { db: ctx.db, gateway: paymentGatewayOf(ctx) },
      signedInCallOf(req),
      idOf(req),
      req.body,
      req.get('idempotency-key'),
    );
    res.status(created ? 201 : 200).json(answer);
  });
  return router;
}
