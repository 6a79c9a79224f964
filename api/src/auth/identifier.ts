import type { Knex } from 'knex';
import { emailSchema, maskEmail, maskPhone, mobileSchema } from '../validation';
import { isBlank, parseField, stringish } from '../http/requestBody';
import { ACCOUNT_MESSAGES } from '../contracts/accountMessages';
import { reason, refusal } from '../domain/errors';

/** Who an OTP goes to: a 10-digit mobile (SMS) or a lower-cased email address (email). */
export interface Identifier {
  field: 'mobile' | 'email';
  value: string;
  channel: 'sms' | 'email';
  masked: string;
}

/**
 * Reads exactly one of `mobile` / `email` from a body (spec §5: "OTP is sent to mobile or email").
 * `business_mobile` is accepted as another name for `mobile` when `mobile` is absent, because the
 * spec's clients switch to JSON "when business_mobile is present" (spec §7).
 */
export function parseIdentifier(body: Record<string, unknown>): Identifier {
  const mobileRaw = !isBlank(body.mobile) ? body.mobile : body.business_mobile;
  const hasMobile = !isBlank(mobileRaw);
  const hasEmail = !isBlank(body.email);
  if (hasMobile && hasEmail) {
    throw refusal('IDENTIFIER_BOTH', {}, ['mobile']);
  }
  if (!hasMobile && !hasEmail) {
    throw refusal('IDENTIFIER_REQUIRED', {}, { mobile: reason('MOBILE_REQUIRED', {}) });
  }
  if (hasMobile) {
    const value = parseField(mobileSchema, stringish(mobileRaw), 'mobile', 'Please enter a valid mobile number.');
    return { field: 'mobile', value, channel: 'sms', masked: maskPhone(value) };
  }
  const value = parseField(emailSchema, body.email, 'email', 'Please enter a valid email address.');
  return { field: 'email', value, channel: 'email', masked: maskEmail(value) };
}

/** Reads `email` only (the email-change calls): a mobile is not an answer there. */
export function parseEmailIdentifier(body: Record<string, unknown>): Identifier {
  const value = parseField(emailSchema, body.email, 'email', 'Please enter a valid email address.');
  return { field: 'email', value, channel: 'email', masked: maskEmail(value) };
}

/** The identifier of a stored sign-in contact (an account's own mobile or email). */
export function identifierFor(field: 'mobile' | 'email', stored: string): Identifier {
  if (field === 'mobile') return { field, value: stored, channel: 'sms', masked: maskPhone(stored) };
  const value = stored.toLowerCase();
  return { field, value, channel: 'email', masked: maskEmail(value) };
}

export interface SignInUser {
  id: number;
  name: string;
  mobile: string | null;
  email: string | null;
  role_id: number;
  status: number;
  role_type: 'customer' | 'admin';
  role_name: string;
}

/** The account an identifier belongs to (with its role type), or undefined. */
export async function findUserByIdentifier(db: Knex, id: Identifier): Promise<SignInUser | undefined> {
  const q = db('users as u')
    .join('roles as r', 'r.id', 'u.role_id')
    .first('u.id', 'u.name', 'u.mobile', 'u.email', 'u.role_id', 'u.status', 'r.role_type', 'r.name as role_name');
  return id.field === 'mobile' ? q.where('u.mobile', id.value) : q.whereRaw('lower(u.email) = ?', [id.value]);
}

export const notRegisteredMessage = (id: Identifier) =>
  id.field === 'mobile' ? ACCOUNT_MESSAGES.mobileNotRegistered : ACCOUNT_MESSAGES.emailNotRegistered;
