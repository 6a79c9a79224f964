import type { Knex } from 'knex';
import type { Identifier, SignInUser } from './identifier';
import { logRestriction, refuse } from './loginRestrictionLog';
import { adminIpRestriction, ipRefusal } from './restrictedIp';
import { refusal } from '../domain/errors';

/**
 * Logs a sign-in code asked for, or tried, for an identifier no account uses. The caller answers
 * exactly as for an account (issue 18 §14: a 404 told anyone which numbers are members); the log
 * lets staff see the look-ups (admin "login restriction logs").
 */
export async function logUnknownAccount(db: Knex, id: Identifier, ip: string | null): Promise<void> {
  await logRestriction(db, { identifier: id.value, ip, reason: 'unknown_account', detail: 'no account uses this identifier' });
}

/**
 * The checks an account must pass before it is sent a sign-in code and again before it is signed
 * in: it is active (status 1), and an admin is on an allowed network. Every refusal is written to
 * login_restriction_logs. These two answers do reveal an account (a deactivated member must learn
 * why; a staff member why their network is refused), but only for accounts that exist and are
 * deactivated or staff; an unknown identifier never gets here (logUnknownAccount).
 */
export async function assertMaySignIn(db: Knex, id: Identifier, user: SignInUser, ip: string | null): Promise<SignInUser> {
  if (user.status !== 1) {
    throw await refuse(db, { identifier: id.value, userId: user.id, ip, reason: 'user_deactivated' }, refusal('ACCOUNT_DEACTIVATED', {}));
  }
  if (user.role_type === 'admin') {
    const reason = await adminIpRestriction(db, ip);
    if (reason)
      throw await refuse(
        db,
        { identifier: id.value, userId: user.id, ip, reason, detail: `admin sign-in from ${ip ?? 'unknown IP'}` },
        ipRefusal(reason),
      );
  }
  return user;
}
