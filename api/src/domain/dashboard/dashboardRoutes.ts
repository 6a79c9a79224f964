/**
 * GET /api/admin/dashboard → the admin dashboard's counts, amounts and 12-month series.
 *
 * Access: the registry files the dashboard under the Dashboard feature (listView), but spec §6 says
 * the dashboard is "allowed for all" — so every signed-in admin may read it whatever their role's
 * flags (it is where a staff member without a page's permission is sent). Customers get 403,
 * anonymous callers 401.
 */
import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { dashboardSummary } from './dashboardSummary';
import { refusal } from '../errors';

const anyAdmin: RequestHandler = (req, _res, next) => {
  if (!req.principal) return next(refusal('SIGN_IN_REQUIRED', {}));
  if (req.principal.roleType !== 'admin') return next(refusal('DASHBOARD_STAFF_ONLY', {}));
  next();
};

export function dashboardRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/admin/dashboard', anyAdmin, async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await dashboardSummary(ctx.db));
  });
  return router;
}
