/**
 * A payment gateway, as checkout sees it (issue 9 §2). Two implementations: the offline sandbox
 * (./sandboxGateway.ts, the default: its own hosted checkout page and HMAC-SHA256 signed webhooks)
 * and Razorpay (./razorpayGateway.ts, with the official SDK, chosen when keys are configured).
 * Checkout never trusts the browser: an order becomes paid only from a verified webhook or from the
 * gateway's own answer to fetchStatus.
 */

/** What the gateway says about one checkout. */
export type GatewayPaymentStatus = 'paid' | 'failed' | 'pending';

export interface GatewayCheckoutRequest {
  /** Our order number: the gateway's receipt / reference id. */
  orderNumber: string;
  /** What the gateway must collect, in paise (> 0). */
  amountPaise: number;
  customer: { name: string; email: string | null; mobile: string | null };
  /** Where the gateway sends the browser back (our /payment-* screens); carries the order number. */
  returnUrl: string;
  description: string;
  /** When the checkout stops taking payments: the order's hold ends (issue 18 #12). Default: the gateway's own. */
  expiresAt?: Date;
}

export interface GatewayCheckout {
  /** The gateway's id for this checkout (a Razorpay payment link id, a sandbox session id). */
  gatewayOrderId: string;
  /** The gateway's hosted page the browser opens. */
  redirectUrl: string;
}

export interface GatewayStatus {
  status: GatewayPaymentStatus;
  /** The payment that settled it (null while pending or when none was attempted). */
  paymentId: string | null;
  /** What the gateway collected, in paise (0 unless paid). */
  amountPaise: number;
  /** The gateway closed the checkout: nothing more can be paid on it (a failed or expired session). */
  closed: boolean;
}

/** A webhook the gateway signed, once its signature has been verified. */
export interface GatewayEvent {
  /** Unique per event: a replay carries the same id and is ignored. */
  eventId: string;
  gatewayOrderId: string;
  status: GatewayPaymentStatus;
  paymentId: string | null;
  amountPaise: number;
  /** When the gateway says it happened (orders events arriving out of order). */
  occurredAt: Date;
  closed: boolean;
  payload: unknown;
}

/** A payment the gateway captured (the money is taken), as its own records list it. */
export interface GatewayCapture {
  paymentId: string;
  amountPaise: number;
  /** When the gateway made the payment (its own clock). */
  capturedAt: Date;
}

export interface PaymentGateway {
  /** 'sandbox' | 'razorpay': stored on orders, payments and webhook events. */
  readonly name: string;
  createCheckout(request: GatewayCheckoutRequest): Promise<GatewayCheckout>;
  fetchStatus(gatewayOrderId: string): Promise<GatewayStatus>;
  /**
   * Verifies a webhook's signature over the raw body and reads it. Throws WebhookRejected (→ 400)
   * for a missing, forged or stale signature or a body that is not the gateway's event.
   */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): GatewayEvent;
  /**
   * Refunds part or all of a captured payment; resolves with the gateway's refund id. The key makes a
   * retried call return the first refund (gateways de-duplicate on it).
   */
  refund(request: { paymentId: string; amountPaise: number; idempotencyKey: string; note: string }): Promise<{ refundId: string }>;
  /**
   * Every payment the gateway captured that was made in [since, until), from the gateway's own records
   * (the daily reconciliation compares them with the ledger). Refunded payments were captured too.
   */
  listCaptures(since: Date, until: Date): Promise<GatewayCapture[]>;
}

export class WebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRejected';
  }
}

export const headerOf = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};
