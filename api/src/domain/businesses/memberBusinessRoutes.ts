/**
 * A signed-in member's own business calls (issue 8 §4); adding the business itself is the generic
 * POST /api/businesses (memberRegistration.ts hooks it).
 *
 * POST /api/businesses/gst-lookup     { gstin }        → MemberGstLookup (400 / 404 / 429 / 503)
 * POST /api/businesses/gstin-review   { gstin, note }  → 201 GstinReviewAnswer
 * GET  /api/businesses/active                          → ActiveBusinessAnswer
 * POST /api/businesses/:id/activate                    → ActiveBusinessAnswer (another's id: 404)
 * POST /api/businesses/:id/control-proof/send          → ControlCodeSent (a code to the GST-registered contact)
 * POST /api/businesses/:id/control-proof/verify { code } → ControlProven (wrong code 400, locked 429)
 *
 * Mounted before the engine, so /businesses/active is not read as a record id.
 */
import { Router } from 'express';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { CONTROL_PROOF_MESSAGES, controlCodeVerifyInput } from '../../contracts/businessControl';
import { gstinReviewInput } from '../../contracts/memberBusiness';
import { assertObjectBody } from '../../engine/writeInput';
import { idOf } from '../../engine/requestCall';
import { parseBody } from '../../http/requestBody';
import { sandboxGstAdapter } from '../gst';
import { sendControlCode, verifyControlCode } from './controlProofService';
import { activateBusiness, activeBusiness, lookUpForMember, requestGstinReview } from './memberBusinessService';
import { requireFullSession } from '../../auth/sessionKind';

export function memberBusinessRoutes(ctx: AppContext) {
  const router = Router();

  router.post('/businesses/gst-lookup', async (req, res) => {
    const call = signedInCallOf(req);
    const body = assertObjectBody(req.body);
    res.json(await lookUpForMember(ctx.db, ctx.gst ?? sandboxGstAdapter, call, body.gstin));
  });

  router.post('/businesses/gstin-review', async (req, res) => {
    const call = signedInCallOf(req);
    const input = gstinReviewInput.parse(assertObjectBody(req.body));
    res.status(201).json(await requestGstinReview(ctx.db, ctx.messaging, call, input));
  });

  router.get('/businesses/active', async (req, res) => {
    const call = signedInCallOf(req);
    res.json(await activeBusiness(ctx.db, call.who.userId));
  });

  router.post('/businesses/:id/activate', async (req, res) => {
    const call = signedInCallOf(req);
    res.json(await activateBusiness(ctx.db, call, idOf(req)));
  });

  router.post('/businesses/:id/control-proof/send', requireFullSession, async (req, res) => {
    const call = signedInCallOf(req);
    res.json(await sendControlCode(ctx, call, idOf(req)));
  });
  router.post('/businesses/:id/control-proof/verify', requireFullSession, async (req, res) => {
    const call = signedInCallOf(req);
    const businessId = idOf(req);
    const input = parseBody(controlCodeVerifyInput, assertObjectBody(req.body ?? {}), CONTROL_PROOF_MESSAGES.code);
    res.json(await verifyControlCode(ctx, call, businessId, input));
  });
  return router;
}
