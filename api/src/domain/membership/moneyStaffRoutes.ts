/**
 * Spec §7 "Admin" and "Data" money calls (issue 9 §5), each behind one feature and access kind
 * (requireAccess: 401 unsigned, 403 for members and for staff without it, as every staff call):
 *  GET  /admin/user/getPlan/:id                 Customer → detailView      → the member's MemberPlans
 *  POST /admin/user/upgrade/subscription { userId, businessId, planId, reason }
 *                                               Customer → process         → the new subscription
 *  POST /admin/user/expire { userId, businessId?, reason }
 *                                               Plan Expiry → process      → { user_id, expired: [...] }
 *  POST /admin/order/getTransactionIds { orderIds }  Invoices → detailView → [order + payments], not_found
 *  POST /admin/fetchExpiredBusinesses/get { page?, perPage?, q? }
 *                                               Plan Expiry → listView     → { data, total, estimated }
 *  GET|POST /data/customer-plan (userId?, page?, perPage?, q?)
 *                                               Customer → listView        → { data, total, estimated }
 *  GET|POST /data/revenue-data (from?, to?: YYYY-MM-DD, IST)
 *                                               Invoices → listView        → { from, to, months, totals }
 * The writes run in one transaction with their audit row (domain/membership/staffPlanChangeService.ts).
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { requireAccess } from '../../auth/authenticate';
import { can } from '../../auth/principal';
import { bodyOf, parseBody } from '../../http/requestBody';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { customerPlans, expiredBusinesses, memberPlans } from './memberPlanService';
import { expireInput, expireSubscriptions, upgradeInput, upgradeSubscription } from './staffPlanChangeService';
import { orderTransactionIds, revenueData, revenueRange } from '../payments';
import { idOf } from '../../engine/requestCall';
import { ok } from '../../http/failureObject';

const whole = (message: string, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(max, message),
  );
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** The bodies these calls read (the OpenAPI contracts state these same schemas). */
export const pageInput = z.object({
  page: z.preprocess(blank, whole('The page is a whole number from 1.').optional()).default(1),
  perPage: z.preprocess(blank, whole('Rows per page: 1 to 100.', 100).optional()).default(25),
  q: z.preprocess(
    blank,
    z.string({ error: 'Search text is one text.' }).trim().max(100, 'Search text: at most 100 characters.').optional(),
  ),
});
export const customerPlanInput = pageInput.extend({ userId: z.preprocess(blank, whole('Choose the member.').optional()) });
export const orderIdsInput = z.object({
  orderIds: z
    .array(whole('Order ids are whole numbers.'), { error: 'Send orderIds: a list of 1 to 100 order ids.' })
    .min(1, 'Send at least one order id.')
    .max(100, 'Send at most 100 order ids at a time.'),
});

/** GET: the query string; POST: the body (spec §7 lists these data calls as POST). */
const paramsOf = (req: Request) => (req.method === 'GET' ? (req.query as Record<string, unknown>) : bodyOf(req));

export function moneyStaffRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/admin/user/getPlan/:id', requireAccess('Customer', 'detailView'), async (req, res) => {
    res.json(ok(await memberPlans(ctx.db, idOf(req))));
  });

  router.post('/admin/user/upgrade/subscription', requireAccess('Customer', 'process'), async (req, res) => {
    const done = await upgradeSubscription(ctx.db, signedInCallOf(req), parseBody(upgradeInput, bodyOf(req)));
    res.json(ok(done, { message: `The business is now on ${done.plan_name}.` }));
  });

  router.post('/admin/user/expire', requireAccess('Plan Expiry', 'process'), async (req, res) => {
    const done = await expireSubscriptions(ctx.db, signedInCallOf(req), parseBody(expireInput, bodyOf(req)));
    res.json(ok(done, { message: done.expired.length === 1 ? 'The plan is expired.' : `${done.expired.length} plans are expired.` }));
  });

  router.post('/admin/order/getTransactionIds', requireAccess('Invoices', 'detailView'), async (req, res) => {
    const { orderIds } = parseBody(orderIdsInput, bodyOf(req));
    const { data, not_found } = await orderTransactionIds(ctx.db, orderIds);
    res.json(ok(data, { not_found }));
  });

  router.post('/admin/fetchExpiredBusinesses/get', requireAccess('Plan Expiry', 'listView'), async (req, res) => {
    const query = parseBody(pageInput, bodyOf(req));
    const reveal = can(signedInCallOf(req).who, 'Customer', 'detailView');
    const { data, total } = await expiredBusinesses(ctx.db, query, reveal);
    res.json(ok(data, { total, estimated: false }));
  });

  const customerPlan = [
    requireAccess('Customer', 'listView'),
    async (req: Request, res: import('express').Response) => {
      const query = parseBody(customerPlanInput, paramsOf(req));
      const { data, total } = await customerPlans(ctx.db, query);
      res.json(ok(data, { total, estimated: false }));
    },
  ];
  router.get('/data/customer-plan', ...customerPlan);
  router.post('/data/customer-plan', ...customerPlan);

  const revenue = [
    requireAccess('Invoices', 'listView'),
    async (req: Request, res: import('express').Response) => {
      const range = revenueRange(paramsOf(req), new Date());
      res.json(ok(await revenueData(ctx.db, range)));
    },
  ];
  router.get('/data/revenue-data', ...revenue);
  router.post('/data/revenue-data', ...revenue);

  return router;
}
