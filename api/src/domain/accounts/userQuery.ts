/**
 * admin/fetchUserbyquery/get: staff type one thing — a mobile, an email, or part of a name or
 * referral code — and get the matching members. The typed text becomes the customers filter of
 * the registry's list (exact mobile or email, else its text search).
 */
import { badRequest } from '../../http/httpError';
import { isEmail, normaliseMobile } from '../../validation';

export type UserQueryFilter = { mobile: string } | { email: string } | { q: string };

export function userQueryFilter(raw: unknown): UserQueryFilter {
  const message = 'Enter a mobile number, an email address, or at least 2 characters of a name or referral code.';
  if (typeof raw !== 'string' && typeof raw !== 'number') throw badRequest(message, { query: message });
  const text = String(raw).trim();
  if (text.length < 2 || text.length > 100) throw badRequest(message, { query: message });
  const mobile = normaliseMobile(text);
  if (mobile) return { mobile };
  if (isEmail(text.toLowerCase())) return { email: text.toLowerCase() };
  return { q: text };
}
