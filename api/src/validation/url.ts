import { z } from 'zod';

/**
 * A web address that is safe to put in a page as a link or a canonical URL: http or https only,
 * a host, and none of the characters that could end an HTML attribute or a URL in text —
 * quotes, angle brackets, backticks, backslashes, whitespace and control characters — so a value
 * like `https://x.in/"><script>` is refused, not stored. No user name or password part either.
 */
// Spelled case by case rather than with the i flag, so the same source works as a JSON Schema pattern.
export const WEB_URL_PATTERN = /^[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s"'`<>\\\u0000-\u001f\u007f-\u009f]+$/;

export const MAX_URL_LENGTH = 2048;

export function isWebUrl(s: unknown): boolean {
  if (typeof s !== 'string' || s.length > MAX_URL_LENGTH || !WEB_URL_PATTERN.test(s)) return false;
  try {
    const url = new URL(s);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const webUrlMessage = (label: string) =>
  `${label} must be a web address starting with http:// or https://, without spaces, quotes or < >.`;

/** Form rule for URL fields: trims, then `isWebUrl`; `max` characters at most (default 2048). */
export function webUrlSchema(label = 'Web address', max = MAX_URL_LENGTH) {
  return z
    .string({ error: webUrlMessage(label) })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(isWebUrl, webUrlMessage(label));
}
