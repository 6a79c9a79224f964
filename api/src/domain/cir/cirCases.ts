/**
 * The cases and settlements a credit report shows about a PAN (cirRules.shownInCir): one query for
 * the PAN's cases in the statuses a report can show (on the PAN expression index of
 * 20261129000300_cir_fact_indexes) with the reporter, the latest dispute and the day a fully settled
 * case was settled; one for the money each shown case settled, from its timeline (settled_delta).
 * MSMED Act interest is worked out case by case for the listed cases of micro and small reporters,
 * by the same rule as the case's interest page (caseInterestService) and the score's facts.
 */
import type { Knex } from 'knex';
import type { CirCaseView } from '../../contracts/cir';
import { fromPaise, istPlainDate, toPaise } from '../../validation';
import {
  bankRatesUpTo,
  caseInterestInput,
  INTEREST_CASE_COLUMNS,
  type InterestCaseRow,
  statusLabel,
  isListed,
  msmedInterestDue,
  type EnterpriseType,
} from '../defaulterCases';
import type { CaseStatus } from '../../contracts/caseTransitions';
import { CIR_CASE_STATUSES, daysFrom, reporterLabel, shownInCir } from './cirRules';

type Db = Knex | Knex.Transaction;

export interface CirCases {
  cases: CirCaseView[];
  settlements: Array<{ case_id: number; settled_on: string; amount: string; days_from_due: number | null }>;
  /** Paise, for the summary and the trends. */
  writtenOffPaise: number;
  /** MSMED Act interest due on the listed cases, in all (creditFacts's listed.msmedInterestPaise). */
  listedInterestPaise: number;
  trendCases: Array<{ reportedOn: string; duePaise: number }>;
  trendSettlements: Array<{ settledOn: string; amountPaise: number }>;
}

interface CaseRow extends InterestCaseRow {
  id: number;
  defaulter_gstin: string;
  status: string;
  created_at: Date;
  listed_from: Date | null;
  settled_at: Date | null;
  show_reporter_name: boolean;
  reporter_trade_name: string | null;
  reporter_gstin: string;
  enterprise_type: EnterpriseType | null;
  udyam_number: string | null;
  dispute_status: 'open' | 'upheld' | 'rejected' | null;
  dispute_statement: string | null;
  dispute_opened_at: Date | null;
  dispute_decided_at: Date | null;
}

const money = (v: unknown) => fromPaise(toPaise(String(v ?? '0')));
const iso = (v: Date | null) => (v ? new Date(v).toISOString() : null);

function casesOfPan(db: Db, pan: string) {
  return db('defaulter_cases as c')
    .join('businesses as r', 'r.id', 'c.reporter_business_id')
    .whereRaw('substr(c.defaulter_gstin, 3, 10) = ?', [pan])
    .whereIn('c.status', [...CIR_CASE_STATUSES])
    .select(
      'c.id',
      'c.defaulter_gstin',
      'c.status',
      ...INTEREST_CASE_COLUMNS.map((column) => `c.${column}`),
      'c.created_at',
      'c.listed_from',
      'c.show_reporter_name',
      'r.trade_name as reporter_trade_name',
      'r.gstin as reporter_gstin',
      'r.enterprise_type',
      'r.udyam_number',
      db.raw(`CASE WHEN c.status = 'full_settled' THEN coalesce(
        (SELECT max(e.created_at) FROM case_events e WHERE e.case_id = c.id AND e.to_status = 'full_settled'), c.updated_at) END AS settled_at`),
      db.raw(
        `d.status AS dispute_status, d.statement AS dispute_statement, d.opened_at AS dispute_opened_at, d.decided_at AS dispute_decided_at`,
      ),
    )
    .joinRaw(
      `LEFT JOIN LATERAL (SELECT x.status, x.statement, x.opened_at, x.decided_at FROM case_disputes x
        WHERE x.case_id = c.id ORDER BY x.opened_at DESC, x.id DESC LIMIT 1) d ON true`,
    )
    .orderBy([
      { column: 'c.created_at', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ]) as unknown as Promise<CaseRow[]>;
}

function disputeOf(row: CaseRow): CirCaseView['dispute'] {
  // An upheld dispute takes the case out of every report; only open and rejected ones are shown.
  if (!row.dispute_status || row.dispute_status === 'upheld' || !row.dispute_opened_at) return null;
  return {
    status: row.dispute_status,
    statement: row.dispute_statement ?? '',
    opened_on: istPlainDate(row.dispute_opened_at),
    decided_on: row.dispute_decided_at ? istPlainDate(row.dispute_decided_at) : null,
  };
}

/** The PAN's cases a member may see, newest first, with their settlements (newest first). */
export async function cirCasesOf(db: Db, pan: string, now: Date): Promise<CirCases> {
  const today = istPlainDate(now);
  const rows = (await casesOfPan(db, pan)).filter((r) => shownInCir(r, now));
  const needsRates = rows.some((r) => isListed(r, now) && (r.enterprise_type === 'micro' || r.enterprise_type === 'small'));
  const rates = needsRates ? await bankRatesUpTo(db, today) : [];

  let writtenOffPaise = 0;
  let listedInterestPaise = 0;
  const cases = rows.map((r): CirCaseView => {
    const duePaise = toPaise(r.due_amount);
    const settledPaise = toPaise(r.settled_amount);
    const writeOffPaise = toPaise(r.write_off_amount);
    writtenOffPaise += writeOffPaise;
    const listed = isListed(r, now);
    const interest =
      listed && r.udyam_number && (r.enterprise_type === 'micro' || r.enterprise_type === 'small')
        ? msmedInterestDue(caseInterestInput(r, { enterpriseType: r.enterprise_type, udyamNumber: r.udyam_number }, rates, today).input)
        : 0;
    listedInterestPaise += interest;
    return {
      id: Number(r.id),
      gstin: r.defaulter_gstin,
      reporter: reporterLabel({ showName: r.show_reporter_name, tradeName: r.reporter_trade_name, gstin: r.reporter_gstin }),
      status: r.status,
      status_label: statusLabel(r.status as CaseStatus),
      due_amount: money(r.due_amount),
      settled_amount: money(r.settled_amount),
      write_off_amount: money(r.write_off_amount),
      outstanding: fromPaise(Math.max(0, duePaise - settledPaise - writeOffPaise)),
      msmed_interest: fromPaise(interest),
      due_date: r.due_date ?? null,
      reported_on: istPlainDate(r.created_at),
      listed_from: r.status === 'disputed' ? null : iso(r.listed_from),
      dispute: disputeOf(r),
    };
  });

  const dueDates = new Map(cases.map((c) => [c.id, c.due_date]));
  const events = cases.length
    ? await db('case_events')
        .whereIn(
          'case_id',
          cases.map((c) => c.id),
        )
        .where('settled_delta', '>', 0)
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .select('case_id', 'created_at', 'settled_delta')
    : [];
  const settlements = events.map((e: { case_id: number; created_at: Date; settled_delta: string }) => {
    const settledOn = istPlainDate(e.created_at);
    const due = dueDates.get(Number(e.case_id)) ?? null;
    return {
      case_id: Number(e.case_id),
      settled_on: settledOn,
      amount: money(e.settled_delta),
      days_from_due: due ? daysFrom(due, settledOn) : null,
    };
  });

  return {
    cases,
    settlements,
    writtenOffPaise,
    listedInterestPaise,
    trendCases: cases.map((c) => ({ reportedOn: c.reported_on, duePaise: toPaise(c.due_amount) })),
    trendSettlements: settlements.map((s) => ({ settledOn: s.settled_on, amountPaise: toPaise(s.amount) })),
  };
}
