/**
 * The listing rule (issue 10 §3): a case counts against the reported business — in credit reports
 * (CIR) and wherever cases are shown to anyone other than the reporter and staff — only when it is
 * verified or partly settled AND its reply window has passed (or the business accepted the claim):
 * `listed_from <= now`. A disputed case is neither (its status is `disputed`), so it does not count
 * until staff decide. One rule, two forms: a pure function and the same condition for Knex.
 */
import type { Knex } from 'knex';
import type { CaseStatus } from '../../contracts/caseTransitions';

/** Statuses in which a case can count against the business. */
export const LISTABLE_STATUSES: readonly CaseStatus[] = ['verified', 'partial_settled'];

export interface ListableCase {
  status: string;
  listed_from: Date | string | null;
}

export function isListed(c: ListableCase, now: Date = new Date()): boolean {
  if (!(LISTABLE_STATUSES as readonly string[]).includes(c.status)) return false;
  if (c.listed_from === null || c.listed_from === undefined) return false;
  const from = c.listed_from instanceof Date ? c.listed_from : new Date(c.listed_from);
  return !Number.isNaN(from.getTime()) && from.getTime() <= now.getTime();
}

/**
 * Limits a query on defaulter_cases (optionally aliased) to listed cases:
 * `db('defaulter_cases as c').modify(whereListed, 'c')`.
 */
export function whereListed(qb: Knex.QueryBuilder, alias = 'defaulter_cases', now?: Date): void {
  qb.whereIn(`${alias}.status`, LISTABLE_STATUSES as CaseStatus[])
    .whereNotNull(`${alias}.listed_from`)
    .where(`${alias}.listed_from`, '<=', now ?? qb.client.raw('now()'));
}

/** The same condition as SQL text for hand-written queries (`alias` is trusted code, not input). */
export function listedSql(alias = 'c'): string {
  return `(${alias}.status IN (${LISTABLE_STATUSES.map((s) => `'${s}'`).join(', ')}) AND ${alias}.listed_from <= now())`;
}

/**
 * Whether the reported business may see the case yet (issue 10 §5): staff verified it, or a notice was
 * sent. Before that a report is the reporter's and staff's alone. Settlements and the member's claims
 * list use it; the SQL form is over a case aliased `c`.
 */
export const openToDefaulter = (c: { verified_on?: unknown; notice_sent_at?: unknown }) =>
  c.verified_on != null || c.notice_sent_at != null;
export const OPEN_TO_DEFAULTER_SQL = '(c.verified_on IS NOT NULL OR c.notice_sent_at IS NOT NULL)';
