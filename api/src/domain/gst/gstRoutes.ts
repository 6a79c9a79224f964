/**
 * POST /api/businesses/:id/gst-hit     (Business · process) → the look-up result, logged
 * POST /api/businesses/gst-hit/bulk    (Business · process) JSON { gstins: [...] } or multipart CSV "file"
 *                                      → { batch_id, total, success, failed, duplicates, results }
 * Spec §6: single or bulk business GST hit needs process access.
 *
 * Answers: a completed look-up is 200 whatever it found (status 'success' or 'failed', with the
 * error); only a provider outage on a single hit answers 502, since nothing was learnt.
 */
import { Router } from 'express';
import { requireAccess } from '../../auth/authenticate';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { MAX_BULK_GSTINS } from '../../contracts/gstHit';
import { HttpError } from '../../http/httpError';
import { receiveUpload } from '../../http/uploadMiddleware';
import { gstinsFromCsv, gstinsFromJson } from './bulkGstinInput';
import { BusinessNotFoundError, gstHitBulk, gstHitForBusiness } from './gstHitService';
import { sandboxGstAdapter } from './sandboxGstAdapter';
import { reason, refusal, ruleRefusal } from '../errors';

const MAX_CSV_BYTES = 1024 * 1024;

/** A CSV of GSTINs in "file"; a JSON list is taken by the same route. */
const receiveCsv = receiveUpload({
  files: [{ name: 'file', maxCount: 1 }],
  maxBytes: MAX_CSV_BYTES,
  maxFields: 5,
  alsoJson: true,
  fileFilter: (_req, file, cb) =>
    /\.(csv|txt)$/i.test(file.originalname) || /^text\/(csv|plain)$/.test(file.mimetype)
      ? cb(null, true)
      : cb(refusal('GST_UPLOAD_CSV', {}, { file: reason('GST_UPLOAD_CSV_FIELD', {}) })),
});

export function gstRoutes(ctx: AppContext) {
  const router = Router();
  const adapter = () => ctx.gst ?? sandboxGstAdapter;

  router.post('/businesses/gst-hit/bulk', requireAccess('Business', 'process'), receiveCsv, async (req, res) => {
    const fromFile = req.file !== undefined;
    if (req.is('multipart/form-data') && !fromFile) throw refusal('GST_CHOOSE_CSV', {}, { file: reason('IMPORT_CHOOSE_FILE_FIELD', {}) });
    const parsed = fromFile ? gstinsFromCsv(req.file!.buffer.toString('utf8'), MAX_BULK_GSTINS) : gstinsFromJson(req.body, MAX_BULK_GSTINS);
    if (!parsed.ok) throw ruleRefusal(parsed.message, [fromFile ? 'file' : 'gstins']);
    const fileName = fromFile ? req.file!.originalname : 'API request (JSON list)';
    res.json(await gstHitBulk(ctx.db, adapter(), signedInCallOf(req), parsed.gstins, fileName));
  });

  router.post('/businesses/:id/gst-hit', requireAccess('Business', 'process'), async (req, res) => {
    const raw = String(req.params.id);
    if (!/^\d{1,15}$/.test(raw)) throw refusal('BUSINESS_ID_UNKNOWN_QUOTED', { id: raw });
    try {
      const result = await gstHitForBusiness(ctx.db, adapter(), signedInCallOf(req), Number(raw));
      if (result.status === 'failed' && result.error_code === 'unavailable') {
        throw new HttpError(502, result.error ?? 'The GST service is not answering.', undefined, {
          log_id: result.log_id,
          error_code: 'unavailable',
        });
      }
      res.json(result);
    } catch (err) {
      throw err instanceof BusinessNotFoundError ? refusal('GST_BUSINESS_ID_UNKNOWN', { id: err.businessId }) : err;
    }
  });

  return router;
}
