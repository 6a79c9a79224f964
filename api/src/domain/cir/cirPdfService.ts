/**
 * GET /api/cir/reports/:id/pdf?lang=en|hi — the report's PDF, drawn from its stored snapshot (so it
 * always shows what was true when it was generated), for whoever may read the report. Its QR code
 * and link open the portal's verification page for the report's code.
 */
import type { Knex } from 'knex';
import type { SignedInCall } from '../../callContext';
import { env } from '../../config/env';
import { reason, refusal } from '../errors';
import { renderCirPdf } from './cirPdf';
import { readCirReport } from './cirReadService';

export type CirPdfLanguage = 'en' | 'hi';

export function cirPdfLanguage(raw: unknown): CirPdfLanguage {
  if (raw === undefined || raw === 'en') return 'en';
  if (raw === 'hi') return 'hi';
  throw refusal('CIR_PDF_LANGUAGE', {}, { lang: reason('CIR_PDF_LANGUAGE_FIELD', {}) });
}

/** Where the PDF's QR code points: the portal page that tells whether a report is genuine. */
export const cirVerifyUrl = (code: string) => `${env.publicOrigin}/cir-verify/${encodeURIComponent(code)}`;

export async function cirReportPdf(db: Knex, call: SignedInCall, id: number, lang: CirPdfLanguage) {
  const report = await readCirReport(db, call, id);
  if (report.status !== 'generated') throw refusal('CIR_NOT_GENERATED_NO_PDF', {});
  const pdf = await renderCirPdf(report.snapshot, {
    lang,
    reportId: report.id,
    verifyUrl: cirVerifyUrl(report.snapshot.verification_code),
    brand: env.brand,
  });
  return { pdf, name: `credit-report-${report.snapshot.subject.gstin}-${report.id}-${lang}.pdf` };
}
