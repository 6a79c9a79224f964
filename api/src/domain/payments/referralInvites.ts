/**
 * sendReferralInvite (issue 9 §5): a member invites someone by mobile and/or email. Each attempt first
 * takes one of the member's 20 invitations of any 24 hours (a quota, db/quota.ts: atomic). One transaction:
 * the member's row is locked, a
 * `referrals` row is written (status 'invited'), the SMS / email are queued in the outbox from the
 * referral-invite-* templates (sent right after the commit), and the audit row. The message carries
 * the member's referral code (one is given now if the account has none) and the registration link
 * `{PUBLIC_ORIGIN}/voucher/{code}`, which pre-fills the code.
 */
import type { Knex } from 'knex';
import { z } from 'zod';
import type { MessagingAdapter } from '../../adapters/messaging';
import { insertAudited } from '../../audit/auditedWrite';
import { takeQuota } from '../../db/quota';
import { generateReferralCode } from '../../auth';
import { setReferralCode } from '../accounts';
import type { SignedInCall } from '../../callContext';
import { reason, refusal } from '../errors';
import { queueMessage } from '../messages';
import { emailSchema, maskEmail, maskPhone, mobileSchema } from '../../validation';

/** Invitations one member may send in any 24 hours. */
export const INVITES_PER_DAY = 20;
const DAY_SECONDS = 86_400;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const inviteInput = z
  .object({
    mobile: z.preprocess(blankToUndefined, mobileSchema.optional()),
    email: z.preprocess(blankToUndefined, emailSchema.optional()),
  })
  .refine((v) => v.mobile || v.email, { message: 'Enter a mobile number or an email address to invite.', path: ['mobile'] });

export interface InviteSite {
  origin: string;
  brand: string;
}

export function inviteText(inviter: string, code: string, site: InviteSite) {
  const link = `${site.origin}/voucher/${encodeURIComponent(code)}`;
  return {
    link,
    subject: `${inviter} invites you to ${site.brand}`,
    body: `${inviter} invites you to ${site.brand}: report defaulters and check a buyer's credit before you sell on credit. Register with referral code ${code}: ${link}`,
  };
}

export async function sendReferralInvite(
  db: Knex,
  messaging: MessagingAdapter,
  site: InviteSite,
  call: SignedInCall,
  input: z.output<typeof inviteInput>,
) {
  // Every attempt takes one of the day's invitations, before anything is looked up: "already a member"
  // answers are counted too, so the call cannot be used to test numbers for membership at will.
  const refused = await takeQuota(db, { key: `referral-invite:user:${call.who.userId}`, max: INVITES_PER_DAY, windowSeconds: DAY_SECONDS });
  if (refused) throw refusal('INVITES_PER_DAY', { max: INVITES_PER_DAY }, undefined, { retryAfterSeconds: refused.retryAfter });
  const queued: number[] = [];
  const answer = await db.transaction(async (trx) => {
    const me = await trx('users')
      .where({ id: call.who.userId })
      .forNoKeyUpdate()
      .first('id', 'name', 'mobile', 'email', 'secondary_mobile', 'secondary_email', 'referral_code');
    const mine = (v: string | undefined, ...own: Array<string | null>) => !!v && own.some((o) => o && o.toLowerCase() === v);
    if (mine(input.mobile, me.mobile, me.secondary_mobile) || mine(input.email, me.email, me.secondary_email))
      throw refusal(
        'INVITE_SELF',
        {},
        {
          [mine(input.mobile, me.mobile, me.secondary_mobile) ? 'mobile' : 'email']: reason('INVITE_OWN_CONTACT', {}),
        },
      );
    const registered = await trx('users')
      .where((w) => {
        if (input.mobile) w.orWhere('mobile', input.mobile);
        if (input.email) w.orWhereRaw('lower(email) = ?', [input.email]);
      })
      .first('mobile', 'email');
    if (registered) {
      const field = input.mobile && registered.mobile === input.mobile ? 'mobile' : 'email';
      throw refusal('INVITE_ALREADY_MEMBER', {}, { [field]: reason('INVITE_REGISTERED', {}) });
    }
    let code = me.referral_code as string | null;
    if (!code) {
      code = generateReferralCode();
      await setReferralCode(trx, me.id, code);
    }
    // The invite goes to each contact given, SMS first: the audit names the channels with the row.
    const channels: Array<'sms' | 'email'> = [...(input.mobile ? ['sms' as const] : []), ...(input.email ? ['email' as const] : [])];
    const referral = await insertAudited<{ id: number }>(
      trx,
      call,
      'referrals',
      { referrer_user_id: me.id, invitee_mobile: input.mobile ?? null, invitee_email: input.email ?? null, status: 'invited' },
      {
        resource: 'referrals',
        action: 'invite',
        returning: ['id'],
        shown: () => ({
          invitee_mobile: input.mobile ? maskPhone(input.mobile) : null,
          invitee_email: input.email ? maskEmail(input.email) : null,
          channels,
        }),
      },
    );
    const text = inviteText(String(me.name), code, site);
    // An invitation is a campaign-like message to a non-member: not essential, no channel choices to read.
    const variables = { inviter: String(me.name), code, link: text.link };
    if (input.mobile) {
      const q = await queueMessage(trx, { template: 'referral-invite-sms', to: input.mobile, variables });
      if (q.id) queued.push(q.id);
    }
    if (input.email) {
      const q = await queueMessage(trx, { template: 'referral-invite-email', to: input.email, variables });
      if (q.id) queued.push(q.id);
    }
    return { referral_id: Number(referral.id), referral_code: code, link: text.link, channels };
  });
  // Committed: send now rather than at the outbox job's next run.
  if (queued.length) await messaging.deliverNow(db, queued);
  return answer;
}
