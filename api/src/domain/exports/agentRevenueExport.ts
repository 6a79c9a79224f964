/**
 * The agent-revenue export: which rows (an IST date range, optionally one agent), how far back
 * the requester may reach (export_day_settings: the admin's own setting, else their role's; no
 * setting, no limit), and the CSV row of each revenue entry.
 */
import type { Knex } from 'knex';
import type { Principal } from '../../auth';
import type { AgentRevenueExportQuery } from '../../contracts/agentRevenueExport';
import { ORDER_PURPOSES } from '../../registry/resources/billing';
import { plainDate } from '../reports';
import { istPlainDate, MS_PER_DAY, parseDateInput } from '../../validation';
import { reason, refusal } from '../errors';
import type { CsvCell } from './csvExport';

/** from/to (YYYY-MM-DD, IST days, both included) and agent_id of the query string. Pure. */
export function parseAgentRevenueQuery(q: Record<string, unknown>): AgentRevenueExportQuery {
  if (typeof q.from !== 'string' || !q.from.trim())
    throw refusal('EXPORT_START_MISSING', {}, { from: reason('EXPORT_START_MISSING_FIELD', {}) });
  if (typeof q.to !== 'string' || !q.to.trim()) throw refusal('EXPORT_END_MISSING', {}, { to: reason('EXPORT_END_MISSING_FIELD', {}) });
  const from = plainDate(q.from, 'from');
  const to = plainDate(q.to, 'to');
  if (to < from) throw refusal('EXPORT_END_BEFORE_START', {}, { to: reason('EXPORT_END_BEFORE_START_FIELD', {}) });
  const out: AgentRevenueExportQuery = { from, to };
  const agent = q.agent_id;
  if (agent !== undefined && agent !== '') {
    if (typeof agent !== 'string' || !/^\d{1,15}$/.test(agent) || Number(agent) < 1) {
      throw refusal('EXPORT_AGENT_ID', {}, { agent_id: reason('EXPORT_AGENT_ID_FIELD', {}) });
    }
    out.agent_id = Number(agent);
  }
  return out;
}

/** Days back the admin's exports may reach, or null when unlimited. */
export async function exportDaysLimit(db: Knex, who: Principal): Promise<number | null> {
  const rows = await db('export_day_settings').where({ user_id: who.userId }).orWhere({ role_id: who.roleId }).select('user_id', 'days');
  const own = rows.find((r) => r.user_id !== null);
  return (own ?? rows[0])?.days ?? null;
}

/** 403 when `from` lies further back than the admin's export-days setting allows. */
export function assertWithinExportDays(from: string, days: number | null, now = new Date()): void {
  if (days === null) return;
  const earliest = istPlainDate(new Date(parseDateInput(istPlainDate(now))!.getTime() - (days - 1) * MS_PER_DAY));
  if (from < earliest) {
    throw days === 1 ? refusal('EXPORT_REACH_ONE_DAY', { earliest }, ['from']) : refusal('EXPORT_REACH_DAYS', { days, earliest }, ['from']);
  }
}

export async function assertAgentExists(db: Knex, agentId: number | undefined): Promise<void> {
  if (agentId === undefined) return;
  if (!(await db('agents').where({ id: agentId }).first('id'))) throw refusal('EXPORT_AGENT_UNKNOWN', {}, ['agent_id']);
}

/** Instants bounding the IST days from..to (to included). */
function bounds(q: AgentRevenueExportQuery) {
  return { start: parseDateInput(q.from)!, end: new Date(parseDateInput(q.to)!.getTime() + MS_PER_DAY) };
}

export function agentRevenueSql(q: AgentRevenueExportQuery) {
  const { start, end } = bounds(q);
  const bindings: Record<string, Knex.Value> = { start, end };
  if (q.agent_id !== undefined) bindings.agent = q.agent_id;
  const sql = `
    SELECT to_char(ar.created_at AT TIME ZONE INTERVAL '+05:30', 'YYYY-MM-DD') AS day, a.id AS agent_id, a.name AS agent,
      a.mobile AS agent_mobile, o.order_number, o.purpose, u.name AS customer, ar.amount::text AS amount, ar.commission::text AS commission
    FROM agent_revenue ar
      JOIN agents a ON a.id = ar.agent_id
      JOIN orders o ON o.id = ar.order_id
      JOIN users u ON u.id = o.user_id
    WHERE ar.created_at >= :start AND ar.created_at < :end ${q.agent_id !== undefined ? 'AND ar.agent_id = :agent' : ''}
    ORDER BY ar.created_at, ar.id`;
  return { sql, bindings };
}

export interface AgentRevenueRow {
  day: string;
  agent_id: number;
  agent: string;
  agent_mobile: string;
  order_number: string;
  purpose: string;
  customer: string;
  amount: string;
  commission: string;
}

const purposeLabel = (id: string) => ORDER_PURPOSES.find((p) => p.id === id)?.name ?? id;

export const agentRevenueCells = (r: AgentRevenueRow): CsvCell[] => [
  r.day,
  r.agent_id,
  r.agent,
  r.agent_mobile,
  r.order_number,
  purposeLabel(r.purpose),
  r.customer,
  r.amount,
  r.commission,
];

export const agentRevenueFileName = (q: AgentRevenueExportQuery) =>
  `agent-revenue_${q.from}_to_${q.to}${q.agent_id !== undefined ? `_agent-${q.agent_id}` : ''}.csv`;
