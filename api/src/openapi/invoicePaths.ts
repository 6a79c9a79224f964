/**
 * OpenAPI entries of invoices and credit notes as documents (api/src/domain/invoices/invoiceRoutes.ts).
 * openApiDocument adds the statuses every operation may answer (400, 401, 503). Shape of the list:
 * MemberInvoice in api/src/contracts/checkout.ts.
 */
type Schema = Record<string, unknown>;
const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/Error' }) });
const money = { type: 'string', pattern: '^\\d+\\.\\d{2}$', description: 'Rupees as a decimal string', example: '1180.00' };
const binary = { schema: { type: 'string', format: 'binary' } };
const tags = ['Invoices'];

const memberInvoice = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'invoiceNumber', 'issuedAt', 'orderNumber', 'businessName', 'taxable', 'cgst', 'sgst', 'igst', 'total', 'pdfUrl'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    invoiceNumber: { type: 'string', maxLength: 16, example: 'BKY/26-27/000123' },
    issuedAt: { type: 'string', format: 'date-time' },
    orderNumber: { type: 'string' },
    businessName: { type: ['string', 'null'] },
    taxable: money,
    cgst: money,
    sgst: money,
    igst: money,
    total: money,
    pdfUrl: { type: 'string', pattern: '^/api/invoices/\\d+/pdf$', description: 'GET with the member’s token: the PDF' },
  },
};

const pdfOperation = (what: string, example: string) => ({
  tags,
  summary: `The ${what} as a PDF: for the member it belongs to, or staff with Invoices → detailView`,
  description: `A GST ${what} (A4) with English (lang=en, default) or Hindi (lang=hi) labels. Sent as an attachment named like ${example} (slashes of the number become hyphens).`,
  parameters: [
    { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d{1,15}$' }, description: `The ${what}’s id` },
    { name: 'lang', in: 'query', required: false, schema: { enum: ['en', 'hi'] }, description: 'Language of the labels (default en)' },
  ],
  responses: {
    200: {
      description: 'The PDF',
      headers: {
        'Content-Disposition': { required: true, schema: { type: 'string', pattern: '^attachment; filename="' } },
        'Download-Filename': { required: true, schema: { type: 'string' } },
      },
      content: { 'application/pdf': binary },
    },
    400: error('The id is not a positive whole number, or lang is not en or hi'),
    403: error('Staff without Invoices → detailView'),
    404: error(`No such ${what}, not yours, or not issued`),
  },
});

export const invoicePaths = {
  '/api/admin/invoices/{id}/resend': {
    post: {
      tags,
      summary: 'Staff (Invoices → process) send an issued invoice to its member again: email, else SMS, with where to download it',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d{1,15}$' } }],
      responses: {
        200: {
          description: 'Sent',
          ...json({
            type: 'object',
            required: ['message', 'channel', 'sentTo'],
            properties: { message: { type: 'string' }, channel: { enum: ['email', 'sms'] }, sentTo: { type: 'string' } },
          }),
        },
        403: error('Not staff with Invoices → process'),
        404: error('No such invoice'),
        409: error('Not issued, or the member has no email or mobile'),
        429: error('Sent less than a minute ago'),
      },
    },
  },
  '/api/my-invoices': {
    get: {
      tags,
      summary: 'The signed-in member’s issued GST invoices, newest first',
      responses: { 200: { description: 'The invoices', ...json({ type: 'array', items: memberInvoice }) } },
    },
  },
  '/api/invoices/{id}/pdf': { get: pdfOperation('tax invoice', 'BKY-26-27-000123.pdf') },
  '/api/credit-notes/{id}/pdf': { get: pdfOperation('credit note', 'CN-26-27-000012.pdf') },
};
