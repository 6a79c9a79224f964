/**
 * MSMED Act interest on one defaulter case, as of a day (issue 10 §4): the case and its reporting
 * business read from the database, the rule applied by msmedInterest. Used by the case's interest
 * route and meant for the notice page and the CIR, which call caseInterest directly.
 *
 * - Principal: the case's outstanding due (due − settled − written off). Settlements are taken off as
 *   if paid before interest began, so the figure never overstates what the buyer owes.
 * - Acceptance date: `defaulter_cases.goods_accepted_on` when that column exists and is filled, else
 *   the case's due date. Agreed credit days: `defaulter_cases.agreed_credit_days` when present, else
 *   none (15 days). Both columns come with the reporting flow; the row is read whole so this service
 *   picks them up without a change.
 * - Rejected, removed and wrongly reported cases show no interest.
 */
import type { Knex } from 'knex';
import { type Principal, can } from '../../auth';
import type { CaseInterest } from '../../contracts/caseInterest';
import { refusal } from '../errors';
import { fromPaise, toPaise } from '../../validation';
import { interestReason, msmedInterest, type BankRate, type EnterpriseType, type MsmedInterestInput } from './msmedInterest';

const CLOSED_STATUSES = new Set(['rejected', 'removed', 'wrongly_reported']);

const money = (x: string | number | null | undefined) => toPaise(x ?? '0');

/** The RBI bank rates in force up to `asOf` ('YYYY-MM-DD'), oldest first, as msmedInterest reads them. */
export function bankRatesUpTo(db: Knex, asOf: string): Promise<BankRate[]> {
  return db('rbi_bank_rates')
    .where('effective_from', '<=', asOf)
    .orderBy('effective_from')
    .select(db.raw(`to_char(effective_from, 'YYYY-MM-DD') as effective_from`), db.raw('rate_percent::text as rate_percent'));
}

/** The defaulter_cases columns InterestCaseRow reads, for a query that selects them. */
export const INTEREST_CASE_COLUMNS = [
  'due_amount',
  'settled_amount',
  'write_off_amount',
  'due_date',
  'goods_accepted_on',
  'agreed_credit_days',
] as const;

/** The case columns the interest reads (a whole defaulter_cases row will do). */
export interface InterestCaseRow {
  due_amount: string;
  settled_amount: string;
  write_off_amount: string;
  due_date: string;
  goods_accepted_on?: string | null;
  agreed_credit_days?: number | null;
}

/** msmedInterest's input for a case (the choices in this file's header), and where the acceptance date came from. */
export function caseInterestInput(
  row: InterestCaseRow,
  supplier: MsmedInterestInput['supplier'],
  bankRates: readonly BankRate[],
  asOf: string,
): { input: MsmedInterestInput; acceptedFromColumn: boolean } {
  const accepted = row.goods_accepted_on;
  const acceptedFromColumn = typeof accepted === 'string' && accepted !== '';
  const agreed = row.agreed_credit_days;
  const outstanding = Math.max(0, money(row.due_amount) - money(row.settled_amount) - money(row.write_off_amount));
  return {
    acceptedFromColumn,
    input: {
      supplier,
      principal: outstanding,
      goodsAcceptedOn: acceptedFromColumn ? accepted : row.due_date,
      agreedCreditDays: agreed === null || agreed === undefined ? null : Number(agreed),
      asOf,
      bankRates,
    },
  };
}

/** The interest on case `caseId` as of `asOf` ('YYYY-MM-DD'); null when there is no such case. */
export async function caseInterest(db: Knex, caseId: number, asOf: string): Promise<CaseInterest | null> {
  const row = await db('defaulter_cases').where({ id: caseId }).first();
  if (!row) return null;
  const business = await db('businesses').where({ id: row.reporter_business_id }).first('id', 'enterprise_type', 'udyam_number');
  const bankRates = await bankRatesUpTo(db, asOf);
  const supplier = {
    enterpriseType: (business?.enterprise_type ?? null) as EnterpriseType | null,
    udyamNumber: (business?.udyam_number ?? null) as string | null,
  };
  const { input, acceptedFromColumn } = caseInterestInput(row, supplier, bankRates, asOf);
  const result = msmedInterest(input);
  const closed = CLOSED_STATUSES.has(row.status);
  const shown = closed
    ? { ...result, applicable: false, reason_code: 'case_closed' as const, reason: interestReason('case_closed') }
    : result;
  const kept = shown.applicable ? shown : { ...shown, from: null, to: null, segments: [], interest: 0, total: shown.outstanding };

  return {
    case_id: Number(row.id),
    applicable: kept.applicable,
    reason_code: kept.reason_code,
    reason: kept.reason,
    supplier: {
      business_id: Number(row.reporter_business_id),
      enterprise_type: supplier.enterpriseType,
      udyam_number: supplier.udyamNumber,
    },
    accepted_on: kept.accepted_on,
    accepted_on_source: acceptedFromColumn ? 'goods_accepted_on' : 'due_date',
    agreed_credit_days: kept.agreed_credit_days,
    credit_days: kept.credit_days,
    credit_days_capped: kept.credit_days_capped,
    due_by: kept.due_by,
    appointed_day: kept.appointed_day,
    as_of: kept.as_of,
    from: kept.from,
    to: kept.to,
    principal: fromPaise(kept.outstanding),
    segments: kept.segments.map((s) => ({ ...s, balance: fromPaise(s.balance), interest: fromPaise(s.interest) })),
    interest: fromPaise(kept.interest),
    total: fromPaise(kept.total),
  };
}

/**
 * The interest as a caller may see it: the case's reporter, or staff with Defaulter → detailView.
 * Another member's case answers 404 as if it did not exist; staff without the permission 403.
 */
export async function caseInterestFor(db: Knex, who: Principal, caseId: number, asOf: string): Promise<CaseInterest> {
  const missing = () => refusal('CASE_ID_UNKNOWN_QUOTED', { id: caseId });
  if (who.roleType === 'admin') {
    if (!can(who, 'Defaulter', 'detailView')) throw refusal('CASES_NOT_PERMITTED', {});
  } else {
    const own = await db('defaulter_cases').where({ id: caseId, reporter_user_id: who.userId }).first('id');
    if (!own) throw missing();
  }
  const answer = await caseInterest(db, caseId, asOf);
  if (!answer) throw missing();
  return answer;
}
