/**
 * What the database holds about a business, as the CIR score reads it (scoreModel.ts: CreditFacts):
 * the GSTIN asked about and every other GSTIN of its PAN (GSTIN characters 3–12), since the PAN is
 * the legal entity that pays or does not. A handful of aggregates, each on an index
 * (migrations/20261129000300_cir_fact_indexes.ts) and all read in ONE statement (a CTE each), so a
 * report stays fast with a million cases:
 *
 *  1. listed cases (the listing rule's Knex form, defaulterCases/listing.ts): count, outstanding
 *     (due − settled − written off), distinct reporters, the oldest due date;
 *  2. every other case of the PAN: fully settled cases that had counted (listed on or before the day
 *     they were settled; the day is the timeline's full_settled event), how fast and how much, and
 *     cases under an open dispute (status `disputed`);
 *  3. listed cases of micro and small reporters with a Udyam number: their MSMED Act interest, worked
 *     out case by case by the same rule as the case's interest page (caseInterestService);
 *  4. the PAN's registered businesses, then 5. the credit purchases suppliers recorded against them
 *     with a live consent (as the transaction screens count consent): paid on or before the due date,
 *     paid after it, or unpaid and overdue. No payment date is kept, so a fully paid transaction
 *     counts as paid on the IST day of its last change — after consent only a payment changes it;
 *  6. the GST registration date from the GST portal's answers kept in gst_hit_logs: the earliest of
 *     the PAN's GSTINs (a business's age is its oldest registration), unknown when never looked up.
 */
import type { Knex } from 'knex';
import { isGstin, istPlainDate, normaliseGstin, toPaise } from '../../validation';
import {
  bankRatesUpTo,
  caseInterestInput,
  INTEREST_CASE_COLUMNS,
  type InterestCaseRow,
  whereListed,
  msmedInterestDue,
  type EnterpriseType,
} from '../defaulterCases';
import { refusal } from '../errors';
import { SETTLED_PROMPTLY_DAYS, type CreditFacts } from './scoreModel';

/** The facts with what they are about. */
export interface GstinCreditFacts extends CreditFacts {
  /** The GSTIN asked about (normalised) and its PAN. */
  gstin: string;
  pan: string;
  /** Every GSTIN of the PAN found in cases or businesses, the one asked about included; sorted. */
  gstins: string[];
  /** The IST day the facts are as of ('YYYY-MM-DD'). */
  asOf: string;
}

const CASE_PAN = 'substr(c.defaulter_gstin, 3, 10) = ?';
const IST_DAY = (column: string) => `(${column} AT TIME ZONE 'Asia/Kolkata')::date`;

const paise = (v: unknown) => toPaise(String(v ?? '0'));
const count = (v: unknown) => Number(v ?? 0);
const maybeDays = (v: unknown) => (v === null || v === undefined ? null : Math.max(0, Number(v)));
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function listedCases(db: Knex, pan: string, now: Date, today: string) {
  return db('defaulter_cases as c')
    .modify(whereListed, 'c', now)
    .whereRaw(CASE_PAN, [pan])
    .first(
      db.raw('count(*) AS cases'),
      db.raw('coalesce(sum(greatest(c.due_amount - c.settled_amount - c.write_off_amount, 0)), 0)::text AS outstanding'),
      db.raw('coalesce(sum(c.settled_amount), 0)::text AS settled'),
      db.raw('coalesce(sum(c.due_amount), 0)::text AS due'),
      db.raw('coalesce(array_agg(DISTINCT c.reporter_business_id), ARRAY[]::bigint[]) AS reporters'),
      db.raw('max(?::date - c.due_date) AS oldest', [today]),
    );
}

function otherCases(db: Knex, pan: string, now: Date, today: string) {
  const settledAt = `CASE WHEN c.status = 'full_settled' THEN coalesce(
      (SELECT max(e.created_at) FROM case_events e WHERE e.case_id = c.id AND e.to_status = 'full_settled'), c.updated_at) END`;
  const cases = db('defaulter_cases as c')
    .whereRaw(CASE_PAN, [pan])
    .select(
      'c.status',
      'c.defaulter_gstin',
      'c.due_amount',
      'c.settled_amount',
      'c.due_date',
      'c.listed_from',
      db.raw(`${settledAt} AS settled_at`),
    );
  const counted = `x.status = 'full_settled' AND x.listed_from <= x.settled_at AND x.settled_at <= ?`;
  const toSettle = `greatest(${IST_DAY('x.settled_at')} - x.due_date, 0)`;
  return db
    .from(cases.as('x'))
    .first(
      db.raw(`count(*) FILTER (WHERE x.status = 'disputed') AS open_disputes`),
      db.raw(`count(*) FILTER (WHERE ${counted}) AS cases`, [now]),
      db.raw(`count(*) FILTER (WHERE ${counted} AND ${toSettle} <= ?) AS prompt`, [now, SETTLED_PROMPTLY_DAYS]),
      db.raw(`round(avg(${toSettle}) FILTER (WHERE ${counted})) AS average_days`, [now]),
      db.raw(`min(?::date - ${IST_DAY('x.settled_at')}) FILTER (WHERE ${counted}) AS days_since_latest`, [today, now]),
      db.raw(`coalesce(sum(x.settled_amount) FILTER (WHERE ${counted}), 0)::text AS settled`, [now]),
      db.raw(`coalesce(sum(x.due_amount) FILTER (WHERE ${counted}), 0)::text AS due`, [now]),
      db.raw('coalesce(array_agg(DISTINCT x.defaulter_gstin), ARRAY[]::text[]) AS gstins'),
    );
}

/** MSMED Act interest due today on the listed cases of micro and small reporters (0 when none applies). */
async function listedCasesInterest(db: Knex, pan: string, now: Date, today: string): Promise<number> {
  const rows = await db('defaulter_cases as c')
    .modify(whereListed, 'c', now)
    .whereRaw(CASE_PAN, [pan])
    .join('businesses as r', 'r.id', 'c.reporter_business_id')
    .whereIn('r.enterprise_type', ['micro', 'small'])
    .whereNotNull('r.udyam_number')
    .select(...INTEREST_CASE_COLUMNS.map((column) => `c.${column}`), 'r.enterprise_type', 'r.udyam_number');
  if (rows.length === 0) return 0;
  const rates = await bankRatesUpTo(db, today);
  let total = 0;
  for (const row of rows as Array<InterestCaseRow & { enterprise_type: EnterpriseType; udyam_number: string }>) {
    const supplier = { enterpriseType: row.enterprise_type, udyamNumber: row.udyam_number };
    total += msmedInterestDue(caseInterestInput(row, supplier, rates, today).input);
  }
  return total;
}

/** The PAN's registered businesses' recorded credit purchases (`biz`: the CTE of their ids and GSTINs). */
function recordedPurchases(db: Knex, now: Date, today: string) {
  const paidOn = IST_DAY('t.updated_at');
  return db('business_transactions as t')
    .whereIn('t.buyer_business_id', db('biz').select('id'))
    .where('t.created_at', '<=', now)
    .whereExists(
      (q) =>
        void q
          .select(db.raw('1'))
          .from('transaction_consents as k')
          .whereRaw('k.supplier_business_id = t.supplier_business_id AND k.buyer_business_id = t.buyer_business_id')
          .whereNotNull('k.consented_at')
          .whereNull('k.revoked_at'),
    )
    .first(
      db.raw(`count(*) FILTER (WHERE t.amount <= t.advance_paid AND (t.due_date IS NULL OR ${paidOn} <= t.due_date)) AS on_time`),
      db.raw(`count(*) FILTER (WHERE t.amount <= t.advance_paid AND ${paidOn} > t.due_date) AS late`),
      db.raw(`count(*) FILTER (WHERE t.amount > t.advance_paid AND t.due_date < ?::date) AS overdue`, [today]),
    );
}

/** Days since the earliest GST registration date the look-ups recorded for any GSTIN of the PAN. */
function registrationAge(db: Knex, subject: string, today: string) {
  const date = `(response->>'registration_date')`;
  return db('gst_hit_logs')
    .whereRaw('gstin IN (SELECT unnest(gstins) FROM other UNION SELECT gstin FROM biz UNION SELECT ?)', [subject])
    .where('status', 'success')
    .whereRaw(`${date} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`)
    .first(db.raw(`?::date - min(${date}::date) AS days`, [today]));
}

/**
 * The credit facts of `gstin` and the other GSTINs of its PAN, as of `now` (default: this moment):
 * `now` decides which cases are listed yet and the days counted; the cases' statuses are the stored
 * ones. A GSTIN that is not valid is a 400. `listedInterestPaise`: the caller already worked out the
 * MSMED interest of the listed cases by the same rule (the CIR snapshot does, case by case).
 */
export async function creditFactsFor(
  db: Knex,
  gstin: string,
  opts: { now?: Date; listedInterestPaise?: number } = {},
): Promise<GstinCreditFacts> {
  const subject = normaliseGstin(gstin);
  if (!isGstin(subject)) throw refusal('GSTIN_FORMAT', {}, ['gstin']);
  const pan = subject.slice(2, 12);
  const now = opts.now ?? new Date();
  const today = istPlainDate(now);

  // ONE statement (each part a CTE): a report builds these inside its transaction, one round trip
  // and one plan instead of five.
  const { rows } = await db
    .with('listed', listedCases(db, pan, now, today))
    .with('other', otherCases(db, pan, now, today))
    .with('biz', db('businesses').whereRaw('substr(gstin, 3, 10) = ?', [pan]).select('id', 'gstin'))
    .with('purchases', recordedPurchases(db, now, today))
    .with('registration', registrationAge(db, subject, today))
    .select(
      db.raw('(SELECT to_jsonb(l) FROM listed l) AS listed'),
      db.raw('(SELECT to_jsonb(o) FROM other o) AS other'),
      db.raw(`(SELECT coalesce(jsonb_agg(b.gstin), '[]') FROM biz b) AS business_gstins`),
      db.raw('(SELECT to_jsonb(p) FROM purchases p) AS purchases'),
      db.raw('(SELECT days FROM registration) AS registration'),
    )
    .then((r) => ({ rows: r as Array<Record<string, Record<string, unknown> | null>> }));
  const { listed, other, purchases } = rows[0]!;
  const businessGstins = strings(rows[0]!.business_gstins);
  const interest = opts.listedInterestPaise ?? (await listedCasesInterest(db, pan, now, today));
  const gstins = [...new Set([subject, ...strings(other?.gstins), ...businessGstins])].sort();
  const transactions = {
    paidOnTime: count(purchases?.on_time),
    paidLate: count(purchases?.late),
    overdue: count(purchases?.overdue),
  };
  const registration = maybeDays(rows[0]!.registration);

  const listedCount = count(listed?.cases);
  return {
    gstin: subject,
    pan,
    gstins,
    asOf: today,
    listed: {
      cases: listedCount,
      outstandingPaise: paise(listed?.outstanding),
      reporterIds: (Array.isArray(listed?.reporters) ? listed.reporters : []).map(Number).sort((a: number, b: number) => a - b),
      oldestOverdueDays: listedCount > 0 ? maybeDays(listed?.oldest) : null,
      msmedInterestPaise: interest,
    },
    settled: {
      cases: count(other?.cases),
      promptCases: count(other?.prompt),
      averageDaysToSettle: maybeDays(other?.average_days),
      daysSinceLatest: maybeDays(other?.days_since_latest),
      settledPaise: paise(listed?.settled) + paise(other?.settled),
      duePaise: paise(listed?.due) + paise(other?.due),
    },
    openDisputes: count(other?.open_disputes),
    transactions,
    registrationAgeDays: registration,
  };
}
