/**
 * Razorpay from the environment (docs/payments-razorpay.md). All three variables set → the Razorpay
 * gateway; none set → null, and the caller uses the sandbox; some set → an error naming the missing
 * ones, so a half-configured gateway never starts (nor silently falls back to the sandbox).
 * Empty or blank values count as unset; values are trimmed. Error messages name variables, never values.
 */
import type { PaymentGateway } from './paymentGateway';
import { createRazorpayGateway } from './razorpayGateway';

export const RAZORPAY_ENV_VARS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

export function razorpayFromEnv(env: Record<string, string | undefined> = process.env): PaymentGateway | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  const set = RAZORPAY_ENV_VARS.filter((name) => value(name) !== undefined);
  if (set.length === 0) return null;
  const missing = RAZORPAY_ENV_VARS.filter((name) => value(name) === undefined);
  if (missing.length > 0) {
    throw new Error(
      `Razorpay is half configured: ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but missing ${missing.join(', ')}`,
    );
  }
  return createRazorpayGateway({
    keyId: value('RAZORPAY_KEY_ID')!,
    keySecret: value('RAZORPAY_KEY_SECRET')!,
    webhookSecret: value('RAZORPAY_WEBHOOK_SECRET')!,
  });
}
