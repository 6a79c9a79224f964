/** The payment gateway of an app context (the sandbox unless one was configured), our return URL, and a checkout placed through them. */
import type { PaymentGateway } from '../../adapters/paymentGateway/paymentGateway';
import { sandboxGatewayFor } from '../../adapters/paymentGateway/gatewayFromEnv';
import { env } from '../../config/env';
import type { AppContext } from '../../context';
import type { SignedInCall } from '../../callContext';
import { placeCheckoutOrder, type CheckoutDeps, type OrderKind } from './checkoutOrder';

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

/** Places an order through the app's gateway (checkoutOrder.ts); the browser comes back to our payment screen. `key`: the checked Idempotency-Key. */
export function placeCheckout(ctx: AppContext, call: SignedInCall, key: string, order: OrderKind) {
  const deps = paymentDepsOf(ctx);
  return placeCheckoutOrder(deps, call, key, order, { returnUrl: (id) => returnUrlFor(deps.gateway, id) });
}
