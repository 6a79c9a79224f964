import type { Knex } from 'knex';
import type { MessageChannel, MessageProvider } from './messageProviders/messageProvider';

export interface OutgoingMessage {
  channel: 'sms' | 'email' | 'whatsapp';
  to: string;
  subject?: string;
  body: string;
  template?: string;
  /**
   * A one-time code inside `body`. The recipient gets it; every copy we keep (the outbox table,
   * which staff read as the SMS log) has it masked, so reading logs never lets anyone sign in.
   */
  secret?: string;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
  interrupted: number;
}

/**
 * Messages out of the app (issue 20 §1): the outbox component (api/src/domain/messages) implements it over
 * the `outbox_messages` table and one MessageProvider per channel, chosen by env. New code queues templated
 * messages with `queueMessage(trx, …)` from '../messages' and, for codes, calls `deliverNow` after commit.
 */
export interface MessagingAdapter {
  /** e.g. "sms:dev-outbox email:smtp". */
  readonly name: string;
  readonly providers: Readonly<Partial<Record<MessageChannel, MessageProvider>>>;
  /**
   * Queues a message whose text the code builds (call sites not on templates yet) in `db`'s transaction;
   * sends it at once outside a transaction (throwing when it failed for good), after the commit inside one.
   */
  send(db: Knex, message: OutgoingMessage): Promise<{ id: number }>;
  /** Sends these queued rows now (after the commit that queued them); each row's outcome. */
  deliverNow(db: Knex, ids: readonly number[]): Promise<Map<number, 'sent' | 'retry' | 'failed'>>;
  /** The message-outbox job: sends every due queued row. */
  deliverQueued(db: Knex, opts?: { limit?: number }): Promise<DeliveryReport>;
  /** The configured provider of that name (the receipts route). */
  provider(name: string): MessageProvider | undefined;
  /**
   * Development only: the unmasked body of a message this process sent, while it is fresh.
   * Without the dev outbox it answers nothing; the dev outbox route answers masked bodies then.
   */
  revealed?(messageId: number): string | undefined;
}

/** The text with every occurrence of `secret` replaced by as many bullets. */
export function maskSecret(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join('•'.repeat(secret.length)) : text;
}
