/**
 * Spec §7 `POST data/cir-data` (issue 11 §2): generating a credit information report on its own
 * path, with exactly the rules of POST /api/cir/reports (the same service: body { business_id,
 * gstin, purpose }, an Idempotency-Key header, free for one's own business, else the plan's free
 * CIRs or the fee from the wallet, 402 when it cannot be paid). Success `{ status: true, data:
 * CirReportView, message }` (201; a retry under the same key 200 with the first report); any
 * failure spec §8's failure object (data {}) under the error's HTTP status.
 */
import { Router } from 'express';
import type { AppContext } from '../../context';
import { CIR_MESSAGES } from '../../contracts/cir';
import { generateFromRequest } from './cirRoutes';
import { failureObject, ok } from '../../http/failureObject';

export function cirDataRoutes(ctx: AppContext) {
  const router = Router();

  router.post('/data/cir-data', failureObject({}), async (req, res) => {
    const { created, report } = await generateFromRequest(ctx, req);
    res.status(created ? 201 : 200).json(ok(report, { message: CIR_MESSAGES.generated }));
  });

  return router;
}
