/**
 * A signed-in member's account screens (issue 8 §4). Thin: each route hands the call to its component.
 * (The spec §7 account calls — user/update and the like — are ../../calls/memberAccountRoutes.ts.)
 *
 * GET  /api/account/deactivation              → DeactivationAnswer (open request or null, data effects, refund quote)
 * POST /api/account/deactivation              { reason } → 201 the request (step 1: the registry's create pipeline
 *                                             and hooks under the member's own scope; the generic POST answers 405)
 * POST /api/account/deactivation/send-code    → DeactivationCodeSent (code to the member's mobile, bound to the request)
 * POST /api/account/deactivation/confirm      { otp } → DeactivationChangeAnswer (step 2, confirmed)
 * POST /api/account/deactivation/cancel       → DeactivationChangeAnswer (cancelled)
 * GET  /api/businesses/:id/agreement          → BusinessAgreementAnswer (another's business: 404)
 * POST /api/businesses/:id/agreement          { version } → 201 (first acceptance) / 200 (already accepted)
 * GET  /api/account/free-benefits             → FreeBenefitsAnswer
 * GET  /api/acknowledgements/:key             → AcknowledgementAnswer (another's or unknown: 404)
 *
 */
import { Router } from 'express';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { callFor, idOf } from '../../engine/requestCall';
import { createRecord } from '../../engine/resourceService';
import { getResource } from '../../registry';
import { acknowledgementFor } from '../acknowledgements';
import { cancelDeactivation, confirmDeactivation, currentDeactivation, sendDeactivationCode } from '../accountDeactivation';
import { memberFreeBenefits } from '../freeBenefits';
import { acceptBusinessAgreement, businessAgreement } from '../memberAgreement';
import { requireFullSession } from '../../auth/sessionKind';

export function accountScreenRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/account/deactivation', async (req, res) => {
    res.json(await currentDeactivation(ctx.db, signedInCallOf(req).who.userId));
  });

  router.post('/account/deactivation', requireFullSession, async (req, res) => {
    const requests = getResource('user-deactivation-requests')!;
    const call = callFor(ctx, req, requests, 'create', { dedicated: true });
    res.status(201).json(await createRecord(requests, req.body, call));
  });

  router.post('/account/deactivation/send-code', requireFullSession, async (req, res) => {
    res.json(await sendDeactivationCode(ctx, signedInCallOf(req)));
  });

  router.post('/account/deactivation/confirm', requireFullSession, async (req, res) => {
    const call = signedInCallOf(req);
    res.json(await confirmDeactivation(ctx, call, req.body ?? {}));
  });

  router.post('/account/deactivation/cancel', async (req, res) => {
    res.json(await cancelDeactivation(ctx.db, signedInCallOf(req)));
  });

  router.get('/businesses/:id/agreement', async (req, res) => {
    const call = signedInCallOf(req);
    res.json(await businessAgreement(ctx.db, call.who.userId, idOf(req)));
  });

  router.post('/businesses/:id/agreement', requireFullSession, async (req, res) => {
    const call = signedInCallOf(req);
    const { created, answer } = await acceptBusinessAgreement(ctx.db, call, idOf(req), req.body ?? {});
    res.status(created ? 201 : 200).json(answer);
  });

  router.get('/account/free-benefits', async (req, res) => {
    res.json(await memberFreeBenefits(ctx.db, signedInCallOf(req).who.userId));
  });

  router.get('/acknowledgements/:key', async (req, res) => {
    res.json(await acknowledgementFor(ctx.db, signedInCallOf(req).who.userId, String(req.params.key)));
  });

  return router;
}
