/** The spec §7 money calls (calls/moneyMemberRoutes.ts, moneyStaffRoutes.ts): one declaration per endpoint. */
import { z } from 'zod';
import { date, dateTime, signedRupees } from '../../contracts/answers/answerParts';
import { CALL_FAILURES, callOk, componentRef, defineRoutes, failureAnswer } from '../routeContract';
import { expireInput, upgradeInput } from '../../domain/membership';
import { inviteInput } from '../../domain/payments';
import { businessInput } from '../../domain/payments/moneyMemberRoutes';
import { customerPlanInput, orderIdsInput, pageInput } from '../../domain/membership/moneyStaffRoutes';

const tags = ['Staff calls (spec §7)'];
const revenueDataOk = z.looseObject({
  data: z
    .looseObject({
      from: date,
      to: date,
      months: z.array(
        z.looseObject({
          month: z.string().regex(/^\d{4}-\d{2}$/),
          orders: z.number().int().min(0),
          taxable: signedRupees,
          gst: signedRupees,
          discount: signedRupees,
          total: signedRupees,
          plans: z.array(
            z.looseObject({
              plan_id: z.number().int().nullable(),
              plan_name: z.string().nullable(),
              orders: z.number().int().min(0),
              taxable: signedRupees,
              gst: signedRupees,
              discount: signedRupees,
              total: signedRupees,
            }),
          ),
        }),
      ),
      totals: z.looseObject({
        orders: z.number().int().min(0),
        taxable: signedRupees,
        gst: signedRupees,
        discount: signedRupees,
        total: signedRupees,
      }),
    })
    .optional(),
});
const customerPlansOk = z.looseObject({
  data: z
    .array(
      z.looseObject({
        user_id: z.number().int(),
        name: z.string(),
        active_plan: z
          .looseObject({
            subscription_id: z.number().int(),
            plan_id: z.number().int(),
            plan_name: z.string(),
            fee: signedRupees,
          })
          .nullable(),
        ends_at: dateTime.nullable(),
        businesses: z.number().int().min(0),
        businesses_covered: z.number().int().min(0).meta({ description: 'Businesses a plan covers now' }),
      }),
    )
    .optional(),
  total: z.number().int().min(0).optional(),
  estimated: z.literal(false).optional(),
});

export const moneyCallRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/user/getPlan',
    tags: ['Member calls (spec §7)'],
    summary: 'Your plans per business: running, queued renewals, the last ended; free benefits left (failure object)',
    responses: {
      200: {
        description: 'Your plans',
        body: callOk(componentRef('MemberPlans')),
      },
      ...CALL_FAILURES,
    },
  },
  {
    method: 'get',
    path: '/api/user/getwallet',
    tags: ['Member calls (spec §7)'],
    summary: 'Your wallet: balance and the latest 50 movements (failure object)',
    responses: {
      200: {
        description: 'Your wallet',
        body: callOk(
          z.looseObject({
            balance: signedRupees,
            movements: z.array(z.unknown()),
          }),
        ),
      },
      ...CALL_FAILURES,
    },
  },
  {
    method: 'get',
    path: '/api/wallet/balance/{id}/{withMovements}/{refresh}',
    tags: ['Member calls (spec §7)'],
    summary:
      'A wallet’s balance: your own, or anyone’s with Wallet Transactions → detailView. withMovements: add the latest 50 movements; refresh: also recompute from the ledger entries and say whether they agree (failure object)',
    params: z.object({
      id: z.number().int().min(1).meta({ description: 'User id' }),
      withMovements: z.enum(['true', 'false']),
      refresh: z.enum(['true', 'false']),
    }),
    responses: {
      200: {
        description: 'The balance',
        body: callOk(componentRef('WalletBalance')),
      },
      400: failureAnswer('A flag that is not true or false'),
      401: failureAnswer('Not signed in, or the token is invalid or expired (`force_logout`)'),
      404: failureAnswer('Not your wallet, or no such user'),
    },
  },
  {
    method: 'post',
    path: '/api/sendReferralInvite',
    tags: ['Member calls (spec §7)'],
    summary: 'Invite someone by mobile and/or email with your referral code (20 a day) (failure object)',
    body: inviteInput,
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      200: {
        description: 'Invitation sent successfully',
        body: callOk(
          z.looseObject({
            referral_id: z.number().int(),
            referral_code: z.string(),
            link: z.string(),
            channels: z.array(z.enum(['sms', 'email'])),
          }),
        ),
      },
      400: failureAnswer('No or a bad mobile/email, or your own'),
      401: failureAnswer('Not signed in, or the token is invalid or expired (`force_logout`)'),
      409: failureAnswer('Already a member'),
      429: failureAnswer('More than 20 invitations in 24 hours'),
    },
  },
  {
    method: 'post',
    path: '/api/business/plan/SignedStatus/fetch',
    tags: ['Member calls (spec §7)'],
    summary: 'Does your business have a running plan, and is its member agreement signed? (failure object)',
    body: businessInput,
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      200: {
        description: 'The status',
        body: callOk(
          z.looseObject({
            business_id: z.number().int(),
            has_active_plan: z.boolean(),
            plan: componentRef('PlanPeriod').nullable(),
            agreement: z.looseObject({ version: z.string(), signed: z.boolean(), accepted_at: dateTime.nullable() }),
          }),
        ),
      },
      ...CALL_FAILURES,
      404: failureAnswer('Not one of your businesses'),
    },
  },
  {
    method: 'get',
    path: '/api/admin/user/getPlan/{id}',
    tags,
    summary: 'A member’s plans per business, as user/getPlan (Customer → detailView)',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Member id' }) }),
    responses: {
      200: {
        description: 'The plans',
        body: callOk(componentRef('MemberPlans')),
      },
      403: 'Signed in, but without the permission',
      404: 'No such member',
    },
  },
  {
    method: 'post',
    path: '/api/admin/user/upgrade/subscription',
    tags,
    summary:
      'Move a business to another plan now, free of charge: the running plan is cancelled and the plan’s current published version starts now (Customer → process; audited)',
    body: upgradeInput,
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      200: {
        description: 'The new subscription',
        body: callOk(
          z.looseObject({
            subscription_id: z.number().int(),
            user_id: z.number().int(),
            business_id: z.number().int(),
            plan_id: z.number().int(),
            plan_name: z.string(),
            version: z.number().int(),
            starts_at: dateTime,
            ends_at: dateTime,
            cancelled_subscription_ids: z.array(z.number().int()),
          }),
        ),
      },
      400: 'Invalid fields, not the member’s business, or a plan not on sale',
      403: 'Signed in, but without the permission',
      404: 'No such member',
      409: 'Already on this plan, or an open deactivation request',
    },
  },
  {
    method: 'post',
    path: '/api/admin/user/expire',
    tags,
    summary: 'End a member’s running plans now (one business or all), logged in plan expiry logs (Plan Expiry → process; audited)',
    body: expireInput,
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      200: {
        description: 'Expired',
        body: callOk(
          z.looseObject({
            user_id: z.number().int(),
            expired: z.array(
              z.looseObject({
                subscription_id: z.number().int(),
                business_id: z.number().int().nullable(),
                plan_name: z.string(),
                ended_at: dateTime,
              }),
            ),
          }),
        ),
      },
      400: 'Invalid fields, or not the member’s business',
      403: 'Signed in, but without the permission',
      404: 'No such member',
      409: 'Nothing to expire',
    },
  },
  {
    method: 'post',
    path: '/api/admin/order/getTransactionIds',
    tags,
    summary: 'Gateway ids of orders and their payments (Invoices → detailView)',
    body: orderIdsInput,
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      200: {
        description: 'The orders found, in the order asked',
        body: z.intersection(
          componentRef('CallOk'),
          z.looseObject({
            data: z
              .array(
                z.looseObject({
                  order_id: z.number().int(),
                  order_number: z.string(),
                  user_id: z.number().int(),
                  status: z.string(),
                  total: signedRupees,
                  paid_at: dateTime.nullable(),
                  gateway: z.string().nullable(),
                  gateway_order_id: z.string().nullable(),
                  payments: z.array(
                    z.looseObject({
                      gateway: z.string(),
                      gateway_payment_id: z.string().nullable(),
                      amount: signedRupees,
                      status: z.string(),
                      created_at: dateTime,
                    }),
                  ),
                }),
              )
              .optional(),
            not_found: z.array(z.number().int()).meta({ description: 'Ids with no order' }).optional(),
          }),
        ),
      },
      403: 'Signed in, but without the permission',
    },
  },
  {
    method: 'post',
    path: '/api/admin/fetchExpiredBusinesses/get',
    tags,
    summary:
      'Active businesses whose plans have all ended (none running or queued), with the last plan; owner mobile masked without Customer → detailView (Plan Expiry → listView)',
    body: pageInput,
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    bodyOptional: true,
    responses: {
      200: {
        description: 'A page, newest endings first',
        body: z.intersection(
          componentRef('CallOk'),
          z.looseObject({
            data: z
              .array(
                z.looseObject({
                  business_id: z.number().int(),
                  trade_name: z.string(),
                  gstin: z.string(),
                  owner: z.looseObject({ user_id: z.number().int(), name: z.string(), mobile: z.string().nullable() }),
                  plan: z.looseObject({
                    subscription_id: z.number().int(),
                    plan_id: z.number().int(),
                    plan_name: z.string(),
                    status: z.string(),
                  }),
                  ended_at: dateTime,
                }),
              )
              .optional(),
            total: z.number().int().min(0).optional(),
            estimated: z.literal(false).optional(),
          }),
        ),
      },
      403: 'Signed in, but without the permission',
    },
  },
  {
    method: 'get',
    path: '/api/data/customer-plan',
    tags,
    summary: 'Plan summary per member, or for one (`userId`): the plan in effect, its end, businesses covered (Customer → listView)',
    query: customerPlanInput,
    responses: {
      200: { description: 'A page, newest members first', body: z.intersection(componentRef('CallOk'), customerPlansOk) },
      403: 'Signed in, but without the permission',
    },
  },
  {
    method: 'post',
    path: '/api/data/customer-plan',
    tags,
    summary:
      'Plan summary per member, or for one (`userId`): the plan in effect, its end, businesses covered (Customer → listView); the same parameters in the body',
    body: customerPlanInput,
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    bodyOptional: true,
    responses: {
      200: { description: 'A page, newest members first', body: z.intersection(componentRef('CallOk'), customerPlansOk) },
      403: 'Signed in, but without the permission',
    },
  },
  {
    method: 'get',
    path: '/api/data/revenue-data',
    tags,
    summary:
      'Revenue from paid orders by IST month and plan: taxable, GST, discounts, total, orders (Invoices → listView). Default: the last 12 IST months up to today; at most 60 months',
    query: z.object({
      from: date.meta({ description: 'First IST date (YYYY-MM-DD)' }).optional(),
      to: date.meta({ description: 'Last IST date, included (YYYY-MM-DD)' }).optional(),
    }),
    responses: {
      200: {
        description: 'Revenue by IST month (every month of the range, zeros when nothing was paid) and plan',
        body: z.intersection(componentRef('CallOk'), revenueDataOk),
      },
      400: 'A bad date, from after to, or more than 60 months',
      403: 'Signed in, but without the permission',
    },
  },
  {
    method: 'post',
    path: '/api/data/revenue-data',
    tags,
    summary:
      'Revenue from paid orders by IST month and plan: taxable, GST, discounts, total, orders (Invoices → listView); from and to in the body',
    body: z.looseObject({ from: date.optional(), to: date.optional() }),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    bodyOptional: true,
    responses: {
      200: {
        description: 'Revenue by IST month (every month of the range, zeros when nothing was paid) and plan',
        body: z.intersection(componentRef('CallOk'), revenueDataOk),
      },
      400: 'A bad date, from after to, or more than 60 months',
      403: 'Signed in, but without the permission',
    },
  },
]);

export const moneyCallComponents: Record<string, z.ZodType> = {
  PlanPeriod: z
    .looseObject({
      subscription_id: z.number().int(),
      plan_id: z.number().int(),
      plan_name: z.string(),
      version: z.number().int(),
      fee: signedRupees,
      starts_at: dateTime,
      ends_at: dateTime,
      days_left: z.number().int().min(0).meta({ description: 'Whole days until it ends (part of a day counts); 0 once ended' }),
    })
    .meta({ description: 'A subscription as the plan calls show it (end exclusive)' }),
  MemberPlans: z.looseObject({
    user_id: z.number().int(),
    businesses: z.array(
      z.looseObject({
        business_id: z.number().int().nullable().meta({ description: 'null: a plan bought for the account, not a business' }),
        trade_name: z.string().nullable(),
        gstin: z.string().nullable(),
        active: componentRef('PlanPeriod').nullable(),
        queued: z.array(componentRef('PlanPeriod')).meta({ description: 'Renewals starting after the running plan, earliest first' }),
        last_expired: componentRef('PlanPeriod').nullable(),
      }),
    ),
    free_benefits: z
      .looseObject({ message: z.unknown(), plan: z.unknown(), benefits: z.unknown() })
      .meta({ description: 'The plan in effect now and its free businesses / CIRs left (as GET /api/account/free-benefits)' }),
  }),
  WalletBalance: z.looseObject({
    user_id: z.number().int(),
    balance: signedRupees.meta({ description: 'The stored balance (users.wallet_balance)' }),
    movements: z.array(z.unknown()).meta({ description: 'withMovements=true: the latest 50 movements, newest first' }).optional(),
    ledger: z
      .looseObject({
        balance_from_entries: signedRupees,
        agrees: z.boolean(),
      })
      .meta({ description: 'refresh=true: the balance recomputed from the wallet’s ledger entries, and whether it equals the stored one' })
      .optional(),
  }),
};
