/**
 * A credit information report as it is stored (CirReportSnapshot): built once, inside the
 * transaction that stores it and takes its charge, and never recomputed — reopening a report shows
 * what was true when it was generated. It reads, in four statements (the cases, their settlements,
 * the facts, the rest):
 *  - the credit facts and the score (creditFacts.ts, scoreModel.ts) with the bands of score_bands;
 *  - who the subject is (its registered business, else the name its cases give);
 *  - the cases a member may see, their settlements and the 24-month trends (cirCases.ts);
 *  - the enquiries: the reports generated on the PAN before this one. A report on one's own
 *    business lists each (the enquiring business's trade name, when, why); a report on another
 *    business gives counts only. A member's reports on their own businesses are not enquiries.
 */
import type { Knex } from 'knex';
import type { CirPurpose, CirReportSnapshot, CirScoreView } from '../../contracts/cir';
import { fromPaise, normaliseGstin } from '../../validation';
import { cirCasesOf } from './cirCases';
import { monthlyTrends, stateOfGstin } from './cirRules';
import { creditFactsFor } from './creditFacts';
import { DEFAULT_SCORE_BANDS, scoreCredit, type CirBand, type CirScore } from './scoreModel';

type Db = Knex | Knex.Transaction;

/** At most this many enquiries are listed in a report on one's own business (the latest). */
export const MAX_ENQUIRIES = 100;

interface BandRow {
  min_score: number;
  max_score: number;
  name: string;
  colour: string;
}

function bandsOf(rows: BandRow[]): CirBand[] {
  if (rows.length === 0) return [...DEFAULT_SCORE_BANDS];
  return rows.map((r) => ({ minScore: Number(r.min_score), maxScore: Number(r.max_score), name: r.name, colour: r.colour }));
}

export function scoreView(score: CirScore): CirScoreView {
  if (score.kind === 'no_history') return { kind: 'no_history' };
  return {
    kind: 'scored',
    score: score.score,
    band: score.band
      ? { name: score.band.name, colour: score.band.colour, min_score: score.band.minScore, max_score: score.band.maxScore }
      : null,
    reasons: score.reasons.map((r) => ({ code: r.code, points_lost: r.pointsLost, en: r.en, hi: r.hi })),
  };
}

interface EnquiryRow {
  created_at: string;
  purpose: CirPurpose;
  trade_name: string | null;
  gstin: string | null;
}

/**
 * The rest a report reads, in ONE statement: the score bands; who the subject is (its registered
 * business, else the name its latest case gives); and the enquiries, the reports generated on the
 * PAN before this one — each listed (latest MAX_ENQUIRIES) on one's own business, counted on another's.
 */
async function bandsNamesEnquiries(db: Db, gstin: string, pan: string, own: boolean, now: Date) {
  const day = 86_400_000;
  const enquiries = db('cir_reports as r')
    .where('r.subject_pan', pan)
    .whereNotNull('r.snapshot')
    .where('r.purpose', '<>', 'own_business')
    .where('r.created_at', '<=', now);
  const listed = enquiries
    .clone()
    .leftJoin('businesses as b', 'b.id', 'r.business_id')
    .orderBy([
      { column: 'r.created_at', order: 'desc' },
      { column: 'r.id', order: 'desc' },
    ])
    .limit(MAX_ENQUIRIES)
    .select('r.id', 'r.created_at', 'r.purpose', 'b.trade_name', 'b.gstin');
  const counted = enquiries
    .clone()
    .where('r.created_at', '>', new Date(now.getTime() - 365 * day))
    .select(
      db.raw('count(*) FILTER (WHERE r.created_at > ?) AS last_30_days', [new Date(now.getTime() - 30 * day)]),
      db.raw('count(*) AS last_12_months'),
    );
  const latestCaseName = db('defaulter_cases')
    .whereRaw('substr(defaulter_gstin, 3, 10) = ?', [pan])
    .where({ defaulter_gstin: gstin })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(1)
    .select('defaulter_name');
  const row = (await db
    .select(
      db.raw(`(SELECT coalesce(jsonb_agg(x ORDER BY x.min_score), '[]') FROM score_bands x) AS bands`),
      db.raw('(SELECT to_jsonb(x) FROM (?) x) AS business', [
        db('businesses').where({ gstin }).limit(1).select('trade_name', 'legal_name'),
      ]),
      db.raw('(?) AS case_name', [latestCaseName]),
      own
        ? db.raw(`(SELECT coalesce(jsonb_agg(x ORDER BY x.created_at DESC, x.id DESC), '[]') FROM (?) x) AS enquiries`, [listed])
        : db.raw('(SELECT to_jsonb(x) FROM (?) x) AS enquiries', [counted]),
    )
    .first()) as {
    bands: BandRow[];
    business: { trade_name: string; legal_name: string | null } | null;
    case_name: string | null;
    enquiries: EnquiryRow[] | { last_30_days: number; last_12_months: number };
  };

  const names = row.business
    ? { name: String(row.business.legal_name ?? row.business.trade_name), trade_name: String(row.business.trade_name) }
    : { name: row.case_name ?? gstin, trade_name: null };
  const e = row.enquiries;
  const enquiriesView: CirReportSnapshot['enquiries'] = Array.isArray(e)
    ? {
        kind: 'detailed',
        items: e.map((r) => ({
          at: new Date(r.created_at).toISOString(),
          member: r.trade_name ?? (r.gstin ? `A member in ${stateOfGstin(r.gstin) ?? 'India'}` : 'A member'),
          purpose: r.purpose,
        })),
      }
    : { kind: 'counts', last_30_days: Number(e.last_30_days ?? 0), last_12_months: Number(e.last_12_months ?? 0) };
  return { bands: bandsOf(row.bands), names, enquiries: enquiriesView };
}

/**
 * The report on `gstin` as of `now`. `own`: the member generating it owns a GST-verified business of
 * the same PAN (then the enquiries are detailed).
 */
export async function buildCirSnapshot(
  db: Db,
  gstin: string,
  opts: { now: Date; own: boolean; verificationCode: string },
): Promise<CirReportSnapshot> {
  const { now } = opts;
  const subject = normaliseGstin(gstin);
  const pan = subject.slice(2, 12);
  // The cases first: their MSMED interest, worked out case by case, is also the facts' total.
  const shown = await cirCasesOf(db, pan, now);
  const facts = await creditFactsFor(db, subject, { now, listedInterestPaise: shown.listedInterestPaise });
  const { bands, names, enquiries } = await bandsNamesEnquiries(db, facts.gstin, pan, opts.own, now);

  const casesByStatus: Record<string, number> = {};
  for (const c of shown.cases) casesByStatus[c.status] = (casesByStatus[c.status] ?? 0) + 1;

  return {
    verification_code: opts.verificationCode,
    generated_at: now.toISOString(),
    subject: {
      gstin: facts.gstin,
      pan,
      name: names.name,
      trade_name: names.trade_name,
      state_name: stateOfGstin(facts.gstin),
      gstins: [facts.gstin, ...facts.gstins.filter((g) => g !== facts.gstin)],
      registration_age_days: facts.registrationAgeDays,
    },
    score: scoreView(scoreCredit(facts, bands)),
    summary: {
      cases_by_status: casesByStatus,
      listed_cases: facts.listed.cases,
      open_disputes: facts.openDisputes,
      distinct_reporters: facts.listed.reporterIds.length,
      outstanding: fromPaise(facts.listed.outstandingPaise),
      settled: fromPaise(facts.settled.settledPaise),
      written_off: fromPaise(shown.writtenOffPaise),
      msmed_interest: fromPaise(facts.listed.msmedInterestPaise),
      oldest_overdue_days: facts.listed.oldestOverdueDays,
      transactions: {
        paid_on_time: facts.transactions.paidOnTime,
        paid_late: facts.transactions.paidLate,
        overdue: facts.transactions.overdue,
      },
    },
    cases: shown.cases,
    settlements: shown.settlements,
    trends: monthlyTrends(shown.trendCases, shown.trendSettlements, now).map((t) => ({
      month: t.month,
      new_cases: t.newCases,
      new_due: fromPaise(t.newDuePaise),
      settled: fromPaise(t.settledPaise),
    })),
    enquiries,
  };
}
