/**
 * Invoices and credit notes as documents (issue 9 §3). Thin: the rules are in invoicePdfService.
 *
 * GET /api/my-invoices                      → MemberInvoice[] (the signed-in member's issued invoices, newest first)
 * GET /api/invoices/:id/pdf?lang=en|hi      → application/pdf, attachment 'BKY-26-27-000123.pdf'
 * GET /api/credit-notes/:id/pdf?lang=en|hi  → application/pdf, attachment 'CN-26-27-000012.pdf'
 * POST /api/admin/invoices/:id/resend      → { message, channel, sentTo } (staff with Invoices → process; once a minute)
 *
 * A PDF is for the member it belongs to, or staff with Invoices → detailView (other staff: 403).
 * Another member's, an unknown or a not-issued document: 404. A malformed id or lang: 400. No token: 401.
 */
import { Router, type Response } from 'express';
import { requireAccess } from '../../auth/authenticate';
import { signedInCallOf } from '../../callContext';
import { idOf } from '../../engine/requestCall';
import { resendInvoice } from './invoiceResendService';
import type { AppContext } from '../../context';
import { contentDisposition } from '../../http/contentDisposition';
import { creditNotePdf, documentId, invoicePdf, memberInvoices, pdfLanguage, type PdfDocumentAnswer } from './invoicePdfService';

function sendPdf(res: Response, { fileName, pdf }: PdfDocumentAnswer) {
  res.status(200);
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Length', String(pdf.length));
  res.setHeader('Content-Disposition', contentDisposition('attachment', fileName));
  res.setHeader('Download-Filename', encodeURIComponent(fileName));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(pdf);
}

export function invoiceRoutes(ctx: AppContext) {
  const router = Router();

  router.post('/admin/invoices/:id/resend', requireAccess('Invoices', 'process'), async (req, res) => {
    res.json(await resendInvoice(ctx.db, ctx.messaging, signedInCallOf(req), idOf(req)));
  });

  router.get('/my-invoices', async (req, res) => {
    const call = signedInCallOf(req);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await memberInvoices(ctx.db, call.who.userId));
  });

  router.get('/invoices/:id/pdf', async (req, res) => {
    const call = signedInCallOf(req);
    const id = documentId(req.params.id, 'invoice');
    sendPdf(res, await invoicePdf(ctx.db, ctx.orderDeliveries, call.who, id, pdfLanguage(req.query.lang)));
  });

  router.get('/credit-notes/:id/pdf', async (req, res) => {
    const call = signedInCallOf(req);
    const id = documentId(req.params.id, 'credit note');
    sendPdf(res, await creditNotePdf(ctx.db, ctx.orderDeliveries, call.who, id, pdfLanguage(req.query.lang)));
  });

  return router;
}
