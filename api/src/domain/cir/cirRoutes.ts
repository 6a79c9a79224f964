/**
 * The credit information report (issue 11 §2; shapes in api/src/contracts/cir.ts). Thin: each route
 * hands the call to its service.
 *
 * GET  /cir/search?q=                  member → CirSearchHit[] (GSTIN, PAN or name; at most 20)
 * GET  /cir/quote?business_id=&gstin=  member → CirQuote
 * POST /cir/reports                    member { business_id, gstin, purpose } + Idempotency-Key → 201 CirReportView (a retry: 200)
 * POST /cir/checkout                   the same body and key → 201 PlacedOrder: pay the plan's fee through the gateway (a retry: 200)
 * GET  /cir/reports?page=              member → CirReportListItem[] (own, newest first)
 * GET  /cir/reports/:id                member (own) or staff (CIR → detailView) → CirReportView
 * GET  /cir/reports/:id/pdf?lang=en|hi the same readers → the report's PDF (from its snapshot)
 * GET  /cir/verify/:code               anyone → CirVerification
 * The §7 call POST /data/cir-data is in cirDataRoutes.ts.
 */
import { Router, type Request } from 'express';
import { requireSignIn } from '../../auth/authenticate';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { cirGenerateInput, type CirGenerateInput, type CirReportView } from '../../contracts/cir';
import { requireIdempotencyKey } from '../../http/idempotencyKey';
import { cirReportId, listCirReports, readCirReport, verifyCirReport } from './cirReadService';
import { CirGenerationFailed, generateCirReport } from './cirReportService';
import { cirQuote } from './cirPricing';
import { cirOrder } from './cirCheckoutService';
import { placeCheckout } from '../payments';
import { cirPdfLanguage, cirReportPdf } from './cirPdfService';
import { searchCir } from './cirSearchService';
import { contentDisposition } from '../../http/contentDisposition';
import { requireFullSession } from '../../auth/sessionKind';
import { DomainError, reason, zodFieldReasons } from '../errors';

/** A 400 whose message is the first problem (a bad GSTIN reads "Enter a valid 15-character GSTIN…"). */
export function parseCirInput(body: unknown): CirGenerateInput {
  const parsed = cirGenerateInput.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const reasons = zodFieldReasons(parsed.error);
  const first = Object.values(reasons)[0] ?? reason('FIX_FIELDS', {});
  throw new DomainError(first.code, first.params as never, { fields: reasons });
}

/** GET /api/cir/quote's query: the enquiry as a generate request would name it. */
const quoteInput = (query: Record<string, unknown>) =>
  parseCirInput({ business_id: query.business_id, gstin: query.gstin, purpose: 'other' });

/** Generates a report for the request (shared with the §7 call); a failure of ours is logged with its cause. */
export async function generateFromRequest(ctx: AppContext, req: Request): Promise<{ created: boolean; report: CirReportView }> {
  try {
    const call = signedInCallOf(req);
    const input = parseCirInput(req.body);
    return await generateCirReport(ctx.db, call, input, requireIdempotencyKey(req.get('Idempotency-Key'), 'report'));
  } catch (err) {
    if (err instanceof CirGenerationFailed) req.log?.error({ err: err.cause }, 'CIR generation failed; nothing charged');
    throw err;
  }
}

export function cirRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/cir/search', requireSignIn, async (req, res) => {
    res.json(await searchCir(ctx.db, req.query.q));
  });

  router.get('/cir/quote', requireSignIn, async (req, res) => {
    res.json(await cirQuote(ctx.db, signedInCallOf(req), quoteInput(req.query)));
  });

  router.post('/cir/reports', requireSignIn, requireFullSession, async (req, res) => {
    const { created, report } = await generateFromRequest(ctx, req);
    res.status(created ? 201 : 200).json(report);
  });

  router.post('/cir/checkout', requireSignIn, requireFullSession, async (req, res) => {
    const call = signedInCallOf(req);
    const order = cirOrder(parseCirInput(req.body), call);
    const { created, placed } = await placeCheckout(ctx, call, requireIdempotencyKey(req.get('idempotency-key'), 'order'), order);
    res.status(created ? 201 : 200).json(placed);
  });

  router.get('/cir/reports', requireSignIn, async (req, res) => {
    res.json(await listCirReports(ctx.db, signedInCallOf(req), req.query.page));
  });

  router.get('/cir/reports/:id', requireSignIn, async (req, res) => {
    res.json(await readCirReport(ctx.db, signedInCallOf(req), cirReportId(req.params.id)));
  });

  router.get('/cir/reports/:id/pdf', requireSignIn, async (req, res) => {
    const lang = cirPdfLanguage(req.query.lang);
    const { pdf, name } = await cirReportPdf(ctx.db, signedInCallOf(req), cirReportId(req.params.id), lang);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', contentDisposition('attachment', name));
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(pdf);
  });

  router.get('/cir/verify/:code', async (req, res) => {
    res.json(await verifyCirReport(ctx.db, req.params.code));
  });

  return router;
}
