/**
 * OpenAPI entries of the spec §7 calls on their own paths (api/src/calls/*). Success bodies are
 * `{ status: true, data, … }` (CallOk / CallList); the calls marked "failure object" answer every
 * error with the error body plus `status: false` and empty `data` (Failure, spec §8).
 */
import { errorResponse, type JsonSchema } from './responses';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const okWith = (description: string, data: JsonSchema = {}, extra: JsonSchema = {}) => ({
  description,
  ...json({ allOf: [ref('CallOk'), { properties: { data, ...extra } }] }),
});
const listOk = (description: string, item: string) => ({
  description,
  ...json({ allOf: [ref('CallList'), { properties: { data: { type: 'array', items: ref(item) } } }] }),
});
const failure = (description: string) => ({ description, ...json({ allOf: [ref('Error'), ref('Failure')] }) });
const error = errorResponse;
const forStatuses = (statuses: Record<string, string>, respond: (d: string) => unknown) =>
  Object.fromEntries(Object.entries(statuses).map(([s, d]) => [s, respond(d)]));
/** Every error status of a failure-object call, including the ones every operation may answer. */
const failures = (statuses: Record<string, string>) => ({
  ...forStatuses({ 400: 'Invalid input', ...statuses }, failure),
  // A bad token is refused before the call runs, with the plain error body (of which Failure is a case).
  401: error('Not signed in (failure object), or the token is invalid or expired (`force_logout`)'),
});

const idParam = (description: string) => ({ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description });
const pathParam = (name: string, schema: JsonSchema) => ({ name, in: 'path', required: true, schema });
const body = (schema: JsonSchema) => ({
  required: true,
  content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } },
});
const optionalBody = (schema: JsonSchema) => ({ ...body(schema), required: false });
const listQuery = ['filter', 'sort', 'range'].map((name) => ({
  name,
  in: 'query',
  schema: { type: 'string' },
  description: `JSON, as the ra-data-simple-rest ${name} of the resource`,
}));
const listBody = optionalBody({
  type: 'object',
  additionalProperties: false,
  properties: { filter: { type: 'object' }, sort: { type: 'array' }, range: { type: 'array' } },
  description: 'The same filter, sort and range as the resource’s list, as JSON values (or JSON-encoded strings).',
});
const open = { security: [] };
const member = ['Member calls (spec §7)'];
const staff = ['Staff calls (spec §7)'];
const site = ['Public site calls (spec §7)'];
const forbidden = (d = 'Signed in, but without the permission') => error(d);
const userDetails = { type: 'object', required: ['id', 'role_type', 'status'], description: 'The user-details record (GET user/me)' };
const secondary = {
  name: { type: 'string', minLength: 2, maxLength: 120 },
  secondary_email: { type: ['string', 'null'], format: 'email' },
  secondary_mobile: { type: ['string', 'null'], pattern: '^[6-9]\\d{9}$' },
};
const sent = { type: 'object', required: ['masked', 'expires_in', 'resend_in'] };

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

export const callPaths: Record<string, unknown> = {
  '/api/data/consent-text': {
    get: {
      tags: site,
      ...open,
      summary: 'The current terms and consent text and its version (global settings consent-text, consent-version)',
      responses: {
        200: okWith('The text', {
          type: 'object',
          required: ['version', 'text'],
          properties: { version: { type: 'string' }, text: { type: 'string' }, updated_at: { type: ['string', 'null'] } },
        }),
        503: error('No consent text is configured, or the database is busy'),
      },
    },
  },
  '/api/utils/sendmail': {
    post: {
      tags: site,
      ...open,
      summary: 'Public contact form: queued by email to the support mail of global settings (captcha-checked; 5 an hour per IP)',
      requestBody: body({
        type: 'object',
        required: ['name', 'email', 'mobile', 'message'],
        properties: {
          name: { type: 'string', minLength: 2, maxLength: 120 },
          email: { type: 'string', format: 'email' },
          mobile: { type: 'string', pattern: '^[6-9]\\d{9}$' },
          message: { type: 'string', minLength: 10, maxLength: 5000 },
          captcha_token: { type: 'string' },
        },
      }),
      responses: {
        202: okWith('Queued', { type: 'object', maxProperties: 0 }),
        400: error('Invalid fields, or the captcha was refused'),
        429: error('Too many messages from this network'),
      },
    },
  },
  '/api/captcha/verified': {
    post: {
      tags: site,
      ...open,
      summary: 'Check a captcha token with the captcha adapter (failure object)',
      requestBody: body({ type: 'object', properties: { captcha_token: { type: 'string' } } }),
      responses: {
        200: okWith('Verified', { type: 'object', properties: { verified: { const: true } } }),
        400: failure('Refused by the captcha'),
      },
    },
  },
  '/api/redirect/auth': {
    get: {
      tags: site,
      summary: 'Where a signed-in visitor goes after an authentication hand-off (`next`: a path on this site)',
      parameters: [{ name: 'next', in: 'query', schema: { type: 'string' } }],
      responses: {
        200: okWith('The path', {
          type: 'object',
          required: ['redirect_to', 'role_type'],
          properties: { redirect_to: { type: 'string', pattern: '^/' }, role_type: { enum: ['customer', 'admin'] } },
        }),
        400: error('`next` is not a path on this site'),
      },
    },
  },
  '/api/user/save/mobile/{id}': {
    get: {
      tags: member,
      summary: 'The mobile stored on an account: your own, or (staff) one your role may open (failure object)',
      parameters: [idParam('Account id')],
      responses: {
        200: okWith('The mobile', { type: 'object', required: ['id', 'mobile'] }),
        ...failures({ 403: 'Staff without Customer / Admin Users → detailView', 404: 'No such account (or not yours)' }),
      },
    },
  },
  '/api/user/update': {
    post: {
      tags: member,
      summary: 'Change your own name, secondary email or secondary mobile (never role, status or primary contacts) (failure object)',
      requestBody: body({ type: 'object', properties: secondary }),
      responses: {
        200: okWith('The updated user details', userDetails),
        ...failures({ 403: 'Staff without Admin Users → add/edit' }),
      },
    },
  },
  '/api/add/user/details': {
    post: {
      tags: member,
      summary: 'Add a secondary email or mobile your account does not have yet (failure object)',
      requestBody: body({
        type: 'object',
        properties: { secondary_email: secondary.secondary_email, secondary_mobile: secondary.secondary_mobile },
      }),
      responses: {
        200: okWith('The updated user details', userDetails),
        ...failures({ 403: 'Not allowed', 409: 'Already set: change it with user/update' }),
      },
    },
  },
  '/api/remove/use_email': {
    post: {
      tags: member,
      summary: 'Remove your secondary email (failure object)',
      requestBody: optionalBody({ type: 'object', maxProperties: 0 }),
      responses: { 200: okWith('The updated user details', userDetails), ...failures({ 403: 'Not allowed' }) },
    },
  },
  '/api/get/user/details/addupdate/reason': {
    post: {
      tags: member,
      summary: 'Which details your account should add or update, and why (failure object)',
      requestBody: optionalBody({ type: 'object', maxProperties: 0 }),
      responses: {
        200: okWith('The reasons', {
          type: 'object',
          required: ['complete', 'missing'],
          properties: {
            complete: { type: 'boolean' },
            missing: { type: 'array', items: { type: 'object', required: ['field', 'reason', 'call'] } },
          },
        }),
        ...failures({ 403: 'Not allowed' }),
      },
    },
  },
  '/api/get/user/isAbleToUpgrade/check': {
    post: {
      tags: member,
      summary: 'May you move to a higher membership plan now? (members only; failure object)',
      requestBody: optionalBody({ type: 'object', maxProperties: 0 }),
      responses: {
        200: okWith('The answer', {
          type: 'object',
          required: ['able', 'reason', 'current_plan'],
          properties: { able: { type: 'boolean' }, reason: { type: 'string' }, current_plan: { type: ['object', 'null'] } },
        }),
        ...failures({ 403: 'A staff account' }),
      },
    },
  },
  '/api/email/verify/sentotp': {
    post: {
      tags: member,
      summary: 'Send a code to the NEW email address you want as your primary email (failure object)',
      requestBody: body({
        type: 'object',
        required: ['email'],
        properties: { email: { type: 'string', format: 'email' }, captcha_token: { type: 'string' } },
      }),
      responses: {
        200: okWith('Code sent', sent),
        ...failures({
          409: 'Used by another account',
          429: 'Too soon or too many',
          503: 'The code could not be sent, or the database is busy',
        }),
      },
    },
  },
  '/api/email/otp/verify': {
    post: {
      tags: member,
      summary: 'Check that code and make the address your primary email (failure object)',
      requestBody: body({
        type: 'object',
        required: ['email', 'otp'],
        properties: { email: { type: 'string', format: 'email' }, otp: { type: 'string', pattern: '^\\d{6}$' } },
      }),
      responses: {
        200: okWith('Email changed', userDetails),
        ...failures({ 409: 'Taken by another account meanwhile', 429: 'Locked after too many wrong codes, or rate limited' }),
      },
    },
  },
  '/api/user/fetchByPhone/{phone}': memberFoundBy('phone', 'mobile'),
  '/api/user/fetchByEmail/{email}': memberFoundBy('email', 'email'),
  '/api/admin/fetchUserbyquery/get': {
    post: {
      tags: staff,
      summary: 'Find members by a mobile, an email or a text (Customer → listView; masked without detailView; at most 25)',
      requestBody: body({ type: 'object', required: ['query'], properties: { query: { type: 'string', minLength: 2, maxLength: 100 } } }),
      responses: { 200: listOkSimple('Matching members'), 403: forbidden() },
    },
  },
  '/api/admin/user/list': {
    get: {
      tags: staff,
      summary: 'Active members for pickers, by name, at most 25 (Customer → listView; masked without detailView)',
      parameters: [{ name: 'q', in: 'query', schema: { type: 'string', maxLength: 100 } }],
      responses: {
        200: okWith('Members', { type: 'array', items: ref('MemberContact') }),
        403: forbidden(),
      },
    },
  },
  '/api/admin/users/list': {
    get: {
      tags: staff,
      summary: 'List members (Customer → listView)',
      parameters: listQuery,
      responses: { 200: listOk('A page', 'Customers'), 403: forbidden() },
    },
    post: {
      tags: staff,
      summary: 'List members, parameters in the body (Customer → listView)',
      requestBody: listBody,
      responses: { 200: listOk('A page', 'Customers'), 403: forbidden() },
    },
  },
  '/api/admin/users/list/count': {
    post: {
      tags: staff,
      summary: 'Count members matching a filter (Customer → listView)',
      requestBody: optionalBody({ type: 'object', additionalProperties: false, properties: { filter: { type: 'object' } } }),
      responses: {
        200: okWith('The count', {
          type: 'object',
          required: ['total', 'estimated'],
          properties: { total: { type: 'integer' }, estimated: { type: 'boolean' } },
        }),
        403: forbidden(),
      },
    },
  },
  '/api/admin/users/list/{id}': staffReadById('One member (Customer → detailView)', 'Member', okWith('The member', ref('Customers'))),
  '/api/admin/admins/list': {
    post: {
      tags: staff,
      summary: 'List staff accounts (Admin Users → listView)',
      requestBody: listBody,
      responses: { 200: listOk('A page', 'AdminUsers'), 403: forbidden() },
    },
  },
  '/api/admin/getUserData/{id}': staffReadById(
    'An account with its role and accessAction (Customer or Admin Users → detailView, by account)',
    'Account',
    okWith('The account', { type: 'object', required: ['id', 'role', 'role_type', 'accessAction'] }),
  ),
  '/api/admin/user/delete/{id}': {
    delete: statusChange('Deactivate an account: status 0, every session ends (Customer or Admin Users → deactivate/activate)', 'Account'),
  },
  '/api/admin/user/activate/{id}': {
    get: statusChange('Activate an account again: status 1 (Customer or Admin Users → deactivate/activate)', 'Account'),
    delete: statusChange('Activate an account again, as GET does (Customer or Admin Users → deactivate/activate)', 'Account'),
  },
  '/api/user/role/update': {
    post: {
      tags: staff,
      summary: 'Change a staff account’s role under the staff-grant rules (Admin Users → add/edit) (failure object)',
      requestBody: body({
        type: 'object',
        required: ['user_id', 'role_id'],
        properties: { user_id: { type: 'integer' }, role_id: { type: 'integer' } },
      }),
      responses: {
        200: okWith('The staff account', ref('AdminUsers')),
        ...failures({ 403: 'A member, no permission, or a role beyond your own access', 404: 'No such account', 409: 'Unknown role' }),
      },
    },
  },
  '/api/check/admin/role/validity': {
    get: {
      tags: staff,
      summary: 'Is your staff role active? (the admin app’s start-up check)',
      responses: {
        200: okWith('Valid', { type: 'object', required: ['valid', 'role_id', 'role_name', 'accessAction'] }),
        403: error('A member, or the role is deactivated'),
      },
    },
  },
  '/api/admin/ip/list': {
    get: {
      tags: staff,
      summary: 'List restricted IPs (Restricted Ip → listView)',
      parameters: listQuery,
      responses: { 200: listOk('A page', 'RestrictedIps'), 403: forbidden() },
    },
  },
  '/api/admin/ip/add': staffCreate('Add a restricted IP rule (Restricted Ip → add/edit)', 'RestrictedIps'),
  '/api/admin/ip/delete/{id}': { delete: statusChange('Deactivate a restricted IP rule (Restricted Ip → deactivate/activate)', 'Rule') },
  '/api/admin/exportDays/add': staffCreate(
    'Add an export-days limit for a role or an admin user (Export Data → add/edit)',
    'ExportDaySettings',
  ),
  '/api/admin/exportDays/{id}': staffReadById(
    'One export-days setting (Export Data → detailView)',
    'Setting',
    okWith('The setting', ref('ExportDaySettings')),
  ),
  '/api/admin/data/eventHooks/get': {
    get: {
      tags: staff,
      summary: 'The domain rules (engine hooks) that run on each resource’s writes (Global Setting → listView)',
      responses: {
        200: okWith('Per resource', { type: 'array', items: { type: 'object', required: ['resource', 'stages'] } }),
        403: forbidden(),
      },
    },
  },
};

function listOkSimple(description: string) {
  return okWith(description, { type: 'array', items: ref('MemberContact') });
}

/** GET user/fetchByPhone/{phone} and user/fetchByEmail/{email}. */
function memberFoundBy(param: string, what: string) {
  return {
    get: {
      tags: staff,
      summary: `Find a member by ${what} (Customer → listView; contacts masked without detailView) (failure object, data [])`,
      parameters: [pathParam(param, { type: 'string' })],
      responses: {
        200: listOkSimple('The member'),
        ...failures({ 403: 'A member, or staff without Customer → listView', 404: 'Nobody uses it' }),
      },
    },
  };
}

/** A staff GET of one record by id. */
function staffReadById(summary: string, what: string, found: unknown) {
  return {
    get: {
      tags: staff,
      summary,
      parameters: [idParam(`${what} id`)],
      responses: { 200: found, 403: forbidden(), 404: error(`No such ${what.toLowerCase()}`) },
    },
  };
}

/** A staff call that deactivates or activates a record by id: answers { id, status }. */
function statusChange(summary: string, what: string) {
  return {
    tags: staff,
    summary,
    parameters: [idParam(`${what} id`)],
    responses: {
      200: okWith('Done', { type: 'object', required: ['id', 'status'] }),
      403: forbidden('Not allowed (or your own account)'),
      404: error(`No such ${what.toLowerCase()}`),
    },
  };
}

/** A staff POST that creates a record of a registry resource (its Input schema in, its record out). */
function staffCreate(summary: string, schema: string) {
  return {
    post: {
      tags: staff,
      summary,
      requestBody: { required: true, ...json(ref(`${schema}Input`)) },
      responses: { 201: okWith('Added', ref(schema)), 403: forbidden(), 409: error('Clashes with existing data') },
    },
  };
}
