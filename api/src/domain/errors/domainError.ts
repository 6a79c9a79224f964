import { ERROR_CATALOG, type ErrorCode, type ErrorParams } from './errorCatalog';
import type { ErrorKind } from './errorKinds';
import { fillTemplate, type ParamValue } from './errorTemplate';

/** A coded reason with its values: what a refusal, or one field of it, says. */
export interface ErrorReason<C extends ErrorCode = ErrorCode> {
  readonly code: C;
  readonly params: ErrorParams<C>;
}

/** Any code with its params, as a refusal stores it. */
export interface CodedReason {
  readonly code: ErrorCode;
  readonly params: Readonly<Record<string, ParamValue>>;
}

export const reason = <C extends ErrorCode>(code: C, params: ErrorParams<C>): CodedReason => ({ code, params });

/**
 * What a field says: a coded reason, or the text of a shared form rule (a zod message, translated
 * by the apps like the rule's own output in the browser).
 */
export type FieldReason = CodedReason | string;

export interface DomainErrorOptions {
  /** Per field: its reason; `true` for "the error's own reason". */
  readonly fields?: Readonly<Record<string, FieldReason | true>>;
  /** Further facts for the caller, written beside the message (e.g. the price of what must be paid). */
  readonly details?: Readonly<Record<string, unknown>>;
  /** For a 'limit': seconds until a retry may pass. */
  readonly retryAfterSeconds?: number;
  /** The kind this refusal is here when it is not the code's own (a rule's input check met as a conflict of state). */
  readonly kind?: ErrorKind;
}

/** The English of a reason (the catalog's template with its values). */
export const englishOf = (r: CodedReason): string => fillTemplate(ERROR_CATALOG[r.code].english, r.params);

/**
 * A refusal by the domain: a stable code from the catalog (errorCatalog.ts) with its values. Its
 * `message` is the English text; HTTP maps its kind to a status and answers `{ message, code, params }`,
 * and the apps translate by code.
 */
export class DomainError<C extends ErrorCode = ErrorCode> extends Error implements CodedReason {
  readonly kind: ErrorKind;
  readonly params: CodedReason['params'];
  readonly fields: Readonly<Record<string, FieldReason>> | undefined;
  readonly details: Readonly<Record<string, unknown>> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: C,
    params: ErrorParams<C>,
    options: DomainErrorOptions = {},
  ) {
    super(englishOf({ code, params: params as CodedReason['params'] }));
    this.params = params as CodedReason['params'];
    this.name = 'DomainError';
    this.kind = options.kind ?? ERROR_CATALOG[code].kind;
    this.fields = options.fields
      ? Object.fromEntries(Object.entries(options.fields).map(([f, r]) => [f, r === true ? { code, params: this.params } : r]))
      : undefined;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The field messages in English, as the answer's `errors` carries them. */
  fieldMessages(): Record<string, string> | undefined {
    if (!this.fields) return undefined;
    return Object.fromEntries(Object.entries(this.fields).map(([f, r]) => [f, typeof r === 'string' ? r : englishOf(r)]));
  }
}

/**
 * `throw refusal('WALLET_SHORT', { needed, balance })`; fields as a list say "these fields, for the same
 * reason": `refusal('CIR_QUERY', {}, ['q'])`.
 */
export function refusal<C extends ErrorCode>(
  code: C,
  params: ErrorParams<C>,
  fields?: readonly string[] | DomainErrorOptions['fields'],
  options: Omit<DomainErrorOptions, 'fields'> = {},
): DomainError<C> {
  const byField = Array.isArray(fields)
    ? Object.fromEntries(fields.map((f: string) => [f, true as const]))
    : (fields as DomainErrorOptions['fields']);
  return new DomainError(code, params, { ...options, fields: byField });
}

export const isDomainError = (err: unknown): err is DomainError => err instanceof DomainError;

/**
 * The same refusal with one field renamed (a shared check names it `file`, this call `proof`); any other
 * error as it is.
 */
export function renamedField<E>(err: E, from: string, to: string): E | DomainError {
  if (!(err instanceof DomainError) || !err.fields || !Object.hasOwn(err.fields, from)) return err;
  const fields = Object.fromEntries(Object.entries(err.fields).map(([f, r]) => [f === from ? to : f, r]));
  return new DomainError(err.code, err.params as never, {
    fields,
    details: err.details,
    retryAfterSeconds: err.retryAfterSeconds,
    kind: err.kind,
  });
}
