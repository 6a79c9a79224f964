/**
 * The code that confirms the reported business's answer to a notice (accept or dispute): 6 digits
 * sent to the notice's contacts (the case's and its GST record's), stored only as an HMAC in
 * otp_challenges (purpose `notice:<id>`), valid 5 minutes, locked after 5 wrong tries, one send per
 * 30 s and at most 5 in 15 minutes per notice — the sign-in code's rules (api/src/auth). Per client IP
 * too, with the sign-in code's own limiter (auth/rateLimit.ts), whose counts these attempts join: codes
 * sent from the IP (otpSendsPerIp) and wrong, expired or locked codes tried from it (otpVerifiesPerIp,
 * each logged in login_restriction_logs). Beyond either: 429 with Retry-After.
 */
import type { Knex } from 'knex';
import type { MessagingAdapter } from '../../adapters/messaging';
import { checkChallenge, createChallenge, refuse, type RestrictionReason, assertIpMayVerify, assertIpMaySend } from '../../auth';
import type { RateLimits } from '../../context';
import type { NoticeCodeAnswer } from '../../contracts/caseNotices';
import { maskEmail, maskPhone } from '../../validation';
import { noticeContacts } from './noticeService';
import { queueMessage } from '../messages';
import { type DomainError, refusal } from '../errors';

const identifierOf = (noticeId: number) => `notice:${noticeId}`;
const purposeOf = (noticeId: number) => `notice:${noticeId}` as const;

export async function sendNoticeCode(
  db: Knex,
  messaging: MessagingAdapter,
  notice: { id: number; caseId: number },
  ip: string | null,
  limits: RateLimits,
): Promise<NoticeCodeAnswer> {
  await assertIpMaySend(db, ip, limits, identifierOf(notice.id));
  const c = await db('defaulter_cases').where({ id: notice.caseId }).first('defaulter_gstin', 'defaulter_name');
  const contacts = await noticeContacts(db, notice.caseId, c.defaulter_gstin);
  const mobiles = [...new Set(contacts.map((x) => x.mobile?.trim()).filter((x): x is string => !!x))];
  const emails = [...new Set(contacts.map((x) => x.email?.trim().toLowerCase()).filter((x): x is string => !!x))];
  if (!mobiles.length && !emails.length) {
    throw refusal('NOTICE_NO_CONTACTS', {});
  }
  const identifier = identifierOf(notice.id);
  const issued = await db.transaction(async (trx) => {
    // One send at a time per notice; the limits are counted in the database so they hold across processes.
    await trx.raw(`SELECT pg_advisory_xact_lock(hashtext(?))`, [`otp:${identifier}`]);
    const recent = await trx('otp_challenges')
      .where({ identifier })
      .where('created_at', '>', trx.raw(`now() - (?::int * interval '1 second')`, [limits.otpSendsPerIdentifier.windowSeconds]))
      .orderBy('id', 'desc')
      .select(trx.raw('extract(epoch from (now() - created_at)) AS age'));
    const age = recent.length ? Number(recent[0].age) : Infinity;
    if (age < limits.otpResendCooldownSeconds) {
      const wait = Math.ceil(limits.otpResendCooldownSeconds - age);
      throw refusal('NOTICE_CODE_WAIT', { seconds: wait }, undefined, { retryAfterSeconds: wait });
    }
    if (recent.length >= limits.otpSendsPerIdentifier.max) {
      throw refusal('NOTICE_TOO_MANY_CODES', {}, undefined, { retryAfterSeconds: 900 });
    }
    return createChallenge(trx, {
      identifier,
      channel: mobiles.length ? 'sms' : 'email',
      purpose: purposeOf(notice.id),
      ip,
      ttlSeconds: limits.otpTtlSeconds,
      userId: null,
    });
  });
  // After the commit: the code goes to every contact (a lost message is simply asked for again).
  // Queued from the notice-code-* templates, then sent at once (the reader is waiting for the code).
  const variables = { otp: issued.code, defaulter: String(c.defaulter_name) };
  const ids: number[] = [];
  for (const to of mobiles) {
    const q = await queueMessage(db, { template: 'notice-code-sms', to, variables, essential: true, secret: issued.code });
    if (q.status === 'queued') ids.push(q.id);
  }
  for (const to of emails) {
    const q = await queueMessage(db, { template: 'notice-code-email', to, variables, essential: true, secret: issued.code });
    if (q.status === 'queued') ids.push(q.id);
  }
  if (ids.length) await messaging.deliverNow(db, ids);
  return { sent_to: [...mobiles.map(maskPhone), ...emails.map(maskEmail)], expires_in_seconds: limits.otpTtlSeconds };
}

/**
 * Checks and uses up the notice's latest code; a 400 (or 429 when locked) naming the `code` field
 * otherwise, logged against the caller's IP so that it counts towards the IP's limit.
 */
export async function useNoticeCode(db: Knex, noticeId: number, code: unknown, limits: RateLimits, ip: string | null): Promise<void> {
  const raw = typeof code === 'number' ? String(code) : typeof code === 'string' ? code.trim() : '';
  if (!/^\d{6}$/.test(raw)) throw refusal('NOTICE_ENTER_CODE', {}, ['code']);
  const identifier = identifierOf(noticeId);
  await assertIpMayVerify(db, ip, limits, identifier, 'NOTICE_NETWORK_ATTEMPTS');
  const result = await checkChallenge(db, { identifier, purpose: purposeOf(noticeId), code: raw, maxFailed: limits.otpMaxFailedAttempts });
  if (result.kind === 'ok') return;
  const refused: { reason: RestrictionReason; error: DomainError } =
    result.kind === 'none'
      ? { reason: 'otp_wrong', error: refusal('NOTICE_CODE_USED', {}, ['code']) }
      : result.kind === 'expired'
        ? { reason: 'otp_expired', error: refusal('NOTICE_CODE_EXPIRED', {}, ['code']) }
        : result.kind === 'locked' || result.nowLocked
          ? { reason: 'otp_locked', error: refusal('NOTICE_CODE_LOCKED', {}) }
          : {
              reason: 'otp_wrong',
              error:
                result.attemptsLeft === 1
                  ? refusal('NOTICE_CODE_WRONG_ONE_LEFT', {}, ['code'])
                  : refusal('NOTICE_CODE_WRONG', { count: result.attemptsLeft }, ['code']),
            };
  throw await refuse(db, { identifier, ip, reason: refused.reason }, refused.error);
}
