/**
 * The reported business's side, by its notice link — no sign-in: the token is the credential, and an
 * unknown or revoked token answers the same kind 404 (never a hint which):
 *   GET  /api/notices/:token           → NoticeClaim (the view is logged)
 *   POST /api/notices/:token/code      → { sent_to: masked destinations, expires_in_seconds }
 *   POST /api/notices/:token/accept    { code } → { accepted_at, listed_from }
 *   POST /api/notices/:token/dispute   multipart: code, statement, documents (≤ 5) → 201 { dispute_id, … }
 * Staff (Defaulter → detailView / process):
 *   GET  /api/admin/defaulter-cases/:id/dispute          → the latest dispute with its documents, or null
 *   POST /api/admin/defaulter-cases/:id/dispute/decide   { outcome, note, upheld_status? }
 *   POST /api/admin/defaulter-cases/:id/notice/resend    → a new link (the old one stops working)
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import { requireAccess } from '../../auth/authenticate';
import { callContextOf, signedInCallOf } from '../../callContext';
import { env } from '../../config/env';
import type { AppContext } from '../../context';
import { assertObjectBody } from '../../engine/writeInput';
import { receiveUpload } from '../../http/uploadMiddleware';
import { clientIp } from '../../auth/clientIp';
import { localDiskStorage } from '../../storage/localDiskStorage';
import { deliverCaseMessagesNow } from './caseMessages';
import { caseDispute, decideDispute, disputeDecisionInput, resendNotice } from './disputeDecision';
import { sendNoticeCode } from './noticeCode';
import { MAX_DISPUTE_DOCUMENTS } from '../../contracts/caseNotices';
import { CASE_FLOW_MESSAGES as M } from '../../contracts/caseFlowMessages';
import { acceptClaim, DISPUTE_UPLOAD, openDispute } from './noticeReplies';
import { noticeByToken } from './noticeService';
import { hashNoticeToken, isNoticeTokenShape } from './noticeToken';
import { noticeClaim } from './noticeView';
import { refusal, ruleRefusal } from '../errors';

async function noticeOf(ctx: AppContext, req: Request) {
  const token = String(req.params.token);
  const notice = isNoticeTokenShape(token) ? await noticeByToken(ctx.db, hashNoticeToken(token)) : null;
  if (!notice) throw refusal('NOTICE_NOT_FOUND', {});
  return notice;
}

function caseIdOf(req: Request): number {
  const raw = String(req.params.id);
  if (!/^\d{1,15}$/.test(raw)) throw refusal('CASE_ID_UNKNOWN_QUOTED', { id: raw });
  return Number(raw);
}

const receiveDocuments = receiveUpload({
  files: [{ name: 'documents', maxCount: MAX_DISPUTE_DOCUMENTS }],
  maxBytes: DISPUTE_UPLOAD.maxBytes,
  maxFields: 10,
  maxFieldBytes: 64 * 1024,
  notMultipart: M.disputeAsMultipart,
});

export function noticeRoutes(ctx: AppContext) {
  const router = Router();
  const storage = ctx.storage ?? localDiskStorage();
  const sendNow = () => deliverCaseMessagesNow(ctx, env.publicOrigin);

  router.get('/notices/:token', async (req, res) => {
    const notice = await noticeOf(ctx, req);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.json(await noticeClaim(ctx.db, callContextOf(req), notice));
  });

  router.post('/notices/:token/code', async (req, res) => {
    const notice = await noticeOf(ctx, req);
    res.json(await sendNoticeCode(ctx.db, ctx.messaging, notice, clientIp(req), ctx.limits));
  });

  router.post('/notices/:token/accept', async (req, res) => {
    const notice = await noticeOf(ctx, req);
    const body = assertObjectBody(req.body);
    const answer = await acceptClaim(ctx.db, callContextOf(req), notice, body.code, ctx.limits);
    await sendNow();
    res.json(answer);
  });

  // The token is checked before the body is read: a stranger's upload is never parsed.
  const knownNotice = async (req: Request, _res: Response, next: NextFunction) => {
    await noticeOf(ctx, req);
    next();
  };

  router.post('/notices/:token/dispute', knownNotice, receiveDocuments, async (req, res) => {
    const notice = await noticeOf(ctx, req);
    const files = ((req.files as Express.Multer.File[] | undefined) ?? []).map((f) => ({ originalName: f.originalname, buffer: f.buffer }));
    const body = (req.body ?? {}) as Record<string, unknown>;
    const answer = await openDispute(
      ctx.db,
      callContextOf(req),
      notice,
      { code: body.code, statement: body.statement, files },
      { limits: ctx.limits, storage },
    );
    await sendNow();
    res.status(201).json(answer);
  });

  router.get('/admin/defaulter-cases/:id/dispute', requireAccess('Defaulter', 'detailView'), async (req, res) => {
    res.json({ dispute: await caseDispute(ctx.db, caseIdOf(req)) });
  });

  router.post('/admin/defaulter-cases/:id/dispute/decide', requireAccess('Defaulter', 'process'), async (req, res) => {
    const id = caseIdOf(req);
    const parsed = disputeDecisionInput.safeParse(assertObjectBody(req.body));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.length ? String(issue.path[0]) : undefined;
      throw ruleRefusal(issue.message, field ? [field] : undefined);
    }
    const answer = await decideDispute(ctx.db, signedInCallOf(req), id, parsed.data);
    await sendNow();
    res.json(answer);
  });

  router.post('/admin/defaulter-cases/:id/notice/resend', requireAccess('Defaulter', 'process'), async (req, res) => {
    const answer = await resendNotice(ctx.db, signedInCallOf(req), caseIdOf(req));
    await sendNow();
    res.json(answer);
  });

  return router;
}
