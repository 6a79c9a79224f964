/** The payment gateway of an app context (the sandbox unless one was configured), our return URL, and how a checkout route answers. */
import type { PaymentGateway } from '../../adapters/paymentGateway/paymentGateway';
import { sandboxGatewayFor } from '../../adapters/paymentGateway/gatewayFromEnv';
import { env } from '../../config/env';
import type { Request, Response } from 'express';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import type { CheckoutDeps, PlaceCheckout } from './checkoutOrder';

export function paymentGatewayOf(ctx: AppContext): PaymentGateway {
  return (ctx.gateway ??= sandboxGatewayFor(ctx.db, {
    onDeliveryError: (err) => ctx.logger.warn({ err }, 'sandbox webhook delivery failed'),
  }));
}

/** What the checkout, the gateway's webhooks and its reconciliation need from an app context. */
export function paymentDepsOf(ctx: AppContext): CheckoutDeps {
  return { db: ctx.db, gateway: paymentGatewayOf(ctx), deliveries: ctx.orderDeliveries };
}

/**
 * Where the gateway sends the browser back: the shared payment screen, which shows what the server
 * (not the URL) says. The sandbox is on our own origin, so a path is enough; an outside gateway
 * needs the public origin.
 */
export function returnUrlFor(gateway: PaymentGateway, orderId: number): string {
  const path = `/payment-pending?order=${orderId}`;
  return gateway.name === 'sandbox' ? path : `${env.publicOrigin}${path}`;
}

/** A checkout route's answer: 201 with where the browser goes next, 200 for a retry under the same Idempotency-Key. */
export async function answerCheckout(ctx: AppContext, req: Request, res: Response, place: PlaceCheckout): Promise<void> {
  const deps = paymentDepsOf(ctx);
  const { created, placed } = await place(deps, signedInCallOf(req), req.body, req.get('idempotency-key'), {
    returnUrl: (id) => returnUrlFor(deps.gateway, id),
  });
  res.status(created ? 201 : 200).json(placed);
}
