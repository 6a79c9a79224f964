/**
 * Messages about defaulter cases (notices, codes aside): written as `case_messages` rows in the same
 * transaction as the change they report, and sent after the commit by deliverCaseMessages — at once
 * by the route that made the change, and by the `case-messages` job every minute and at start, so a
 * crash between the commit and the send delays a message but never loses it. A message that carries
 * the notice link holds `{link}` in its body and the notice's id; the link is written at delivery
 * from the notice's sealed token, which is wiped once the notice's messages are all out.
 */
import type { Knex } from 'knex';
import type { MessagingAdapter } from '../../adapters/messaging';
import { queueMessage, type TemplateKey } from '../messages';
import { unsealToken } from './noticeToken';

export interface CaseMessage {
  case_id: number;
  notice_id?: number | null;
  kind: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string | null;
  body: string;
  /** Set: the message is sent from the database template `<kind>-<channel>` with these (and `link`). */
  variables?: Record<string, string> | null;
}

export const LINK_PLACEHOLDER = '{link}';
const MAX_ATTEMPTS = 5;

export interface Contact {
  mobile?: string | null;
  email?: string | null;
}

/** One SMS per distinct mobile and one email per distinct address (lower-cased). */
export function messagesFor(
  contacts: readonly Contact[],
  m: {
    case_id: number;
    notice_id?: number | null;
    kind: string;
    subject: string;
    sms: string;
    email: string;
    variables?: Record<string, string>;
  },
): CaseMessage[] {
  const out: CaseMessage[] = [];
  const seen = new Set<string>();
  for (const c of contacts) {
    const mobile = c.mobile?.trim();
    const email = c.email?.trim().toLowerCase();
    if (mobile && !seen.has(`sms:${mobile}`)) {
      seen.add(`sms:${mobile}`);
      out.push({
        case_id: m.case_id,
        notice_id: m.notice_id ?? null,
        kind: m.kind,
        channel: 'sms',
        recipient: mobile,
        body: m.sms,
        variables: m.variables,
      });
    }
    if (email && !seen.has(`email:${email}`)) {
      seen.add(`email:${email}`);
      out.push({
        case_id: m.case_id,
        notice_id: m.notice_id ?? null,
        kind: m.kind,
        channel: 'email',
        recipient: email,
        subject: m.subject,
        body: m.email,
        variables: m.variables,
      });
    }
  }
  return out;
}

export async function queueCaseMessages(trx: Knex.Transaction | Knex, messages: readonly CaseMessage[]): Promise<number> {
  if (!messages.length) return 0;
  await trx('case_messages').insert(
    messages.map((m) => ({
      case_id: m.case_id,
      notice_id: m.notice_id ?? null,
      kind: m.kind,
      channel: m.channel,
      recipient: m.recipient,
      subject: m.subject ?? null,
      body: m.body,
      variables: m.variables ? JSON.stringify(m.variables) : null,
    })),
  );
  return messages.length;
}

/**
 * Sends pending messages (oldest first), each claimed under a row lock that other deliverers skip,
 * so two runners never send one twice. A message whose send throws is retried on the next run, up to
 * 5 attempts, then marked failed.
 */
export async function deliverCaseMessages(
  db: Knex,
  messaging: MessagingAdapter,
  opts: { origin: string; limit?: number },
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  const noticeIds = new Set<number>();
  const queued: number[] = [];
  for (let i = 0; i < (opts.limit ?? 200); i++) {
    const done = await db.transaction(async (trx) => {
      const row = await trx('case_messages').where({ status: 'pending' }).orderBy('id').forUpdate().skipLocked().first();
      if (!row) return 'none' as const;
      let body = String(row.body);
      let subject: string | undefined = row.subject ?? undefined;
      let secret: string | undefined;
      try {
        if (row.notice_id) {
          noticeIds.add(Number(row.notice_id));
          const notice = await trx('case_notices').where({ id: row.notice_id }).first('token_sealed', 'revoked_at');
          if (!notice?.token_sealed || notice.revoked_at) {
            // A resent notice revoked this one before its messages went out: the new notice has its own.
            await trx('case_messages')
              .where({ id: row.id })
              .update({ status: 'failed', last_error: 'notice revoked before delivery', updated_at: trx.fn.now() });
            return 'failed' as const;
          }
          secret = unsealToken(notice.token_sealed);
          const link = `${opts.origin}/notice/${secret}`;
          body = body.split(LINK_PLACEHOLDER).join(link);
          subject = subject?.split(LINK_PLACEHOLDER).join(link);
        }
        if (row.variables) {
          // From the database template (the notice link is the one-time secret: masked in the outbox row).
          const q = await queueMessage(trx, {
            template: `${row.kind}-${row.channel}` as TemplateKey,
            to: row.recipient,
            variables: { ...row.variables, ...(secret ? { link: `${opts.origin}/notice/${secret}` } : {}) } as never,
            essential: true,
            secret,
          });
          if (q.status === 'queued') queued.push(q.id);
        } else await messaging.send(trx, { channel: row.channel, to: row.recipient, subject, body, template: row.kind, secret });
        await trx('case_messages')
          .where({ id: row.id })
          .update({ status: 'sent', sent_at: trx.fn.now(), attempts: row.attempts + 1, updated_at: trx.fn.now() });
        return 'sent' as const;
      } catch (err) {
        const attempts = Number(row.attempts) + 1;
        await trx('case_messages')
          .where({ id: row.id })
          .update({
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            attempts,
            last_error: String((err as Error).message ?? err).slice(0, 500),
            updated_at: trx.fn.now(),
          });
        return attempts >= MAX_ATTEMPTS ? ('failed' as const) : ('retry' as const);
      }
    });
    if (done === 'none' || done === 'retry') break;
    if (done === 'sent') sent++;
    else failed++;
  }
  // Committed: the templated ones go out now (the outbox job retries what fails).
  if (queued.length) await messaging.deliverNow(db, queued);
  // Every message of a notice is out: its token is no longer needed in any form but the hash.
  if (noticeIds.size) {
    await db('case_notices')
      .whereIn('id', [...noticeIds])
      .whereNotExists(db('case_messages').whereRaw('case_messages.notice_id = case_notices.id').where({ status: 'pending' }))
      .update({ token_sealed: null, updated_at: db.fn.now() });
  }
  return { sent, failed };
}

/**
 * After a commit: send what the change queued. A failure here is only logged — the rows stay pending
 * and the `case-messages` job sends them.
 */
export async function deliverCaseMessagesNow(
  ctx: { db: Knex; messaging: MessagingAdapter; logger: { error: (o: object, m: string) => void } },
  origin: string,
): Promise<void> {
  try {
    await deliverCaseMessages(ctx.db, ctx.messaging, { origin, limit: 50 });
  } catch (err) {
    ctx.logger.error({ err }, 'case messages could not be sent now; the case-messages job will retry');
  }
}
