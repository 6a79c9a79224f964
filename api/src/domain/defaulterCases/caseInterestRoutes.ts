/**
 * GET /api/defaulter-cases/:id/interest → CaseInterest (api/src/contracts/caseInterest.ts) as of today in IST:
 * the MSMED Act interest the buyer owes on the case. For the case's reporter, or staff with
 * Defaulter → detailView; another member's case answers 404, staff without the permission 403.
 */
import { Router, type Request } from 'express';
import { principalOf, requireSignIn } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { refusal } from '../errors';
import { istPlainDate } from '../../validation';
import { caseInterestFor } from './caseInterestService';

function caseId(req: Request): number {
  const raw = String(req.params.id);
  if (!/^\d{1,15}$/.test(raw)) throw refusal('CASE_ID_UNKNOWN_QUOTED', { id: raw });
  return Number(raw);
}

export function caseInterestRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/defaulter-cases/:id/interest', requireSignIn, async (req, res) => {
    res.json(await caseInterestFor(ctx.db, principalOf(req), caseId(req), istPlainDate(new Date())));
  });
  return router;
}
