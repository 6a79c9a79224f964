import type { Knex } from 'knex';

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

/** Sends SMS/email/WhatsApp. Providers implement this; the default writes the dev outbox table. */
export interface MessagingAdapter {
  readonly name: string;
  send(db: Knex, message: OutgoingMessage): Promise<{ id: number }>;
  /**
   * Development only: the unmasked body of a message this process sent, while it is fresh.
   * Real providers do not implement it; the dev outbox route answers masked bodies without it.
   */
  revealed?(messageId: number): string | undefined;
}

/** The text with every occurrence of `secret` replaced by as many bullets. */
export function maskSecret(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join('•'.repeat(secret.length)) : text;
}

/** The row every adapter keeps of a message: the log staff read, with any code masked. */
export async function recordMessage(
  db: Knex,
  m: OutgoingMessage,
  provider: string,
  extra: { status?: string; provider_ref?: string } = {},
) {
  const [row] = await db('outbox_messages')
    .insert({
      channel: m.channel,
      recipient: m.to,
      subject: m.subject ? maskSecret(m.subject, m.secret) : null,
      body: maskSecret(m.body, m.secret),
      template: m.template ?? null,
      status: extra.status ?? 'sent',
      provider,
      provider_ref: extra.provider_ref ?? null,
    })
    .returning('id');
  return { id: Number(row.id) };
}

const REVEAL_TTL_MS = 30 * 60 * 1000;
const REVEAL_MAX = 1000;

/**
 * Default adapter: records every message in `outbox_messages` and sends nothing out, so the
 * product works offline. With `revealSecrets` (never in production: see server.ts), the plain
 * bodies of the last messages stay in this process's memory — never in the database — for
 * GET /api/dev/outbox, so a developer can read a sign-in code without an SMS provider.
 */
export function createDevOutbox(opts: { revealSecrets: boolean }): MessagingAdapter {
  const plain = new Map<number, { body: string; at: number }>();
  return {
    name: 'dev-outbox',
    async send(db, m) {
      const row = await recordMessage(db, m, 'dev-outbox');
      if (opts.revealSecrets && m.secret) {
        plain.set(row.id, { body: m.body, at: Date.now() });
        for (const [id, v] of plain)
          if (plain.size > REVEAL_MAX || Date.now() - v.at > REVEAL_TTL_MS) plain.delete(id);
          else break;
      }
      return row;
    },
    revealed(id) {
      const hit = plain.get(id);
      return hit && Date.now() - hit.at <= REVEAL_TTL_MS ? hit.body : undefined;
    },
  };
}
