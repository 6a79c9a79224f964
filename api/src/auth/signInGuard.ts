import type { Knex } from 'knex';
import { HttpError } from '../http/httpError';
import type { Identifier, SignInUser } from './identifier';
import { notRegisteredMessage } from './identifier';
import { refuse } from './loginRestrictionLog';
import { adminIpRestriction, ipRefusal } from './restrictedIp';

/**
 * The checks an account must pass before it is sent a sign-in code and again before it is signed
 * in: it exists, it is active (status 1), and an admin is on an allowed network. Every refusal is
 * written to login_restriction_logs. Unknown identifiers are revealed (404): the spec's apps send
 * new members to user/register, and registration has to reveal a taken number anyway (409).
 */
export async function assertMaySignIn(db: Knex, id: Identifier, user: SignInUser | undefined, ip: string | null): Promise<SignInUser> {
  if (!user) {
    throw await refuse(
      db,
      { identifier: id.value, ip, reason: 'unknown_account' },
      new HttpError(404, notRegisteredMessage(id), { [id.field]: notRegisteredMessage(id) }),
    );
  }
  if (user.status !== 1) {
    throw await refuse(
      db,
      { identifier: id.value, userId: user.id, ip, reason: 'user_deactivated' },
      new HttpError(403, 'This account is deactivated. Please contact support.'),
    );
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
