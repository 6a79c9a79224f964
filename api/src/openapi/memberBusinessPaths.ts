/**
 * OpenAPI entries of a member's own business calls (api/src/domain/businesses/memberBusinessRoutes.ts).
 * Adding the business itself is the registry's POST /api/businesses (documented from the registry);
 * openApiDocument adds the statuses every operation may answer (400, 401, 413, 503).
 */
import { MEMBER_GST_LOOKUP_LIMIT } from '../contracts/memberBusiness';

const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/Error' }) });
const tags = ['Member businesses'];
const body = (schema: Record<string, unknown>) => ({ required: true, ...json(schema) });
const gstin = {
  type: 'string',
  minLength: 1,
  maxLength: 20,
  description: 'GSTIN; upper-cased and trimmed before it is checked',
  example: '08AAACB1234C1Z5',
};

const codeSent = {
  type: 'object',
  required: ['status', 'message', 'channel', 'masked', 'expires_in', 'resend_in'],
  properties: {
    status: { type: 'boolean', const: true },
    message: { type: 'string' },
    channel: { enum: ['sms', 'email'] },
    masked: { type: 'string', description: 'The registered contact, masked' },
    expires_in: { type: 'integer', description: 'Seconds the code stays valid' },
    resend_in: { type: 'integer', description: 'Seconds before another code may be asked for' },
  },
};
const controlProven = {
  type: 'object',
  required: ['message', 'business_id', 'gstin', 'control_proven_at', 'control_proof_method'],
  properties: {
    message: { type: 'string' },
    business_id: { type: 'integer' },
    gstin: { type: 'string' },
    control_proven_at: { type: 'string', format: 'date-time' },
    control_proof_method: { const: 'gst_otp' },
  },
};

const lookupAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['gstin', 'legal_name', 'trade_name', 'state', 'pan', 'address', 'registration_status', 'already_registered'],
  properties: {
    gstin: { type: 'string', pattern: '^[0-9]{2}[A-Z0-9]{13}$' },
    legal_name: { type: 'string' },
    trade_name: { type: 'string' },
    state: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'name'],
      properties: {
        code: { type: 'string', pattern: '^[0-9]{2}$' },
        name: { type: 'string' },
        id: { type: 'integer', minimum: 1, description: 'The states master row, when there is one' },
      },
    },
    pan: { type: 'string', pattern: '^[A-Z]{5}[0-9]{4}[A-Z]$', description: 'Characters 3–12 of the GSTIN' },
    address: { type: 'string' },
    pincode: { type: 'string', pattern: '^[1-9][0-9]{5}$' },
    registration_status: { enum: ['Active', 'Cancelled', 'Suspended'], description: 'Only Active registrations can be added' },
    already_registered: {
      enum: ['yours', 'another_member', false],
      description: 'Who holds this GSTIN on Bakaya already: you, another member (never who), or nobody (false)',
    },
  },
};

const activeAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['active_business_id', 'business'],
  properties: {
    active_business_id: { type: ['integer', 'null'] },
    business: { anyOf: [{ $ref: '#/components/schemas/Businesses' }, { type: 'null' }] },
  },
};

const reviewAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'gstin', 'status', 'message'],
  properties: { id: { type: 'integer', minimum: 1 }, gstin: { type: 'string' }, status: { const: 'open' }, message: { type: 'string' } },
};

export const memberBusinessPaths: Record<string, unknown> = {
  '/api/businesses/gst-lookup': {
    post: {
      tags,
      summary: `Look a GSTIN up before adding it as a business (any signed-in user; ${MEMBER_GST_LOOKUP_LIMIT.max} look-ups an hour)`,
      description:
        'Checks the GSTIN (format, state code, check digit) without calling GST, then asks the GST service and logs the call. ' +
        'The answer prefills the add-business form; `already_registered` says whether the caller or another member holds it already.',
      requestBody: body({ type: 'object', required: ['gstin'], properties: { gstin } }),
      responses: {
        200: { description: 'The registration', ...json(lookupAnswer) },
        400: error('Not a valid GSTIN (`errors.gstin` says what is wrong: format, state code or check digit)'),
        404: error('GST has no registration for this GSTIN (`error_code: not_found`)'),
        429: error('Too many look-ups in the last hour (`retry_after`)'),
        503: error('The GST service is not answering (`error_code: unavailable`, `retry_after`), or the database is busy'),
      },
    },
  },
  '/api/businesses/gstin-review': {
    post: {
      tags,
      summary: 'Ask support to review a GSTIN another member has registered (signed-in member)',
      description:
        'Records a GSTIN review request (admin: Customer management → GSTIN review requests) and mails the support address. ' +
        'Refused (400) when nobody else holds the GSTIN.',
      requestBody: body({
        type: 'object',
        required: ['gstin', 'note'],
        properties: { gstin, note: { type: 'string', minLength: 10, maxLength: 1000, description: 'Why the GSTIN is yours' } },
      }),
      responses: {
        201: { description: 'The request, recorded', ...json(reviewAnswer) },
        400: error('Invalid GSTIN or note, or nobody else holds this GSTIN'),
        409: error('You already have an open review request for this GSTIN'),
        429: error('Too many review requests today (`retry_after`)'),
      },
    },
  },
  '/api/businesses/{id}/control-proof/send': {
    post: {
      tags,
      summary: 'Send a code to the contact registered with GST for this business’s GSTIN, to prove you control it',
      description:
        'Own-business rights (a free report on your own GSTIN with who enquired, the defaulter side of cases and settlements, free ' +
        'trials, notices and consents as that business) need a proven business, and only for its exact GSTIN. The code goes to the ' +
        'registration’s own mobile/email through the GST provider (shown masked, never revealed). Limits: the sign-in codes’ ' +
        'cool-down and windows per contact and account, and codes per network.',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: 'Business id' }],
      responses: {
        200: { description: 'Where the code went, masked', ...json(codeSent) },
        400: error('The business is not active or not GST-verified, or GST has no contact for the registration'),
        404: error('No such business among yours'),
        409: error('Control of this business is already proven'),
        429: error('Too many codes (`retry_after`)'),
      },
    },
  },
  '/api/businesses/{id}/control-proof/verify': {
    post: {
      tags,
      summary: 'Prove you control this business with the code sent to its GST-registered contact',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: 'Business id' }],
      requestBody: body({
        type: 'object',
        required: ['code'],
        properties: { code: { type: 'string', pattern: '^[0-9]{6}$', description: 'The 6-digit code' } },
      }),
      responses: {
        200: { description: 'Control proven', ...json(controlProven) },
        400: error('A code that is not 6 digits, wrong (`errors.code` says how many attempts are left), expired or already used'),
        404: error('No such business among yours'),
        409: error('Control of this business is already proven'),
        429: error('Too many wrong codes: the code is locked, or too many from your network'),
      },
    },
  },
  '/api/businesses/active': {
    get: {
      tags,
      summary: 'The business the signed-in member is working as (null when none is chosen)',
      responses: { 200: { description: 'The active business', ...json(activeAnswer) } },
    },
  },
  '/api/businesses/{id}/activate': {
    post: {
      tags,
      summary: 'Make one of your own (not removed) businesses the active one',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: 'Business id' }],
      responses: {
        200: { description: 'The active business now', ...json(activeAnswer) },
        404: error('No such business among yours'),
      },
    },
  },
};

/**
 * A member's POST /api/businesses (the registry's create) also looks the GSTIN up: it answers what a
 * look-up answers, and its 400/409 carry the member-specific refusals.
 */
export function withMemberBusinessCreate(paths: Record<string, Record<string, unknown>>): void {
  const create = paths['/api/businesses']?.post as { description?: string; responses: Record<string, unknown> } | undefined;
  if (!create) return;
  create.description =
    'A member (role customer) adds their own business: the owner is the caller (another user id is refused with 403); the GSTIN is ' +
    'looked up (a look-up of the last 30 minutes is reused) and must be Active; legal name, PAN and state come from the GST records; ' +
    'an entered trade or legal name that differs from the registered names is refused (400, `name_mismatch: true`, `registered`) ' +
    'unless `name_mismatch_confirmed: true` is sent, which flags the business for staff. Staff are not held to the look-up.';
  create.responses = {
    ...create.responses,
    400: error(
      'Invalid fields; for a member also: GSTIN not found by GST, registration not Active, or a name that differs from the GST records (`errors` names both)',
    ),
    409: error(
      'The GSTIN is already registered: in your businesses (`already_registered: yours`), or by another member (`already_registered: another_member`, `review_path`; nothing about them)',
    ),
    429: error('A member made too many GST look-ups in the last hour (`retry_after`)'),
  };
}
