import type { Knex } from 'knex';

export interface OutgoingMessage {
  channel: 'sms' | 'email' | 'whatsapp';
  to: string;
  subject?: string;
  body: string;
  template?: string;
}

/** Sends SMS/email/WhatsApp. Providers implement this; the default writes the dev outbox table. */
export interface MessagingAdapter {
  readonly name: string;
  send(db: Knex, message: OutgoingMessage): Promise<{ id: number }>;
}

/**
 * Default adapter: records every message in `outbox_messages` (the admin's SMS log) and sends
 * nothing out. Works offline; a real provider adapter writes the same row with its reference.
 */
export const devOutbox: MessagingAdapter = {
  name: 'dev-outbox',
  async send(db, m) {
    const [row] = await db('outbox_messages')
      .insert({ channel: m.channel, recipient: m.to, subject: m.subject ?? null, body: m.body, template: m.template ?? null, status: 'sent', provider: 'dev-outbox' })
      .returning('id');
    return { id: row.id };
  },
};
