/**
 * Which payment gateway this process uses (issue 9 §2). Razorpay when its keys are configured
 * (./razorpayConfig.ts); otherwise the offline sandbox — except in production, where taking "sandbox
 * payments" for real plans would give them away, unless PAYMENT_GATEWAY=sandbox says so on purpose
 * (a staging site).
 */
import type { Knex } from 'knex';
import { env } from '../../config/env';
import { localSecret } from '../../config/localSecret';
import { isStagingSite } from '../../config/productionReadiness';
import type { PaymentGateway } from './paymentGateway';
import { razorpayFromEnv } from './razorpayConfig';
import { createSandboxGateway, type SandboxGateway, type WebhookSender } from './sandboxGateway';

/** SANDBOX_WEBHOOK_SECRET, else a secret generated once into .data (every local process shares it). */
export const sandboxWebhookSecret = () => process.env.SANDBOX_WEBHOOK_SECRET || localSecret('sandbox-webhook-secret');

export function sandboxGatewayFor(db: Knex, opts: { send?: WebhookSender; onDeliveryError?: (err: unknown) => void } = {}): SandboxGateway {
  return createSandboxGateway({
    db,
    secret: sandboxWebhookSecret(),
    webhookUrl: process.env.SANDBOX_WEBHOOK_URL || `http://127.0.0.1:${env.port}/api/payments/webhook/sandbox`,
    ...opts,
  });
}

export function paymentGatewayFromEnv(db: Knex, opts: { onDeliveryError?: (err: unknown) => void } = {}): PaymentGateway {
  const razorpay = razorpayFromEnv();
  if (razorpay) return razorpay;
  const chosen = process.env.PAYMENT_GATEWAY;
  if (chosen && chosen !== 'sandbox')
    throw new Error(`PAYMENT_GATEWAY must be "sandbox" or unset (Razorpay is chosen by its keys), got "${chosen}".`);
  // The same rule as config/productionReadiness.ts: STAGING=true or PAYMENT_GATEWAY=sandbox allows the sandbox in production.
  if (env.isProduction && chosen !== 'sandbox' && !isStagingSite())
    throw new Error(
      'No payment gateway is configured: set the RAZORPAY_* keys, or STAGING=true (or PAYMENT_GATEWAY=sandbox) for a staging site.',
    );
  return sandboxGatewayFor(db, opts);
}
