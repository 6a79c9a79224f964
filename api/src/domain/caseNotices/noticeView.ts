/**
 * What the reported business sees through its notice link (GET /api/notices/:token): the claim — who
 * reports it, against whom, the invoices, amounts due, settled and outstanding, the status and the
 * reply window — its dispute and outcome, a short timeline, and the evidence through short-lived
 * signed links (caseEvidence, viewer 'reported'). Every view is counted and audited.
 */
import type { Knex } from 'knex';
import type { CallContext } from '../../callContext';
import { recordAction } from '../../audit/recordAction';
import { caseEvidence } from '../evidence';
import { caseInterest, statusLabel, isListed } from '../defaulterCases';
import { istPlainDate } from '../../validation/dates';
import { fromPaise, toPaise } from '../../validation';
import type { NoticeClaim, NoticeInvoice } from '../../contracts/caseNotices';

const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null);
const dateOnly = (d: unknown) => (d ? (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10)) : null);

async function invoicesOf(db: Knex, c: Record<string, unknown>): Promise<NoticeInvoice[]> {
  // The reporting work (issue 10 §1) adds case_invoices; until then the case's own invoice fields.
  if (await db.schema.hasTable('case_invoices')) {
    const rows = await db('case_invoices').where({ case_id: c.id }).orderBy('id');
    if (rows.length)
      return rows.map((r) => ({
        invoice_number: r.invoice_number ?? null,
        invoice_date: dateOnly(r.invoice_date),
        due_date: dateOnly(r.due_date),
        amount: r.amount ?? r.invoice_amount ?? null,
      }));
  }
  return [
    {
      invoice_number: (c.invoice_number as string) ?? null,
      invoice_date: null,
      due_date: dateOnly(c.due_date),
      amount: c.due_amount as string,
    },
  ];
}

export async function noticeClaim(
  db: Knex,
  call: CallContext,
  notice: { id: number; caseId: number },
  now = new Date(),
): Promise<NoticeClaim> {
  const c = await db('defaulter_cases as c')
    .join('businesses as rb', 'rb.id', 'c.reporter_business_id')
    .where('c.id', notice.caseId)
    .first('c.*', 'rb.trade_name as reporter_name', 'rb.gstin as reporter_gstin');
  const dispute = await db('case_disputes').where({ case_id: notice.caseId }).orderBy('id', 'desc').first();
  const events = await db('case_events')
    .where({ case_id: notice.caseId })
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  const due = toPaise(c.due_amount);
  const settled = toPaise(c.settled_amount);
  const writtenOff = toPaise(c.write_off_amount);
  const open = c.status === 'verified' || c.status === 'partial_settled';
  const evidence = await caseEvidence(db, notice.caseId, { kind: 'reported', noticeId: notice.id }, now);
  // The MSMED Act interest as of today in India (the same card the reporter sees).
  const interest = await caseInterest(db, notice.caseId, istPlainDate(now));

  await db('case_notices')
    .where({ id: notice.id })
    .update({ last_viewed_at: now, view_count: db.raw('view_count + 1') });
  await recordAction(db, call, { resource: 'case-notices', recordId: notice.id, action: 'view', after: { case_id: notice.caseId } });

  return {
    case_id: Number(c.id),
    reporter: { name: c.reporter_name, gstin: c.reporter_gstin },
    defaulter: { name: c.defaulter_name, gstin: c.defaulter_gstin },
    invoices: await invoicesOf(db, c),
    amounts: {
      due: fromPaise(due),
      settled: fromPaise(settled),
      written_off: fromPaise(writtenOff),
      outstanding: fromPaise(Math.max(0, due - settled - writtenOff)),
    },
    status: c.status,
    status_label: statusLabel(c.status),
    notice_sent_at: iso(c.notice_sent_at),
    reply_window_ends_at: iso(c.reply_window_ends_at),
    reply_window_open: !!c.reply_window_ends_at && new Date(c.reply_window_ends_at).getTime() > now.getTime(),
    accepted_at: iso(c.accepted_by_defaulter_at),
    listed: isListed(c, now),
    can_accept: open && !c.accepted_by_defaulter_at,
    can_dispute: open,
    dispute: dispute
      ? {
          status: dispute.status,
          statement: dispute.statement,
          opened_at: iso(dispute.opened_at)!,
          decide_by: iso(dispute.decide_by)!,
          decided_at: iso(dispute.decided_at),
          decision_note: dispute.decision_note ?? null,
          outcome_status:
            dispute.status === 'upheld' ? dispute.upheld_status : dispute.status === 'rejected' ? dispute.previous_status : null,
        }
      : null,
    // Staff's internal notes on ordinary status changes stay internal; steps about the notice and the dispute show their note.
    timeline: events.map((e) => ({
      at: iso(e.created_at)!,
      kind: e.event_kind,
      status: e.to_status,
      status_label: statusLabel(e.to_status),
      by: e.actor_kind ?? null,
      note: e.event_kind !== 'transition' || e.to_status === 'disputed' || e.from_status === 'disputed' ? e.note : null,
    })),
    evidence,
    interest,
  };
}
