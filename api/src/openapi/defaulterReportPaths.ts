/**
 * OpenAPI entries of reporting a defaulter and the reporter's case pages
 * (api/src/domain/defaulterCases/reportRoutes.ts); openApiDocument adds the statuses every operation may answer.
 */
import { REPORT_DOCUMENT_KINDS, REPORT_MAX_INVOICES } from '../contracts/reportDefaulter';
import { errorResponse as error } from './responses';

const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const tags = ['Defaulter cases'];
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: 'The case id' };
const money = { type: 'string', pattern: '^\\d+\\.\\d{2}$' };
const date = { type: 'string', format: 'date' };

const invoice = {
  type: 'object',
  required: ['invoice_number', 'invoice_date', 'amount', 'due_date'],
  properties: { invoice_number: { type: 'string', maxLength: 60 }, invoice_date: date, amount: money, due_date: date },
};

const reportJson = {
  type: 'object',
  required: ['reporter_business_id', 'defaulter_gstin', 'defaulter_name', 'invoices', 'goods_accepted_on', 'ca_udin', 'terms_accepted'],
  properties: {
    reporter_business_id: { type: 'integer', minimum: 1 },
    defaulter_gstin: { type: 'string', description: 'GSTIN with a valid check digit' },
    defaulter_name: { type: 'string', minLength: 2, maxLength: 200 },
    invoices: {
      type: 'array',
      minItems: 1,
      maxItems: REPORT_MAX_INVOICES,
      items: invoice,
      description: 'Due date on or after the invoice date; no date after today',
    },
    advance_paid: { ...money, description: 'Less than the invoices’ total' },
    goods_accepted_on: { ...date, description: 'Not before the first invoice, not after today' },
    agreed_credit_days: { type: ['integer', 'null'], minimum: 0, maximum: 365 },
    contact: {
      type: ['object', 'null'],
      properties: { name: { type: 'string' }, mobile: { type: ['string', 'null'] }, email: { type: ['string', 'null'] } },
    },
    remarks: { type: ['string', 'null'], maxLength: 2000 },
    ca_udin: { type: 'string', description: 'UDIN of the CA certificate' },
    terms_accepted: { const: true },
    show_reporter_name: {
      type: 'boolean',
      default: false,
      description: 'The reporter agrees to be named (trade name) in credit reports on this buyer; else "A member in <state>"',
    },
  },
};

const reportBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['report', ...REPORT_DOCUMENT_KINDS.filter((k) => k.required).map((k) => k.field)],
        properties: {
          report: {
            type: 'string',
            description: `JSON: ${JSON.stringify(Object.keys(reportJson.properties))}`,
            contentMediaType: 'application/json',
          },
          ...Object.fromEntries(
            REPORT_DOCUMENT_KINDS.map((k) => [
              k.field,
              {
                type: 'array',
                maxItems: k.max,
                items: { type: 'string', format: 'binary' },
                description: `${k.required ? 'Required' : 'Optional'}; PDF, JPEG or PNG, 10 MB each`,
              },
            ]),
          ),
        },
      },
    },
  },
};

const reportResponses = {
  201: {
    description: '{ status: true, message: "Report created successfully", data: { id, status, due_amount, charged, … } }',
    ...json({ type: 'object', required: ['status', 'message', 'data'] }),
  },
  402: error('No active plan (with free_trial_available), or the wallet is short of the fee ("Add ₹X to your wallet…")'),
  404: error('The business is not one of the caller’s'),
  409: error('An invoice number already reported by this business against this buyer'),
  413: error('A file larger than 10 MB'),
};

export const defaulterReportPaths = {
  '/api/defaulter/report': {
    post: {
      tags,
      summary: 'Report a defaulter from one of my verified businesses, with invoices and evidence; the fee is charged from my wallet',
      requestBody: reportBody,
      responses: reportResponses,
    },
  },
  '/api/admin/defaulter/report': {
    post: {
      tags,
      summary: 'Report a defaulter on behalf of a member’s business (Defaulter → add_edit); the member’s plan and wallet pay',
      requestBody: reportBody,
      responses: { ...reportResponses, 403: error('Without Defaulter → add_edit'), 404: error('No such business') },
    },
  },
  '/api/defaulter/report/quote': {
    get: {
      tags,
      summary: 'What reporting a defaulter costs now for one of my businesses',
      parameters: [{ name: 'business_id', in: 'query', required: true, schema: { type: 'integer', minimum: 1 } }],
      responses: {
        200: {
          description: 'ReportQuote',
          ...json({
            type: 'object',
            required: ['allowed', 'basis', 'fee', 'gst', 'total', 'wallet_balance', 'message', 'free_trial_available'],
          }),
        },
        404: error('Not one of my businesses'),
      },
    },
  },
  '/api/member/defaulter-cases': {
    get: {
      tags,
      summary: 'The defaulters I reported, newest first',
      parameters: [
        { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
        { name: 'per_page', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
        { name: 'status', in: 'query', schema: { type: 'string' }, description: 'A case status, or all' },
      ],
      responses: {
        200: {
          description: '{ data: MemberCaseListItem[], total, page, per_page }',
          ...json({ type: 'object', required: ['data', 'total'] }),
        },
      },
    },
  },
  '/api/member/defaulter-cases/{id}': {
    get: {
      tags,
      summary: 'One case I reported: amounts, invoices, documents with SHA-256, timeline, what I may do',
      parameters: [idParam],
      responses: {
        200: { description: '{ data: MemberCaseDetail }', ...json({ type: 'object', required: ['data'] }) },
        404: error('Not a case I reported'),
      },
    },
  },
  '/api/member/defaulter-cases/{id}/resubmit': {
    post: {
      tags,
      summary: 'Send a case that needed more documents back for review (more documents required → processing)',
      parameters: [idParam],
      requestBody: {
        required: true,
        ...json({ type: 'object', required: ['note'], properties: { note: { type: 'string', minLength: 3, maxLength: 2000 } } }),
      },
      responses: {
        200: { description: '{ status, message, data: MemberCaseDetail }', ...json({ type: 'object', required: ['data'] }) },
        404: error('Not a case I reported'),
      },
    },
  },
};
