/**
 * The reporter's own view of their cases (issue 10 §1): the list, one case with its invoices,
 * documents, timeline and amounts, and resubmitting a case that needed more documents. A case the
 * caller did not report answers 404, exactly as one that does not exist.
 */
import type { Knex } from 'knex';
import type { SignedInCall } from '../../callContext';
import type { MemberCaseDetail, MemberCaseListItem } from '../../contracts/reportDefaulter';
import { CASE_FLOW_MESSAGES } from '../../contracts/caseFlowMessages';
import { refusal } from '../errors';
import { fromPaise, toPaise } from '../../validation/money';
import { isCaseStatus, statusLabel } from './caseStateMachine';
import { transitionCase } from './caseTransitions';
import type { CaseTransitionEffects } from './caseTransitionEffects';
import { aggregateRow } from '../../db/aggregateRow';

const label = (s: unknown) => (isCaseStatus(s) ? statusLabel(s) : String(s));
const plainDate = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : d == null ? null : String(d).slice(0, 10));
const iso = (d: unknown) => (d == null ? null : new Date(d as string).toISOString());

/** Due − settled − written off, never below zero. */
export function outstandingOf(row: { due_amount: string; settled_amount: string; write_off_amount: string }): string {
  return fromPaise(Math.max(0, toPaise(row.due_amount) - toPaise(row.settled_amount) - toPaise(row.write_off_amount)));
}

export interface MemberCaseQuery {
  page: number;
  perPage: number;
  status: string | null;
}

export function memberCaseQuery(q: Record<string, unknown>): MemberCaseQuery {
  const page = Number(q.page ?? 1);
  const perPage = Number(q.per_page ?? 20);
  const status = q.status == null || q.status === '' || q.status === 'all' ? null : String(q.status);
  const errors: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 1 || page > 10_000) errors.page = CASE_FLOW_MESSAGES.listPage;
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) errors.per_page = CASE_FLOW_MESSAGES.listPerPage;
  if (status !== null && !isCaseStatus(status)) errors.status = CASE_FLOW_MESSAGES.listStatus;
  if (Object.keys(errors).length > 0) throw refusal('LIST_FILTERS', {}, errors);
  return { page, perPage, status };
}

export async function listMemberCases(db: Knex, call: SignedInCall, query: MemberCaseQuery) {
  const base = db('defaulter_cases as c')
    .where('c.reporter_user_id', call.who.userId)
    .modify((q) => {
      if (query.status) q.where('c.status', query.status);
    });
  const { total } = aggregateRow(await base.clone().count<{ total: string }[]>({ total: '*' }));
  const rows = await base
    .clone()
    .join('businesses as b', 'b.id', 'c.reporter_business_id')
    .orderBy([
      { column: 'c.created_at', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ])
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .select(
      'c.id',
      'c.defaulter_name',
      'c.defaulter_gstin',
      'b.trade_name as reporter_business_name',
      'c.status',
      'c.due_amount',
      'c.settled_amount',
      'c.write_off_amount',
      'c.due_date',
      'c.created_at',
    );
  const data: MemberCaseListItem[] = rows.map((r: Record<string, string>) => ({
    id: Number(r.id),
    defaulter_name: r.defaulter_name,
    defaulter_gstin: r.defaulter_gstin,
    reporter_business_name: r.reporter_business_name,
    status: r.status,
    status_label: label(r.status),
    due_amount: r.due_amount,
    outstanding: outstandingOf(r as { due_amount: string; settled_amount: string; write_off_amount: string }),
    due_date: plainDate(r.due_date)!,
    created_at: iso(r.created_at)!,
  }));
  return { data, total: Number(total), page: query.page, per_page: query.perPage };
}

async function ownCase(db: Knex | Knex.Transaction, call: SignedInCall, caseId: number) {
  const row = await db('defaulter_cases').where({ id: caseId, reporter_user_id: call.who.userId }).first();
  if (!row) throw refusal('CASE_NOT_REPORTED', {});
  return row;
}

export async function memberCaseDetail(db: Knex, call: SignedInCall, caseId: number): Promise<MemberCaseDetail> {
  const c = await ownCase(db, call, caseId);
  const [business, invoices, documents, events] = await Promise.all([
    db('businesses').where({ id: c.reporter_business_id }).first('id', 'trade_name', 'gstin'),
    db('case_invoices')
      .where({ case_id: caseId })
      .orderBy(['position', 'id'])
      .select('id', 'invoice_number', 'invoice_date', 'amount', 'due_date'),
    db('case_documents')
      .where({ case_id: caseId })
      .orderBy('id')
      .select('id', 'doc_type', 'original_name', 'mime_type', 'size_bytes', 'sha256', 'udin', 'created_at'),
    db('case_events as e')
      .leftJoin('users as u', 'u.id', 'e.actor_user_id')
      .where('e.case_id', caseId)
      .orderBy([
        { column: 'e.created_at', order: 'asc' },
        { column: 'e.id', order: 'asc' },
      ])
      .select('e.id', 'e.from_status', 'e.to_status', 'e.note', 'e.created_at', 'u.name as actor_name', 'u.account_type as actor_type'),
  ]);
  return {
    id: Number(c.id),
    status: c.status,
    status_label: label(c.status),
    source: c.source,
    reporter: { business_id: Number(business.id), name: business.trade_name, gstin: business.gstin },
    defaulter: { name: c.defaulter_name, gstin: c.defaulter_gstin },
    amounts: {
      invoice_total: c.invoice_total,
      advance_paid: c.advance_paid,
      due: c.due_amount,
      settled: c.settled_amount,
      written_off: c.write_off_amount,
      outstanding: outstandingOf(c),
    },
    dates: {
      due_date: plainDate(c.due_date)!,
      goods_accepted_on: plainDate(c.goods_accepted_on),
      reported_at: iso(c.created_at)!,
      verified_on: iso(c.verified_on),
      terms_accepted_at: iso(c.terms_accepted_at),
    },
    agreed_credit_days: c.agreed_credit_days == null ? null : Number(c.agreed_credit_days),
    remarks: c.remarks ?? null,
    invoices: invoices.map((i) => ({
      id: Number(i.id),
      invoice_number: i.invoice_number,
      invoice_date: plainDate(i.invoice_date)!,
      amount: i.amount,
      due_date: plainDate(i.due_date)!,
    })),
    documents: documents.map((d) => ({
      id: Number(d.id),
      doc_type: d.doc_type,
      original_name: d.original_name,
      mime_type: d.mime_type,
      size_bytes: Number(d.size_bytes),
      sha256: d.sha256 ?? null,
      udin: d.udin ?? null,
      created_at: iso(d.created_at)!,
    })),
    timeline: events.map((e) => ({
      id: Number(e.id),
      from: e.from_status ?? null,
      to: e.to_status,
      from_label: e.from_status ? label(e.from_status) : null,
      to_label: label(e.to_status),
      note: e.note ?? null,
      // Staff are named by role, not by person: a member sees "Bakaya team", never a colleague's name.
      actor_name: e.actor_type === 'admin' ? null : (e.actor_name ?? null),
      actor_is_staff: e.actor_type === 'admin',
      at: iso(e.created_at)!,
    })),
    member_actions: c.status === 'more_details_required' ? ['upload_documents', 'resubmit'] : [],
  };
}

/** more_details_required → processing, by the reporter, through the one state machine. */
export async function resubmitMemberCase(db: Knex, call: SignedInCall, caseId: number, note: string, effects: CaseTransitionEffects) {
  const c = await ownCase(db, call, caseId);
  if (c.status !== 'more_details_required') throw refusal('ONLY_MORE_DOCUMENTS', {}, ['status']);
  await transitionCase(db, call, caseId, { to: 'processing', note: `Resubmitted by the reporter: ${note}` }, { effects });
  return memberCaseDetail(db, call, caseId);
}
