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
import { requireIdempotencyKey } from '../../http/idempotencyKey';
import { parseBody } from '../../http/requestBody';
import { paymentGatewayOf } from './paymentContext';
import { refundInput, refundOrder } from './refundService';

export function staffPaymentRoutes(ctx: AppContext) {
  const router = Router();
  router.post('/admin/orders/:id/refund', requireAccess('Invoices', 'process'), async (req, res) => {
    const gateway = paymentGatewayOf(ctx);
    const call = signedInCallOf(req);
    const orderId = idOf(req);
    const input = parseBody(refundInput, req.body ?? {}, 'Please check the refund.');
    const key = requireIdempotencyKey(req.get('idempotency-key'), 'refund');
    const { created, answer } = await refundOrder({ db: ctx.db, gateway }, call, orderId, input, key);
    res.status(created ? 201 : 200).json(answer);
  });
  return router;
}
