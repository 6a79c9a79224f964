/**
 * The transactional outbox (issue 20 §1): a message is an `outbox_messages` row written in the caller's
 * transaction, so a business change and the message it causes commit or roll back together. The
 * delivery (./delivery.ts) sends queued rows through the channel's provider after the commit.
 *
 * One-time codes and notice links: the stored subject, body and variables have the secret masked (staff
 * read this table as the SMS log); the plain message is kept sealed (AES-256-GCM, key derived from the JWT
 * secret) only until it is sent or given up, so a restart can still send it while no copy shows the code.
 *
 * A contact on the block list (contact_blocks) gets nothing: its row is stored as `blocked` — never sent —
 * so staff reading the log see why a member got no message. A non-essential message (reminder, campaign,
 * alert) to a member who turned its channel off is not stored at all: it was the member's choice.
 */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { maskSecret, type OutgoingMessage } from '../../adapters/messaging';
import type { MessageChannel, TemplateLanguage } from '../../adapters/messageProviders/messageProvider';
import { localSecret } from '../../config/localSecret';
import { env } from '../../config/env';
import { channelAllowed } from './preferences';
import type { TemplateKey, VariablesOf } from './templateCatalog';
import { loadTemplate, renderTemplate, TemplateError, type RenderedMessage, type TemplateVariables } from './templates';

export interface QueueMessageInput<K extends TemplateKey = TemplateKey> {
  /** The template's key, e.g. 'otp-sms' (templateCatalog.ts); its channel is the template's. */
  template: K;
  to: string;
  /** Checked against the template's channel when given. */
  channel?: MessageChannel;
  language?: TemplateLanguage;
  variables: VariablesOf<K>;
  /** Codes, legal notices, receipts: sent whatever the member's channel choices. Default false. */
  essential?: boolean;
  /** A one-time code or link token inside the variables: masked in every stored copy. */
  secret?: string;
  /** The member the message is for (their channel choices apply to non-essential messages). */
  userId?: number | null;
}

export type QueueOutcome = { id: number; status: 'queued' | 'blocked' } | { id: null; status: 'opted-out' };

let sealKey: Buffer | undefined;
/**
 * Derived from the JWT secret, read as auth/jwtSecret.ts reads it (not imported: auth sends its codes
 * through this component, and the two would import each other).
 */
function key(): Buffer {
  if (sealKey) return sealKey;
  if (!env.jwtSecret && env.isProduction) throw new Error('JWT_SECRET must be set in production.');
  const secret = env.jwtSecret || localSecret('jwt-secret');
  return (sealKey = crypto.createHmac('sha256', secret).update('bakaya:outbox-seal:v1').digest());
}

export function sealMessage(m: RenderedMessage): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key(), iv);
  const ct = Buffer.concat([cipher.update(JSON.stringify(m), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ct].map((b) => b.toString('base64url')).join('.');
}

export function unsealMessage(sealed: string): RenderedMessage {
  const [iv, tag, ct] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = crypto.createDecipheriv('aes-256-gcm', key(), iv!);
  decipher.setAuthTag(tag!);
  return JSON.parse(Buffer.concat([decipher.update(ct!), decipher.final()]).toString('utf8')) as RenderedMessage;
}

/** A mobile as its 10 digits, an email lower-cased: how contact_blocks and the log hold them. */
export function normalContact(channel: MessageChannel, to: string): string {
  const t = to.trim();
  return channel === 'email' ? t.toLowerCase() : t.replace(/^(\+91|91|0)(?=\d{10}$)/, '');
}

export async function isBlocked(db: Knex, channel: MessageChannel, to: string): Promise<boolean> {
  const row = await db('contact_blocks')
    .where({ contact: normalContact(channel, to), contact_type: channel === 'email' ? 'email' : 'mobile', status: 1 })
    .first('id');
  return !!row;
}

async function insertRow(
  db: Knex,
  m: {
    channel: MessageChannel;
    to: string;
    template: string | null;
    language: TemplateLanguage;
    variables: TemplateVariables;
    rendered: RenderedMessage;
    secret?: string;
    essential: boolean;
    userId?: number | null;
  },
): Promise<QueueOutcome> {
  const to = normalContact(m.channel, m.to);
  if (!m.essential && m.userId && !(await channelAllowed(db, m.userId, m.channel))) return { id: null, status: 'opted-out' };
  const blocked = await isBlocked(db, m.channel, to);
  const mask = (s: string | undefined) => (s === undefined ? null : maskSecret(s, m.secret));
  const [row] = await db('outbox_messages')
    .insert({
      channel: m.channel,
      recipient: to,
      subject: mask(m.rendered.subject),
      body: mask(m.rendered.text),
      html: mask(m.rendered.html),
      template: m.template,
      language: m.language,
      variables: JSON.stringify(Object.fromEntries(Object.entries(m.variables).map(([k, v]) => [k, maskSecret(String(v), m.secret)]))),
      essential: m.essential,
      user_id: m.userId ?? null,
      status: blocked ? 'blocked' : 'queued',
      error: blocked ? 'the contact is on the block list' : null,
      provider: 'pending',
      sealed: m.secret && !blocked ? sealMessage(m.rendered) : null,
      had_secret: !!m.secret,
    })
    .returning('id');
  return { id: Number(row.id), status: blocked ? 'blocked' : 'queued' };
}

/**
 * Queues one message from its database template, in the caller's transaction (pass `trx`). Throws
 * TemplateError when the template is missing in that language or a variable has no value.
 */
export async function queueMessage<K extends TemplateKey>(trx: Knex, input: QueueMessageInput<K>): Promise<QueueOutcome> {
  const language = input.language ?? 'en';
  const t = await loadTemplate(trx, input.template, language);
  if (t.channel === 'pdf') throw new TemplateError(`template ${t.key} is a PDF template, not a message`);
  if (input.channel && input.channel !== t.channel) throw new TemplateError(`template ${t.key} is for ${t.channel}, not ${input.channel}`);
  const variables: TemplateVariables = { brand: env.brand, origin: env.publicOrigin, ...(input.variables as TemplateVariables) };
  return insertRow(trx, {
    channel: t.channel,
    to: input.to,
    template: t.key,
    language,
    variables: input.variables as TemplateVariables,
    rendered: renderTemplate(t, variables),
    secret: input.secret,
    essential: input.essential ?? false,
    userId: input.userId,
  });
}

/**
 * A message whose text the code still builds (call sites not moved to templates yet): queued the same
 * way, essential (these are account and case messages), in English.
 */
export async function queueText(db: Knex, m: OutgoingMessage): Promise<QueueOutcome> {
  return insertRow(db, {
    channel: m.channel,
    to: m.to,
    template: m.template ?? null,
    language: 'en',
    variables: {},
    rendered: { subject: m.subject, text: m.body },
    secret: m.secret,
    essential: true,
  });
}
