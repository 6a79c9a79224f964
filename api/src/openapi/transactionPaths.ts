/**
 * OpenAPI entries of a member's credit sales, the buyer's consent and the defaulter report prefill
 * (api/src/domain/businessTransactions/transactionRoutes.ts; shapes in api/src/contracts/businessTransactions.ts).
 * openApiDocument adds the statuses every operation may answer (400, 401, 503).
 */
import { body as callBody, failures, member, okWith, optionalBody } from './callPathParts';

type Schema = Record<string, unknown>;
const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/Error' }) });
const body = (schema: Schema) => ({ required: true, ...json(schema) });
const money = { type: 'string', pattern: '^\\d+\\.\\d{2}$', description: 'Rupees as a decimal string', example: '1179.99' };
const date = { type: 'string', format: 'date', example: '2026-11-28' };
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d{1,15}$' } };
const businessQuery = (name: string, required: boolean, description: string) => ({
  name,
  in: 'query',
  required,
  schema: { type: 'string', pattern: '^\\d{1,15}$' },
  description,
});
const tags = ['Business transactions'];
const party = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'gstin'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, gstin: { type: 'string' } },
};

const transaction = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'supplier',
    'buyer',
    'voucher_number',
    'transaction_type',
    'unit',
    'unit_value',
    'tax_percentage',
    'quantity',
    'amount',
    'advance_paid',
    'outstanding',
    'invoice_date',
    'due_date',
    'source',
    'status',
    'overdue',
    'consented',
    'editable',
    'documents',
    'created_at',
  ],
  properties: {
    id: { type: 'integer' },
    supplier: party,
    buyer: party,
    voucher_number: { type: ['string', 'null'] },
    transaction_type: { enum: ['sale', 'purchase'] },
    unit: { type: ['string', 'null'] },
    unit_value: { type: ['string', 'null'] },
    tax_percentage: { type: 'string' },
    quantity: { type: ['string', 'null'] },
    amount: money,
    advance_paid: money,
    outstanding: { ...money, description: 'amount − advance paid' },
    invoice_date: { type: ['string', 'null'], format: 'date' },
    due_date: { type: ['string', 'null'], format: 'date' },
    source: { enum: ['manual', 'tally'] },
    status: {
      enum: ['awaiting_consent', 'open', 'overdue', 'paid'],
      description:
        'paid: nothing outstanding; awaiting_consent: the buyer has not consented; overdue: due date before today (IST) with money outstanding',
    },
    overdue: { type: 'boolean' },
    consented: { type: 'boolean' },
    editable: { type: 'boolean', description: 'The caller is the supplier and the buyer has not consented' },
    documents: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'doc_type', 'original_name', 'sha256'],
        properties: {
          id: { type: 'integer' },
          doc_type: { type: 'string' },
          original_name: { type: 'string' },
          sha256: { type: ['string', 'null'] },
        },
      },
    },
    created_at: { type: 'string', format: 'date-time' },
  },
};

const saleFields = {
  voucher_number: {
    type: 'string',
    maxLength: 60,
    description: 'Unique per supplier and buyer; becomes the invoice number of a defaulter report',
  },
  unit: { type: 'string', maxLength: 20 },
  unit_value: money,
  tax_percentage: { type: 'string', description: '0–100, at most 2 decimals' },
  quantity: { type: 'string', description: 'More than 0, at most 3 decimals' },
  amount: { ...money, description: 'Must equal unit value × quantity × (1 + tax %), rounded half up to the paisa' },
  advance_paid: { ...money, description: 'At most the amount' },
  invoice_date: date,
  due_date: { ...date, description: 'Not before the invoice date' },
};

const consent = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'supplier', 'buyer', 'state', 'requested_at', 'consented_at', 'text_version'],
  properties: {
    id: { type: ['integer', 'null'] },
    supplier: party,
    buyer: party,
    state: { enum: ['none', 'requested', 'consented'] },
    requested_at: { type: ['string', 'null'], format: 'date-time' },
    consented_at: { type: ['string', 'null'], format: 'date-time' },
    text_version: { type: ['string', 'null'] },
  },
};
const pair = {
  type: 'object',
  required: ['supplier_business_id', 'buyer_business_id'],
  properties: { supplier_business_id: { type: 'integer', minimum: 1 }, buyer_business_id: { type: 'integer', minimum: 1 } },
};

export const transactionPaths: Record<string, unknown> = {
  '/api/member/business-transactions': {
    post: {
      tags,
      summary: 'Record a credit sale: the supplier is one of your businesses, the buyer a business registered on Bakaya (by GSTIN)',
      requestBody: body({
        type: 'object',
        required: [
          'supplier_business_id',
          'buyer_gstin',
          'voucher_number',
          'unit',
          'unit_value',
          'tax_percentage',
          'quantity',
          'amount',
          'invoice_date',
          'due_date',
        ],
        properties: { supplier_business_id: { type: 'integer', minimum: 1 }, buyer_gstin: { type: 'string' }, ...saleFields },
      }),
      responses: {
        201: { description: 'Recorded (awaiting the buyer’s consent unless it was given for this pair)', ...json(transaction) },
        400: error(
          'A field is wrong (errors name it): not your business, buyer not registered or the same business, bad GSTIN, amount that does not add up, advance above the amount, due date before the invoice date',
        ),
        409: error('This voucher number is already recorded for this buyer (errors.voucher_number)'),
      },
    },
    get: {
      tags,
      summary: 'Your sales (role=supplier, default) or your purchases (role=buyer), newest invoice first, at most 500',
      parameters: [
        { name: 'role', in: 'query', required: false, schema: { enum: ['supplier', 'buyer'] } },
        businessQuery('supplier', false, 'Only this supplier business'),
        businessQuery('buyer', false, 'Only this buyer business'),
      ],
      responses: { 200: { description: 'The transactions', ...json({ type: 'array', items: transaction }) } },
    },
  },
  '/api/member/business-transactions/{id}': {
    get: {
      tags,
      summary: 'One transaction where your business is the supplier or the buyer',
      parameters: [idParam],
      responses: { 200: { description: 'The transaction', ...json(transaction) }, 404: error('No such transaction, or not yours') },
    },
    put: {
      tags,
      summary: 'Change your sale: anything before the buyer consents; after, only a higher advance (money received)',
      parameters: [idParam],
      requestBody: body({ type: 'object', properties: saleFields }),
      responses: {
        200: { description: 'The changed transaction', ...json(transaction) },
        404: error('No such transaction, or you are not its supplier'),
        409: error('The buyer has consented (only a higher advance may be recorded), or the voucher number is taken'),
      },
    },
    delete: {
      tags,
      summary: 'Delete your sale before the buyer consents',
      parameters: [idParam],
      responses: {
        204: { description: 'Deleted (its documents with it)' },
        404: error('No such transaction, or you are not its supplier'),
        409: error('The buyer has consented'),
      },
    },
  },
  '/api/member/inventory-entries/{voucherId}': {
    get: {
      tags,
      summary: 'The entries recorded under one voucher number that you may see (as supplier or buyer)',
      parameters: [{ name: 'voucherId', in: 'path', required: true, schema: { type: 'string', maxLength: 60 } }],
      responses: {
        200: { description: 'The entries', ...json({ type: 'array', items: transaction }) },
        404: error('No entries you may see'),
      },
    },
  },
  '/api/member/transaction-consents': {
    get: {
      tags,
      summary: 'As a buyer: the suppliers that recorded sales to your businesses or asked for consent, and the consent text',
      parameters: [businessQuery('supplier', false, 'Only this supplier business (the spec’s customerId)')],
      responses: {
        200: {
          description: 'The consent text and the state per supplier/buyer pair',
          ...json({
            type: 'object',
            additionalProperties: false,
            required: ['text', 'consents'],
            properties: {
              text: {
                type: 'object',
                additionalProperties: false,
                required: ['version', 'sha256', 'text'],
                properties: { version: { type: 'string' }, sha256: { type: 'string' }, text: { type: 'string' } },
              },
              consents: { type: 'array', items: consent },
            },
          }),
        },
      },
    },
    post: {
      tags,
      summary: 'As the buyer’s owner: consent to the supplier recording and reporting your transactions (to the current text version)',
      requestBody: body({
        ...pair,
        required: [...pair.required, 'text_version', 'agreed'],
        properties: { ...pair.properties, text_version: { type: 'string' }, agreed: { const: true } },
      }),
      responses: {
        200: { description: 'Consented (repeating it changes nothing)', ...json(consent) },
        404: error('The buyer business is not yours, or the supplier does not exist'),
        409: error('The consent text changed since it was read (errors.text_version)'),
      },
    },
  },
  '/api/member/transaction-consents/request': {
    post: {
      tags,
      summary: 'As the supplier’s owner: ask the buyer for consent (the buyer’s owner is told by SMS or email)',
      requestBody: body(pair),
      responses: {
        200: { description: 'Already asked or given: nothing changed', ...json(consent) },
        201: { description: 'Asked', ...json(consent) },
        404: error('The supplier business is not yours, or the buyer does not exist'),
      },
    },
  },
  '/api/member/transaction-consents/revoke': {
    post: {
      tags,
      summary: 'As the buyer’s owner: withdraw a consent (the transactions await consent again)',
      requestBody: body(pair),
      responses: { 200: { description: 'Withdrawn', ...json(consent) }, 404: error('No live consent, or the buyer business is not yours') },
    },
  },
  '/api/business-transactions/defaulter-prefill': {
    get: {
      tags,
      summary: 'The defaulter report’s starting values from the overdue transactions of a supplier/buyer pair (the supplier must be yours)',
      description:
        'Overdue: due date before today in IST and amount − advance above zero. Each becomes an invoice (voucher number → invoice number). ' +
        '`invoices` is empty when nothing is overdue.',
      parameters: [
        businessQuery('supplier', true, 'Your business (the reporter)'),
        businessQuery('buyer', true, 'The buyer business (the defaulter)'),
      ],
      responses: {
        200: {
          description: 'The prefill',
          ...json({
            type: 'object',
            additionalProperties: false,
            required: ['reporter_business_id', 'defaulter_gstin', 'defaulter_name', 'invoices', 'advance_paid'],
            properties: {
              reporter_business_id: { type: 'integer' },
              defaulter_gstin: { type: 'string' },
              defaulter_name: { type: 'string' },
              invoices: {
                type: 'array',
                items: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['invoice_number', 'invoice_date', 'amount', 'due_date'],
                  properties: { invoice_number: { type: 'string' }, invoice_date: date, amount: money, due_date: date },
                },
              },
              advance_paid: money,
            },
          }),
        },
        404: error('The supplier business is not yours, or the buyer does not exist'),
      },
    },
  },
};

const moneyT = { type: 'string', description: 'Rupees as a decimal string' };
const sideTotals = {
  type: 'object',
  additionalProperties: false,
  required: ['count', 'amount', 'outstanding', 'overdue_count', 'overdue_amount'],
  properties: {
    count: { type: 'integer' },
    amount: moneyT,
    outstanding: moneyT,
    overdue_count: { type: 'integer' },
    overdue_amount: moneyT,
  },
};
const userId = {
  type: 'integer',
  minimum: 1,
  description: 'Staff with Business Transactions → listView: this member’s data (others: 403; a member naming another: 404)',
};
const businessIdBody = optionalBody({
  type: 'object',
  properties: { businessId: { type: 'integer', minimum: 1, description: 'Only this one of your businesses' }, userId },
});
const userIdBody = optionalBody({ type: 'object', properties: { userId } });
const ownScope = 'Signed-in member, own businesses only (staff: a member’s by userId)';

/** The spec §7 data calls of the area (api/src/calls/transactionDataRoutes.ts): failure object on every error. */
export const transactionCallPaths: Record<string, unknown> = {
  '/api/data/business-data': {
    post: {
      tags: member,
      summary: `${ownScope}: per business, the credit sales (as supplier) and purchases (as buyer) — count, amount, outstanding, overdue`,
      requestBody: businessIdBody,
      responses: {
        200: okWith('Per business', {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['business_id', 'trade_name', 'gstin', 'sales', 'purchases'],
            properties: {
              business_id: { type: 'integer' },
              trade_name: { type: 'string' },
              gstin: { type: 'string' },
              sales: sideTotals,
              purchases: sideTotals,
            },
          },
        }),
        ...failures({
          403: 'Staff without Business Transactions → listView naming a member',
          404: 'Not one of your businesses, or another member',
        }),
      },
    },
  },
  '/api/data/defaulter-data': {
    post: {
      tags: member,
      summary: `${ownScope}: the buyers owing your businesses money past its due date (IST), largest first, with the path that reports them`,
      requestBody: businessIdBody,
      responses: {
        200: okWith('Overdue buyers', {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['supplier_business_id', 'buyer', 'overdue_count', 'overdue_amount', 'oldest_due_date', 'report_path'],
            properties: {
              supplier_business_id: { type: 'integer' },
              buyer: party,
              overdue_count: { type: 'integer' },
              overdue_amount: moneyT,
              oldest_due_date: { type: 'string', format: 'date' },
              report_path: { type: 'string', description: '/business-transaction-defaulter/{supplierId},{buyerId}' },
            },
          },
        }),
        ...failures({
          403: 'Staff without Business Transactions → listView naming a member',
          404: 'Not one of your businesses, or another member',
        }),
      },
    },
  },
  '/api/get/defaulters-count': {
    post: {
      tags: member,
      summary: `${ownScope}: cases you reported (not removed), cases listed against your businesses (verified or partly settled), buyers overdue`,
      requestBody: userIdBody,
      responses: {
        200: okWith('The counts', {
          type: 'object',
          additionalProperties: false,
          required: ['reported_by_you', 'listed_against_you', 'overdue_buyers'],
          properties: {
            reported_by_you: { type: 'integer' },
            listed_against_you: { type: 'integer' },
            overdue_buyers: { type: 'integer' },
          },
        }),
        ...failures({ 403: 'Staff without Business Transactions → listView naming a member', 404: 'Another member' }),
      },
    },
  },
  '/api/data/voucher-status': {
    post: {
      tags: member,
      summary: `${ownScope}: the entries under a voucher number (as supplier or buyer) with their status, and the voucher’s latest Tally sync attempt`,
      requestBody: callBody({
        type: 'object',
        required: ['voucher_number'],
        properties: { voucher_number: { type: 'string', maxLength: 60 } },
      }),
      responses: {
        200: okWith('The voucher', {
          type: 'object',
          additionalProperties: false,
          required: ['voucher_number', 'entries', 'last_sync'],
          properties: {
            voucher_number: { type: 'string' },
            entries: { type: 'array', items: { type: 'object' } },
            last_sync: { type: ['object', 'null'] },
          },
        }),
        ...failures({
          403: 'Staff without Business Transactions → listView naming a member',
          404: 'No entries you may see under this voucher, or another member',
        }),
      },
    },
  },
  '/api/data/tally-registered-data': {
    post: {
      tags: member,
      summary: `${ownScope}: your Tally (BCM) registrations with their status, last sync and the transactions synced from Tally`,
      requestBody: userIdBody,
      responses: {
        200: okWith('The registrations', { type: 'array', items: { type: 'object' } }),
        ...failures({ 403: 'Staff without Business Transactions → listView naming a member', 404: 'Another member' }),
      },
    },
  },
};
