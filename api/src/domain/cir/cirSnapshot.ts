/**
 * A credit information report as it is stored (CirReportSnapshot): built once, inside the
 * transaction that stores it and takes its charge, and never recomputed — reopening a report shows
 * what was true when it was generated. It reads:
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

export async function scoreBands(db: Db): Promise<CirBand[]> {
  const rows = await db('score_bands').orderBy('min_score').select('min_score', 'max_score', 'name', 'colour');
  if (rows.length === 0) return [...DEFAULT_SCORE_BANDS];
  return rows.map((r: { min_score: number; max_score: number; name: string; colour: string }) => ({
    minScore: Number(r.min_score),
    maxScore: Number(r.max_score),
    name: r.name,
    colour: r.colour,
  }));
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

async function subjectNames(db: Db, gstin: string, pan: string) {
  const business = await db('businesses').where({ gstin }).first('trade_name', 'legal_name');
  if (business) return { name: String(business.legal_name ?? business.trade_name), trade_name: String(business.trade_name) };
  const named = await db('defaulter_cases')
    .whereRaw('substr(defaulter_gstin, 3, 10) = ?', [pan])
    .where({ defaulter_gstin: gstin })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first('defaulter_name');
  return { name: named ? String(named.defaulter_name) : gstin, trade_name: null };
}

async function enquiriesOn(db: Db, pan: string, own: boolean, now: Date): Promise<CirReportSnapshot['enquiries']> {
  const base = db('cir_reports as r')
    .where('r.subject_pan', pan)
    .whereNotNull('r.snapshot')
    .where('r.purpose', '<>', 'own_business')
    .where('r.created_at', '<=', now);
  if (own) {
    const rows = await base
      .clone()
      .leftJoin('businesses as b', 'b.id', 'r.business_id')
      .orderBy([
        { column: 'r.created_at', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ])
      .limit(MAX_ENQUIRIES)
      .select('r.created_at', 'r.purpose', 'b.trade_name', 'b.gstin');
    return {
      kind: 'detailed',
      items: rows.map((r: { created_at: Date; purpose: CirPurpose; trade_name: string | null; gstin: string | null }) => ({
        at: new Date(r.created_at).toISOString(),
        member: r.trade_name ?? (r.gstin ? `A member in ${stateOfGstin(r.gstin) ?? 'India'}` : 'A member'),
        purpose: r.purpose,
      })),
    };
  }
  const day = 86_400_000;
  const row = await base
    .clone()
    .where('r.created_at', '>', new Date(now.getTime() - 365 * day))
    .first(
      db.raw('count(*) FILTER (WHERE r.created_at > ?) AS last_30_days', [new Date(now.getTime() - 30 * day)]),
      db.raw('count(*) AS last_12_months'),
    );
  return { kind: 'counts', last_30_days: Number(row?.last_30_days ?? 0), last_12_months: Number(row?.last_12_months ?? 0) };
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
  const bands = await scoreBands(db);
  const names = await subjectNames(db, facts.gstin, pan);
  const enquiries = await enquiriesOn(db, pan, opts.own, now);

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
