/**
 * Which defaulter cases may get a legal notice for an audience (buyer or supplier): the case is
 * verified or partly settled (a live, proven default), and it is not already in an open batch
 * (draft or processing) for the same audience. A case whose earlier batch was generated or failed
 * may be picked again. The picker lists them paged and filtered; batch creation re-checks the
 * chosen ids under row locks.
 */
import type { Knex } from 'knex';
import {
  ELIGIBLE_CASE_SORTS,
  NOTICE_AUDIENCES,
  NOTICE_CASE_STATUSES,
  OPEN_BATCH_STATUSES,
  type EligibleCase,
  type EligibleCaseSort,
  type NoticeFor,
} from '../../contracts/legalNoticeBatch';
import { escapeLike } from '../../engine/resourceService';
import { amount, parseFilterObject, parseSortOf, plainDate, searchText, stateCode, type ListSort } from '../reports';
import { toPaise } from '../../validation';
import { reason, refusal } from '../errors';

export interface EligibleFilters {
  q?: string;
  state?: string;
  min_amount?: string;
  max_amount?: string;
  due_from?: string;
  due_to?: string;
}

export function noticeFor(v: unknown): NoticeFor {
  if (!(NOTICE_AUDIENCES as readonly unknown[]).includes(v)) {
    throw refusal('NOTICE_FOR_UNKNOWN', {}, { notice_for: reason('NOTICE_FOR_UNKNOWN_FIELD', {}) });
  }
  return v as NoticeFor;
}

/** filter and sort of the picker's query string. Pure. */
export function parseEligibleParams(query: Record<string, unknown>): { filters: EligibleFilters; sort: ListSort<EligibleCaseSort> } {
  const raw = parseFilterObject(query.filter, ['q', 'state', 'min_amount', 'max_amount', 'due_from', 'due_to']);
  const f: EligibleFilters = {};
  if (raw.q !== undefined) f.q = searchText(raw.q) || undefined;
  if (raw.state !== undefined) f.state = stateCode(raw.state);
  if (raw.min_amount !== undefined) f.min_amount = amount(raw.min_amount, 'min_amount');
  if (raw.max_amount !== undefined) f.max_amount = amount(raw.max_amount, 'max_amount');
  if (raw.due_from !== undefined) f.due_from = plainDate(raw.due_from, 'due_from');
  if (raw.due_to !== undefined) f.due_to = plainDate(raw.due_to, 'due_to');
  if (f.min_amount && f.max_amount && toPaise(f.max_amount) < toPaise(f.min_amount)) {
    throw refusal('NOTICE_AMOUNTS_REVERSED', {}, { max_amount: reason('NOTICE_AMOUNTS_REVERSED_FIELD', {}) });
  }
  if (f.due_from && f.due_to && f.due_to < f.due_from) {
    throw refusal('NOTICE_DUE_DATES_REVERSED', {}, { due_to: reason('NOTICE_DUE_DATES_REVERSED_FIELD', {}) });
  }
  return { filters: f, sort: parseSortOf(query.sort, ELIGIBLE_CASE_SORTS, ['outstanding', 'DESC']) };
}

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const OUTSTANDING = '(c.due_amount - c.settled_amount)';

/** SQL true when case `c` is in an open batch for :notice_for. */
export const IN_OPEN_BATCH = `EXISTS (SELECT 1 FROM legal_notices n JOIN legal_notice_batches nb ON nb.id = n.batch_id
  WHERE n.case_id = c.id AND n.notice_for = :notice_for AND nb.status IN (${list(OPEN_BATCH_STATUSES)}))`;
export const NOTICE_STATUS_SQL = `c.status IN (${list(NOTICE_CASE_STATUSES)})`;

const ORDER_OF: Record<EligibleCaseSort, string> = {
  outstanding: OUTSTANDING,
  due_date: 'c.due_date',
  defaulter_name: 'c.defaulter_name',
  verified_on: 'c.verified_on',
  id: 'c.id',
};

type Row = EligibleCase & { total: number };

export async function eligibleCasesPage(
  db: Knex,
  audience: NoticeFor,
  p: ReturnType<typeof parseEligibleParams>,
  page: { offset: number; limit: number },
) {
  const f = p.filters;
  const where = [NOTICE_STATUS_SQL, `NOT ${IN_OPEN_BATCH}`];
  const bindings: Record<string, Knex.Value> = { notice_for: audience, limit: page.limit, offset: page.offset };
  if (f.q) {
    where.push('(c.defaulter_name ILIKE :pattern OR c.defaulter_gstin ILIKE :pattern)');
    bindings.pattern = `%${escapeLike(f.q)}%`;
  }
  if (f.state) {
    where.push('left(c.defaulter_gstin, 2) = :state');
    bindings.state = f.state;
  }
  if (f.min_amount) {
    where.push(`${OUTSTANDING} >= :min_amount`);
    bindings.min_amount = f.min_amount;
  }
  if (f.max_amount) {
    where.push(`${OUTSTANDING} <= :max_amount`);
    bindings.max_amount = f.max_amount;
  }
  if (f.due_from) {
    where.push('c.due_date >= :due_from');
    bindings.due_from = f.due_from;
  }
  if (f.due_to) {
    where.push('c.due_date <= :due_to');
    bindings.due_to = f.due_to;
  }
  const dir = p.sort.order;
  const { rows } = await db.raw(
    `
    SELECT c.id, c.defaulter_name, c.defaulter_gstin::text AS defaulter_gstin, left(c.defaulter_gstin, 2) AS state_code,
      b.trade_name AS reporter_business, c.status, c.due_amount::text AS due_amount, c.settled_amount::text AS settled_amount,
      ${OUTSTANDING}::numeric(14,2)::text AS outstanding, c.due_date, c.verified_on, count(*) OVER () AS total
    FROM defaulter_cases c JOIN businesses b ON b.id = c.reporter_business_id
    WHERE ${where.join(' AND ')}
    ORDER BY ${ORDER_OF[p.sort.field]} ${dir} NULLS LAST, c.id ${dir}
    LIMIT :limit OFFSET :offset`,
    bindings,
  );
  let total = (rows as Row[])[0]?.total ?? 0;
  if (!rows.length && page.offset > 0) {
    const { limit: _l, offset: _o, ...countBindings } = bindings;
    total = (await db.raw(`SELECT count(*)::int AS n FROM defaulter_cases c WHERE ${where.join(' AND ')}`, countBindings)).rows[0].n;
  }
  const cases: EligibleCase[] = (rows as Row[]).map(({ total: _t, verified_on, ...r }) => ({
    ...r,
    verified_on: verified_on ? new Date(verified_on).toISOString() : null,
  }));
  return { rows: cases, total: Number(total) };
}
