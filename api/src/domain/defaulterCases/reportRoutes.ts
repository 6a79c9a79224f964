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
import multer from 'multer';
import { requireAccess, requireSignIn } from '../../auth/authenticate';
import { parseBody } from '../../auth/requestBody';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { REPORT_DOCUMENT_KINDS, REPORT_FILE_MAX_BYTES, REPORT_MAX_FILES, resubmitInput } from '../../contracts/reportDefaulter';
import { CASE_FLOW_MESSAGES as M, caseFlowMessage } from '../../contracts/caseFlowMessages';
import { idOf } from '../../engine/requestCall';
import { badRequest, HttpError } from '../../http/httpError';
import { assertNoNul } from '../../http/rejectNulBytes';
import { localDiskStorage } from '../../storage/localDiskStorage';
import { listMemberCases, memberCaseDetail, memberCaseQuery, resubmitMemberCase } from './memberCaseService';
import { reportDefaulter, reportQuote, type ReportFiles, type ReportingAs } from './reportService';
import { requireFullSession } from '../../auth/sessionKind';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: REPORT_FILE_MAX_BYTES, files: REPORT_MAX_FILES, fields: 10, fieldSize: 256 * 1024 },
}).fields(REPORT_DOCUMENT_KINDS.map((k) => ({ name: k.field, maxCount: k.max })));

/** Receives the multipart body; a file over 10 MB is 413, too many files or an unknown file field 400. */
function receiveReport(req: Request, res: Response): Promise<ReportFiles> {
  if (!req.is('multipart/form-data')) throw badRequest(M.reportAsMultipart, { report: M.sendReport });
  return new Promise((resolve, reject) =>
    upload(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) {
        const field = err.field ?? 'files';
        if (err.code === 'LIMIT_FILE_SIZE')
          reject(new HttpError(413, caseFlowMessage('fileTooLargeIn', { field }), { [field]: M.fileTooLarge }));
        else if (err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE')
          reject(badRequest(caseFlowMessage('unknownFileField', { field }), { [field]: M.tooManyFilesHere }));
        else reject(badRequest(M.uploadUnreadable, { [field]: M.uploadUnreadable }));
      } else if (err) reject(err);
      else {
        const got = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
        const files: ReportFiles = {};
        for (const k of REPORT_DOCUMENT_KINDS)
          files[k.field] = (got[k.field] ?? []).map((f) => ({ originalName: f.originalname, buffer: f.buffer }));
        resolve(files);
      }
    }),
  );
}

export function reportRoutes(ctx: AppContext) {
  const router = Router();
  const storage = ctx.storage ?? localDiskStorage();

  const report = (as: ReportingAs) => async (req: Request, res: Response) => {
    const call = signedInCallOf(req);
    const files = await receiveReport(req, res);
    assertNoNul(req.body);
    const body = (req.body ?? {}) as Record<string, unknown>;
    res.status(201).json(await reportDefaulter(ctx.db, call, as, body.report, files, storage));
  };

  router.post('/defaulter/report', requireSignIn, requireFullSession, report({ kind: 'member' }));
  router.post('/admin/defaulter/report', requireAccess('Defaulter', 'add_edit'), report({ kind: 'staff' }));

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
    res.json({ status: true, message: M.resubmitted, data: await resubmitMemberCase(ctx.db, call, id, note) });
  });

  return router;
}
