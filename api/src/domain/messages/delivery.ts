/**
 * Sending queued `outbox_messages` rows through each channel's provider — from the `message-outbox` job,
 * and right after the commit that queued a code (./messaging.ts), so a member never waits for the poll.
 *
 * Never twice: a sender claims rows under `FOR UPDATE SKIP LOCKED` and moves them to `sending` in a
 * committed transaction before calling the provider, so no other sender (another process, the job and an
 * inline send) can take them. The row id goes to the provider as `reference`. The only window left is a
 * crash between the provider's 2xx and our update: such a row stays `sending`, and is marked `failed`
 * ("interrupted") after SENDING_STALE_MS — never resent by itself, since a provider without an idempotency
 * key (SMTP, MSG91, WhatsApp Cloud; see docs/messaging.md) would deliver it again. Staff may resend it.
 *
 * Retries: a retryable ProviderError (5xx, timeout, 429) puts the row back to `queued` with a backoff
 * (30 s, 1, 2, 4 … min, at least the provider's Retry-After); after `maxAttempts` tries, or at once on a
 * non-retryable error, the row is `failed` with the provider's reason.
 */
import type { Knex } from 'knex';
import {
  ProviderError,
  type MessageChannel,
  type MessageProvider,
  type ProviderMessage,
  type ReceiptStatus,
  type ProviderReceipt,
} from '../../adapters/messageProviders/messageProvider';
import { unsealMessage } from './outbox';

export type ProviderSet = Readonly<Partial<Record<MessageChannel, MessageProvider>>>;

export const DEFAULT_MAX_ATTEMPTS = 5;
export const SENDING_STALE_MS = 10 * 60 * 1000;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

export function backoffMs(attempts: number, retryAfterMs?: number): number {
  const exp = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
  return Math.max(exp, Math.min(retryAfterMs ?? 0, 24 * 60 * 60 * 1000));
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
  interrupted: number;
}

interface OutboxRow {
  id: string | number;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  sealed: string | null;
  template: string | null;
  language: 'en' | 'hi';
  variables: Record<string, string>;
  essential: boolean;
  attempts: number;
}

/** Claims due queued rows (all, or only `ids`) for this sender: they become `sending`. */
async function claim(db: Knex, opts: { limit: number; ids?: readonly number[] }): Promise<OutboxRow[]> {
  return db.transaction(async (trx): Promise<OutboxRow[]> => {
    const q = trx('outbox_messages')
      .where({ status: 'queued' })
      .where('next_attempt_at', '<=', trx.fn.now())
      .orderBy('id')
      .limit(opts.limit)
      .forUpdate()
      .skipLocked()
      .select('id');
    if (opts.ids) q.whereIn('id', opts.ids);
    const ids = (await q).map((r) => r.id);
    if (!ids.length) return [];
    const claimed: unknown = await trx('outbox_messages')
      .whereIn('id', ids)
      .update({ status: 'sending', sending_at: trx.fn.now(), attempts: trx.raw('attempts + 1'), updated_at: trx.fn.now() })
      .returning([
        'id',
        'channel',
        'recipient',
        'subject',
        'body',
        'html',
        'sealed',
        'template',
        'language',
        'variables',
        'essential',
        'attempts',
      ]);
    return claimed as OutboxRow[];
  });
}

async function providerMessage(db: Knex, row: OutboxRow, unsubscribe?: (row: OutboxRow) => string | undefined): Promise<ProviderMessage> {
  const plain = row.sealed ? unsealMessage(row.sealed) : { subject: row.subject ?? undefined, text: row.body, html: row.html ?? undefined };
  const tpl = row.template
    ? await db('templates')
        .where({ key: row.template, language: row.language })
        .first('dlt_template_id', 'whatsapp_name', 'body', 'subject')
    : undefined;
  const vars = row.variables ?? {};
  const listUnsubscribe = row.channel === 'email' && !row.essential ? unsubscribe?.(row) : undefined;
  return {
    channel: row.channel,
    to: row.recipient,
    reference: String(row.id),
    subject: plain.subject,
    text: plain.text,
    html: plain.html,
    template: {
      code: row.template ?? 'text',
      language: row.language,
      dltTemplateId: tpl?.dlt_template_id ?? undefined,
      whatsappName: tpl?.whatsapp_name ?? undefined,
      variables: Object.entries(vars).map(([k, v]) => [k, String(v)] as const),
    },
    headers: listUnsubscribe ? { 'List-Unsubscribe': listUnsubscribe, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined,
  };
}

export interface DeliveryOptions {
  limit?: number;
  maxAttempts?: number;
  /** The List-Unsubscribe value of a non-essential email (e.g. <https://site/account/messages>). */
  unsubscribe?: (row: { id: string | number; recipient: string }) => string | undefined;
  ids?: readonly number[];
}

export type SendOutcome = 'sent' | 'retry' | 'failed';

async function sendClaimed(db: Knex, providers: ProviderSet, row: OutboxRow, opts: DeliveryOptions): Promise<SendOutcome> {
  const provider = providers[row.channel];
  const maxAttempts = opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const mine = () => db('outbox_messages').where({ id: row.id, status: 'sending' });
  if (!provider) {
    await mine().update({
      status: 'failed',
      failed_at: db.fn.now(),
      sealed: null,
      error: `no ${row.channel} provider is configured`,
      updated_at: db.fn.now(),
    });
    return 'failed';
  }
  try {
    const accepted = await provider.send(await providerMessage(db, row, opts.unsubscribe));
    await mine().update({
      status: 'sent',
      provider: provider.name,
      provider_ref: accepted.providerRef.slice(0, 100),
      sent_at: db.fn.now(),
      sealed: null,
      error: null,
      updated_at: db.fn.now(),
    });
    return 'sent';
  } catch (err) {
    const pe = err instanceof ProviderError ? err : new ProviderError(String((err as Error)?.message ?? err), true);
    const reason = pe.reason.slice(0, 500);
    if (pe.retryable && row.attempts < maxAttempts) {
      const wait = backoffMs(row.attempts, pe.retryAfterMs);
      await mine().update({
        status: 'queued',
        provider: provider.name,
        error: reason,
        next_attempt_at: db.raw(`now() + make_interval(secs => ?)`, [wait / 1000]),
        updated_at: db.fn.now(),
      });
      return 'retry';
    }
    await mine().update({
      status: 'failed',
      provider: provider.name,
      error: reason,
      failed_at: db.fn.now(),
      sealed: null,
      updated_at: db.fn.now(),
    });
    return 'failed';
  }
}

/** Rows left `sending` by a crashed sender: failed as interrupted (they may have gone out; never resent by themselves). */
export async function failInterrupted(db: Knex, staleMs = SENDING_STALE_MS): Promise<number> {
  return db('outbox_messages')
    .where({ status: 'sending' })
    .where('sending_at', '<', db.raw(`now() - make_interval(secs => ?)`, [staleMs / 1000]))
    .update({
      status: 'failed',
      failed_at: db.fn.now(),
      sealed: null,
      error: 'interrupted while sending: it may have reached the recipient, so it is not sent again by itself',
      updated_at: db.fn.now(),
    });
}

/** Sends what is due (the job), or only the rows `ids` (right after the commit that queued them). */
export async function deliverQueued(
  db: Knex,
  providers: ProviderSet,
  opts: DeliveryOptions = {},
): Promise<DeliveryReport & { outcomes: Map<number, SendOutcome> }> {
  const report = { sent: 0, retried: 0, failed: 0, interrupted: 0, outcomes: new Map<number, SendOutcome>() };
  if (!opts.ids) report.interrupted = await failInterrupted(db);
  const limit = opts.limit ?? 200;
  let left = limit;
  while (left > 0) {
    const rows = await claim(db, { limit: Math.min(left, 20), ids: opts.ids });
    if (!rows.length) break;
    left -= rows.length;
    for (const row of rows) {
      const outcome = await sendClaimed(db, providers, row, opts);
      report.outcomes.set(Number(row.id), outcome);
      if (outcome === 'sent') report.sent++;
      else if (outcome === 'retry') report.retried++;
      else report.failed++;
    }
    if (opts.ids) break;
  }
  return report;
}

const RANK: Record<string, number> = { queued: 0, sending: 1, sent: 2, delivered: 3, read: 4, failed: 5 };

/**
 * Applies a provider's receipts to its rows (by provider and provider_ref). Status only moves forward:
 * sent → delivered → read; `failed` from a receipt is taken over sent or delivered (the operator's
 * later refusal), never over read. Returns how many rows changed.
 */
export async function applyReceipts(db: Knex, provider: string, receipts: readonly ProviderReceipt[]): Promise<number> {
  let changed = 0;
  for (const r of receipts) {
    const row = await db('outbox_messages').where({ provider, provider_ref: r.providerRef }).first('id', 'status');
    if (!row) continue;
    const from = RANK[row.status as string] ?? 0;
    const to = RANK[r.status] ?? 0;
    const forward = r.status === 'failed' ? row.status !== 'read' && row.status !== 'failed' : to > from && row.status !== 'failed';
    if (!forward) continue;
    const at = r.at instanceof Date && !Number.isNaN(r.at.getTime()) ? r.at : new Date();
    const stamp: Partial<Record<ReceiptStatus, string>> = {
      sent: 'sent_at',
      delivered: 'delivered_at',
      read: 'read_at',
      failed: 'failed_at',
    };
    changed += await db('outbox_messages')
      .where({ id: row.id, status: row.status })
      .update({
        status: r.status,
        [stamp[r.status]!]: at,
        ...(r.status === 'read' ? { delivered_at: db.raw('coalesce(delivered_at, ?)', [at]) } : {}),
        ...(r.status === 'failed' ? { error: (r.reason ?? 'the provider reported a failure').slice(0, 500) } : {}),
        updated_at: db.fn.now(),
      });
  }
  return changed;
}
