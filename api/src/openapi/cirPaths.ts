/**
 * OpenAPI entries of the credit information report (api/src/domain/cir/cirRoutes.ts and the §7 call
 * api/src/calls/cirDataRoutes.ts; shapes in api/src/contracts/cir.ts). openApiDocument adds the
 * statuses every operation may answer (400, 401, 413, 503).
 */
import { CIR_PURPOSES } from '../contracts/cir';
import { failures, okWith } from './callPathParts';
import { errorResponse as error } from './responses';
import { placedOrderSchema } from './checkoutPaths';

type Schema = Record<string, unknown>;
const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const object = (properties: Record<string, Schema>, required = Object.keys(properties)) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});
const money = { type: 'string', pattern: '^\\d+\\.\\d{2}$', description: 'Rupees as a decimal string', example: '12345.00' };
const count = { type: 'integer', minimum: 0 };
const dateTime = { type: 'string', format: 'date-time' };
const plainDate = { type: 'string', format: 'date' };
const text = { type: 'string' };
const nullableText = { type: ['string', 'null'] };
const gstin = { type: 'string', pattern: '^[0-9]{2}[A-Z0-9]{13}$' };
const purpose = { enum: [...CIR_PURPOSES] };
const tags = ['Credit reports (CIR)'];

const band = object({ name: text, colour: { type: 'string', pattern: '^#[0-9A-Fa-f]{6}$' }, min_score: count, max_score: count });
const score = {
  oneOf: [
    object({ kind: { const: 'no_history' } }),
    object({
      kind: { const: 'scored' },
      score: { type: 'integer', minimum: 0, maximum: 900 },
      band: { anyOf: [band, { type: 'null' }] },
      reasons: {
        type: 'array',
        maxItems: 4,
        items: object({ code: text, points_lost: { type: 'integer', minimum: 1 }, en: text, hi: text }),
      },
    }),
  ],
};
const caseView = object({
  id: { type: 'integer', minimum: 1 },
  gstin,
  reporter: { type: 'string', description: 'The reporter’s trade name when it agreed to be named, else "A member in <state>"' },
  status: text,
  status_label: text,
  due_amount: money,
  settled_amount: money,
  write_off_amount: money,
  outstanding: money,
  msmed_interest: money,
  due_date: { type: ['string', 'null'], format: 'date' },
  reported_on: plainDate,
  listed_from: { type: ['string', 'null'], format: 'date-time' },
  dispute: {
    anyOf: [
      object({
        status: { enum: ['open', 'upheld', 'rejected'] },
        statement: text,
        opened_on: plainDate,
        decided_on: { type: ['string', 'null'], format: 'date' },
      }),
      { type: 'null' },
    ],
  },
});
const snapshot = object({
  verification_code: { type: 'string', pattern: '^[A-Z2-7]{20}$' },
  generated_at: dateTime,
  subject: object({
    gstin,
    pan: { type: 'string', pattern: '^[A-Z]{5}[0-9]{4}[A-Z]$' },
    name: text,
    trade_name: nullableText,
    state_name: nullableText,
    gstins: { type: 'array', items: gstin },
    registration_age_days: { type: ['integer', 'null'], minimum: 0 },
  }),
  score,
  summary: object({
    cases_by_status: { type: 'object', additionalProperties: count },
    listed_cases: count,
    open_disputes: count,
    distinct_reporters: count,
    outstanding: money,
    settled: money,
    written_off: money,
    msmed_interest: money,
    oldest_overdue_days: { type: ['integer', 'null'], minimum: 0 },
    transactions: object({ paid_on_time: count, paid_late: count, overdue: count }),
  }),
  cases: { type: 'array', items: caseView },
  settlements: {
    type: 'array',
    items: object({
      case_id: { type: 'integer', minimum: 1 },
      settled_on: plainDate,
      amount: money,
      days_from_due: { type: ['integer', 'null'] },
    }),
  },
  trends: {
    type: 'array',
    minItems: 24,
    maxItems: 24,
    items: object({ month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, new_cases: count, new_due: money, settled: money }),
  },
  enquiries: {
    oneOf: [
      object({
        kind: { const: 'detailed' },
        items: { type: 'array', items: object({ at: dateTime, member: text, purpose }) },
      }),
      object({ kind: { const: 'counts' }, last_30_days: count, last_12_months: count }),
    ],
  },
});

export const cirSchemas: Record<string, Schema> = {
  CirReportSnapshot: { ...snapshot, description: 'A report as generated: stored whole, read back as it was.' },
  CirReportView: object({
    id: { type: 'integer', minimum: 1 },
    status: { enum: ['generated', 'failed'] },
    purpose,
    charged: money,
    invoice_number: nullableText,
    created_at: dateTime,
    snapshot: ref('CirReportSnapshot'),
  }),
};

const generateBody = {
  required: true,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['business_id', 'gstin', 'purpose'],
        properties: {
          business_id: {
            type: 'integer',
            minimum: 1,
            description: 'One of your businesses: its plan pays, its name is what the subject sees',
          },
          gstin: { type: 'string', description: 'The GSTIN to report on (valid check digit)' },
          purpose: { ...purpose, description: '`own_business` only for a GSTIN of your own verified business (always used then)' },
        },
      },
    },
  },
};
const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  required: true,
  schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,80}$' },
  description: 'A retry with the same key answers the first report (charged once); another body under it is 409',
};
const generateDescription =
  'Free for a GSTIN of your own PAN (a GST-verified business of yours; the report then lists who enquired); otherwise a free CIR of the plan of `business_id`, else the plan’s CIR fee + GST from your wallet ' +
  '(a paid order and a GST tax invoice). The snapshot, the charge and the report are one transaction: on any failure nothing is charged and nothing is stored.';
const generateErrors = {
  402: 'No active plan (`reason` no_plan / plan_expired, `free_trial_available`), or the wallet is short (`reason` wallet_short, `shortfall`, `total`): nothing charged',
  404: 'business_id is not one of your businesses',
  409: 'The Idempotency-Key was used for a different report',
};

export const cirPaths = {
  '/api/cir/search': {
    get: {
      tags,
      summary: 'Find a business to report on: a GSTIN (checked), a PAN (its GSTINs) or a name (spec §5 normalisation, best first)',
      parameters: [{ name: 'q', in: 'query', required: true, schema: { type: 'string', minLength: 3, maxLength: 120 } }],
      responses: {
        200: {
          description: 'At most 20 hits',
          ...json({
            type: 'array',
            maxItems: 20,
            items: object({ gstin, name: text, trade_name: nullableText, state_name: nullableText, listed_cases: count }),
          }),
        },
      },
    },
  },
  '/api/cir/quote': {
    get: {
      tags,
      summary: 'What generating a report on `gstin` from `business_id` costs now',
      parameters: [
        { name: 'business_id', in: 'query', required: true, schema: { type: 'string', pattern: '^\\d{1,15}$' } },
        { name: 'gstin', in: 'query', required: true, schema: { type: 'string' } },
      ],
      responses: {
        200: {
          description: '`basis`: own_business, plan_free_cir, plan_fee, wallet_short, or the refusal (no_plan, plan_expired)',
          ...json(
            object({
              allowed: { type: 'boolean' },
              basis: text,
              fee: money,
              gst: money,
              total: money,
              wallet_balance: money,
              checkout: { type: 'boolean', description: 'The wallet is short of the plan’s fee: POST /api/cir/checkout can pay the rest' },
              payable: { ...money, description: 'What the gateway would collect then (the wallet pays first); 0.00 without checkout' },
              message: text,
            }),
          ),
        },
        404: error('business_id is not one of your businesses'),
      },
    },
  },
  '/api/cir/reports': {
    get: {
      tags,
      summary: 'Your reports, newest first (25 a page)',
      parameters: [{ name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } }],
      responses: {
        200: {
          description: 'The reports',
          ...json({
            type: 'array',
            items: object({
              id: { type: 'integer', minimum: 1 },
              subject_gstin: gstin,
              subject_name: nullableText,
              score: { type: ['integer', 'null'], minimum: 0, maximum: 900 },
              band: nullableText,
              purpose,
              charged: money,
              generated_at: dateTime,
            }),
          }),
        },
      },
    },
    post: {
      tags,
      summary: 'Generate a credit report (a snapshot, charged once)',
      description: generateDescription,
      parameters: [idempotencyKey],
      requestBody: generateBody,
      responses: {
        201: { description: 'Generated', ...json(ref('CirReportView')) },
        200: { description: 'A retry under the same Idempotency-Key: the first report', ...json(ref('CirReportView')) },
        402: error(generateErrors[402]),
        404: error(generateErrors[404]),
        409: error(generateErrors[409]),
        500: error('We could not generate the report. Nothing was charged.'),
      },
    },
  },
  '/api/cir/checkout': {
    post: {
      tags,
      summary: 'Pay for a credit report through the gateway’s checkout when the wallet cannot pay the plan’s fee',
      description:
        'An order (purpose `cir`) carrying the request: the wallet’s balance is held first, the gateway’s hosted page (`next.redirectUrl`) collects the rest. ' +
        'When the gateway’s payment is settled, the journal, the GST tax invoice and the report are written in one transaction (the order view’s `cirReportId`); ' +
        'a failed or abandoned payment charges nothing and releases the hold; a report that cannot be made once paid sends the money to the wallet.',
      parameters: [
        { ...idempotencyKey, description: 'A retry with the same key answers the first order (200); another body under it is 409' },
      ],
      requestBody: generateBody,
      responses: {
        201: { description: 'Order placed successfully', ...json(placedOrderSchema) },
        200: { description: 'A retry under the same Idempotency-Key: the first order', ...json(placedOrderSchema) },
        402: error('No active plan (`reason` no_plan / plan_expired): nothing charged'),
        404: error(generateErrors[404]),
        409: error(
          'The report costs nothing to generate (own business, a free CIR of the plan: generate it directly), or the key was used for another order',
        ),
      },
    },
  },
  '/api/cir/reports/{id}': {
    get: {
      tags,
      summary: 'One report, exactly as generated: the member who generated it, or staff with CIR → detailView',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d{1,15}$' } }],
      responses: {
        200: { description: 'The report', ...json(ref('CirReportView')) },
        403: error('Staff without CIR → detailView'),
        404: error('No such report among yours'),
      },
    },
  },
  '/api/cir/reports/{id}/pdf': {
    get: {
      tags,
      summary: 'The report as a PDF (English or Hindi), drawn from its stored snapshot, with a QR code to verify it',
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d{1,15}$' } },
        { name: 'lang', in: 'query', required: false, schema: { enum: ['en', 'hi'] } },
      ],
      responses: {
        200: { description: 'The PDF, as an attachment', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
        403: error('Staff without CIR → detailView'),
        404: error('No such report among yours'),
        409: error('The report could not be generated, so it has no PDF'),
      },
    },
  },
  '/api/cir/verify/{code}': {
    get: {
      tags,
      security: [],
      summary: 'Is a report genuine? The code printed on its PDF (and in its QR code)',
      description: 'A well-formed code that no report carries answers 200 `{ genuine: false }`; a malformed one 400.',
      parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        200: {
          description: 'Genuine (with what to compare against the page) or not',
          ...json(
            object(
              {
                genuine: { type: 'boolean' },
                report: object({
                  subject_gstin: gstin,
                  subject_name: text,
                  score: { type: ['integer', 'null'], minimum: 0, maximum: 900 },
                  band: nullableText,
                  generated_at: dateTime,
                  // The key figures the PDF prints in its summary.
                  figures: object({
                    cases: { ...count, description: 'Rows of the report’s case table' },
                    cases_by_status: { type: 'object', additionalProperties: { type: 'integer', minimum: 1 } },
                    outstanding: money,
                    settled: money,
                    written_off: money,
                    open_disputes: count,
                    distinct_reporters: count,
                  }),
                  content_hash: {
                    type: 'string',
                    pattern: '^[0-9a-f]{64}$',
                    description: 'SHA-256 of the stored snapshot in canonical JSON; the PDF prints it in groups of 8',
                  },
                }),
              },
              ['genuine'],
            ),
          ),
        },
      },
    },
  },
  '/api/data/cir-data': {
    post: {
      tags: ['Member calls (spec §7)'],
      summary: 'Generate a credit report (spec §7 data/cir-data): the rules of POST /api/cir/reports',
      description: generateDescription,
      parameters: [idempotencyKey],
      requestBody: generateBody,
      responses: {
        201: okWith('Generated', ref('CirReportView')),
        200: okWith('A retry under the same Idempotency-Key: the first report', ref('CirReportView')),
        ...failures({ ...generateErrors, 500: 'We could not generate the report. Nothing was charged.' }),
      },
    },
  },
};
