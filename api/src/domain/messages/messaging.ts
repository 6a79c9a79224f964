/**
 * The app's MessagingAdapter over the outbox: `send` queues a message whose text the code still builds
 * (in the caller's transaction when given one) and, once it is committed, sends it at once; the
 * `message-outbox` job sends whatever is left (a crash, a provider outage, a retry's backoff).
 *
 * After the commit: outside a transaction the send happens before `send` returns (a sign-in code: the
 * member does not wait for the poll; a code that could not leave throws, as before). Inside one, the
 * send starts when that transaction commits (knex's executionPromise), without holding anyone up.
 */
import type { Knex } from 'knex';
import type { MessagingAdapter, OutgoingMessage } from '../../adapters/messaging';
import { ProviderError } from '../../adapters/messageProviders/messageProvider';
import { env } from '../../config/env';
import { deliverQueued, type DeliveryOptions, type ProviderSet } from './delivery';
import { queueText } from './outbox';
import { outboxProvider, providerByName } from './providers';

const REVEAL_TTL_MS = 30 * 60 * 1000;
const REVEAL_MAX = 1000;

export interface MessagingOptions {
  /**
   * Per channel (a channel without one: its messages fail as unconfigured); or made from the dev reveal's
   * listener, which the sandboxes call. Default: the sandbox on every channel.
   */
  providers?: ProviderSet | ((seen: (reference: string, text: string) => void) => ProviderSet);
  /** Development only: keep the plain text of recent messages in memory for GET /api/dev/outbox. */
  revealSecrets: boolean;
  /** The app's database, for sends after a transaction's commit (without it the job sends them). */
  db?: Knex;
  delivery?: Omit<DeliveryOptions, 'ids' | 'limit'>;
  onError?: (err: unknown) => void;
}

export function createMessaging(opts: MessagingOptions): MessagingAdapter {
  const plain = new Map<number, { body: string; at: number }>();
  const remember = (id: number, body: string) => {
    if (!opts.revealSecrets) return;
    plain.set(id, { body, at: Date.now() });
    for (const [k, v] of plain)
      if (plain.size > REVEAL_MAX || Date.now() - v.at > REVEAL_TTL_MS) plain.delete(k);
      else break;
  };
  const seen = (reference: string, text: string) => remember(Number(reference), text);
  const providers: ProviderSet =
    typeof opts.providers === 'function'
      ? opts.providers(seen)
      : (opts.providers ?? {
          sms: outboxProvider('sms', seen),
          email: outboxProvider('email', seen),
          whatsapp: outboxProvider('whatsapp', seen),
        });
  // Non-essential mail says where to turn it off: the member's profile, where the channel choices live.
  const delivery: Omit<DeliveryOptions, 'ids' | 'limit'> = { unsubscribe: () => `<${env.publicOrigin}/my-profile>`, ...opts.delivery };
  const names = Object.entries(providers).map(([c, p]) => `${c}:${p!.name}`);

  const adapter: MessagingAdapter = {
    name: names.join(' '),
    providers,
    async send(db, m: OutgoingMessage) {
      const q = await queueText(db, m);
      if (q.id === null) return { id: 0 };
      if (m.secret) remember(q.id, m.body);
      if (q.status !== 'queued') return { id: q.id };
      const trx = db as Knex.Transaction;
      if (trx.isTransaction) {
        if (opts.db) {
          const root = opts.db;
          trx.executionPromise.then(
            () => adapter.deliverNow(root, [q.id!]).catch((err) => opts.onError?.(err)),
            () => undefined,
          );
        }
        return { id: q.id };
      }
      const outcome = (await adapter.deliverNow(db, [q.id])).get(q.id);
      if (outcome === 'failed') {
        const row = await db('outbox_messages').where({ id: q.id }).first('error');
        throw new ProviderError(String(row?.error ?? 'the message could not be sent'), false);
      }
      return { id: q.id };
    },
    async deliverNow(db, ids) {
      return (await deliverQueued(db, providers, { ...delivery, ids })).outcomes;
    },
    async deliverQueued(db, o = {}) {
      const { outcomes: _o, ...report } = await deliverQueued(db, providers, { ...delivery, ...o });
      return report;
    },
    provider: (name) => providerByName(providers, name),
    revealed(id) {
      const hit = plain.get(id);
      return hit && Date.now() - hit.at <= REVEAL_TTL_MS ? hit.body : undefined;
    },
  };
  return adapter;
}

/** The sandbox on every channel (development and tests): rows are marked sent, nothing leaves. */
export function createDevOutbox(opts: { revealSecrets: boolean; db?: Knex }): MessagingAdapter {
  return createMessaging(opts);
}
