/** The payment gateway of an app context (the sandbox unless one was configured), and our return URL. */
import type { PaymentGateway } from '../../adapters/paymentGateway/paymentGateway';
import { sandboxGatewayFor } from '../../adapters/paymentGateway/gatewayFromEnv';
import { env } from '../../config/env';
import type { AppContext } from '../../context';

export function paymentGatewayOf(ctx: AppContext): PaymentGateway {
  return (ctx.gateway ??= sandboxGatewayFor(ctx.db, {
    onDeliveryError: (err) => ctx.logger.warn({ err }, 'sandbox webhook delivery failed'),
  }));
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
