/**
 * Bulk and single GST hits (spec §2 Settings → gst/hit; §6: needs Business → process) as data:
 * the pasted list and the results table rows. Pure, so it is unit-tested.
 * Server: POST /api/businesses/gst-hit/bulk and /api/businesses/:id/gst-hit (api/src/gst); its
 * answers and limit are in @bakaya/api/contracts.
 */
import { MAX_BULK_GSTINS, type BulkGstHitSummary, type GstHitResult } from '@bakaya/api/contracts';
import { isGstin, normaliseGstin } from '@bakaya/api/validation';

export interface PastedList {
  /** Distinct entries, upper-cased, in the order given. */
  gstins: string[];
  duplicates: number;
  /** Entries that are not valid GSTINs (they are still sent: the server reports them as failed rows). */
  invalid: string[];
}

/** GSTINs pasted one per line (commas, semicolons, spaces and tabs separate entries too). */
export function parseGstinList(text: string): PastedList {
  const entries = text
    .split(/[\s,;]+/)
    .map(normaliseGstin)
    .filter((e) => e !== '');
  const gstins = [...new Set(entries)];
  return { gstins, duplicates: entries.length - gstins.length, invalid: gstins.filter((g) => !isGstin(g)) };
}

/** Why the pasted list cannot be sent, or null. */
export function listProblem(list: PastedList): string | null {
  if (!list.gstins.length) return 'Paste at least one GSTIN, one per line, or choose a CSV file.';
  if (list.gstins.length > MAX_BULK_GSTINS)
    return `At most ${MAX_BULK_GSTINS.toLocaleString('en-IN')} GSTINs at a time; this list has ${list.gstins.length.toLocaleString('en-IN')}.`;
  return null;
}

export type Outcome = 'verified' | 'inactive' | 'failed';

export interface ResultRow {
  gstin: string;
  outcome: Outcome;
  /** 'Active', 'Cancelled', 'Not found', 'Invalid GSTIN'… */
  statusLabel: string;
  /** The legal name (and trade name) when found, else the error. */
  detail: string;
  businessId: number | null;
}

const ERROR_LABELS: Record<string, string> = {
  invalid_gstin: 'Invalid GSTIN',
  not_found: 'Not found',
  unavailable: 'Service unavailable',
};

export function outcomeOf(r: GstHitResult): Outcome {
  if (r.status === 'failed') return 'failed';
  return r.verified ? 'verified' : 'inactive';
}

export function resultRow(r: GstHitResult): ResultRow {
  const outcome = outcomeOf(r);
  const found = r.result;
  const names = found
    ? found.trade_name && found.trade_name !== found.legal_name
      ? `${found.legal_name} (${found.trade_name})`
      : found.legal_name
    : '';
  return {
    gstin: r.gstin,
    outcome,
    statusLabel: found ? found.status : (ERROR_LABELS[r.error_code ?? ''] ?? 'Failed'),
    detail: outcome === 'failed' ? (r.error ?? 'The look-up failed.') : names,
    businessId: r.business_id,
  };
}

/** '12 GSTINs looked up: 10 found, 2 failed. 1 repeated entry was looked up once.' */
export function summaryText(s: Pick<BulkGstHitSummary, 'total' | 'success' | 'failed' | 'duplicates'>): string {
  const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
  let text = `${plural(s.total, 'GSTIN', 'GSTINs')} looked up: ${s.success.toLocaleString('en-IN')} found, ${s.failed.toLocaleString('en-IN')} failed.`;
  if (s.duplicates > 0) text += ` ${plural(s.duplicates, 'repeated entry was', 'repeated entries were')} looked up once.`;
  return text;
}

/** Results needing attention first (failed, then inactive), otherwise in the order sent. */
export function sortResults(rows: readonly ResultRow[]): ResultRow[] {
  const rank: Record<Outcome, number> = { failed: 0, inactive: 1, verified: 2 };
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => rank[a.r.outcome] - rank[b.r.outcome] || a.i - b.i)
    .map(({ r }) => r);
}
