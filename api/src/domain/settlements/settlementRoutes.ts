/**
 * The settlement flow's routes (issue 10 §5). Thin: each hands the call to its service.
 *
 * POST /settlement/requests                      { case_id, amount, schedule, instalments?, remarks? } → 201 request
 * GET  /settlement/requests                      → the caller's requests on either side
 * GET  /settlement/cases/:caseId                 → the case as either side may read it before settling (outstanding, open request)
 * GET  /settlement/requests/:id                  → one request with case, instalments, payments, signatures, holds, timeline
 * POST /user/otpForSettlement/send               { settlement_request_id } → the code is on its way
 * POST /user/otpForSettlement/verify             { settlement_request_id, code } → the request, in progress
 * POST /settlement/verify-aadhar                 { settlement_request_id, aadhaar, consent } → verified (last 4), or with an
 *                                                OTP e-KYC provider { otp_sent, otp_token }: UIDAI texts a code
 * POST /settlement/verify-aadhar/otp             { settlement_request_id, otp_token, otp } → verified (last 4)
 * POST /settlement/verify-bank/:gstn/:srIdbankId { account_holder, account_number, confirm_account_number, ifsc } → the receiving account
 * GET  /settlement/letter/:settlementId.pdf      → the settlement letter (PDF)
 * POST /settlement/sign-letter/:defaulterCaseId/:doctype → the caller's side signs
 * POST /settlement-requests/:id/payments         multipart: proof + amount, paid_at, method, utr; Idempotency-Key
 * GET  /settlement-requests/:id/payments/:paymentId/proof → the proof file
 * POST /settlement/requests/:id/reject           { note } (staff: Settlement Request → process) → rejected, hold released
 * POST /call-request-holds/:id/release           { note } (staff: Settlement Request → process)
 * GET  /settlement/instant-cashback              → the active instant-cashback slabs
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import { requireAccess } from '../../auth/authenticate';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { idOf } from '../../engine/requestCall';
import { setAttachmentHeaders } from '../../http/attachmentHeaders';
import { contentDisposition } from '../../http/contentDisposition';
import { receiveUpload } from '../../http/uploadMiddleware';
import { EVIDENCE_UPLOAD } from '../../registry/resources/defaulter';
import { localDiskStorage } from '../../storage/localDiskStorage';
import { fieldsOfForm } from '../../engine/uploadedRecords';
import { parseBody } from '../../http/requestBody';
import {
  aadhaarOtpInput,
  aadhaarVerifyInput,
  bankVerifyInput,
  holdReleaseInput,
  openSettlementInput,
  settlementCodeSendInput,
  settlementCodeVerifyInput,
  settlementPaymentFields,
  settlementRejectInput,
} from '../../contracts/settlement';
import { requestFor } from './settlementAccess';
import { rejectSettlementRequest, releaseHoldByStaff } from './settlementHoldService';
import { settlementLetter, signLetter } from './settlementLetterService';
import { recordSettlementPayment } from './settlementPaymentService';
import { openSettlementRequest, sendSettlementCode, verifySettlementCode } from './settlementRequestService';
import { verifyAadhaar, verifyAadhaarOtp, verifySettlementBank } from './settlementVerifyService';
import {
  instantCashbackSlabs,
  mySettlementRequests,
  paymentProof,
  requestSummary,
  settlementCaseSummary,
  settlementRequestDetails,
} from './settlementViewService';
import { requireFullSession } from '../../auth/sessionKind';
import { refusal } from '../errors';

const numericId = (raw: string, what: string) => {
  if (!/^\d{1,15}$/.test(raw)) throw refusal('SETTLEMENT_ITEM_ID_UNKNOWN', { what, id: raw });
  return Number(raw);
};

const receiveProof = receiveUpload({
  files: [{ name: 'proof', maxCount: 1 }],
  maxBytes: EVIDENCE_UPLOAD.maxBytes,
  maxFields: 20,
  maxFieldBytes: 4096,
});

export function settlementRoutes(ctx: AppContext) {
  const router = Router();

  router.post('/settlement/requests', requireFullSession, async (req, res) => {
    const call = signedInCallOf(req);
    const request = await openSettlementRequest(ctx.db, call, parseBody(openSettlementInput, req.body ?? {}));
    res.status(201).json(requestSummary(request));
  });

  router.get('/settlement/requests', async (req, res) => {
    res.json(await mySettlementRequests(ctx.db, signedInCallOf(req)));
  });

  router.get('/settlement/cases/:caseId', async (req, res) => {
    const call = signedInCallOf(req);
    res.json(await settlementCaseSummary(ctx.db, call, numericId(String(req.params.caseId), 'defaulter case')));
  });

  router.get('/settlement/requests/:id', async (req, res) => {
    const call = signedInCallOf(req);
    res.json(await settlementRequestDetails(ctx.db, call, numericId(String(req.params.id), 'settlement request')));
  });

  router.post('/user/otpForSettlement/send', requireFullSession, async (req, res) => {
    res.json(await sendSettlementCode(ctx, signedInCallOf(req), parseBody(settlementCodeSendInput, req.body ?? {})));
  });

  router.post('/user/otpForSettlement/verify', requireFullSession, async (req, res) => {
    res.json(requestSummary(await verifySettlementCode(ctx, signedInCallOf(req), parseBody(settlementCodeVerifyInput, req.body ?? {}))));
  });

  router.post('/settlement/verify-aadhar', requireFullSession, async (req, res) => {
    res.json(await verifyAadhaar(ctx, signedInCallOf(req), parseBody(aadhaarVerifyInput, req.body ?? {})));
  });

  router.post('/settlement/verify-aadhar/otp', requireFullSession, async (req, res) => {
    res.json(await verifyAadhaarOtp(ctx, signedInCallOf(req), parseBody(aadhaarOtpInput, req.body ?? {})));
  });

  router.post('/settlement/verify-bank/:gstn/:srIdbankId', requireFullSession, async (req, res) => {
    const call = signedInCallOf(req);
    res.json(
      await verifySettlementBank(ctx, call, String(req.params.gstn), String(req.params.srIdbankId), () =>
        parseBody(bankVerifyInput, req.body ?? {}),
      ),
    );
  });

  router.get('/settlement/letter/:settlementId.pdf', async (req, res) => {
    const call = signedInCallOf(req);
    const id = numericId(String(req.params.settlementId), 'settlement request');
    const { request, case: c } = await requestFor(ctx.db, call, id);
    const letter = await settlementLetter(ctx.db, request, c);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', contentDisposition('attachment', `settlement-letter-${id}.pdf`));
    res.setHeader('X-Document-SHA256', letter.sha256);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(letter.pdf);
  });

  router.post('/settlement/sign-letter/:defaulterCaseId/:doctype', requireFullSession, async (req, res) => {
    const call = signedInCallOf(req);
    const caseId = numericId(String(req.params.defaulterCaseId), 'defaulter case');
    res.json(await signLetter(ctx, call, caseId, String(req.params.doctype)));
  });

  const signedInWithId = (req: Request, _res: Response, next: NextFunction) => {
    signedInCallOf(req);
    numericId(String(req.params.id), 'settlement request');
    next();
  };

  router.post('/settlement-requests/:id/payments', signedInWithId, requireFullSession, receiveProof, async (req, res) => {
    const call = signedInCallOf(req);
    const id = numericId(String(req.params.id), 'settlement request');
    const key = req.get('Idempotency-Key')?.trim();
    if (key !== undefined && (key === '' || key.length > 100)) throw refusal('IDEMPOTENCY_KEY_LENGTH', {});
    const fields = parseBody(settlementPaymentFields, fieldsOfForm(req.body));
    const file = req.file ? { originalName: req.file.originalname, buffer: req.file.buffer } : undefined;
    const done = await recordSettlementPayment(ctx, call, id, fields, file, key);
    res.status(done.replayed ? 200 : 201).json(done);
  });

  router.get('/settlement-requests/:id/payments/:paymentId/proof', async (req, res) => {
    const call = signedInCallOf(req);
    const id = numericId(String(req.params.id), 'settlement request');
    const proof = await paymentProof(ctx.db, call, id, numericId(String(req.params.paymentId), 'payment'));
    const file = await (ctx.storage ?? localDiskStorage()).get(proof.path);
    setAttachmentHeaders(res, { mime: proof.mime, name: proof.name, size: file.size });
    file.stream.pipe(res);
  });

  router.post('/settlement/requests/:id/reject', requireAccess('Settlement Request', 'process'), async (req, res) => {
    res.json(
      requestSummary(
        await rejectSettlementRequest(ctx.db, signedInCallOf(req), idOf(req), parseBody(settlementRejectInput, req.body ?? {})),
      ),
    );
  });

  router.post('/call-request-holds/:id/release', requireAccess('Settlement Request', 'process'), async (req, res) => {
    res.json(await releaseHoldByStaff(ctx.db, signedInCallOf(req), idOf(req), parseBody(holdReleaseInput, req.body ?? {})));
  });

  router.get('/settlement/instant-cashback', async (req, res) => {
    signedInCallOf(req);
    res.json(await instantCashbackSlabs(ctx.db));
  });

  return router;
}
