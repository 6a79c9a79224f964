/**
 * "Claims against my businesses" (issue 21 §3): every case reported against a GSTIN the member proved
 * they control, once the reported business may see it (verified, or a notice went out), with what it
 * claims, where it stands, the reply window, an open dispute and an open settlement. A GSTIN the member
 * merely typed in, without proving control, shows nothing (issue 18 §1).
 */
import type { Knex } from 'knex';
import type { ClaimAgainstMe } from '../../contracts/memberDashboard';
import { controlledBusinesses } from '../businesses';
import { isCaseStatus, outstandingOf, statusLabel, OPEN_TO_DEFAULTER_SQL } from '../defaulterCases';

interface ClaimRow {
  id: string;
  status: string;
  due_amount: string;
  settled_amount: string;
  write_off_amount: string;
  created_at: Date;
  reply_window_ends_at: Date | null;
  accepted_by_defaulter_at: Date | null;
  business_id: string;
  business_name: string;
  business_gstin: string;
  reporter_name: string | null;
  dispute: { status: string; decide_by: string } | null;
  open_settlement_id: string | null;
}

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
const CLOSED = ['full_settled', 'rejected', 'removed', 'wrongly_reported'];

/** The member's claims, newest first; `openOnly` leaves out cases that are settled or withdrawn. */
export async function claimsAgainstMe(db: Knex, userId: number, opts: { openOnly?: boolean; limit?: number } = {}) {
  const rows: ClaimRow[] = await db('defaulter_cases as c')
    .join(
      controlledBusinesses(db, 'b').where('b.user_id', userId).select('b.id', 'b.gstin', 'b.trade_name').as('mine'),
      'mine.gstin',
      'c.defaulter_gstin',
    )
    .join('businesses as r', 'r.id', 'c.reporter_business_id')
    .whereRaw(OPEN_TO_DEFAULTER_SQL)
    .whereNot('c.reporter_user_id', userId)
    .modify((q) => {
      if (opts.openOnly) q.whereNotIn('c.status', CLOSED);
    })
    .orderBy([
      { column: 'c.created_at', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ])
    .limit(opts.limit ?? 200)
    .select(
      'c.id',
      'c.status',
      'c.due_amount',
      'c.settled_amount',
      'c.write_off_amount',
      'c.created_at',
      'c.reply_window_ends_at',
      'c.accepted_by_defaulter_at',
      'mine.id as business_id',
      'mine.trade_name as business_name',
      'mine.gstin as business_gstin',
      db.raw('coalesce(r.trade_name, r.legal_name) as reporter_name'),
      db.raw(
        `(SELECT json_build_object('status', d.status, 'decide_by', d.decide_by) FROM case_disputes d
           WHERE d.case_id = c.id ORDER BY d.opened_at DESC LIMIT 1) AS dispute`,
      ),
      db.raw(
        `(SELECT s.id FROM settlement_requests s WHERE s.case_id = c.id
           AND s.status IN ('initialised', 'inprogress', 'approved') ORDER BY s.id DESC LIMIT 1) AS open_settlement_id`,
      ),
    );
  const now = Date.now();
  return rows.map((r: ClaimRow): ClaimAgainstMe => ({
    case_id: Number(r.id),
    status: String(r.status),
    status_label: isCaseStatus(r.status) ? statusLabel(r.status) : String(r.status),
    business: { id: Number(r.business_id), name: String(r.business_name), gstin: String(r.business_gstin) },
    reporter_name: String(r.reporter_name ?? ''),
    due_amount: String(r.due_amount),
    outstanding: outstandingOf(r),
    reported_on: iso(r.created_at)!,
    reply_window_ends_at: r.reply_window_ends_at && r.reply_window_ends_at.getTime() > now ? iso(r.reply_window_ends_at) : null,
    accepted_at: iso(r.accepted_by_defaulter_at),
    dispute: r.dispute ? { status: String(r.dispute.status), decide_by: iso(r.dispute.decide_by)! } : null,
    open_settlement_id: r.open_settlement_id == null ? null : Number(r.open_settlement_id),
  }));
}
