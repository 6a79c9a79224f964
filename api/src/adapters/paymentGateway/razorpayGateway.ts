/**
 * Razorpay as a PaymentGateway (issue 9 §2), with the official SDK (`razorpay`).
 *
 * Checkout sends the browser to a gateway-hosted page, so this adapter uses **Payment Links**
 * (`paymentLink.create` → the link's `short_url`), not checkout.js (which needs our own page to
 * open Razorpay's modal). The link id (`plink_…`) is the gatewayOrderId.
 *
 * Webhooks: Razorpay signs every delivery with HMAC-SHA256 (hex) of the raw request body under the
 * webhook secret, in `X-Razorpay-Signature`, and sends a unique `X-Razorpay-Event-Id` (the same on a
 * retry) — which the signature does NOT cover. Razorpay's signature carries no timestamp either, so
 * a captured body replays: the event is known by ids inside the signed body (signedEventId: a replay
 * under a new header id is the same event, stored once) and refused once its signed created_at is
 * more than 24 hours old (Razorpay's retry window).
 *
 * Events mapped (see docs/payments-razorpay.md):
 * - payment_link.paid → paid, closed (payment id and amount from payload.payment.entity)
 * - payment_link.cancelled, payment_link.expired → failed, closed
 * - payment_link.partially_paid → pending, open (we never allow partial payments, so it should not
 *   arrive; if it does it changes nothing)
 * - payment.failed → rejected as unrelated. Razorpay's payment entity carries no payment link id:
 *   a payment on a link has `order_id` (the order Razorpay creates behind the link) and
 *   `invoice_id: null`, and the payload of payment.failed holds only that payment entity. So the
 *   event cannot be tied to one of our checkouts without another API call, and it would change
 *   nothing anyway: a failed attempt does not close a payment link (the member may retry on the
 *   same page; the link expires or is paid later, and those events do arrive). Do not subscribe
 *   to payment.failed; if it is sent, it is answered 400 like any event we do not handle.
 * - anything else → rejected.
 */
import { createHash } from 'node:crypto';
import Razorpay from 'razorpay';
import type { PaymentLinks } from 'razorpay/dist/types/paymentLink';
import {
  headerOf,
  WebhookRejected,
  type GatewayCheckout,
  type GatewayCapture,
  type GatewayCheckoutRequest,
  type GatewayEvent,
  type GatewayStatus,
  type PaymentGateway,
} from './paymentGateway';

/** The part of the SDK client this adapter calls (a `new Razorpay(...)`, or a fake in tests). */
export interface RazorpayLinkClient {
  paymentLink: {
    create(params: PaymentLinks.RazorpayPaymentLinkCreateRequestBody): Promise<unknown>;
    fetch(paymentLinkId: string): Promise<unknown>;
  };
  payments: {
    /** GET /v1/payments: from/to are Unix seconds, count at most 100 a page, skip pages on. */
    all(params: { from: number; to: number; count: number; skip: number }): Promise<unknown>;
    refund(
      paymentId: string,
      params: { amount: number; speed?: 'normal'; notes?: Record<string, string>; receipt?: string },
    ): Promise<unknown>;
  };
}

export interface RazorpayGatewayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Defaults to `new Razorpay({ key_id, key_secret })`. */
  client?: RazorpayLinkClient;
  /**
   * How long a payment link stays payable (Razorpay's `expire_by`); Razorpay requires more than
   * 15 minutes. null: no expiry sent (Razorpay's default applies). Default 30.
   */
  linkExpiryMinutes?: number | null;
  /** The clock, for tests. */
  now?: () => Date;
}

/** A Razorpay API call failed (HTTP error or no answer). Never carries the keys. */
export class RazorpayRequestFailed extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'RazorpayRequestFailed';
  }
}

export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
export const RAZORPAY_EVENT_ID_HEADER = 'x-razorpay-event-id';
/** Razorpay's limits on a payment link's fields. */
const REFERENCE_ID_MAX = 40;
const DESCRIPTION_MAX = 2048;
const MIN_EXPIRY_MINUTES = 16;
/** payments.all: Razorpay's largest page; a reconciliation window past MAX_LISTED payments is an error (split it). */
const PAGE_SIZE = 100;
const MAX_LISTED = 100_000;

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const nonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** An amount in paise as Razorpay sends it (already paise, unlike the rupee strings of validation/money.ts): a non-negative safe integer (numeric strings accepted). */
function gatewayPaise(v: unknown): number | null {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

function requestFailed(what: string, err: unknown): RazorpayRequestFailed {
  // The SDK rejects with { statusCode, error: { code, description } } for HTTP errors, a plain
  // string for a missing id, and crashes with a TypeError when there was no HTTP answer at all.
  if (isObject(err) && 'statusCode' in err) {
    const status = Number(err.statusCode);
    const detail = isObject(err.error) ? err.error : {};
    const code = typeof detail.code === 'string' ? detail.code : null;
    const description = typeof detail.description === 'string' ? detail.description : 'no description';
    return new RazorpayRequestFailed(
      `Razorpay ${what} failed: HTTP ${status} ${code ?? ''} ${description}`.replace(/\s+/g, ' ').trim(),
      Number.isFinite(status) ? status : null,
      code,
    );
  }
  const message = err instanceof Error ? err.message : typeof err === 'string' ? err : 'unknown error';
  return new RazorpayRequestFailed(`Razorpay ${what} failed: ${message}`, null, null);
}

/** The captured payment of a paid link. The API sends `payments` as an array (null before any). */
function capturedPaymentId(payments: unknown): string | null {
  const list = Array.isArray(payments) ? payments : isObject(payments) ? [payments] : [];
  const captured = list.filter((p): p is Json => isObject(p) && p.status === 'captured');
  const last = captured[captured.length - 1];
  return last && nonEmptyString(last.payment_id) ? last.payment_id : null;
}

const PENDING: GatewayStatus = { status: 'pending', paymentId: null, amountPaise: 0, closed: false };

/** What a payment link's status means for checkout. An unknown status is pending, never paid. */
export function statusOfLink(link: unknown): GatewayStatus {
  if (!isObject(link)) return PENDING;
  switch (link.status) {
    case 'paid': {
      const amountPaise = gatewayPaise(link.amount_paid);
      if (amountPaise === null || amountPaise === 0) {
        throw new RazorpayRequestFailed(`Razorpay payment link ${String(link.id)} is paid with an invalid amount_paid`, null, null);
      }
      return { status: 'paid', paymentId: capturedPaymentId(link.payments), amountPaise, closed: true };
    }
    case 'cancelled':
    case 'expired':
      return { status: 'failed', paymentId: null, amountPaise: 0, closed: true };
    case 'created':
    case 'partially_paid':
    default:
      return PENDING;
  }
}

function reject(message: string): never {
  throw new WebhookRejected(`Razorpay webhook rejected: ${message}`);
}

function entityOf(payload: Json, name: string): Json {
  const wrapper = payload[name];
  if (!isObject(wrapper) || !isObject(wrapper.entity)) reject(`the payload has no ${name} entity`);
  return wrapper.entity;
}

function linkIdOf(payload: Json): string {
  const link = entityOf(payload, 'payment_link');
  if (!nonEmptyString(link.id)) reject('the payment link has no id');
  return link.id;
}

/**
 * Razorpay retries a delivery for 24 hours after the event's created_at (its webhook best practices);
 * a signed body older than that is a replay, refused. (A dashboard replay of an older missed event is
 * refused too: the payment-events job's status check and the daily reconciliation settle those.)
 */
export const RAZORPAY_WEBHOOK_MAX_AGE_SECONDS = 24 * 3600;
/** How far ahead of our clock a created_at may be. */
const CLOCK_SKEW_SECONDS = 300;

/**
 * The id a Razorpay event is stored under (payment_webhook_events.event_id, unique): the event name
 * and the ids of the entities it is about, all inside the signed body — one payment link is paid by
 * one payment, expires once, is cancelled once. The X-Razorpay-Event-Id header is not signed, so a
 * captured body sent again under a new header id is still the same event. Long ids are hashed to fit.
 */
export function signedEventId(event: string, entityIds: string[]): string {
  const id = [event, ...entityIds].join(':');
  return id.length <= 100 ? id : `${event.slice(0, 30)}:sha256:${createHash('sha256').update(id).digest('hex')}`;
}

/**
 * Verifies and reads a Razorpay webhook. The signature is checked with the SDK's own
 * `Razorpay.validateWebhookSignature` over the body exactly as received (never re-serialised JSON).
 */
export function verifyRazorpayWebhook(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  webhookSecret: string,
  now: Date = new Date(),
): GatewayEvent {
  const signature = headerOf(headers, RAZORPAY_SIGNATURE_HEADER)?.trim();
  if (!signature) reject(`no ${RAZORPAY_SIGNATURE_HEADER} header`);
  // Razorpay always sends it, but the signature does not cover it: it is not what a replay is known by.
  if (!headerOf(headers, RAZORPAY_EVENT_ID_HEADER)?.trim()) reject(`no ${RAZORPAY_EVENT_ID_HEADER} header`);
  if (!Buffer.isBuffer(rawBody) || rawBody.length === 0) reject('empty body');

  const body = rawBody.toString('utf8');
  // Razorpay signs bytes; the SDK takes a string. Refuse bodies that do not survive the decoding.
  if (!Buffer.from(body, 'utf8').equals(rawBody)) reject('the body is not UTF-8');
  if (!Razorpay.validateWebhookSignature(body, signature, webhookSecret)) reject('the signature does not match');

  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    reject('the body is not JSON');
  }
  if (!isObject(event) || event.entity !== 'event' || !nonEmptyString(event.event) || !isObject(event.payload)) {
    reject('the body is not a Razorpay event');
  }
  const createdAt = event.created_at;
  if (typeof createdAt !== 'number' || !Number.isSafeInteger(createdAt) || createdAt <= 0) {
    reject('the event has no valid created_at');
  }
  const ageSeconds = Math.floor(now.getTime() / 1000) - createdAt;
  if (ageSeconds > RAZORPAY_WEBHOOK_MAX_AGE_SECONDS) reject('the event is stale (created more than 24 hours ago)');
  if (ageSeconds < -CLOCK_SKEW_SECONDS) reject('the event is created in the future');
  const payload = event.payload;
  const eventName = event.event;
  // What a replay is known by: the signed payload's own ids, never the unsigned event-id header.
  const base = (ids: string[]) => ({ eventId: signedEventId(eventName, ids), occurredAt: new Date(createdAt * 1000), payload: event });

  switch (event.event) {
    case 'payment_link.paid': {
      const gatewayOrderId = linkIdOf(payload);
      const payment = entityOf(payload, 'payment');
      if (!nonEmptyString(payment.id)) reject('the payment has no id');
      if (payment.currency !== undefined && payment.currency !== 'INR') {
        reject(`the payment is in ${String(payment.currency)}, not INR`);
      }
      const amountPaise = gatewayPaise(payment.amount);
      if (amountPaise === null || amountPaise === 0) {
        reject('the payment amount is not a positive whole number of paise');
      }
      return { ...base([gatewayOrderId, payment.id]), gatewayOrderId, status: 'paid', paymentId: payment.id, amountPaise, closed: true };
    }
    case 'payment_link.cancelled':
    case 'payment_link.expired': {
      const gatewayOrderId = linkIdOf(payload);
      return { ...base([gatewayOrderId]), gatewayOrderId, status: 'failed', paymentId: null, amountPaise: 0, closed: true };
    }
    case 'payment_link.partially_paid': {
      const gatewayOrderId = linkIdOf(payload);
      const payment = isObject(payload.payment) && isObject(payload.payment.entity) ? payload.payment.entity : {};
      const ids = nonEmptyString(payment.id) ? [gatewayOrderId, payment.id] : [gatewayOrderId];
      return { ...base(ids), gatewayOrderId, status: 'pending', paymentId: null, amountPaise: 0, closed: false };
    }
    case 'payment.failed':
      // See the file comment: the payment entity names no payment link, and a failed attempt leaves
      // the link open, so there is nothing to record against a checkout.
      return reject('payment.failed is not handled (a payment names no payment link; subscribe to payment_link.* only)');
    default:
      return reject(`event ${event.event} is not handled`);
  }
}

export function createRazorpayGateway(options: RazorpayGatewayOptions): PaymentGateway {
  const { keyId, keySecret, webhookSecret } = options;
  if (!keyId || !keySecret || !webhookSecret) {
    throw new Error('createRazorpayGateway needs keyId, keySecret and webhookSecret');
  }
  const expiryMinutes = options.linkExpiryMinutes === undefined ? 30 : options.linkExpiryMinutes;
  if (expiryMinutes !== null && (!Number.isInteger(expiryMinutes) || expiryMinutes < MIN_EXPIRY_MINUTES)) {
    throw new Error(`linkExpiryMinutes must be a whole number ≥ ${MIN_EXPIRY_MINUTES} (Razorpay needs > 15), or null`);
  }
  const now = options.now ?? (() => new Date());
  const client: RazorpayLinkClient = options.client ?? new Razorpay({ key_id: keyId, key_secret: keySecret });

  return {
    name: 'razorpay',

    async createCheckout(request: GatewayCheckoutRequest): Promise<GatewayCheckout> {
      const { orderNumber, amountPaise, customer, returnUrl, description } = request;
      if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) {
        throw new Error(`amountPaise must be a positive whole number of paise, got ${amountPaise}`);
      }
      if (!orderNumber || orderNumber.length > REFERENCE_ID_MAX) {
        throw new Error(`orderNumber must be 1–${REFERENCE_ID_MAX} characters (Razorpay's reference_id)`);
      }
      const linkCustomer: PaymentLinks.RazorpayPaymentLinkCreateRequestBody['customer'] = {};
      if (customer.name) linkCustomer.name = customer.name;
      if (customer.email) linkCustomer.email = customer.email;
      if (customer.mobile) linkCustomer.contact = customer.mobile;
      const params: PaymentLinks.RazorpayPaymentLinkCreateRequestBody = {
        amount: amountPaise,
        currency: 'INR',
        accept_partial: false,
        reference_id: orderNumber,
        description: description.slice(0, DESCRIPTION_MAX),
        customer: linkCustomer,
        // We tell the member ourselves; Razorpay must not send its own SMS or email with the link.
        notify: { sms: false, email: false },
        reminder_enable: false,
        callback_url: returnUrl,
        callback_method: 'get',
      };
      if (request.expiresAt) {
        // The order's hold, but never sooner than Razorpay accepts (more than 15 minutes from now).
        const soonest = Math.floor(now().getTime() / 1000) + MIN_EXPIRY_MINUTES * 60;
        params.expire_by = Math.max(Math.floor(request.expiresAt.getTime() / 1000), soonest);
      } else if (expiryMinutes !== null) {
        params.expire_by = Math.floor(now().getTime() / 1000) + expiryMinutes * 60;
      }
      let link: unknown;
      try {
        link = await client.paymentLink.create(params);
      } catch (err) {
        throw requestFailed('paymentLink.create', err);
      }
      if (!isObject(link) || !nonEmptyString(link.id) || !nonEmptyString(link.short_url)) {
        throw new RazorpayRequestFailed('Razorpay paymentLink.create answered without id or short_url', null, null);
      }
      return { gatewayOrderId: link.id, redirectUrl: link.short_url };
    },

    async fetchStatus(gatewayOrderId: string): Promise<GatewayStatus> {
      if (!gatewayOrderId) throw new Error('fetchStatus needs a payment link id');
      let link: unknown;
      try {
        link = await client.paymentLink.fetch(gatewayOrderId);
      } catch (err) {
        throw requestFailed('paymentLink.fetch', err);
      }
      if (!isObject(link) || link.id !== gatewayOrderId) {
        throw new RazorpayRequestFailed(`Razorpay paymentLink.fetch answered another link than ${gatewayOrderId}`, null, null);
      }
      return statusOfLink(link);
    },

    async refund({ paymentId, amountPaise, idempotencyKey, note }) {
      if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
        throw new Error(`A refund is a positive whole number of paise, got ${amountPaise}`);
      let answer: unknown;
      try {
        // receipt (≤ 40 characters) carries our key: Razorpay refuses a second refund with the same receipt.
        answer = await client.payments.refund(paymentId, {
          amount: amountPaise,
          speed: 'normal',
          receipt: idempotencyKey.slice(0, 40),
          notes: { note: note.slice(0, 250) },
        });
      } catch (err) {
        throw requestFailed('payments.refund', err);
      }
      if (!isObject(answer) || typeof answer.id !== 'string')
        throw new RazorpayRequestFailed('Razorpay payments.refund answered without an id', null, null);
      return { refundId: answer.id };
    },

    verifyWebhook(rawBody, headers) {
      return verifyRazorpayWebhook(rawBody, headers, webhookSecret, now());
    },

    async listCaptures(since, until) {
      const from = Math.floor(since.getTime() / 1000);
      const to = Math.floor(until.getTime() / 1000) - 1;
      const captures: GatewayCapture[] = [];
      for (let skip = 0; ; skip += PAGE_SIZE) {
        let page: unknown;
        try {
          page = await client.payments.all({ from, to, count: PAGE_SIZE, skip });
        } catch (err) {
          throw requestFailed('payments.all', err);
        }
        if (!isObject(page) || !Array.isArray(page.items))
          throw new RazorpayRequestFailed('Razorpay payments.all answered without items', null, null);
        for (const p of page.items) {
          if (!isObject(p) || p.captured !== true || !nonEmptyString(p.id)) continue;
          const amountPaise = gatewayPaise(p.amount);
          if (amountPaise === null || typeof p.created_at !== 'number')
            throw new RazorpayRequestFailed(`Razorpay payment ${p.id} has no valid amount or created_at`, null, null);
          if (p.currency !== undefined && p.currency !== 'INR') continue;
          captures.push({ paymentId: p.id, amountPaise, capturedAt: new Date(p.created_at * 1000) });
        }
        if (page.items.length < PAGE_SIZE) return captures;
        if (skip > MAX_LISTED)
          throw new RazorpayRequestFailed(`Razorpay payments.all: more than ${MAX_LISTED} payments in one window`, null, null);
      }
    },
  };
}
