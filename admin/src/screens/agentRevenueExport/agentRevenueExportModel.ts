/**
 * The agent-revenue export form as data: its default period (this IST month up to today), what is
 * wrong with a period, and the export address. Pure, so it is unit-tested. Server: GET
 * /api/admin/exports/agent-revenue.csv (api/src/exports), which checks the same rules.
 */
import { istPlainDate } from '@bakaya/api/validation';
import { API_URL } from '../../config';

/** Field → message for the form, empty when the period can be sent (shared with the revenue screen). */
export { periodProblems } from '../../format/pickerDates';

export interface ExportPeriod {
  from: string;
  to: string;
  agentId?: number | null;
}

export const EXPORT_URL = `${API_URL}/admin/exports/agent-revenue.csv`;

/** From the 1st of the current IST month to today. */
export function defaultPeriod(now = new Date()): ExportPeriod {
  const today = istPlainDate(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export function exportUrl(p: ExportPeriod): string {
  const q = new URLSearchParams({ from: p.from, to: p.to });
  if (p.agentId) q.set('agent_id', String(p.agentId));
  return `${EXPORT_URL}?${q}`;
}

/** The name asked for when the server sends none (it always does; spec §7 keeps a fallback). */
export const fallbackName = (p: ExportPeriod) => `agent-revenue_${p.from}_to_${p.to}.csv`;
