import type { Knex } from 'knex';

export interface OutboxMessage {
  id: number;
  to: string;
  channel: string;
  subject: string | null;
  body: string;
  created_at: Date;
}

/** The latest messages stored for one recipient (outbox_messages), newest first. */
export async function latestOutboxMessages(db: Knex, recipient: string, limit = 20): Promise<OutboxMessage[]> {
  return db('outbox_messages')
    .where({ recipient })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .select('id', 'recipient as to', 'channel', 'subject', 'body', 'created_at');
}
