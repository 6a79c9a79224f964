/**
 * The legal-notice process, first step (all Legal Notice Process · process):
 *   GET  /api/legal-notices/eligible-cases?notice_for=buyer&filter=&sort=&range= → EligibleCase[] + Content-Range
 *   GET  /api/legal-notices/templates?notice_for=buyer                          → NoticeTemplate[] (active documents)
 *   POST /api/legal-notices/batches { notice_for, document_id, case_ids, name? } → 201 CreatedBatch
 * Mounted before the engine, whose /legal-notices/:id would otherwise take these paths.
 * Refusals: 400 bad input or a template for the other audience, 404 unknown template or case,
 * 409 a chosen case that is not (or no longer) eligible — and then nothing is created.
 */
import { Router } from 'express';
import { requireAccess } from '../../auth/authenticate';
import { bodyOf, parseBody } from '../../http/requestBody';
import { LIST_JSON_PARAMS, withJsonParams } from '../../http/queryJson';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { parseRangeParam } from '../reports';
import { createBatchSchema, createNoticeBatch } from './batchCreation';
import { eligibleCasesPage, noticeFor, parseEligibleParams } from './eligibleCases';
import { noticeTemplates } from './noticeTemplates';

const mayProcess = requireAccess('Legal Notice Process', 'process');

export function legalNoticeRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/legal-notices/eligible-cases', mayProcess, async (req, res) => {
    const query = withJsonParams(req.query, LIST_JSON_PARAMS);
    const audience = noticeFor(query.notice_for);
    const params = parseEligibleParams(query);
    const page = parseRangeParam(query.range);
    const { rows, total } = await eligibleCasesPage(ctx.db, audience, params, page);
    res.setHeader('Content-Range', `eligible-cases ${rows.length ? `${page.offset}-${page.offset + rows.length - 1}` : '*'}/${total}`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(rows);
  });

  router.get('/legal-notices/templates', mayProcess, async (req, res) => {
    res.json(await noticeTemplates(ctx.db, noticeFor(req.query.notice_for)));
  });

  router.post('/legal-notices/batches', mayProcess, async (req, res) => {
    const input = parseBody(createBatchSchema, bodyOf(req));
    const batch = await createNoticeBatch(ctx.db, signedInCallOf(req), input);
    res.status(201).json(batch);
  });

  return router;
}
