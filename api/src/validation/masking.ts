import { normaliseMobile } from './mobile';

// Masks personal data for display. Masking never reveals everything: at least one character is
// always hidden, even for very short values.

/**
 * '9876543210' → 'xxxxxxxx10'. Typed forms such as '+91 98765 43210' are normalised first.
 * Anything else is reduced to its digits and all but the last 2 are masked (or all of them,
 * when there are 2 or fewer, because showing them would show the whole value).
 */
export function maskPhone(s: string): string {
  const digits = normaliseMobile(s) ?? s.replace(/\D/g, '');
  const keep = digits.length > 2 ? 2 : 0;
  return 'x'.repeat(digits.length - keep) + digits.slice(digits.length - keep);
}

/**
 * 'rahul.sharma@example.com' → 'xxxxxxxxxxma@example.com': the last 2 characters of the local
 * part stay, every other character becomes one 'x', the domain is kept.
 * Short local parts keep one character fewer than their length, so something is always hidden:
 * 'ab@x.in' → 'xb@x.in', 'a@x.in' → 'x@x.in'.
 * A value with no '@' (or nothing before it) is not an address; it is masked entirely.
 */
export function maskEmail(s: string): string {
  const at = s.lastIndexOf('@');
  if (at <= 0) return 'x'.repeat(s.length);
  const local = s.slice(0, at);
  const keep = Math.min(2, local.length - 1);
  return 'x'.repeat(local.length - keep) + local.slice(local.length - keep) + s.slice(at);
}
