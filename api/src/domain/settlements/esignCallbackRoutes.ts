/**
 * POST /api/providers/:provider/esign — the e-sign provider's signed callback (Cashfree:
 * x-webhook-signature over x-webhook-timestamp + the raw body). Mounted before the API's JSON parser:
 * the signature is over the raw bytes. 200 once handled (or acknowledged as not ours / already done);
 * 400 PROVIDER_CALLBACK_REJECTED for a forged, altered or stale callback (nothing changes); 503 when
 * the signed document could not be fetched (the provider retries).
 */
import express, { Router } from 'express';
import { callContextOf } from '../../callContext';
import type { AppContext } from '../../context';
import { receiveEsignCallback } from './settlementEsignService';

export function esignCallbackRoutes(ctx: AppContext) {
  const router = Router();
  router.post('/:provider/esign', express.raw({ type: () => true, limit: '256kb' }), async (req, res) => {
    res.json(await receiveEsignCallback(ctx, callContextOf(req), String(req.params.provider), req.body as Buffer, req.headers));
  });
  return router;
}
