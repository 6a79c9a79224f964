/**
 * What the public verification of a credit report (GET /api/cir/verify/:code, the portal's
 * /cir-verify/:code) shows beyond name, GSTIN, score and date, so a PDF with cases removed or
 * figures changed no longer passes for genuine (issue 18 §11):
 *  - the key figures of the stored snapshot, exactly those the PDF prints in its summary (number of
 *    cases, cases by status, amounts outstanding / settled / written off, open disputes, reporters);
 *    nothing the holder of the PDF does not already read on it (no names, no enquiry list);
 *  - the report's fingerprint: the SHA-256 of the stored snapshot in canonical JSON (keys sorted at
 *    every depth, no spaces). The PDF prints it beside the verification code and the page shows it.
 *    It is the snapshot's hash, not the PDF file's: the PDF carries its own QR code and fingerprint,
 *    comes in English and Hindi and embeds font subsets, so its bytes cannot name themselves — but
 *    every PDF of a report is drawn from that one snapshot, and both languages print the same value.
 */
import crypto from 'node:crypto';
import type { CirReportSnapshot, CirVerifiedFigures } from '../../contracts/cir';

/** JSON with object keys sorted at every depth: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The report's fingerprint: SHA-256 (hex) of its snapshot's canonical JSON. */
export const cirSnapshotHash = (snapshot: CirReportSnapshot): string =>
  crypto.createHash('sha256').update(canonicalJson(snapshot)).digest('hex');

/** The figures of the PDF's summary, for the verification page. */
export function verifiedFigures(snapshot: CirReportSnapshot): CirVerifiedFigures {
  const sum = snapshot.summary;
  return {
    cases: snapshot.cases.length,
    cases_by_status: Object.fromEntries(Object.entries(sum.cases_by_status).filter(([, n]) => n > 0)),
    outstanding: sum.outstanding,
    settled: sum.settled,
    written_off: sum.written_off,
    open_disputes: sum.open_disputes,
    distinct_reporters: sum.distinct_reporters,
  };
}
