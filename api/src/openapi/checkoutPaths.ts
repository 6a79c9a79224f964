/**
 * OpenAPI entries of checkout, orders, the wallet and the gateway webhook
 * (api/src/domain/payments/paymentRoutes.ts, paymentWebhookRoutes.ts). Shapes: CheckoutQuote,
 * PlacedOrder, OrderView and WalletAnswer in api/src/contracts/checkout.ts.
 */
type Schema = Record<string, unknown>;
const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/Error' }) });
const money = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$', description: 'Rupees as a decimal string', example: '1180.00' };
const tags = ['Checkout'];
const obj = (properties: Record<string, Schema>, required = Object.keys(properties)) => ({ type: 'object', required, properties });
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: 'The order id' };

const checkoutBody = {
  required: true,
  ...json(
    obj(
      {
        planId: { type: 'integer', minimum: 1 },
        businessId: { type: 'integer', minimum: 1, description: 'One of the member’s own businesses' },
        promoCode: { type: 'string', pattern: '^[A-Za-z0-9_-]{3,30}$' },
        useWallet: { type: 'boolean', default: false, description: 'Pay from the wallet first' },
      },
      ['planId', 'businessId'],
    ),
  ),
};

export const orderViewSchema = obj({
  id: { type: 'integer' },
  orderNumber: { type: 'string' },
  purpose: { type: 'string' },
  status: { enum: ['pending', 'paid', 'failed', 'cancelled'] },
  planName: { type: ['string', 'null'] },
  businessName: { type: ['string', 'null'] },
  amount: money,
  discount: money,
  tax: money,
  total: money,
  walletApplied: money,
  payable: money,
  createdAt: { type: 'string', format: 'date-time' },
  paidAt: { type: ['string', 'null'], format: 'date-time' },
  invoice: { oneOf: [{ type: 'null' }, obj({ id: { type: 'integer' }, number: { type: 'string' } })] },
  cirReportId: { type: ['integer', 'null'], description: 'A paid credit report order: the report it made' },
  walletCredit: { ...money, description: 'Money of this order that went to the wallet instead of paying it' },
});

const quote = obj({
  plan: { type: 'object' },
  business: { type: 'object' },
  purpose: { enum: ['subscription', 'renewal'] },
  startsAt: { type: 'string', format: 'date-time' },
  endsAt: { type: 'string', format: 'date-time' },
  amount: money,
  discount: money,
  promo: { oneOf: [{ type: 'null' }, obj({ code: { type: 'string' }, message: { type: 'string' } })] },
  taxable: money,
  supply: { enum: ['intra_state', 'inter_state'] },
  cgst: money,
  sgst: money,
  igst: money,
  tax: money,
  total: money,
  walletBalance: money,
  walletApplied: money,
  payable: money,
});

export const placedOrderSchema = obj({
  message: { type: 'string', example: 'Order placed successfully' },
  order: orderViewSchema,
  next: obj({ kind: { enum: ['gateway', 'paid'] }, redirectUrl: { type: 'string' } }),
});

const refundAnswer = obj({
  message: { type: 'string', example: 'Refund recorded successfully' },
  creditNote: obj({ id: { type: 'integer' }, number: { type: 'string', example: 'CN/26-27/000012' }, total: money }),
  refundedSoFar: money,
  refundable: money,
});

const trialParams = ['planId', 'businessId'].map((name) => ({
  name,
  in: 'query',
  required: true,
  schema: { type: 'string', pattern: '^\\d+$' },
}));

export const checkoutPaths = {
  '/api/checkout/free-trial': {
    get: {
      tags,
      summary: 'Whether this plan’s free trial can start for one of the member’s businesses (once per GSTIN, no running plan)',
      parameters: trialParams,
      responses: {
        200: {
          description: 'The offer',
          ...json(
            obj({
              available: { type: 'boolean' },
              reason: { type: ['string', 'null'] },
              planName: { type: ['string', 'null'] },
              days: { type: ['integer', 'null'] },
            }),
          ),
        },
        404: error('Not one of your businesses'),
      },
    },
    post: {
      tags,
      summary: 'Starts the plan’s free trial for one of the member’s businesses: a subscription for the trial’s days, no payment',
      requestBody: {
        required: true,
        ...json(obj({ planId: { type: 'integer', minimum: 1 }, businessId: { type: 'integer', minimum: 1 } })),
      },
      responses: {
        201: {
          description: 'Your free trial has started',
          ...json(
            obj({
              message: { type: 'string' },
              subscription: obj({
                id: { type: 'integer' },
                planName: { type: 'string' },
                startsAt: { type: 'string', format: 'date-time' },
                endsAt: { type: 'string', format: 'date-time' },
              }),
            }),
          ),
        },
        404: error('Not one of your businesses, or the plan has no free trial on offer'),
        409: error('This GSTIN has had its free trial, or the business already has a plan'),
      },
    },
  },
  '/api/admin/orders/{id}/refund': {
    post: {
      tags,
      summary: 'Staff (Invoices → process) refund part or all of a paid order to the wallet or the original payment method',
      description:
        'Writes a credit note against the order’s invoice and a balanced ledger journal in one transaction; never more than is left to credit.',
      parameters: [
        idParam,
        { name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,80}$' } },
      ],
      requestBody: {
        required: true,
        ...json(obj({ amount: money, to: { enum: ['wallet', 'gateway'] }, reason: { type: 'string', minLength: 10, maxLength: 500 } })),
      },
      responses: {
        200: { description: 'A retry: the first refund', ...json(refundAnswer) },
        201: { description: 'Refund recorded', ...json(refundAnswer) },
        403: error('Not staff with Invoices → process'),
        404: error('No such order'),
        409: error('The order is not paid, has no invoice, or the amount is more than is left to credit'),
      },
    },
  },
  '/api/checkout/quote': {
    post: {
      tags,
      summary: 'What a plan costs now for one of the member’s businesses (promo code, GST, wallet); nothing is written',
      requestBody: checkoutBody,
      responses: {
        200: { description: 'The quote', ...json(quote) },
        404: error('Not one of your businesses, or the plan is not on sale'),
        409: error('An open account-deactivation request'),
      },
    },
  },
  '/api/checkout/orders': {
    post: {
      tags,
      summary: 'Places the order and opens the gateway’s hosted checkout (or pays it all from the wallet)',
      parameters: [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,80}$' },
          description: 'A retry with the same key answers the first order (200); another body under it is 409',
        },
      ],
      requestBody: checkoutBody,
      responses: {
        200: { description: 'A retry: the first order', ...json(placedOrderSchema) },
        201: { description: 'Order placed successfully', ...json(placedOrderSchema) },
        404: error('Not one of your businesses, or the plan is not on sale'),
        409: error('The key was used for another order, the wallet no longer covers its part, or an open deactivation request'),
      },
    },
  },
  '/api/checkout/orders/{id}': {
    get: {
      tags,
      summary: 'One of the member’s orders; while pending, the server first asks the gateway (the browser’s return proves nothing)',
      parameters: [idParam],
      responses: { 200: { description: 'The order', ...json(orderViewSchema) }, 404: error('No such order of yours') },
    },
  },
  '/api/wallet': {
    get: {
      tags,
      summary: 'The member’s wallet: balance and the latest movements with the balance after each',
      responses: {
        200: {
          description: 'The wallet',
          ...json(
            obj({
              balance: money,
              movements: {
                type: 'array',
                items: obj({
                  id: { type: 'integer' },
                  kind: { type: 'string' },
                  narration: { type: 'string' },
                  amount: money,
                  balanceAfter: money,
                  createdAt: { type: 'string', format: 'date-time' },
                }),
              },
            }),
          ),
        },
      },
    },
  },
  '/api/wallet/top-up': {
    post: {
      tags,
      summary: 'Adds money to the member’s wallet through the gateway’s hosted checkout: ₹100 to ₹2,00,000 at a time',
      description:
        'An order with purpose `wallet_topup`; once the gateway’s payment is settled the wallet is credited by one ledger journal (kind topup), however often the webhook is delivered. No GST invoice: a top-up is not a supply.',
      parameters: [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,80}$' },
          description: 'A retry with the same key answers the first order (200); another amount under it is 409',
        },
      ],
      requestBody: {
        required: true,
        ...json(obj({ amount: { ...money, pattern: '^\\d+(\\.\\d{1,2})?$', description: 'Rupees, at most 2 decimals: 100 to 200000' } })),
      },
      responses: {
        200: { description: 'A retry: the first order', ...json(placedOrderSchema) },
        201: { description: 'Order placed successfully: open `next.redirectUrl`', ...json(placedOrderSchema) },
        400: error('The amount is missing, not money, below ₹100 or above ₹2,00,000, or no Idempotency-Key'),
        409: error('The key was used for another order, or an open deactivation request'),
      },
    },
  },
  '/api/payments/webhook/{gateway}': {
    post: {
      tags,
      security: [],
      summary: 'The payment gateway’s signed event (raw JSON body; sandbox: x-sandbox-signature, Razorpay: x-razorpay-signature)',
      description:
        'Verified over the raw body, stored once per event id, then processed; a replay answers 200 with duplicate: true. Processing errors are retried by the payment-events job.',
      parameters: [{ name: 'gateway', in: 'path', required: true, schema: { enum: ['sandbox', 'razorpay'] } }],
      requestBody: { required: true, ...json({ type: 'object' }) },
      responses: {
        200: { description: 'Stored (and processed)', ...json(obj({ received: { type: 'boolean' }, duplicate: { type: 'boolean' } })) },
        400: error('A missing, forged or stale signature, or not the gateway’s event: nothing is stored'),
        404: error('This server does not use that gateway'),
      },
    },
  },
};
