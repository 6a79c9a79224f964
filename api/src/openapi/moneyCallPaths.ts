/** OpenAPI entries of the spec §7 money calls (api/src/calls/moneyMemberRoutes.ts, moneyStaffRoutes.ts). */
import { body, error, failures, forbidden, idParam, member, okWith, pathParam, ref, staff } from './callPathParts';
import type { JsonSchema } from './responses';

const rupees = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$', description: 'Rupees with 2 decimals (never a float)' };
const dateTime = { type: 'string', format: 'date-time' };
const nullable = (schema: JsonSchema) => ({ anyOf: [schema, { type: 'null' }] });
const obj = (properties: Record<string, unknown>, extra: JsonSchema = {}) => ({
  type: 'object',
  required: Object.keys(properties),
  properties,
  ...extra,
});
const figures = { orders: { type: 'integer', minimum: 0 }, taxable: rupees, gst: rupees, discount: rupees, total: rupees };

export const moneyCallSchemas: Record<string, JsonSchema> = {
  PlanPeriod: obj(
    {
      subscription_id: { type: 'integer' },
      plan_id: { type: 'integer' },
      plan_name: { type: 'string' },
      version: { type: 'integer' },
      fee: rupees,
      starts_at: dateTime,
      ends_at: dateTime,
      days_left: { type: 'integer', minimum: 0, description: 'Whole days until it ends (part of a day counts); 0 once ended' },
    },
    { description: 'A subscription as the plan calls show it (end exclusive)' },
  ),
  MemberPlans: obj({
    user_id: { type: 'integer' },
    businesses: {
      type: 'array',
      items: obj({
        business_id: { type: ['integer', 'null'], description: 'null: a plan bought for the account, not a business' },
        trade_name: { type: ['string', 'null'] },
        gstin: { type: ['string', 'null'] },
        active: nullable(ref('PlanPeriod')),
        queued: { type: 'array', items: ref('PlanPeriod'), description: 'Renewals starting after the running plan, earliest first' },
        last_expired: nullable(ref('PlanPeriod')),
      }),
    },
    free_benefits: {
      type: 'object',
      required: ['plan', 'benefits', 'message'],
      description: 'The plan in effect now and its free businesses / CIRs left (as GET /api/account/free-benefits)',
    },
  }),
  WalletBalance: {
    type: 'object',
    required: ['user_id', 'balance'],
    properties: {
      user_id: { type: 'integer' },
      balance: { ...rupees, description: 'The stored balance (users.wallet_balance)' },
      movements: { type: 'array', description: 'withMovements=true: the latest 50 movements, newest first' },
      ledger: {
        ...obj({ balance_from_entries: rupees, agrees: { type: 'boolean' } }),
        description: 'refresh=true: the balance recomputed from the wallet’s ledger entries, and whether it equals the stored one',
      },
    },
  },
};

const page = {
  page: { type: 'integer', minimum: 1, default: 1 },
  perPage: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
  q: { type: 'string', maxLength: 100 },
};
const listed = (description: string, item: JsonSchema) =>
  okWith(description, { type: 'array', items: item }, { total: { type: 'integer', minimum: 0 }, estimated: { const: false } });
const reason = { type: 'string', minLength: 10, maxLength: 250 };

const customerPlanItem = obj({
  user_id: { type: 'integer' },
  name: { type: 'string' },
  active_plan: nullable(
    obj({ subscription_id: { type: 'integer' }, plan_id: { type: 'integer' }, plan_name: { type: 'string' }, fee: rupees }),
  ),
  ends_at: { type: ['string', 'null'], format: 'date-time' },
  businesses: { type: 'integer', minimum: 0 },
  businesses_covered: { type: 'integer', minimum: 0, description: 'Businesses a plan covers now' },
});
const customerPlanQuery = [
  { name: 'userId', in: 'query', schema: { type: 'integer', minimum: 1 } },
  ...Object.entries(page).map(([name, schema]) => ({ name, in: 'query', schema })),
];
const revenueAnswer = okWith(
  'Revenue by IST month (every month of the range, zeros when nothing was paid) and plan',
  obj({
    from: { type: 'string', format: 'date' },
    to: { type: 'string', format: 'date' },
    months: {
      type: 'array',
      items: obj({
        month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
        ...figures,
        plans: {
          type: 'array',
          items: obj({ plan_id: { type: ['integer', 'null'] }, plan_name: { type: ['string', 'null'] }, ...figures }),
        },
      }),
    },
    totals: obj(figures),
  }),
);
const dateParam = (name: string, d: string) => ({ name, in: 'query', schema: { type: 'string', format: 'date' }, description: d });
const revenueSummary = 'Revenue from paid orders by IST month and plan: taxable, GST, discounts, total, orders (Invoices → listView)';
const customerPlanSummary =
  'Plan summary per member, or for one (`userId`): the plan in effect, its end, businesses covered (Customer → listView)';

export const moneyCallPaths: Record<string, unknown> = {
  '/api/user/getPlan': {
    get: {
      tags: member,
      summary: 'Your plans per business: running, queued renewals, the last ended; free benefits left (failure object)',
      responses: { 200: okWith('Your plans', ref('MemberPlans')), ...failures({}) },
    },
  },
  '/api/user/getwallet': {
    get: {
      tags: member,
      summary: 'Your wallet: balance and the latest 50 movements (failure object)',
      responses: {
        200: okWith('Your wallet', obj({ balance: rupees, movements: { type: 'array' } })),
        ...failures({}),
      },
    },
  },
  '/api/wallet/balance/{id}/{withMovements}/{refresh}': {
    get: {
      tags: member,
      summary:
        'A wallet’s balance: your own, or anyone’s with Wallet Transactions → detailView. withMovements: add the latest 50 movements; refresh: also recompute from the ledger entries and say whether they agree (failure object)',
      parameters: [
        idParam('User id'),
        pathParam('withMovements', { enum: ['true', 'false'] }),
        pathParam('refresh', { enum: ['true', 'false'] }),
      ],
      responses: {
        200: okWith('The balance', ref('WalletBalance')),
        ...failures({ 400: 'A flag that is not true or false', 404: 'Not your wallet, or no such user' }),
      },
    },
  },
  '/api/sendReferralInvite': {
    post: {
      tags: member,
      summary: 'Invite someone by mobile and/or email with your referral code (20 a day) (failure object)',
      requestBody: body({
        type: 'object',
        properties: { mobile: { type: 'string', pattern: '^[6-9]\\d{9}$' }, email: { type: 'string', format: 'email' } },
      }),
      responses: {
        200: okWith(
          'Invitation sent successfully',
          obj({
            referral_id: { type: 'integer' },
            referral_code: { type: 'string' },
            link: { type: 'string' },
            channels: { type: 'array', items: { enum: ['sms', 'email'] } },
          }),
        ),
        ...failures({
          400: 'No or a bad mobile/email, or your own',
          409: 'Already a member',
          429: 'More than 20 invitations in 24 hours',
        }),
      },
    },
  },
  '/api/business/plan/SignedStatus/fetch': {
    post: {
      tags: member,
      summary: 'Does your business have a running plan, and is its member agreement signed? (failure object)',
      requestBody: body({ type: 'object', required: ['businessId'], properties: { businessId: { type: 'integer', minimum: 1 } } }),
      responses: {
        200: okWith(
          'The status',
          obj({
            business_id: { type: 'integer' },
            has_active_plan: { type: 'boolean' },
            plan: nullable(ref('PlanPeriod')),
            agreement: obj({
              version: { type: 'string' },
              signed: { type: 'boolean' },
              accepted_at: { type: ['string', 'null'], format: 'date-time' },
            }),
          }),
        ),
        ...failures({ 404: 'Not one of your businesses' }),
      },
    },
  },
  '/api/admin/user/getPlan/{id}': {
    get: {
      tags: staff,
      summary: 'A member’s plans per business, as user/getPlan (Customer → detailView)',
      parameters: [idParam('Member id')],
      responses: { 200: okWith('The plans', ref('MemberPlans')), 403: forbidden(), 404: error('No such member') },
    },
  },
  '/api/admin/user/upgrade/subscription': {
    post: {
      tags: staff,
      summary:
        'Move a business to another plan now, free of charge: the running plan is cancelled and the plan’s current published version starts now (Customer → process; audited)',
      requestBody: body({
        type: 'object',
        required: ['userId', 'businessId', 'planId', 'reason'],
        properties: { userId: { type: 'integer' }, businessId: { type: 'integer' }, planId: { type: 'integer' }, reason },
      }),
      responses: {
        200: okWith(
          'The new subscription',
          obj({
            subscription_id: { type: 'integer' },
            user_id: { type: 'integer' },
            business_id: { type: 'integer' },
            plan_id: { type: 'integer' },
            plan_name: { type: 'string' },
            version: { type: 'integer' },
            starts_at: dateTime,
            ends_at: dateTime,
            cancelled_subscription_ids: { type: 'array', items: { type: 'integer' } },
          }),
        ),
        400: error('Invalid fields, not the member’s business, or a plan not on sale'),
        403: forbidden(),
        404: error('No such member'),
        409: error('Already on this plan, or an open deactivation request'),
      },
    },
  },
  '/api/admin/user/expire': {
    post: {
      tags: staff,
      summary: 'End a member’s running plans now (one business or all), logged in plan expiry logs (Plan Expiry → process; audited)',
      requestBody: body({
        type: 'object',
        required: ['userId', 'reason'],
        properties: { userId: { type: 'integer' }, businessId: { type: 'integer' }, reason },
      }),
      responses: {
        200: okWith(
          'Expired',
          obj({
            user_id: { type: 'integer' },
            expired: {
              type: 'array',
              items: obj({
                subscription_id: { type: 'integer' },
                business_id: { type: ['integer', 'null'] },
                plan_name: { type: 'string' },
                ended_at: dateTime,
              }),
            },
          }),
        ),
        400: error('Invalid fields, or not the member’s business'),
        403: forbidden(),
        404: error('No such member'),
        409: error('Nothing to expire'),
      },
    },
  },
  '/api/admin/order/getTransactionIds': {
    post: {
      tags: staff,
      summary: 'Gateway ids of orders and their payments (Invoices → detailView)',
      requestBody: body({
        type: 'object',
        required: ['orderIds'],
        properties: { orderIds: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'integer', minimum: 1 } } },
      }),
      responses: {
        200: okWith(
          'The orders found, in the order asked',
          {
            type: 'array',
            items: obj({
              order_id: { type: 'integer' },
              order_number: { type: 'string' },
              user_id: { type: 'integer' },
              status: { type: 'string' },
              total: rupees,
              paid_at: { type: ['string', 'null'], format: 'date-time' },
              gateway: { type: ['string', 'null'] },
              gateway_order_id: { type: ['string', 'null'] },
              payments: {
                type: 'array',
                items: obj({
                  gateway: { type: 'string' },
                  gateway_payment_id: { type: ['string', 'null'] },
                  amount: rupees,
                  status: { type: 'string' },
                  created_at: dateTime,
                }),
              },
            }),
          },
          { not_found: { type: 'array', items: { type: 'integer' }, description: 'Ids with no order' } },
        ),
        403: forbidden(),
      },
    },
  },
  '/api/admin/fetchExpiredBusinesses/get': {
    post: {
      tags: staff,
      summary:
        'Active businesses whose plans have all ended (none running or queued), with the last plan; owner mobile masked without Customer → detailView (Plan Expiry → listView)',
      requestBody: { ...body({ type: 'object', properties: page }), required: false },
      responses: {
        200: listed(
          'A page, newest endings first',
          obj({
            business_id: { type: 'integer' },
            trade_name: { type: 'string' },
            gstin: { type: 'string' },
            owner: obj({ user_id: { type: 'integer' }, name: { type: 'string' }, mobile: { type: ['string', 'null'] } }),
            plan: obj({
              subscription_id: { type: 'integer' },
              plan_id: { type: 'integer' },
              plan_name: { type: 'string' },
              status: { type: 'string' },
            }),
            ended_at: dateTime,
          }),
        ),
        403: forbidden(),
      },
    },
  },
  '/api/data/customer-plan': {
    get: {
      tags: staff,
      summary: customerPlanSummary,
      parameters: customerPlanQuery,
      responses: { 200: listed('A page, newest members first', customerPlanItem), 403: forbidden() },
    },
    post: {
      tags: staff,
      summary: `${customerPlanSummary}; the same parameters in the body`,
      requestBody: { ...body({ type: 'object', properties: { userId: { type: 'integer' }, ...page } }), required: false },
      responses: { 200: listed('A page, newest members first', customerPlanItem), 403: forbidden() },
    },
  },
  '/api/data/revenue-data': {
    get: {
      tags: staff,
      summary: `${revenueSummary}. Default: the last 12 IST months up to today; at most 60 months`,
      parameters: [dateParam('from', 'First IST date (YYYY-MM-DD)'), dateParam('to', 'Last IST date, included (YYYY-MM-DD)')],
      responses: { 200: revenueAnswer, 400: error('A bad date, from after to, or more than 60 months'), 403: forbidden() },
    },
    post: {
      tags: staff,
      summary: `${revenueSummary}; from and to in the body`,
      requestBody: {
        ...body({ type: 'object', properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } } }),
        required: false,
      },
      responses: { 200: revenueAnswer, 400: error('A bad date, from after to, or more than 60 months'), 403: forbidden() },
    },
  },
};
