/**
 * A member registering themselves: refused when the mobile or email already has an account (409,
 * naming the field) or the referral code is unknown (400); otherwise the account is made with the
 * rule every new member account follows (newMemberDefaults) and its audit row, in one transaction.
 * A referral-code clash (1 in ~10⁹) is retried with a fresh code.
 *
 * The one write path that does not go through the engine's create for `customers`, on purpose:
 *  - the caller is anonymous (no session yet), and the engine's pipeline is for a signed-in caller:
 *    its permission check and allow-list would refuse an anonymous create, and faking a staff caller
 *    would attribute the account to someone who did not make it;
 *  - it writes what the customers allow-list keeps from every client — registration_source and
 *    referred_by_user_id (staff-only there) and consent_version / consent_accepted_at (server-set) —
 *    from checked input (the referral code is resolved here, the consent version checked by ./consent.ts).
 * What it shares with that path: the rule of what a new member account is (newMemberDefaults, which
 * the customers hook applies on create; tested in ./newMember.test.ts), the unique mobile and email
 * (checked first for a kind 409, enforced by the database), and an audit row in the same transaction
 * through recordAction with the call context (attributed to the new member). The customers hooks that
 * run on update (sessions revoked on deactivation, cached callers forgotten) have nothing to do for
 * a new account.
 */
import type { Knex } from 'knex';
import { recordAction } from '../../audit/recordAction';
import { actingAs, type CallContext } from '../../callContext';
import { refusal } from '../errors';
import { maskEmail, maskPhone } from '../../validation';
import { newMemberDefaults } from './newMember';
import { ACCOUNT_MESSAGES } from '../../contracts/accountMessages';

export interface Registration {
  name: string;
  mobile: string;
  email: string;
  referral_code?: string;
  source: 'web' | 'android' | 'ios';
  /** The terms and consent version the member accepted (./consent.ts); stored with the time of acceptance. */
  consent_version: string;
}

export interface RegisteredMember {
  id: number;
  name: string;
  mobile: string;
  email: string;
  referral_code: string;
}

async function takenFields(db: Knex, mobile: string, email: string) {
  const rows = await db('users').where({ mobile }).orWhereRaw('lower(email) = ?', [email]).select('mobile', 'email');
  const errors: Record<string, string> = {};
  if (rows.some((r) => r.mobile === mobile)) errors.mobile = ACCOUNT_MESSAGES.mobileTaken;
  if (rows.some((r) => r.email?.toLowerCase() === email)) errors.email = ACCOUNT_MESSAGES.emailTaken;
  return errors;
}

const isUniqueViolation = (err: unknown, constraint: string) =>
  (err as { code?: string; constraint?: string }).code === '23505' && (err as { constraint?: string }).constraint === constraint;

async function referrerId(db: Knex, code: string | undefined): Promise<number | null> {
  if (!code) return null;
  const referrer = await db('users').whereRaw('upper(referral_code) = ?', [code]).first('id');
  if (!referrer) throw refusal('REFERRAL_CODE_INVALID', {}, ['referral_code']);
  return referrer.id;
}

export async function registerMember(db: Knex, call: CallContext, input: Registration): Promise<RegisteredMember> {
  const taken = await takenFields(db, input.mobile, input.email);
  if (Object.keys(taken).length) throw refusal('DETAILS_TAKEN', {}, taken);
  const referredBy = await referrerId(db, input.referral_code);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (trx) => {
        const [row] = await trx('users')
          .insert({
            ...newMemberDefaults(),
            name: input.name,
            mobile: input.mobile,
            email: input.email,
            status: 1,
            referred_by_user_id: referredBy,
            registration_source: input.source,
            consent_version: input.consent_version,
            consent_accepted_at: trx.fn.now(),
          })
          .returning(['id', 'name', 'mobile', 'email', 'referral_code']);
        await recordAction(trx, actingAs(call, { userId: row.id, roleName: 'User' }), {
          resource: 'customers',
          recordId: row.id,
          action: 'register',
          after: {
            name: row.name,
            mobile: maskPhone(row.mobile),
            email: maskEmail(row.email),
            referral_code: row.referral_code,
            referred_by_user_id: referredBy,
            registration_source: input.source,
            consent_version: input.consent_version,
          },
        });
        return row as RegisteredMember;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'users_referral_code_unique') && attempt < 5) continue;
      if (isUniqueViolation(err, 'users_mobile_unique') || isUniqueViolation(err, 'users_email_unique')) {
        throw refusal('DETAILS_TAKEN', {}, await takenFields(db, input.mobile, input.email));
      }
      throw err;
    }
  }
}
