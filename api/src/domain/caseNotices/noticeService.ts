/**
 * Notices to the reported business (issue 10 §3). When staff verify a case (inside transitionCase,
 * same transaction) a notice is issued: a random link token (only its HMAC kept), the case's
 * notice_sent_at, reply_window_ends_at = now + `case-reply-window-days` (default 21) and listed_from =
 * the window's end, a timeline step, and an SMS and email to every contact on the case and on its GST
 * record (the registered business with that GSTIN, through its owner's account), queued as
 * case_messages and sent after the commit. Staff may resend: a new token, the old one revoked.
 */
import type { Knex } from 'knex';
import type { CallContext } from '../../callContext';
import { recordAction } from '../../audit/recordAction';
import { formatDate, formatPaise, fromPaise, toPaise } from '../../validation';
import { controlledBusinesses, controllingUserId } from '../businesses';
import { addTimelineStep, recordNoticeSent } from '../defaulterCases';
import { notify } from '../notifications';
import { settingValues } from '../settings';
import { LINK_PLACEHOLDER, messagesFor, queueCaseMessages, type Contact } from './caseMessages';
import { hashNoticeToken, newNoticeToken, sealToken } from './noticeToken';
import { REPLY_WINDOW_SETTING, replyWindowDays, replyWindowEnd } from './replyWindow';

type Db = Knex | Knex.Transaction;

/**
 * Everyone the reported business can be reached at: the case's contacts, then the member who proved
 * control of its GSTIN (a member merely holding the GSTIN is not told: issue 18 §1).
 */
export async function noticeContacts(db: Db, caseId: number, gstin: string): Promise<Contact[]> {
  const onCase = await db('defaulter_contacts').where({ case_id: caseId }).orderBy('id').select('mobile', 'email');
  const onRecord = await controlledBusinesses(db, 'b')
    .join('users as u', 'u.id', 'b.user_id')
    .where('b.gstin', gstin)
    .select('u.mobile', 'u.email');
  return [...onCase, ...onRecord];
}

export async function replyWindowSetting(db: Db): Promise<number> {
  const values = await settingValues(db as Knex, [REPLY_WINDOW_SETTING]);
  return replyWindowDays(values.get(REPLY_WINDOW_SETTING)?.value);
}

export interface IssuedNotice {
  noticeId: number;
  token: string;
  replyWindowEndsAt: Date;
  messages: number;
}

/**
 * Issues a notice for the case (already locked by the caller's transaction). Earlier notices of the
 * case are revoked: only the newest link works.
 */
export async function issueNotice(trx: Knex.Transaction, call: CallContext, caseId: number, now: Date, opts: { resend?: boolean } = {}) {
  const c = await trx('defaulter_cases as c')
    .join('businesses as rb', 'rb.id', 'c.reporter_business_id')
    .where('c.id', caseId)
    .first(
      'c.id',
      'c.status',
      'c.defaulter_gstin',
      'c.defaulter_name',
      'c.due_amount',
      'c.settled_amount',
      'c.listed_from',
      'c.accepted_by_defaulter_at',
      'rb.trade_name as reporter_name',
      'rb.gstin as reporter_gstin',
    );
  await trx('case_notices')
    .where({ case_id: caseId })
    .whereNull('revoked_at')
    .update({ revoked_at: now, token_sealed: null, updated_at: now });
  const token = newNoticeToken();
  const [notice] = await trx('case_notices')
    .insert({
      case_id: caseId,
      token_hash: hashNoticeToken(token),
      token_sealed: sealToken(token),
      created_by_user_id: call.who?.userId ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id');
  const noticeId = Number(notice.id);

  // A resend keeps the window it had (the business was already told when it ends).
  const days = await replyWindowSetting(trx);
  const existing = opts.resend ? await trx('defaulter_cases').where({ id: caseId }).first('reply_window_ends_at') : undefined;
  const ends: Date = existing?.reply_window_ends_at ? new Date(existing.reply_window_ends_at) : replyWindowEnd(now, days);
  await recordNoticeSent(
    trx,
    caseId,
    now,
    opts.resend ? undefined : { replyWindowEndsAt: ends, listedFrom: c.accepted_by_defaulter_at ? c.listed_from : ends },
  );

  const claimed = formatPaise(toPaise(c.due_amount) - toPaise(c.settled_amount));
  const endDate = formatDate(ends);
  const sms =
    `${c.reporter_name} (GSTIN ${c.reporter_gstin}) has reported ${claimed} as unpaid by ${c.defaulter_name} (GSTIN ${c.defaulter_gstin}). ` +
    `See the claim and its evidence, accept or dispute it by ${endDate}: ${LINK_PLACEHOLDER}`;
  const email =
    `Dear ${c.defaulter_name},\n\n${c.reporter_name} (GSTIN ${c.reporter_gstin}) has reported that ${claimed} is unpaid by your business ` +
    `(GSTIN ${c.defaulter_gstin}). The claim has been checked by our staff.\n\n` +
    `You can see the claim and its evidence, accept it, or dispute it with your statement and documents at:\n${LINK_PLACEHOLDER}\n\n` +
    `If you do not reply by ${endDate}, the claim will appear in credit reports on your business. You may pay or settle at any time.\n\n` +
    `This link is for your business only: please do not share it.`;
  // The member who proved control of the business hears of the claim in the app too (not again on a resend).
  const reported = opts.resend ? null : await controllingUserId(trx, String(c.defaulter_gstin));
  if (reported)
    await notify(trx, {
      userId: reported,
      kind: 'claim_received',
      params: {
        case_id: String(caseId),
        reporter_name: String(c.reporter_name),
        business_name: String(c.defaulter_name),
        amount: fromPaise(toPaise(c.due_amount) - toPaise(c.settled_amount)),
        until: endDate,
      },
      link: '/claims',
    });
  const contacts = await noticeContacts(trx, caseId, c.defaulter_gstin);
  const messages = await queueCaseMessages(
    trx,
    messagesFor(contacts, {
      case_id: caseId,
      notice_id: noticeId,
      kind: 'case-notice',
      subject: `A payment claim against ${c.defaulter_name}`,
      sms,
      email,
      variables: {
        reporter: String(c.reporter_name),
        reporter_gstin: String(c.reporter_gstin),
        claimed,
        defaulter: String(c.defaulter_name),
        defaulter_gstin: String(c.defaulter_gstin),
        end_date: endDate,
      },
    }),
  );
  await addTimelineStep(trx, call, {
    caseId,
    status: c.status,
    kind: opts.resend ? 'notice_resent' : 'notice_sent',
    note: messages
      ? `Notice ${opts.resend ? 'sent again' : 'sent'} to the reported business (${messages} message${messages === 1 ? '' : 's'}); reply window ends ${endDate}.`
      : `Notice issued, but the reported business has no mobile or email on record; reply window ends ${endDate}.`,
    actorKind: call.who ? 'staff' : 'system',
    now,
  });
  await recordAction(trx, call, {
    resource: 'case-notices',
    recordId: noticeId,
    action: opts.resend ? 'resend' : 'create',
    after: { case_id: caseId, reply_window_ends_at: ends.toISOString(), messages },
  });
  return { noticeId, token, replyWindowEndsAt: ends, messages } satisfies IssuedNotice;
}

/** A notice looked up by its token: null when unknown or revoked (the caller answers one kind 404). */
export async function noticeByToken(db: Db, tokenHash: string) {
  const n = await db('case_notices').where({ token_hash: tokenHash }).whereNull('revoked_at').first('id', 'case_id');
  return n ? { id: Number(n.id), caseId: Number(n.case_id) } : null;
}
