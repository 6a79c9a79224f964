import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AadhaarAdapter } from './adapters/aadhaar/aadhaarAdapter';
import type { AadhaarOtpAdapter } from './adapters/aadhaar/cashfreeAadhaar';
import type { Principal } from './auth/principal';
import type { CaptchaAdapter } from './adapters/captcha';
import type { AsyncEsignAdapter } from './adapters/esign/cashfreeEsign';
import type { EsignAdapter } from './adapters/esign/esignAdapter';
import type { PennyDropAdapter } from './adapters/pennyDrop/pennyDropAdapter';
import type { MessagingAdapter } from './adapters/messaging';
import type { PaymentGateway } from './adapters/paymentGateway/paymentGateway';
import type { SignedInCall } from './callContext';
import type { OrderDeliveries } from './domain/payments/orderDelivery';
import type { FieldErrors } from './engine/fieldErrors';
import type { GstLookupAdapter } from './domain/gst/gstAdapter';
import type { GstControlAdapter } from './domain/gst/gstControlAdapter';
import type { ResourceDef } from './registry/types';
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
  /** What a paid order of each purpose delivers (api/src/domain/orderDeliveries.ts). */
  orderDeliveries: OrderDeliveries;
  /** Uploaded files; default: local disk under DATA_DIR/uploads (api/src/storage/localDiskStorage.ts). */
  storage?: FileStorage;
  /** The payment gateway; default: the offline sandbox (api/src/adapters/paymentGateway/sandboxGateway.ts). */
  gateway?: PaymentGateway;
  /** false: a webhook is only stored and the payment-events job processes it (PAYMENT_WEBHOOK_INLINE=false). */
  paymentWebhookInline?: boolean;
  /** Settlement identity, bank and e-sign checks; default: the offline sandboxes (api/src/adapters/{aadhaar,pennyDrop,esign}). */
  aadhaar?: AadhaarAdapter;
  /** When set, Aadhaar is checked by OTP e-KYC (a code from UIDAI to the Aadhaar-linked mobile) instead of `aadhaar`. */
  aadhaarOtp?: AadhaarOtpAdapter;
  pennyDrop?: PennyDropAdapter;
  esign?: EsignAdapter;
  /** When set, letters are signed on the provider's page (redirect + signed callback) instead of `esign`. */
  esignAsync?: AsyncEsignAdapter;
}

/*
 * The CRUD engine's hooks (chained and built into one table by engine/hooks.ts). They are declared
 * here, beside AppContext, because each holds the other: the context carries the table and every
 * hook receives the context.
 */

export interface HookContext {
  trx: Knex.Transaction;
  principal: Principal;
  /** The whole call (who, IP, request id), for audit rows a hook writes. */
  call: SignedInCall;
  resource: ResourceDef;
  app: AppContext;
}

type Row = Record<string, unknown>;

/**
 * Per-resource rules that a declaration cannot express. Each runs inside the write's
 * transaction; throwing an HttpError aborts the write with that answer.
 */
export interface ResourceHooks {
  /**
   * Pure field rules (one field against another, or against the stored row): they add every
   * problem to `errors` instead of stopping at the first. The engine runs them on every create and
   * update — even when some fields failed their own (zod) rule, on the fields that passed — and
   * answers one 400 with all the field errors together. `row` is the record as it will be after
   * the write (defaults applied on create, stored values overlaid on update); `before` the stored row.
   */
  checkFields?: (row: Row, errors: FieldErrors, before?: Row) => void;
  beforeCreate?: (data: Row, h: HookContext) => Promise<Row | void> | Row | void;
  beforeUpdate?: (data: Row, before: Row, h: HookContext) => Promise<Row | void> | Row | void;
  beforeDelete?: (before: Row, h: HookContext) => Promise<void> | void;
  afterWrite?: (action: 'create' | 'update' | 'delete', after: Row, before: Row | undefined, h: HookContext) => Promise<void> | void;
  /** After the engine served the file of `record` (outside any write transaction). */
  afterFileDownload?: (record: Row, d: FileDownload) => Promise<void> | void;
}

/** A file the engine served (GET /api/<resource>/:id/file), to whom; evidence logs these downloads. */
export interface FileDownload {
  db: Knex;
  resource: ResourceDef;
  principal: Principal;
  ip: string | null;
  userAgent: string | null;
}

/**
 * What one domain component contributes: resource name → its hooks, or several hooks that run in
 * the order given (each before-hook sees the data the previous one returned).
 */
export type HookMap = Readonly<Record<string, ResourceHooks | readonly ResourceHooks[]>>;

/** The one map the engine receives (AppContext.hooks): every resource's hooks, already chained. */
export type ResourceHookTable = ReadonlyMap<string, ResourceHooks>;
