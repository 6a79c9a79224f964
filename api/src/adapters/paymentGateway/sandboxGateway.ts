/**
 * The built-in sandbox payment gateway (issue 9 §2): offline, and behaving like a real one. It keeps
 * its own state (sandbox_gateway_sessions), shows its own hosted checkout page
 * (./sandboxCheckoutPage.ts) where the tester picks pay, fail or leave pending, and tells us the
 * outcome by webhooks signed with HMAC-SHA256 (./sandboxSignature.ts), delivered from its own outbox
 * (sandbox_gateway_webhooks) with retries — so our side is exercised exactly as with a real gateway:
 * a webhook may come late, twice, or not at all, and fetchStatus is the gateway's word.
 */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import {
  headerOf,
  WebhookRejected,
  type GatewayCheckout,
  type GatewayCheckoutRequest,
  type GatewayEvent,
  type GatewayStatus,
  type PaymentGateway,
} from './paymentGateway';
import { checkSandboxSignature, SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandboxSignature';

export const SANDBOX_CHECKOUT_PATH = '/sandbox-pay';
/** How long a hosted checkout stays open (a real gateway's link expiry). */
export const SANDBOX_SESSION_MINUTES = 60;
const MAX_DELIVERY_ATTEMPTS = 10;
/** The retry sweep leaves a webhook alone this long after its last attempt. */
const RETRY_AFTER_SECONDS = 30;

export type SandboxDecision = 'pay' | 'fail' | 'pending';

/** How the sandbox posts a webhook; returns the HTTP status. */
export type WebhookSender = (url: string, body: string, headers: Record<string, string>) => Promise<number>;

export interface SandboxGatewayOptions {
  db: Knex;
  secret: string;
  /** Where it posts webhooks: our /api/payments/webhook/sandbox. */
  webhookUrl: string;
  send?: WebhookSender;
  now?: () => Date;
  onDeliveryError?: (err: unknown) => void;
}

interface SandboxWebhookBody {
  id: string;
  type: 'checkout.paid' | 'checkout.failed';
  created_at: number;
  data: { session_id: string; order_number: string; status: 'paid' | 'failed'; payment_id: string | null; amount_paise: number };
}

export interface SandboxGateway extends PaymentGateway {
  /** The hosted page's view of a session (null when unknown). */
  session(id: string): Promise<SandboxSession | null>;
  /** The tester's choice on the hosted page; answers where the browser goes next. */
  decide(id: string, decision: SandboxDecision): Promise<{ returnUrl: string; status: SandboxSession['status'] }>;
  /** Posts the webhooks not delivered yet; answers how many were delivered. */
  deliverPending(): Promise<{ delivered: number; failed: number }>;
}

export interface SandboxSession {
  id: string;
  order_number: string;
  amount_paise: number;
  description: string;
  return_url: string;
  customer: { name: string; email: string | null; mobile: string | null };
  status: 'created' | 'paid' | 'failed';
  payment_id: string | null;
  expires_at: Date;
}

const token = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('base64url')}`;

const defaultSender: WebhookSender = async (url, body, headers) => {
  const res = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
  await res.arrayBuffer();
  return res.status;
};

export function createSandboxGateway(opts: SandboxGatewayOptions): SandboxGateway {
  const { db, secret } = opts;
  const now = opts.now ?? (() => new Date());
  const send = opts.send ?? defaultSender;

  const readSession = async (id: string): Promise<SandboxSession | null> => {
    const row = await db('sandbox_gateway_sessions').where({ id }).first();
    return row ? { ...row, amount_paise: Number(row.amount_paise) } : null;
  };
  const expired = (s: SandboxSession) => s.status === 'created' && s.expires_at.getTime() <= now().getTime();

  /** Posts these outbox rows (signed at sending time) and records each attempt. */
  async function deliver(rows: Array<{ id: number; body: string }>) {
    let delivered = 0;
    let failed = 0;
    for (const row of rows) {
      let error: string | null = null;
      try {
        const status = await send(opts.webhookUrl, row.body, {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(secret, row.body, now()),
        });
        if (status < 200 || status >= 300) error = `HTTP ${status}`;
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
      await db('sandbox_gateway_webhooks')
        .where({ id: row.id })
        .update({
          attempts: db.raw('attempts + 1'),
          delivered_at: error ? null : now(),
          last_error: error?.slice(0, 500) ?? null,
          updated_at: now(),
        });
      if (error) failed += 1;
      else delivered += 1;
    }
    return { delivered, failed };
  }

  /** The retry sweep: webhooks not delivered and last tried over RETRY_AFTER_SECONDS ago (a fresh one is being sent at once). */
  async function deliverPending() {
    const rows = await db('sandbox_gateway_webhooks')
      .whereNull('delivered_at')
      .where('attempts', '<', MAX_DELIVERY_ATTEMPTS)
      .where('updated_at', '<', new Date(now().getTime() - RETRY_AFTER_SECONDS * 1000))
      .orderBy('id')
      .limit(50)
      .select('id', 'body');
    return deliver(rows);
  }

  return {
    name: 'sandbox',

    async createCheckout(request: GatewayCheckoutRequest): Promise<GatewayCheckout> {
      if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise <= 0)
        throw new RangeError(`The sandbox collects a whole, positive number of paise, got ${request.amountPaise}`);
      const id = token('sbx');
      await db('sandbox_gateway_sessions').insert({
        id,
        order_number: request.orderNumber,
        amount_paise: request.amountPaise,
        description: request.description.slice(0, 300),
        return_url: request.returnUrl,
        customer: JSON.stringify(request.customer),
        expires_at: request.expiresAt ?? new Date(now().getTime() + SANDBOX_SESSION_MINUTES * 60_000),
      });
      return { gatewayOrderId: id, redirectUrl: `${SANDBOX_CHECKOUT_PATH}/${id}` };
    },

    async fetchStatus(id: string): Promise<GatewayStatus> {
      const s = await readSession(id);
      if (!s) throw new Error(`The sandbox has no checkout ${id}.`);
      if (s.status === 'paid') return { status: 'paid', paymentId: s.payment_id, amountPaise: s.amount_paise, closed: true };
      if (s.status === 'failed' || expired(s)) return { status: 'failed', paymentId: null, amountPaise: 0, closed: true };
      return { status: 'pending', paymentId: null, amountPaise: 0, closed: false };
    },

    verifyWebhook(rawBody: Buffer, headers): GatewayEvent {
      const body = rawBody.toString('utf8');
      const check = checkSandboxSignature(secret, body, headerOf(headers, SANDBOX_SIGNATURE_HEADER), now());
      if (!check.ok) throw new WebhookRejected(check.reason);
      let event: SandboxWebhookBody;
      try {
        event = JSON.parse(body) as SandboxWebhookBody;
      } catch {
        throw new WebhookRejected('The webhook body is not JSON.');
      }
      const d = event?.data;
      if (
        typeof event?.id !== 'string' ||
        !['checkout.paid', 'checkout.failed'].includes(event.type) ||
        !Number.isSafeInteger(event.created_at) ||
        typeof d?.session_id !== 'string' ||
        !Number.isSafeInteger(d.amount_paise) ||
        d.amount_paise < 0
      )
        throw new WebhookRejected('The webhook is not a sandbox checkout event.');
      const paid = event.type === 'checkout.paid';
      return {
        eventId: event.id,
        gatewayOrderId: d.session_id,
        status: paid ? 'paid' : 'failed',
        paymentId: paid ? d.payment_id : null,
        amountPaise: paid ? d.amount_paise : 0,
        occurredAt: new Date(event.created_at * 1000),
        closed: true,
        payload: event,
      };
    },

    /** The sandbox refunds at once; the same key answers the same refund id. */
    async refund({ paymentId, amountPaise, idempotencyKey }) {
      if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
        throw new RangeError(`A refund is a positive whole number of paise, got ${amountPaise}`);
      const paid = await db('sandbox_gateway_sessions').where({ payment_id: paymentId, status: 'paid' }).first('amount_paise');
      if (!paid) throw new Error(`The sandbox has no captured payment ${paymentId}.`);
      if (amountPaise > Number(paid.amount_paise)) throw new Error('The sandbox cannot refund more than was paid.');
      return { refundId: `rfnd_sbx_${crypto.createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 16)}` };
    },

    async listCaptures(since, until) {
      const rows = await db('sandbox_gateway_sessions')
        .where({ status: 'paid' })
        .whereNotNull('payment_id')
        .where('decided_at', '>=', since)
        .where('decided_at', '<', until)
        .orderBy('decided_at')
        .select('payment_id', 'amount_paise', 'decided_at');
      return rows.map((r) => ({ paymentId: r.payment_id, amountPaise: Number(r.amount_paise), capturedAt: r.decided_at }));
    },

    session: readSession,

    async decide(id, decision) {
      const result = await db.transaction(async (trx) => {
        const row = await trx('sandbox_gateway_sessions').where({ id }).forUpdate().first();
        if (!row) return null;
        const s: SandboxSession = { ...row, amount_paise: Number(row.amount_paise) };
        // A decided or expired session does not change again (a real hosted page would show its result).
        if (s.status !== 'created' || decision === 'pending' || expired(s)) return { returnUrl: s.return_url, status: s.status };
        const status: SandboxSession['status'] = decision === 'pay' ? 'paid' : 'failed';
        const paymentId = status === 'paid' ? token('pay_sbx') : null;
        await trx('sandbox_gateway_sessions').where({ id }).update({ status, payment_id: paymentId, decided_at: now(), updated_at: now() });
        const body: SandboxWebhookBody = {
          id: token('evt_sbx'),
          type: status === 'paid' ? 'checkout.paid' : 'checkout.failed',
          created_at: Math.floor(now().getTime() / 1000),
          data: { session_id: id, order_number: s.order_number, status, payment_id: paymentId, amount_paise: s.amount_paise },
        };
        const [outbox] = await trx('sandbox_gateway_webhooks')
          .insert({ event_id: body.id, session_id: id, body: JSON.stringify(body) })
          .returning(['id', 'body']);
        return { returnUrl: s.return_url, status, webhook: outbox as { id: number; body: string } };
      });
      if (!result) throw new Error(`The sandbox has no checkout ${id}.`);
      // Delivered after the browser is sent back, as a real gateway would; the outbox job retries failures.
      const webhook = 'webhook' in result ? result.webhook : null;
      if (webhook) setImmediate(() => void deliver([webhook]).catch((err) => opts.onDeliveryError?.(err)));
      return { returnUrl: result.returnUrl, status: result.status };
    },

    deliverPending,
  };
}
