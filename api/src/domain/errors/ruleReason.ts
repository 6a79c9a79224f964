/**
 * The coded reason of a rule's message. A shared form rule (zod, in contracts/ and validation/) or a
 * pure domain rule states its refusal in English, the same text the browser shows when the rule runs
 * there; each such text is a code of the catalog (its template, with `{params}` for the values it
 * names). The API answers that code, so the apps translate by code, never by the English.
 *
 * A message no code's template matches is answered as FIELD_NOT_VALID (tests/http/ruleReasons.test.ts
 * checks that the rules' messages each have their own code).
 */
import type { ZodError } from 'zod';
import { ERROR_CATALOG, ERROR_CODES, type ErrorCode } from './errorCatalog';
import { DomainError, type CodedReason, type DomainErrorOptions } from './domainError';
import { placeholdersOf, type ParamValue } from './errorTemplate';

interface Matcher {
  code: ErrorCode;
  names: string[];
  pattern: RegExp;
  /** How much of the template is literal text: the more specific templates are tried first. */
  literal: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let exact: Map<string, ErrorCode> | undefined;
let templates: Matcher[] | undefined;

function index() {
  if (exact && templates) return { exact, templates };
  exact = new Map();
  templates = [];
  for (const code of ERROR_CODES) {
    const english: string = ERROR_CATALOG[code].english;
    const names = placeholdersOf(english);
    if (!names.length) {
      if (!exact.has(english)) exact.set(english, code);
      continue;
    }
    const literal = english.replace(/\{\w+\}/g, '');
    if (!literal.trim()) continue; // a template of values only names nothing to match on
    const source = english
      .split(/(\{\w+\})/)
      .map((part) => (/^\{\w+\}$/.test(part) ? '(.+?)' : escape(part)))
      .join('');
    templates.push({
      code,
      names: [...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
      pattern: new RegExp(`^${source}$`, 's'),
      literal: literal.length,
    });
  }
  templates.sort((a, b) => b.literal - a.literal);
  return { exact, templates };
}

/** The code whose English the message is (with its params), or undefined when no code says it. */
export function codeOfText(message: string): CodedReason | undefined {
  const { exact: fixed, templates: patterns } = index();
  const code = fixed.get(message);
  if (code) return { code, params: {} };
  for (const m of patterns) {
    const found = m.pattern.exec(message);
    if (!found) continue;
    const params: Record<string, ParamValue> = {};
    m.names.forEach((name, i) => {
      const value = found[i + 1]!;
      if (name in params && params[name] !== value) return;
      params[name] = /^-?\d+$/.test(value) && String(Number(value)) === value ? Number(value) : value;
    });
    return { code: m.code, params };
  }
  return undefined;
}

/** A rule's message as its coded reason: its own code, else FIELD_NOT_VALID. */
export const ruleReason = (message: string): CodedReason => codeOfText(message) ?? { code: 'FIELD_NOT_VALID', params: {} };

/** Each field of a zod error with the coded reason of its first issue (`_` for the input as a whole). */
export function zodFieldReasons(error: ZodError): Record<string, CodedReason> {
  const out: Record<string, CodedReason> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    if (!Object.hasOwn(out, field))
      Object.defineProperty(out, field, { value: ruleReason(issue.message), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * `throw ruleRefusal(problem.message, ['amount'])`: a rule's message refused with its own code; the
 * fields as a list share that reason, or each field names its own rule message.
 */
export function ruleRefusal(
  message: string,
  fields?: readonly string[] | Readonly<Record<string, string>>,
  options: Omit<DomainErrorOptions, 'fields'> = {},
): DomainError {
  const r = ruleReason(message);
  const byField = Array.isArray(fields)
    ? Object.fromEntries(fields.map((f: string) => [f, true as const]))
    : fields && Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, m === message ? (true as const) : ruleReason(m)]));
  return new DomainError(r.code, r.params as never, { ...options, fields: byField });
}

/**
 * A refused file of several, named: the upload check's refusal (empty, a type not accepted, a wrong
 * extension) with the file's name; undefined for any other error.
 */
export function fileRefusedReason(file: string, err: unknown): CodedReason | undefined {
  if (!(err instanceof DomainError)) return undefined;
  const p = err.params;
  if (err.code === 'FILE_EMPTY') return { code: 'FILE_REFUSED_EMPTY', params: { file } };
  if (err.code === 'FILE_TYPE_NOT_ACCEPTED') return { code: 'FILE_REFUSED_TYPE', params: { file, types: p.types! } };
  if (err.code === 'FILE_WRONG_EXTENSION') return { code: 'FILE_REFUSED_EXTENSION', params: { file, type: p.type!, ext: p.ext! } };
  return undefined;
}
