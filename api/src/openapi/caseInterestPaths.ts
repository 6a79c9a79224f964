/**
 * OpenAPI entry of a case's MSMED Act interest (api/src/domain/defaulterCases/caseInterestRoutes.ts).
 * The answer's shape: CaseInterest in api/src/contracts/caseInterest.ts.
 */
import { INTEREST_REASON_CODES } from '../contracts/caseInterest';

type Schema = Record<string, unknown>;
const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/Error' }) });
const money = { type: 'string', pattern: '^\\d+\\.\\d{2}$', description: 'Rupees as a decimal string', example: '1438.36' };
const date = { type: 'string', format: 'date' };
const nullableDate = { type: ['string', 'null'], format: 'date' };
const rate = { type: 'string', pattern: '^\\d{1,3}\\.\\d{2}$', description: 'Percent a year: 3 × the RBI bank rate', example: '18.75' };

const segment = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'days', 'rate_percent', 'balance', 'interest'],
  properties: {
    from: date,
    to: { ...date, description: 'Inclusive' },
    days: { type: 'integer', minimum: 1 },
    rate_percent: rate,
    balance: { ...money, description: 'Rupees the interest ran on: principal unpaid + interest added at earlier monthly rests' },
    interest: money,
  },
};

const caseInterest = {
  type: 'object',
  additionalProperties: false,
  required: [
    'case_id',
    'applicable',
    'reason_code',
    'reason',
    'supplier',
    'accepted_on',
    'accepted_on_source',
    'agreed_credit_days',
    'credit_days',
    'credit_days_capped',
    'due_by',
    'appointed_day',
    'as_of',
    'from',
    'to',
    'principal',
    'segments',
    'interest',
    'total',
  ],
  properties: {
    case_id: { type: 'integer', minimum: 1 },
    applicable: { type: 'boolean' },
    reason_code: { enum: [...INTEREST_REASON_CODES, null], description: 'Why no interest is shown; null when applicable' },
    reason: { type: ['string', 'null'] },
    supplier: {
      type: 'object',
      required: ['business_id', 'enterprise_type', 'udyam_number'],
      properties: {
        business_id: { type: 'integer' },
        enterprise_type: { enum: ['micro', 'small', 'medium', null] },
        udyam_number: { type: ['string', 'null'], example: 'UDYAM-RJ-17-0012345' },
      },
    },
    accepted_on: date,
    accepted_on_source: {
      enum: ['goods_accepted_on', 'due_date'],
      description: 'The case’s acceptance date, or its due date when none is recorded',
    },
    agreed_credit_days: { type: ['integer', 'null'], minimum: 0 },
    credit_days: { type: 'integer', minimum: 0, maximum: 45, description: 'The agreed days capped at 45; 15 when nothing was agreed' },
    credit_days_capped: { type: 'boolean' },
    due_by: { ...date, description: 'Last day to pay without interest' },
    appointed_day: { ...date, description: 'The day interest starts' },
    as_of: date,
    from: nullableDate,
    to: nullableDate,
    principal: { ...money, description: 'The case’s outstanding due (due − settled − written off)' },
    segments: { type: 'array', items: segment },
    interest: money,
    total: money,
  },
};

export const caseInterestPaths = {
  '/api/defaulter-cases/{id}/interest': {
    get: {
      tags: ['Defaulter cases'],
      summary: 'Interest the buyer owes under sections 15–16 of the MSMED Act, 2006, as of today (IST)',
      description:
        'Compound interest with monthly rests at three times the RBI bank rate (Settings → RBI bank rates), from the day after the agreed date ' +
        '(at most 45 days after acceptance; 15 when nothing was agreed), when the reporting business is a micro or small enterprise with a Udyam number. ' +
        'For the case’s reporter, or staff with Defaulter → detailView. When it does not apply, `applicable` is false and `reason` says why.',
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d{1,15}$' }, description: 'The case’s id' },
      ],
      responses: {
        200: { description: 'The computation', ...json(caseInterest) },
        403: error('Staff without Defaulter → detailView'),
        404: error('No such case, or not reported by the signed-in member'),
      },
    },
  },
};
