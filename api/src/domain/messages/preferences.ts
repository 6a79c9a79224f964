/**
 * A member's channel choices for non-essential messages (reminders, campaigns, alerts): each channel is on
 * unless the member turned it off. Codes, legal notices and receipts (essential messages) ignore them.
 */
import type { Knex } from 'knex';
import type { MessageChannel } from '../../adapters/messageProviders/messageProvider';
import { refusal } from '../errors';

export const CHANNELS: readonly MessageChannel[] = ['sms', 'email', 'whatsapp'];

export type ChannelChoices = Record<MessageChannel, boolean>;

export async function channelAllowed(db: Knex, userId: number, channel: MessageChannel): Promise<boolean> {
  const row = await db('message_preferences').where({ user_id: userId, channel }).first('allowed');
  return row ? Boolean(row.allowed) : true;
}

export async function messagePreferences(db: Knex, userId: number): Promise<ChannelChoices> {
  const rows = await db('message_preferences').where({ user_id: userId }).select('channel', 'allowed');
  const out = { sms: true, email: true, whatsapp: true } as ChannelChoices;
  for (const r of rows) out[r.channel as MessageChannel] = Boolean(r.allowed);
  return out;
}

/** Sets some of a member's channel choices; anything but booleans on known channels is a 400. */
export async function setMessagePreferences(db: Knex, userId: number, input: unknown): Promise<ChannelChoices> {
  const entries = input && typeof input === 'object' && !Array.isArray(input) ? Object.entries(input) : null;
  if (!entries || !entries.length || entries.some(([k, v]) => !CHANNELS.includes(k as MessageChannel) || typeof v !== 'boolean'))
    throw refusal('MESSAGE_PREFERENCES_INVALID', {}, ['sms', 'email', 'whatsapp']);
  await db.transaction(async (trx) => {
    for (const [channel, allowed] of entries)
      await trx('message_preferences')
        .insert({ user_id: userId, channel, allowed })
        .onConflict(['user_id', 'channel'])
        .merge({ allowed, updated_at: trx.fn.now() });
  });
  return messagePreferences(db, userId);
}
