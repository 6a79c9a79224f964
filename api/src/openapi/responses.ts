/**
 * Shared pieces of the OpenAPI document: the error responses (as components, referenced from the
 * hundreds of operations that share them), nullable schemas, and the statuses every operation
 * can answer.
 */
import { HTTP_METHODS } from './pathMatch';

export type JsonSchema = Record<string, unknown>;

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Spec §8's failure object: the error body plus `status: false` and empty `data` (http/failureObject.ts). */
export const failureResponse = (description: string) => ({
  description,
  content: {
    'application/json': { schema: { allOf: [{ $ref: '#/components/schemas/Error' }, { $ref: '#/components/schemas/Failure' }] } },
  },
});

/** Whether an operation's errors are failure objects (its 400, which every failure-object call documents, says so). */
function answersFailures(responses: Record<string, Record<string, unknown>>): boolean {
  return JSON.stringify(responses['400'] ?? {}).includes('#/components/schemas/Failure');
}

/** `schema`, or null. */
export function nullable(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema.enum)) return schema.enum.includes(null) ? schema : { ...schema, enum: [...schema.enum, null] };
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.type)) return schema.type.includes('null') ? schema : { ...schema, type: [...schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

const retryAfter = { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } } };

/** components.responses: the error answers many operations share. */
export const SHARED_RESPONSES = {
  BadRequest: errorResponse(
    'Invalid input: a malformed body or parameter, an unknown field or filter, or a NUL character (U+0000) in any text (`message`, and `errors` by field).',
  ),
  Unauthorized: errorResponse('Not signed in, or the session ended (`force_logout: true`).'),
  BadToken: errorResponse('Only when an Authorization header is sent and its token is invalid, expired or revoked (`force_logout: true`).'),
  Forbidden: errorResponse('Signed in, but not allowed (or a staff-only field sent by a customer).'),
  NotFound: errorResponse('No such record (or not one of yours); for a bulk change, one of the ids: nothing was changed.'),
  Conflict: errorResponse('Clashes with existing data (a unique value in use, a record still referenced, a rule on related records).'),
  PayloadTooLarge: errorResponse('The request body is over the size limit.'),
  TooManyRequests: { ...errorResponse('Too many requests; wait Retry-After seconds (`retry_after`).'), headers: retryAfter },
  ServiceUnavailable: {
    ...errorResponse('The database is busy or unreachable; try again after Retry-After seconds.'),
    headers: retryAfter,
  },
};

export const shared = (name: keyof typeof SHARED_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/**
 * What any operation may answer, whatever its route does: every /api request goes through the
 * body parsers, the NUL check and authenticate() (which reads the session from the database
 * whenever a token is sent), and every route may wait for a database connection.
 */
function universal(open: boolean, hasBody: boolean): Record<string, unknown> {
  return {
    400: shared('BadRequest'),
    401: shared(open ? 'BadToken' : 'Unauthorized'),
    ...(hasBody ? { 413: shared('PayloadTooLarge') } : {}),
    503: shared('ServiceUnavailable'),
  };
}

function describedShared(response: Record<string, unknown>): string {
  const name = String(response.$ref ?? '')
    .split('/')
    .pop() as keyof typeof SHARED_RESPONSES;
  return SHARED_RESPONSES[name]?.description ?? String(response.description ?? '');
}

/** Adds the universal statuses (without overriding a route's own wording), Retry-After on 429/503, and sorts by status. */
export function finaliseOperations<T extends Record<string, Record<string, unknown>>>(paths: T): T {
  for (const item of Object.values(paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as
        { security?: unknown[]; requestBody?: unknown; responses: Record<string, Record<string, unknown>> } | undefined;
      if (!op) continue;
      const open = Array.isArray(op.security) && op.security.length === 0;
      const always = universal(open, !!op.requestBody) as Record<string, Record<string, unknown>>;
      // A failure-object call answers the guards' refusals (bad JSON, NUL, token, size, busy) as failure objects too.
      if (answersFailures(op.responses)) for (const s of Object.keys(always)) always[s] = failureResponse(describedShared(always[s]!));
      const responses: Record<string, Record<string, unknown>> = { ...always, ...op.responses };
      for (const status of ['429', '503']) {
        const r = responses[status];
        if (r && !r.$ref && !r.headers) responses[status] = { ...r, headers: retryAfter };
      }
      op.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
    }
  }
  return paths;
}
