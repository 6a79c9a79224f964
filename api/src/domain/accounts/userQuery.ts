/**
 * admin/fetchUserbyquery/get: staff type one thing — a mobile, an email, or part of a name or
 * referral code — and get the matching members. The typed text becomes the customers filter of
 * the registry's list (exact mobile or email, else its text search).
 */
import { refusal } from '../errors';
import { isEmail, normaliseMobile } from '../../validation';

export type UserQueryFilter = { mobile: string } | { email: string } | { q: string };

export function userQueryFilter(raw: unknown): UserQueryFilter {
  if (typeof raw !== 'string' && typeof raw !== 'number') throw refusal('USER_QUERY', {}, ['query']);
  const text = String(raw).trim();
  if (text.length < 2 || text.length > 100) throw refusal('USER_QUERY', {}, ['query']);
  const mobile = normaliseMobile(text);
  if (mobile) return { mobile };
  if (isEmail(text.toLowerCase())) return { email: text.toLowerCase() };
  return { q: text };
}
