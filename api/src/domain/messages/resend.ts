/**
 * Staff send a failed message again (the SMS log's "Resend"): a new queued row copies the failed one's
 * rendered text and points back to it (`resent_from`); the failed row stays as it was, and the action is
 * audited. A message that carried a one-time code is refused: its code is no longer kept, and an old code
 * is useless — the member asks for a new one.
 */
import type { Knex } from 'knex';
import { recordAction } from '../../audit/recordAction';
import type { CallContext } from '../../callContext';
import { refusal } from '../errors';
import { isBlocked } from './outbox';

export async function resendMessage(db: Knex, call: CallContext, id: number): Promise<{ id: number; status: 'queued' | 'blocked' }> {
  return db.transaction(async (trx) => {
    const row = await trx('outbox_messages').where({ id }).forUpdate().first();
    if (!row) throw refusal('MESSAGE_NOT_FOUND', {});
    if (row.status !== 'failed') throw refusal('MESSAGE_RESEND_ONLY_FAILED', {});
    if (row.had_secret) throw refusal('MESSAGE_RESEND_NO_TEXT', {});
    const blocked = await isBlocked(trx, row.channel, row.recipient);
    const [copy] = await trx('outbox_messages')
      .insert({
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        html: row.html,
        template: row.template,
        language: row.language,
        variables: JSON.stringify(row.variables ?? {}),
        essential: row.essential,
        user_id: row.user_id,
        status: blocked ? 'blocked' : 'queued',
        error: blocked ? 'the contact is on the block list' : null,
        provider: 'pending',
        resent_from: row.id,
      })
      .returning('id');
    const status = blocked ? ('blocked' as const) : ('queued' as const);
    await recordAction(trx, call, { resource: 'sms-logs', recordId: id, action: 'resend', after: { id: Number(copy.id), status } });
    return { id: Number(copy.id), status };
  });
}
