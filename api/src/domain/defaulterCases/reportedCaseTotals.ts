/**
 * The member dashboard's "Reported defaulters" tile (issue 21 §2): the cases a member reported, by
 * status, with what they claimed, what was settled and what is still outstanding. One grouped query;
 * sums in numeric, answered as decimal strings. A case rejected, removed or found wrongly reported is
 * counted by its status but claims nothing: its amount is not owed to the member on our record.
 */
import type { Knex } from 'knex';
import type { ReportedCaseTotals } from '../../contracts/memberDashboard';
import { fromPaise, toPaise } from '../../validation/money';
import { isCaseStatus, statusLabel } from './caseStateMachine';

/** Statuses whose amounts no longer stand. */
const WITHDRAWN = ['rejected', 'removed', 'wrongly_reported'];

export async function reportedCaseTotals(db: Knex, userId: number): Promise<ReportedCaseTotals> {
  const rows: Array<{ status: string; count: number; due: string; settled: string; outstanding: string }> = await db('defaulter_cases')
    .where({ reporter_user_id: userId })
    .groupBy('status')
    .orderBy('status')
    .select(
      'status',
      db.raw('count(*)::int AS count'),
      db.raw('sum(due_amount)::text AS due'),
      db.raw('sum(settled_amount)::text AS settled'),
      db.raw('sum(greatest(0, due_amount - settled_amount - write_off_amount))::text AS outstanding'),
    );
  const live = rows.filter((r) => !WITHDRAWN.includes(r.status));
  const total = (pick: (r: (typeof rows)[number]) => string) => fromPaise(live.reduce((n, r) => n + toPaise(pick(r)), 0));
  return {
    total: rows.reduce((n, r) => n + r.count, 0),
    by_status: rows.map((r) => ({ status: r.status, label: isCaseStatus(r.status) ? statusLabel(r.status) : r.status, count: r.count })),
    due: total((r) => r.due),
    settled: total((r) => r.settled),
    outstanding: total((r) => r.outstanding),
  };
}

/** The member's reports that staff sent back for more documents, oldest first (they have waited longest). */
export async function casesNeedingDocuments(db: Knex, userId: number, limit = 5) {
  const rows = await db('defaulter_cases')
    .where({ reporter_user_id: userId, status: 'more_details_required' })
    .orderBy('updated_at')
    .limit(limit)
    .select('id', 'defaulter_name');
  return rows.map((r) => ({ id: Number(r.id), defaulter_name: String(r.defaulter_name) }));
}
