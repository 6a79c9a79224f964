/**
 * Shared pieces of the OpenAPI entries of the spec §7 calls (./memberCallPaths.ts, ./staffCallPaths.ts):
 * success bodies `{ status: true, data, … }` (CallOk / CallList), and for the calls marked "failure
 * object" every error as the error body plus `status: false` and empty `data` (Failure, spec §8).
 */
import { errorResponse, type JsonSchema } from './responses';

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
export const okWith = (description: string, data: JsonSchema = {}, extra: JsonSchema = {}) => ({
  description,
  ...json({ allOf: [ref('CallOk'), { properties: { data, ...extra } }] }),
});
export const listOk = (description: string, item: string) => ({
  description,
  ...json({ allOf: [ref('CallList'), { properties: { data: { type: 'array', items: ref(item) } } }] }),
});
export const failure = (description: string) => ({ description, ...json({ allOf: [ref('Error'), ref('Failure')] }) });
export const error = errorResponse;
export const forStatuses = (statuses: Record<string, string>, respond: (d: string) => unknown) =>
  Object.fromEntries(Object.entries(statuses).map(([s, d]) => [s, respond(d)]));
/** Every error status of a failure-object call, including the ones every operation may answer. */
export const failures = (statuses: Record<string, string>) => ({
  ...forStatuses({ 400: 'Invalid input', ...statuses }, failure),
  // A bad token is refused before the call runs, with the plain error body (of which Failure is a case).
  401: error('Not signed in (failure object), or the token is invalid or expired (`force_logout`)'),
});

export const idParam = (description: string) => ({
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
  description,
});
export const pathParam = (name: string, schema: JsonSchema) => ({ name, in: 'path', required: true, schema });
export const body = (schema: JsonSchema) => ({
  required: true,
  content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } },
});
export const optionalBody = (schema: JsonSchema) => ({ ...body(schema), required: false });
export const listQuery = ['filter', 'sort', 'range'].map((name) => ({
  name,
  in: 'query',
  schema: { type: 'string' },
  description: `JSON, as the ra-data-simple-rest ${name} of the resource`,
}));
export const listBody = optionalBody({
  type: 'object',
  additionalProperties: false,
  properties: { filter: { type: 'object' }, sort: { type: 'array' }, range: { type: 'array' } },
  description: 'The same filter, sort and range as the resource’s list, as JSON values (or JSON-encoded strings).',
});
export const open = { security: [] };
export const member = ['Member calls (spec §7)'];
export const staff = ['Staff calls (spec §7)'];
export const site = ['Public site calls (spec §7)'];
export const forbidden = (d = 'Signed in, but without the permission') => error(d);
export const userDetails = {
  type: 'object',
  required: ['id', 'role_type', 'status'],
  description: 'The user-details record (GET user/me)',
};
export const secondary = {
  name: { type: 'string', minLength: 2, maxLength: 120 },
  secondary_email: { type: ['string', 'null'], format: 'email' },
  secondary_mobile: { type: ['string', 'null'], pattern: '^[6-9]\\d{9}$' },
};
export const sent = { type: 'object', required: ['masked', 'expires_in', 'resend_in'] };
/** A contact change's codes: the new contact's (masked) and the current one's (current_masked). */
export const sentTwo = { type: 'object', required: ['masked', 'current_masked', 'expires_in', 'resend_in'] };

export const callSchemas: Record<string, JsonSchema> = {
  CallOk: {
    type: 'object',
    required: ['status', 'data'],
    properties: { status: { const: true }, data: {}, message: { type: 'string' } },
    description: 'Success of a spec §7 call.',
  },
  CallList: {
    type: 'object',
    required: ['status', 'data', 'total', 'estimated'],
    properties: {
      status: { const: true },
      data: { type: 'array' },
      total: { type: 'integer', minimum: 0 },
      estimated: { type: 'boolean', description: 'true when the total is the planner’s estimate (over 10,000 rows)' },
    },
  },
  Failure: {
    type: 'object',
    required: ['status', 'data', 'message'],
    properties: {
      status: { const: false },
      data: {
        anyOf: [
          { type: 'array', maxItems: 0 },
          { type: 'object', maxProperties: 0 },
        ],
      },
    },
    description: 'Spec §8 failure object: with the error body, `status: false` and empty `data`, under the HTTP status of the error.',
  },
  MemberContact: {
    type: 'object',
    required: ['id', 'name', 'mobile', 'email'],
    description: 'A member as a look-up answers it (more fields of the Customers schema may follow).',
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      mobile: { type: ['string', 'null'], description: 'Masked (xxxxxxxx10) without Customer → detailView' },
      email: { type: ['string', 'null'], description: 'Masked (xxxxxma@example.com) without Customer → detailView' },
    },
  },
};
