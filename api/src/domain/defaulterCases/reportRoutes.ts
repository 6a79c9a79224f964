/**
 * Reporting a defaulter and the reporter's case pages (issue 10 §1):
 *  POST /api/defaulter/report                      member; multipart: `report` (JSON) + files invoice (1..n),
 *                                                  bilty?, ledger_certificate, ca_certificate, payment_proof?
 *                                                  → 201 { status, message: 'Report created successfully', data }
 *  GET  /api/defaulter/report/quote?business_id=   member → ReportQuote (what reporting costs now)
 *  POST /api/admin/defaulter/report                staff (Defaulter · add_edit): the same, for a member's business
 *  GET  /api/member/defaulter-cases                member: own cases, newest first (?page, per_page, status)
 *  GET  /api/member/defaulter-cases/:id            member: one own case (another's: 404)
 *  POST /api/member/defaulter-cases/:id/resubmit   member { note }: more documents required → processing
 */
import { Router, type Request, type Response } from 'express';
import { requireAccess, requireSignIn } from '../../auth/authenticate';
import { parseBody } from '../../http/requestBody';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { REPORT_DOCUMENT_KINDS, REPORT_FILE_MAX_BYTES, REPORT_MAX_FILES, resubmitInput } from '../../contracts/reportDefaulter';
import { CASE_FLOW_MESSAGES as M } from '../../contracts/caseFlowMessages';
import { idOf } from '../../engine/requestCall';
import { receiveUpload } from '../../http/uploadMiddleware';
import { assertNoNul } from '../../http/rejectNulBytes';
import { localDiskStorage } from '../../storage/localDiskStorage';
import { caseNoticeEffects } from '../caseNotices';
import { listMemberCases, memberCaseDetail, memberCaseQuery, resubmitMemberCase } from './memberCaseService';
import { reportDefaulter, reportQuote, type ReportFiles, type ReportingAs } from './reportService';
import { requireFullSession } from '../../auth/sessionKind';

const receiveReport = receiveUpload({
  files: REPORT_DOCUMENT_KINDS.map((k) => ({ name: k.field, maxCount: k.max })),
  maxBytes: REPORT_FILE_MAX_BYTES,
  maxFiles: REPORT_MAX_FILES,
  maxFields: 10,
  maxFieldBytes: 256 * 1024,
  notMultipart: M.reportAsMultipart,
});

/** The received documents, by kind. */
function reportFilesOf(req: Request): ReportFiles {
  const got = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
  const files: ReportFiles = {};
  for (const k of REPORT_DOCUMENT_KINDS)
    files[k.field] = (got[k.field] ?? []).map((f) => ({ originalName: f.originalname, buffer: f.buffer }));
  return files;
}

export function reportRoutes(ctx: AppContext) {
  const router = Router();
  const storage = ctx.storage ?? localDiskStorage();

  const report = (as: ReportingAs) => async (req: Request, res: Response) => {
    const call = signedInCallOf(req);
    const files = reportFilesOf(req);
    assertNoNul(req.body);
    const body = (req.body ?? {}) as Record<string, unknown>;
    res.status(201).json(await reportDefaulter(ctx.db, call, as, body.report, files, storage));
  };

  router.post('/defaulter/report', requireSignIn, requireFullSession, receiveReport, report({ kind: 'member' }));
  router.post('/admin/defaulter/report', requireAccess('Defaulter', 'add_edit'), receiveReport, report({ kind: 'staff' }));

  router.get('/defaulter/report/quote', requireSignIn, async (req, res) => {
    res.json(await reportQuote(ctx.db, signedInCallOf(req), req.query.business_id));
  });

  router.get('/member/defaulter-cases', requireSignIn, async (req, res) => {
    const call = signedInCallOf(req);
    res.json(await listMemberCases(ctx.db, call, memberCaseQuery(req.query as Record<string, unknown>)));
  });

  router.get('/member/defaulter-cases/:id', requireSignIn, async (req, res) => {
    res.json({ data: await memberCaseDetail(ctx.db, signedInCallOf(req), idOf(req)) });
  });

  router.post('/member/defaulter-cases/:id/resubmit', requireSignIn, async (req, res) => {
    const call = signedInCallOf(req);
    const id = idOf(req);
    const { note } = parseBody(resubmitInput, req.body ?? {});
    res.json({ status: true, message: M.resubmitted, data: await resubmitMemberCase(ctx.db, call, id, note, caseNoticeEffects) });
  });

  return router;
}
