/**
 * The CIR score (issue 11 §1): what the database holds about a business — a GSTIN and the other
 * GSTINs of its PAN (creditFacts.ts reads it) — turned into a score from 0 to 900, its band and the
 * reasons that lowered it. docs/cir-model.md explains every weight with worked examples.
 *
 * A scorecard, as credit bureaus build them: every business starts at 900 and each factor takes off
 * points, up to its own cap; the caps add up to exactly 900, so the score runs 0–900. The reasons
 * are the factors that took points off, largest first. Every factor only takes off more when things
 * get worse, which makes the score monotone (scoreModel.test.ts checks it on generated facts):
 *  - one more unpaid case, more outstanding, an older overdue, more interest never raise it;
 *  - settling (part or all of a case) never lowers it: a settled default weighs less than an unpaid
 *    one, inside the same cap, and still counts as a default in the recency factor;
 *  - a case taken off by an upheld dispute never lowers it (it leaves every factor).
 * A case under dispute is not listed, so it does not count (the listing rule, defaulterCases/listing.ts).
 *
 * Pure and deterministic: integers only (money in paise), no clock, no database.
 */
import { formatPaise, SCORE_BANDS, MAX_SCORE } from '../../validation';

/** The facts the score reads. Counts, days and paise are whole numbers ≥ 0. */
export interface CreditFacts {
  /** Cases that count against the business now (listing rule: verified or partly settled, past the reply window). */
  listed: {
    cases: number;
    /** Σ (due − settled − written off), never below 0 per case. */
    outstandingPaise: number;
    /** The distinct reporting businesses of these cases. */
    reporterIds: readonly number[];
    /** Days since the earliest due date among them; null without listed cases. */
    oldestOverdueDays: number | null;
    /** MSMED Act interest due on them to micro and small suppliers (defaulterCases/msmedInterest.ts). */
    msmedInterestPaise: number;
  };
  /** Cases that counted against the business and were then fully settled: past defaults. */
  settled: {
    cases: number;
    /** Of those, settled within SETTLED_PROMPTLY_DAYS of their due date. */
    promptCases: number;
    /** Mean days from due date to settlement (rounded); null without settled cases. Shown, not scored. */
    averageDaysToSettle: number | null;
    /** Days since the latest of them was settled; null without settled cases. */
    daysSinceLatest: number | null;
    /** Paise settled and paise due over every case that counted (listed and settled). Shown, not scored. */
    settledPaise: number;
    duePaise: number;
  };
  /** Cases under an open dispute. Shown, not scored: a case under dispute does not count until staff decide. */
  openDisputes: number;
  /** Credit purchases suppliers recorded with the business's consent. */
  transactions: { paidOnTime: number; paidLate: number; overdue: number };
  /** Days since the GST registration was granted; null when unknown. */
  registrationAgeDays: number | null;
}

/** A band as the spec (§3) and the score_bands table give it. */
export interface CirBand {
  readonly minScore: number;
  readonly maxScore: number;
  readonly name: string;
  readonly colour: string;
}

/** The spec's bands (§3), ascending: 0-300 Unacceptable … 851-900 Excellent. */
export const DEFAULT_SCORE_BANDS: readonly CirBand[] = SCORE_BANDS;

export type CirReasonCode =
  | 'outstanding_amount'
  | 'unpaid_defaults'
  | 'settled_defaults'
  | 'several_reporters'
  | 'long_overdue'
  | 'msmed_interest'
  | 'in_default_now'
  | 'recent_default'
  | 'late_payments'
  | 'young_registration'
  | 'registration_age_unknown';

/** One reason the score is lower than 900: its code, the points it took off, a sentence in English and Hindi. */
export interface CirReason {
  code: CirReasonCode;
  pointsLost: number;
  en: string;
  hi: string;
}

export type CirScore =
  | { kind: 'no_history' }
  | {
      kind: 'scored';
      /** 0–900, whole. */
      score: number;
      /** The band containing the score; null only when the bands given leave it uncovered. */
      band: CirBand | null;
      /** At most MAX_REASONS, the largest loss first. */
      reasons: CirReason[];
    };

export const MAX_REASONS = 4;
/** A settled default paid within this many days of its due date weighs less. */
export const SETTLED_PROMPTLY_DAYS = 90;

const RUPEE = 100;
const LAKH = 100_000 * RUPEE;

/**
 * Every weight of the model. Tiers: [upper bound (inclusive), points]; a value above the last bound
 * takes `above`. The caps add up to MAX_SCORE (900).
 */
export const CIR_WEIGHTS = {
  outstanding: {
    tiers: [
      [25_000 * RUPEE, 90],
      [LAKH, 120],
      [5 * LAKH, 150],
      [25 * LAKH, 190],
      [100 * LAKH, 230],
    ],
    above: 260,
  },
  defaults: { unpaid: 45, settledLate: 20, settledPromptly: 10, cap: 180 },
  reporters: { eachAfterFirst: 35, cap: 140 },
  oldestOverdueDays: {
    tiers: [
      [30, 10],
      [90, 30],
      [180, 50],
      [365, 70],
    ],
    above: 90,
  },
  msmedInterest: {
    tiers: [
      [10_000 * RUPEE, 10],
      [LAKH, 20],
      [10 * LAKH, 30],
    ],
    above: 40,
  },
  /** In default now: the full cap; else by days since the latest settled default was settled (above: none). */
  recency: {
    inDefaultNow: 60,
    tiers: [
      [180, 40],
      [365, 25],
      [730, 10],
    ],
    above: 0,
  },
  /** Points = floor(cap × (paid late + overdue) / all recorded). */
  latePayments: { cap: 80 },
  /** By days since registration (below 1, 2, 3 years); unknown takes `unknown`. */
  registration: {
    tiers: [
      [364, 50],
      [729, 30],
      [1094, 15],
    ],
    above: 0,
    unknown: 20,
  },
} as const;

type Tiers = { readonly tiers: readonly (readonly [number, number])[]; readonly above: number };

/** Points of the first tier whose bound holds `value`. */
function tierPoints(value: number, t: Tiers): number {
  for (const [upTo, points] of t.tiers) if (value <= upTo) return points;
  return t.above;
}

/** The same for an amount or a delay, where 0 means there is nothing to count. */
const positivePoints = (value: number, t: Tiers) => (value > 0 ? tierPoints(value, t) : 0);

const W = CIR_WEIGHTS;
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

function assertFacts(f: CreditFacts): void {
  const whole = (n: number, name: string) => {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${name} must be a whole number ≥ 0, got ${n}`);
  };
  const maybe = (n: number | null, name: string) => n === null || whole(n, name);
  whole(f.listed.cases, 'listed.cases');
  whole(f.listed.outstandingPaise, 'listed.outstandingPaise');
  whole(f.listed.msmedInterestPaise, 'listed.msmedInterestPaise');
  maybe(f.listed.oldestOverdueDays, 'listed.oldestOverdueDays');
  whole(f.settled.cases, 'settled.cases');
  whole(f.settled.promptCases, 'settled.promptCases');
  if (f.settled.promptCases > f.settled.cases) throw new RangeError('settled.promptCases cannot exceed settled.cases');
  maybe(f.settled.daysSinceLatest, 'settled.daysSinceLatest');
  whole(f.openDisputes, 'openDisputes');
  whole(f.transactions.paidOnTime, 'transactions.paidOnTime');
  whole(f.transactions.paidLate, 'transactions.paidLate');
  whole(f.transactions.overdue, 'transactions.overdue');
  maybe(f.registrationAgeDays, 'registrationAgeDays');
}

/** No case that counted and no recorded transaction: nothing to score. */
export function hasHistory(f: CreditFacts): boolean {
  const t = f.transactions;
  return f.listed.cases > 0 || f.settled.cases > 0 || t.paidOnTime + t.paidLate + t.overdue > 0;
}

/** Every factor that took points off, in the model's fixed order (not sorted). */
export function scoreBreakdown(f: CreditFacts): CirReason[] {
  assertFacts(f);
  const out: CirReason[] = [];
  const add = (code: CirReasonCode, pointsLost: number, en: string, hi: string) => {
    if (pointsLost > 0) out.push({ code, pointsLost, en, hi });
  };
  const { listed, settled, transactions: t } = f;

  const owed = formatPaise(listed.outstandingPaise);
  add(
    'outstanding_amount',
    positivePoints(listed.outstandingPaise, W.outstanding),
    `${owed} is still unpaid to suppliers on reported defaults.`,
    `दर्ज भुगतान चूकों पर आपूर्तिकर्ताओं का ${owed} अभी भी बकाया है।`,
  );

  // Unpaid and settled defaults share one cap, so settling a case can only lower the total.
  const d = W.defaults;
  const slow = settled.cases - settled.promptCases;
  const unpaidPoints = Math.min(d.cap, listed.cases * d.unpaid);
  const allPoints = Math.min(d.cap, listed.cases * d.unpaid + slow * d.settledLate + settled.promptCases * d.settledPromptly);
  add(
    'unpaid_defaults',
    unpaidPoints,
    `${listed.cases} reported ${plural(listed.cases, 'default is', 'defaults are')} still unpaid.`,
    `${listed.cases} दर्ज ${plural(listed.cases, 'भुगतान चूक', 'भुगतान चूकों')} का भुगतान अभी बाकी है।`,
  );
  add(
    'settled_defaults',
    allPoints - unpaidPoints,
    `${settled.cases} past ${plural(settled.cases, 'default was', 'defaults were')} settled` +
      (slow > 0 ? `, ${slow} of them more than ${SETTLED_PROMPTLY_DAYS} days after the due date.` : '.'),
    `${settled.cases} पिछली ${plural(settled.cases, 'भुगतान चूक निपटाई गई', 'भुगतान चूकें निपटाई गईं')}` +
      (slow > 0 ? `; इनमें से ${slow} का निपटारा नियत तिथि के ${SETTLED_PROMPTLY_DAYS} से अधिक दिन बाद हुआ।` : '।'),
  );

  const reporters = new Set(listed.reporterIds).size;
  add(
    'several_reporters',
    Math.min(W.reporters.cap, Math.max(0, reporters - 1) * W.reporters.eachAfterFirst),
    `${reporters} different suppliers have reported unpaid dues.`,
    `${reporters} अलग-अलग आपूर्तिकर्ताओं ने बकाया भुगतान की सूचना दी है।`,
  );

  const age = listed.cases > 0 ? (listed.oldestOverdueDays ?? 0) : 0;
  add(
    'long_overdue',
    positivePoints(age, W.oldestOverdueDays),
    `The oldest unpaid due is ${age} ${plural(age, 'day', 'days')} past its due date.`,
    `सबसे पुराना बकाया भुगतान अपनी नियत तिथि के बाद ${age} दिन से लंबित है।`,
  );

  const interest = formatPaise(listed.msmedInterestPaise);
  add(
    'msmed_interest',
    positivePoints(listed.msmedInterestPaise, W.msmedInterest),
    `${interest} of interest is due to micro and small suppliers under the MSMED Act.`,
    `MSMED अधिनियम के अंतर्गत सूक्ष्म और लघु आपूर्तिकर्ताओं को ${interest} ब्याज देय है।`,
  );

  if (listed.cases > 0) {
    add(
      'in_default_now',
      W.recency.inDefaultNow,
      'The business is in default now: a reported due is unpaid today.',
      'यह व्यवसाय अभी भुगतान चूक में है: एक दर्ज बकाया आज तक नहीं चुकाया गया है।',
    );
  } else if (settled.cases > 0 && settled.daysSinceLatest !== null) {
    const days = settled.daysSinceLatest;
    add(
      'recent_default',
      tierPoints(days, W.recency),
      `The last default was settled only ${days} ${plural(days, 'day', 'days')} ago.`,
      `पिछली भुगतान चूक केवल ${days} दिन पहले निपटाई गई थी।`,
    );
  }

  const recorded = t.paidOnTime + t.paidLate + t.overdue;
  const bad = t.paidLate + t.overdue;
  add(
    'late_payments',
    recorded === 0 ? 0 : Math.floor((W.latePayments.cap * bad) / recorded),
    `Of ${recorded} credit ${plural(recorded, 'purchase', 'purchases')} recorded by suppliers, ${bad} ` +
      `${plural(bad, 'was paid late or is overdue', 'were paid late or are overdue')}.`,
    `आपूर्तिकर्ताओं द्वारा दर्ज ${recorded} उधार खरीद में से ${bad} का भुगतान देर से हुआ या अभी बकाया है।`,
  );

  if (f.registrationAgeDays === null) {
    add(
      'registration_age_unknown',
      W.registration.unknown,
      'We do not know when the GST registration was granted.',
      'GST पंजीकरण की तारीख हमें ज्ञात नहीं है।',
    );
  } else {
    const days = f.registrationAgeDays;
    add(
      'young_registration',
      tierPoints(days, W.registration),
      `The GST registration is only ${days} ${plural(days, 'day', 'days')} old.`,
      `GST पंजीकरण केवल ${days} दिन पुराना है।`,
    );
  }
  return out;
}

/**
 * The band containing `score`, scanning the bands from the highest down (spec §5), so where bands
 * overlap the higher one wins. Bands may come in any order (e.g. rows of score_bands).
 */
export function bandFor(score: number, bands: readonly CirBand[]): CirBand | null {
  const ordered = [...bands].sort((a, b) => a.minScore - b.minScore || a.maxScore - b.maxScore);
  for (let i = ordered.length - 1; i >= 0; i--) {
    const b = ordered[i]!;
    if (b.minScore <= score && score <= b.maxScore) return b;
  }
  return null;
}

/** The score of `facts` with its band among `bands` and the top reasons; "no history" without data. */
export function scoreCredit(facts: CreditFacts, bands: readonly CirBand[]): CirScore {
  const breakdown = scoreBreakdown(facts);
  if (!hasHistory(facts)) return { kind: 'no_history' };
  const lost = breakdown.reduce((sum, r) => sum + r.pointsLost, 0);
  const score = Math.max(0, MAX_SCORE - lost);
  // Largest loss first; equal losses keep the model's order (Array.prototype.sort is stable).
  const reasons = [...breakdown].sort((a, b) => b.pointsLost - a.pointsLost).slice(0, MAX_REASONS);
  return { kind: 'scored', score, band: bandFor(score, bands), reasons };
}
