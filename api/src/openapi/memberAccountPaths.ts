/**
 * OpenAPI entries of a member's account screens (api/src/domain/accounts/accountScreenRoutes.ts) and of an
 * export's download (api/src/exports/exportDownload.ts). openApiDocument adds the statuses every
 * operation may answer (400, 401, 413, 503). Shapes: api/src/contracts/memberAccount.ts.
 */
import { DEACTIVATION_REASON } from '../contracts/memberAccount';

type Schema = Record<string, unknown>;
const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/Error' }) });
const body = (schema: Schema) => ({ required: true, ...json(schema) });
const object = (properties: Record<string, Schema>, required = Object.keys(properties)) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});
const dateTime = { type: 'string', format: 'date-time' };
const money = { type: 'string', pattern: '^\\d+\\.\\d{2}$', description: 'Rupees as a decimal string', example: '1499.50' };
const percent = { type: 'string', pattern: '^\\d{1,3}\\.\\d{2}$', example: '50.00' };
const tags = ['Member account'];

const requestView = object({
  id: { type: 'integer', minimum: 1 },
  reference: { type: 'string', pattern: '^DR-\\d+$', description: 'The acknowledgement key' },
  reason: { type: 'string' },
  step: { enum: [1, 2] },
  status: { enum: ['requested', 'confirmed', 'cancelled', 'completed'] },
  created_at: dateTime,
  updated_at: dateTime,
});

const refundQuote = object({
  subscription_id: { type: 'integer', minimum: 1 },
  plan_name: { type: 'string' },
  starts_at: dateTime,
  ends_at: dateTime,
  fee: { ...money, description: 'The plan version’s fee (before taxes) the refund is a share of' },
  days_used: { type: 'integer', minimum: 0, description: 'Whole days of the plan used; a part of a day counts as a day' },
  refund_percent: percent,
  refund_amount: money,
});

const deactivationAnswer = object({
  request: { anyOf: [requestView, { type: 'null' }], description: 'The open (requested or confirmed) request, else null' },
  data_effects: { type: 'array', items: { type: 'string' }, description: 'What happens to the member’s data' },
  refund: { anyOf: [refundQuote, { type: 'null' }], description: 'What the slabs would refund today; null without an active plan' },
});

const changeAnswer = object({ message: { type: 'string' }, request: requestView });

const codeSent = object({
  status: { const: true },
  message: { type: 'string' },
  masked: { type: 'string', description: 'Where the code went, masked (spec §9)' },
  expires_in: { type: 'integer', minimum: 1 },
  resend_in: { type: 'integer', minimum: 0 },
});

const agreementAnswer = object({
  business: object({
    id: { type: 'integer', minimum: 1 },
    trade_name: { type: 'string' },
    legal_name: { type: ['string', 'null'] },
    gstin: { type: 'string' },
  }),
  version: { type: 'string', description: 'The version in force (global setting member-agreement-version)' },
  text: { type: 'string', description: 'The agreement (global setting member-agreement-text)' },
  accepted_at: { anyOf: [dateTime, { type: 'null' }], description: 'When this version was accepted for this business' },
});

const benefitLine = object({
  benefit: { enum: ['free_business', 'free_cir'] },
  label: { type: 'string' },
  plan_grants: { type: 'integer', minimum: 0 },
  extra_granted: { type: 'integer', minimum: 0, description: 'Grants staff forced (Free benefits force track)' },
  used: { type: 'integer', minimum: 0 },
  remaining: { type: 'integer', minimum: 0 },
});

const freeBenefitsAnswer = object({
  plan: {
    anyOf: [
      object({
        subscription_id: { type: 'integer', minimum: 1 },
        plan_name: { type: 'string' },
        version: { type: 'integer', minimum: 1 },
        starts_at: dateTime,
        ends_at: dateTime,
      }),
      { type: 'null' },
    ],
  },
  benefits: { type: 'array', items: benefitLine },
  message: { type: 'string' },
});

const acknowledgementAnswer = object({
  key: { type: 'string', pattern: '^(DR|GR|SR)-\\d+$' },
  kind: { enum: ['deactivation_request', 'gstin_review_request', 'settlement_request'] },
  reference: { type: 'string' },
  created_at: dateTime,
  status: { type: 'string' },
  message: { type: 'string' },
});

const businessId = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: 'Business id' };
const binary = { schema: { type: 'string', format: 'binary' } };

export const memberAccountPaths: Record<string, unknown> = {
  '/api/account/deactivation': {
    get: {
      tags,
      summary: 'The member’s open deactivation request (or null), what happens to their data, and the refund the slabs would give today',
      responses: { 200: { description: 'The deactivation screen', ...json(deactivationAnswer) } },
    },
    post: {
      tags,
      summary: 'File a deactivation request (step 1); a code then confirms it (step 2)',
      description: `The request's reason: ${DEACTIVATION_REASON.min}–${DEACTIVATION_REASON.max} characters. The generic POST /api/user-deactivation-requests answers 405.`,
      requestBody: body(object({ reason: { type: 'string', minLength: DEACTIVATION_REASON.min, maxLength: DEACTIVATION_REASON.max } })),
      responses: {
        201: { description: 'The request, as filed', ...json({ $ref: '#/components/schemas/UserDeactivationRequests' }) },
        400: error('No reason, or too short or too long'),
        409: error('An open request already exists'),
      },
    },
  },
  '/api/account/deactivation/send-code': {
    post: {
      tags,
      summary: 'Send a code to the member’s mobile (else email) to confirm their open deactivation request (step 2)',
      responses: {
        200: { description: 'The code is on its way', ...json(codeSent) },
        409: error('No open request, or it is already confirmed'),
        429: error('Wait before asking for another code (`retry_after`)'),
      },
    },
  },
  '/api/account/deactivation/confirm': {
    post: {
      tags,
      summary: 'Confirm the open deactivation request with the code (step 2 → confirmed); staff then complete it',
      requestBody: body(object({ otp: { type: 'string', pattern: '^\\d{6}$' } })),
      responses: {
        200: { description: 'Confirmed', ...json(changeAnswer) },
        400: error('Missing, wrong or expired code (`errors.otp`, attempts left); the refusal is logged'),
        409: error('No open request, or it is already confirmed'),
        429: error('Too many wrong codes: ask for a new one'),
      },
    },
  },
  '/api/account/deactivation/cancel': {
    post: {
      tags,
      summary: 'Cancel the member’s open deactivation request (not once completed)',
      responses: {
        200: { description: 'Cancelled', ...json(changeAnswer) },
        409: error('No open request to cancel'),
      },
    },
  },
  '/api/businesses/{id}/agreement': {
    get: {
      tags,
      summary: 'The member agreement in force for one of the member’s own businesses, and whether it was accepted',
      parameters: [businessId],
      responses: { 200: { description: 'The agreement', ...json(agreementAnswer) }, 404: error('No such business among yours') },
    },
    post: {
      tags,
      summary: 'Accept the agreement in force for one of the member’s own businesses (records version, time and IP)',
      parameters: [businessId],
      requestBody: body(object({ version: { type: 'string', minLength: 1, maxLength: 20 } })),
      responses: {
        200: { description: 'This version was already accepted for the business', ...json(agreementAnswer) },
        201: { description: 'Accepted', ...json(agreementAnswer) },
        404: error('No such business among yours'),
        409: error('Not the version in force (the agreement changed): read it again'),
      },
    },
  },
  '/api/account/free-benefits': {
    get: {
      tags,
      summary: 'What the member’s current plan grants for free (businesses, CIRs), with what was used; read-only',
      responses: { 200: { description: 'The free benefits (`plan: null` without an active plan)', ...json(freeBenefitsAnswer) } },
    },
  },
  '/api/acknowledgements/{key}': {
    get: {
      tags,
      summary:
        'The receipt for something the member filed, by its key: DR-<id> deactivation, GR-<id> GSTIN review, SR-<id> settlement request',
      parameters: [{ name: 'key', in: 'path', required: true, schema: { type: 'string', maxLength: 40 }, example: 'DR-12' }],
      responses: { 200: { description: 'The acknowledgement', ...json(acknowledgementAnswer) }, 404: error('Unknown key, or not yours') },
    },
  },
  '/api/exports/{uuid}/download': {
    get: {
      tags,
      summary: 'A finished export’s file: for its requester, or staff with Export Data → download',
      description:
        'Sent as an attachment: the name is in Content-Disposition and in Download-Filename (URL-encoded); X-Content-Type-Options: nosniff.',
      parameters: [{ name: 'uuid', in: 'path', required: true, schema: { type: 'string' }, description: 'The export’s download key' }],
      responses: {
        200: {
          description: 'The file',
          headers: {
            'Content-Disposition': { required: true, schema: { type: 'string', pattern: '^attachment; ' } },
            'Download-Filename': { required: true, schema: { type: 'string' } },
          },
          content: { 'text/csv': binary, 'application/octet-stream': binary },
        },
        403: error('Staff without Export Data → download'),
        404: error('No such export, not yours, no file kept, or the file is missing'),
        409: error('Not finished yet, or failed'),
        410: error('The download link has expired'),
      },
    },
  },
};
