import type { Knex } from 'knex';
import type { SignedInCall } from '../callContext';
import { maskEmail, maskPhone } from '../validation';
import { setPrimaryContact } from '../domain/accounts/userWrites';
import type { Identifier } from './identifier';
import { refusal } from '../domain/errors';

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

/**
 * Makes a proven identifier the caller's primary mobile or email (after a code sent by
 * user/sendupdateotp was checked), in one transaction with its audit row. Another account taking
 * the same value first answers 409. The caller's other sessions stay signed in: the contact
 * detail changed, not the person.
 */
export async function changePrimaryContact(db: Knex, call: SignedInCall, id: Identifier) {
  const principal = call.who;
  const mask = id.field === 'mobile' ? maskPhone : maskEmail;
  try {
    await db.transaction(async (trx) => {
      const before = await trx('users').where({ id: principal.userId }).forUpdate().first(id.field);
      await setPrimaryContact(trx, call, principal.userId, id.field, id.value, {
        resource: principal.roleType === 'admin' ? 'admin-users' : 'customers',
        before: { [id.field]: before?.[id.field] ? mask(String(before[id.field])) : null },
        shown: () => ({ [id.field]: mask(id.value) }),
      });
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw refusal(id.field === 'mobile' ? 'MOBILE_IN_USE' : 'EMAIL_IN_USE', {}, [id.field]);
  }
}
