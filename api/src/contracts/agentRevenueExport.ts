/**
 * The agent-revenue export: GET /api/admin/exports/agent-revenue.csv?from=&to=&agent_id=
 * (Agent Revenue · download). Dates are IST calendar dates 'YYYY-MM-DD', both ends included; the
 * answer is a CSV (200) with these columns, or 204 when the period has no revenue. Each request
 * is recorded as an export_jobs row (Data exports list). Shared by the API and the admin.
 */

export const AGENT_REVENUE_CSV_COLUMNS = [
  'Date',
  'Agent ID',
  'Agent',
  'Agent mobile',
  'Order number',
  'Order purpose',
  'Customer',
  'Amount',
  'Commission',
] as const;

/** The export_jobs.resource of these exports (filter the Data exports list by it). */
export const AGENT_REVENUE_EXPORT_RESOURCE = 'agent-revenue';

export interface AgentRevenueExportQuery {
  from: string;
  to: string;
  agent_id?: number;
}
