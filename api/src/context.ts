import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AadhaarAdapter } from './adapters/aadhaar/aadhaarAdapter';
import type { CaptchaAdapter } from './adapters/captcha';
import type { EsignAdapter } from './adapters/esign/esignAdapter';
import type { PennyDropAdapter } from './adapters/pennyDrop/pennyDropAdapter';
import type { MessagingAdapter } from './adapters/messaging';
import type { PaymentGateway } from './adapters/paymentGateway/paymentGateway';
import type { ResourceHookTable } from './engine/hooks';
import type { GstLookupAdapter } from './domain/gst/gstAdapter';
import type { GstControlAdapter } from './domain/gst/gstControlAdapter';
import type { FileStorage } from './storage/fileStorage';

/** Per-process limits, overridable in tests. Windows are in seconds. */
export interface RateLimits {
  otpTtlSeconds: number;
  otpMaxFailedAttempts: number;
  otpResendCooldownSeconds: number;
  otpSendsPerIdentifier: { max: number; windowSeconds: number };
  otpSendsPerIp: { max: number; windowSeconds: number };
  otpVerifiesPerIp: { max: number; windowSeconds: number };
  /** Public contact-form messages (POST utils/sendmail) from one IP. */
  contactMessagesPerIp: { max: number; windowSeconds: number };
}

export const defaultRateLimits: RateLimits = {
  otpTtlSeconds: 300,
  otpMaxFailedAttempts: 5,
  otpResendCooldownSeconds: 30,
  otpSendsPerIdentifier: { max: 5, windowSeconds: 15 * 60 },
  otpSendsPerIp: { max: 30, windowSeconds: 15 * 60 },
  otpVerifiesPerIp: { max: 60, windowSeconds: 15 * 60 },
  contactMessagesPerIp: { max: 5, windowSeconds: 60 * 60 },
};

/** Everything a route or domain module needs from the outside world, passed explicitly. */
export interface AppContext {
  db: Knex;
  logger: Logger;
  messaging: MessagingAdapter;
  captcha: CaptchaAdapter;
  limits: RateLimits;
  /** Development conveniences are never mounted when true. */
  production: boolean;
  /** GET /api/dev/outbox (codes readable without an SMS provider): only when !production and DEV_OUTBOX is on. */
  devOutbox?: boolean;
  /** GSTIN look-ups; default: the offline sandbox (api/src/domain/gst/sandboxGstAdapter.ts). */
  gst?: GstLookupAdapter;
  /** Proof of control of a GST registration (a code to its registered contact); default: the offline sandbox (api/src/domain/gst/sandboxGstControlAdapter.ts). */
  gstControl?: GstControlAdapter;
  /** How long a request's caller may be taken from memory (auth/principalCache.ts); 0 or unset: read every time. */
  authCacheMs?: number;
  /** The domain rules the CRUD engine runs on every write (api/src/domain/resourceHooks.ts). */
  hooks: ResourceHookTable;
  /** Uploaded files; default: local disk under DATA_DIR/uploads (api/src/storage/localDiskStorage.ts). */
  storage?: FileStorage;
  /** The payment gateway; default: the offline sandbox (api/src/adapters/paymentGateway/sandboxGateway.ts). */
  gateway?: PaymentGateway;
  /** false: a webhook is only stored and the payment-events job processes it (PAYMENT_WEBHOOK_INLINE=false). */
  paymentWebhookInline?: boolean;
  /** Settlement identity, bank and e-sign checks; default: the offline sandboxes (api/src/adapters/{aadhaar,pennyDrop,esign}). */
  aadhaar?: AadhaarAdapter;
  pennyDrop?: PennyDropAdapter;
  esign?: EsignAdapter;
}
