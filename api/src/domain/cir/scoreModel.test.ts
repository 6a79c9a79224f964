import { describe, expect, it } from 'vitest';
import {
  bandFor,
  CIR_WEIGHTS,
  DEFAULT_SCORE_BANDS,
  MAX_REASONS,
  scoreBreakdown,
  scoreCredit,
  type CirBand,
  type CirReasonCode,
  type CreditFacts,
} from './scoreModel';
import { SCORE_BANDS } from '../../validation';

const RUPEES = (r: number) => r * 100;

/** Facts with nothing in them; each test fills in what it needs. */
function facts(over: { [K in keyof CreditFacts]?: Partial<CreditFacts[K]> } = {}): CreditFacts {
  return {
    listed: { cases: 0, outstandingPaise: 0, reporterIds: [], oldestOverdueDays: null, msmedInterestPaise: 0, ...over.listed },
    settled: {
      cases: 0,
      promptCases: 0,
      averageDaysToSettle: null,
      daysSinceLatest: null,
      settledPaise: 0,
      duePaise: 0,
      ...over.settled,
    },
    openDisputes: (over.openDisputes as number | undefined) ?? 0,
    transactions: { paidOnTime: 0, paidLate: 0, overdue: 0, ...over.transactions },
    registrationAgeDays: over.registrationAgeDays === undefined ? 3000 : (over.registrationAgeDays as number | null),
  };
}

const scored = (f: CreditFacts) => {
  const r = scoreCredit(f, DEFAULT_SCORE_BANDS);
  if (r.kind !== 'scored') throw new Error('expected a score');
  return r;
};

// The three worked examples of docs/cir-model.md: keep the two in step.
const EXAMPLES = {
  cleanBuyer: facts({ transactions: { paidOnTime: 24, paidLate: 1 }, registrationAgeDays: 3300 }),
  oneSmallOldCase: facts({
    listed: { cases: 1, outstandingPaise: RUPEES(18_000), reporterIds: [7], oldestOverdueDays: 400, msmedInterestPaise: 435_025 },
    settled: { settledPaise: 0, duePaise: RUPEES(18_000) },
    registrationAgeDays: 2190,
  }),
  heavyDefaulter: facts({
    listed: {
      cases: 38,
      outstandingPaise: RUPEES(2_40_00_000),
      reporterIds: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
      oldestOverdueDays: 800,
      msmedInterestPaise: RUPEES(22_00_000),
    },
    settled: {
      cases: 3,
      promptCases: 1,
      averageDaysToSettle: 140,
      daysSinceLatest: 45,
      settledPaise: RUPEES(31_00_000),
      duePaise: RUPEES(2_71_00_000),
    },
    openDisputes: 2,
    transactions: { paidOnTime: 5, paidLate: 9, overdue: 6 },
    registrationAgeDays: 1500,
  }),
};

/** Scores `f` and checks the score, the band and the reasons shown ([code, points lost], in order). */
function expectScored(f: CreditFacts, score: number, band: string, reasons: Array<[CirReasonCode, number]>) {
  const r = scored(f);
  expect({ score: r.score, band: r.band?.name, reasons: r.reasons.map((x) => [x.code, x.pointsLost]) }).toEqual({ score, band, reasons });
  return r;
}

describe('worked examples (docs/cir-model.md)', () => {
  it('a clean buyer: 24 purchases paid on time and one late → 897, Excellent', () => {
    const r = expectScored(EXAMPLES.cleanBuyer, 897, 'Excellent', [['late_payments', 3]]);
    expect(r.reasons[0]!.en).toBe('Of 25 credit purchases recorded by suppliers, 1 was paid late or is overdue.');
  });

  it('one small old case: ₹18,000 unpaid for 400 days → 605, Average, with the top four reasons only', () => {
    // msmed_interest (10) is the fifth reason and is left out; equal losses keep the model's order.
    const r = expectScored(EXAMPLES.oneSmallOldCase, 605, 'Average', [
      ['outstanding_amount', 90],
      ['long_overdue', 90],
      ['in_default_now', 60],
      ['unpaid_defaults', 45],
    ]);
    expect(scoreBreakdown(EXAMPLES.oneSmallOldCase).map((x) => x.code)).toContain('msmed_interest');
    expect(r.reasons[0]!.en).toBe('₹18,000.00 is still unpaid to suppliers on reported defaults.');
  });

  it('the same case settled in full today → 840, Very Good', () => {
    const settledToday = facts({
      settled: { cases: 1, promptCases: 0, daysSinceLatest: 0, averageDaysToSettle: 400 },
      registrationAgeDays: 2190,
    });
    expectScored(settledToday, 840, 'Very Good', [
      ['recent_default', 40],
      ['settled_defaults', 20],
    ]);
  });

  it('a heavy defaulter: 38 unpaid cases from 14 suppliers, ₹2.4 crore → 70, Unacceptable', () => {
    expectScored(EXAMPLES.heavyDefaulter, 70, 'Unacceptable', [
      ['outstanding_amount', 260],
      ['unpaid_defaults', 180],
      ['several_reporters', 140],
      ['long_overdue', 90],
    ]);
    const all = Object.fromEntries(scoreBreakdown(EXAMPLES.heavyDefaulter).map((x) => [x.code, x.pointsLost]));
    // The defaults cap is reached by the unpaid cases alone, so the settled ones add nothing.
    expect(all).toEqual({
      outstanding_amount: 260,
      unpaid_defaults: 180,
      several_reporters: 140,
      long_overdue: 90,
      msmed_interest: 40,
      in_default_now: 60,
      late_payments: 60,
    });
  });
});

describe('no history', () => {
  it('answers "no history", not a score, when nothing counted and nothing was recorded', () => {
    expect(scoreCredit(facts(), DEFAULT_SCORE_BANDS)).toEqual({ kind: 'no_history' });
    expect(scoreCredit(facts({ registrationAgeDays: 10 }), DEFAULT_SCORE_BANDS)).toEqual({ kind: 'no_history' });
    expect(scoreCredit(facts({ registrationAgeDays: null }), DEFAULT_SCORE_BANDS)).toEqual({ kind: 'no_history' });
  });

  it('a case under dispute alone is no history: it does not count until staff decide', () => {
    expect(scoreCredit(facts({ openDisputes: 3 }), DEFAULT_SCORE_BANDS)).toEqual({ kind: 'no_history' });
  });

  it('one recorded purchase, one settled default or one listed case is history', () => {
    expect(scored(facts({ transactions: { paidOnTime: 1 } })).score).toBe(900);
    expect(scored(facts({ settled: { cases: 1, promptCases: 1, daysSinceLatest: 1000 } })).score).toBe(890);
    expect(scored(facts({ listed: { cases: 1, reporterIds: [1] } })).score).toBe(900 - 45 - 60);
  });
});

describe('bands (spec §3, matched from the highest down, §5)', () => {
  // Both ends of every band of the spec's table (checked just below): 0, 300/301, 500/501 … 850/851, 900.
  it.each(DEFAULT_SCORE_BANDS.flatMap((b) => [b.minScore, b.maxScore].map((score) => [score, b.name] as const)))('%d → %s', (score, name) =>
    expect(bandFor(score, DEFAULT_SCORE_BANDS)?.name).toBe(name),
  );
  it('bands no score outside 0–900', () => {
    expect(bandFor(-1, DEFAULT_SCORE_BANDS)).toBeNull();
    expect(bandFor(901, DEFAULT_SCORE_BANDS)).toBeNull();
  });

  it('the default table is the spec’s (tests/unit/validation/scoreBands.test.ts checks it against §3)', () => {
    expect(DEFAULT_SCORE_BANDS).toBe(SCORE_BANDS);
  });

  const band = (minScore: number, maxScore: number, name: string): CirBand => ({ minScore, maxScore, name, colour: '#000000' });

  it('uses the bands it is given, in any order, and the higher band wins where two overlap', () => {
    const staffBands = [band(600, 900, 'Fine'), band(0, 650, 'Weak')];
    expect(bandFor(650, staffBands)?.name).toBe('Fine');
    expect(bandFor(599, staffBands)?.name).toBe('Weak');
    expect(scored(facts({ transactions: { paidOnTime: 1 } })).band?.name).toBe('Excellent');
    const r = scoreCredit(facts({ transactions: { paidOnTime: 1 } }), staffBands);
    expect(r.kind === 'scored' && r.band?.name).toBe('Fine');
  });

  it('has no band for a score the bands leave uncovered', () => {
    expect(bandFor(450, [band(0, 300, 'Low'), band(501, 900, 'High')])).toBeNull();
  });

  it('the caps add up to 900, so the worst facts score exactly 0', () => {
    const w = CIR_WEIGHTS;
    const caps = [
      w.outstanding.above,
      w.defaults.cap,
      w.reporters.cap,
      w.oldestOverdueDays.above,
      w.msmedInterest.above,
      w.recency.inDefaultNow,
      w.latePayments.cap,
      Math.max(w.registration.tiers[0][1], w.registration.unknown),
    ];
    expect(caps.reduce((a, b) => a + b, 0)).toBe(900);
    const worst = facts({
      listed: {
        cases: 50,
        outstandingPaise: RUPEES(5_00_00_000),
        reporterIds: [1, 2, 3, 4, 5, 6],
        oldestOverdueDays: 1000,
        msmedInterestPaise: RUPEES(50_00_000),
      },
      transactions: { paidLate: 4 },
      registrationAgeDays: 100,
    });
    const r = scored(worst);
    expect(r.score).toBe(0);
    expect(r.band?.name).toBe('Unacceptable');
  });
});

describe('each reason', () => {
  const cases: Array<[CirReasonCode, CreditFacts, number, RegExp, RegExp]> = [
    [
      'outstanding_amount',
      facts({ listed: { cases: 1, outstandingPaise: RUPEES(3_00_000), reporterIds: [1], oldestOverdueDays: 10 } }),
      150,
      /₹3,00,000\.00 is still unpaid/,
      /₹3,00,000\.00 अभी भी बकाया है/,
    ],
    [
      'unpaid_defaults',
      facts({ listed: { cases: 3, reporterIds: [1] } }),
      135,
      /^3 reported defaults are still unpaid\.$/,
      /^3 दर्ज भुगतान चूकों/,
    ],
    [
      'settled_defaults',
      facts({ settled: { cases: 3, promptCases: 1, daysSinceLatest: 1000 } }),
      50,
      /^3 past defaults were settled, 2 of them more than 90 days after the due date\.$/,
      /इनमें से 2 का निपटारा/,
    ],
    [
      'several_reporters',
      facts({ listed: { cases: 3, reporterIds: [4, 5, 5, 6] } }),
      70,
      /^3 different suppliers have reported unpaid dues\.$/,
      /3 अलग-अलग आपूर्तिकर्ताओं/,
    ],
    [
      'long_overdue',
      facts({ listed: { cases: 1, reporterIds: [1], oldestOverdueDays: 200 } }),
      70,
      /200 days past its due date/,
      /200 दिन से लंबित/,
    ],
    [
      'msmed_interest',
      facts({ listed: { cases: 1, reporterIds: [1], msmedInterestPaise: RUPEES(12_345) } }),
      20,
      /₹12,345\.00 of interest is due to micro and small suppliers/,
      /₹12,345\.00 ब्याज देय है/,
    ],
    ['in_default_now', facts({ listed: { cases: 1, reporterIds: [1] } }), 60, /in default now/, /अभी भुगतान चूक में है/],
    [
      'recent_default',
      facts({ settled: { cases: 1, promptCases: 1, daysSinceLatest: 200 } }),
      25,
      /^The last default was settled only 200 days ago\.$/,
      /200 दिन पहले निपटाई/,
    ],
    [
      'late_payments',
      facts({ transactions: { paidOnTime: 6, paidLate: 1, overdue: 1 } }),
      20,
      /^Of 8 credit purchases .*, 2 were paid late or are overdue\.$/,
      /8 उधार खरीद में से 2/,
    ],
    [
      'young_registration',
      facts({ transactions: { paidOnTime: 1 }, registrationAgeDays: 200 }),
      50,
      /only 200 days old/,
      /केवल 200 दिन पुराना/,
    ],
    [
      'registration_age_unknown',
      facts({ transactions: { paidOnTime: 1 }, registrationAgeDays: null }),
      20,
      /do not know when the GST registration/,
      /ज्ञात नहीं/,
    ],
  ];

  it('covers every reason code the model has', () => {
    const codes = new Set(cases.map((c) => c[0]));
    expect(codes.size).toBe(11);
  });

  it.each(cases)('%s: points lost and a sentence in English and Hindi', (code, f, points, en, hi) => {
    const reason = scoreBreakdown(f).find((r) => r.code === code);
    expect(reason).toBeDefined();
    expect(reason!.pointsLost).toBe(points);
    expect(reason!.en).toMatch(en);
    expect(reason!.hi).toMatch(hi);
    expect(reason!.hi).toMatch(/[\u0900-\u097F]/);
  });

  it('speaks of one case, one supplier purchase and one day in the singular', () => {
    const one = scoreBreakdown(
      facts({ listed: { cases: 1, reporterIds: [1], oldestOverdueDays: 1 }, settled: { cases: 1 }, transactions: { paidLate: 1 } }),
    );
    const en = Object.fromEntries(one.map((r) => [r.code, r.en]));
    expect(en.unpaid_defaults).toBe('1 reported default is still unpaid.');
    expect(en.long_overdue).toBe('The oldest unpaid due is 1 day past its due date.');
    expect(en.late_payments).toBe('Of 1 credit purchase recorded by suppliers, 1 was paid late or is overdue.');
    expect(en.settled_defaults).toBe('1 past default was settled, 1 of them more than 90 days after the due date.');
  });

  it('takes nothing off a clean record, and gives at most four reasons', () => {
    expect(scoreBreakdown(facts({ transactions: { paidOnTime: 10 } }))).toEqual([]);
    expect(scored(EXAMPLES.heavyDefaulter).reasons).toHaveLength(MAX_REASONS);
  });
});

describe('input', () => {
  it.each([
    ['a negative count', facts({ listed: { cases: -1 } })],
    ['paise that are not whole', facts({ listed: { outstandingPaise: 10.5 } })],
    ['more prompt settlements than settlements', facts({ settled: { cases: 1, promptCases: 2 } })],
    ['a negative registration age', facts({ registrationAgeDays: -3 })],
  ])('refuses %s', (_, f) => expect(() => scoreCredit(f, DEFAULT_SCORE_BANDS)).toThrow(RangeError));

  it('is deterministic: the same facts give the same answer', () => {
    expect(scoreCredit(EXAMPLES.heavyDefaulter, DEFAULT_SCORE_BANDS)).toEqual(scoreCredit(EXAMPLES.heavyDefaulter, DEFAULT_SCORE_BANDS));
  });
});

// ---- Monotonicity over generated histories ------------------------------------------------------

/** mulberry32: a small seeded generator, so every run tries the same histories. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}
type Rng = ReturnType<typeof seeded>;

/** One case as the database would hold it; the test aggregates cases into facts as creditFacts.ts does in SQL. */
interface HistoryCase {
  state: 'listed' | 'settled';
  reporterId: number;
  duePaise: number;
  settledPaise: number;
  daysOverdue: number;
  interestPaise: number;
  /** Settled cases: days from the due date to the settlement, and since the settlement. */
  daysToSettle: number;
  daysSinceSettled: number;
}
interface History {
  cases: HistoryCase[];
  transactions: CreditFacts['transactions'];
  registrationAgeDays: number | null;
}

function factsOf(h: History): CreditFacts {
  const listed = h.cases.filter((c) => c.state === 'listed');
  const settled = h.cases.filter((c) => c.state === 'settled');
  const sum = (xs: HistoryCase[], f: (c: HistoryCase) => number) => xs.reduce((s, c) => s + f(c), 0);
  return {
    listed: {
      cases: listed.length,
      outstandingPaise: sum(listed, (c) => c.duePaise - c.settledPaise),
      reporterIds: [...new Set(listed.map((c) => c.reporterId))],
      oldestOverdueDays: listed.length ? Math.max(...listed.map((c) => c.daysOverdue)) : null,
      msmedInterestPaise: sum(listed, (c) => c.interestPaise),
    },
    settled: {
      cases: settled.length,
      promptCases: settled.filter((c) => c.daysToSettle <= 90).length,
      averageDaysToSettle: settled.length ? Math.round(sum(settled, (c) => c.daysToSettle) / settled.length) : null,
      daysSinceLatest: settled.length ? Math.min(...settled.map((c) => c.daysSinceSettled)) : null,
      settledPaise: sum(h.cases, (c) => c.settledPaise),
      duePaise: sum(h.cases, (c) => c.duePaise),
    },
    openDisputes: 0,
    transactions: h.transactions,
    registrationAgeDays: h.registrationAgeDays,
  };
}

function randomCase(rng: Rng, state: 'listed' | 'settled' = rng.pick(['listed', 'settled'] as const)): HistoryCase {
  const due = rng.int(1, 5_000_000) * rng.pick([1, 10, 100, 1000]);
  const daysOverdue = rng.int(0, 1200);
  return {
    state,
    reporterId: rng.int(1, 12),
    duePaise: due,
    settledPaise: state === 'settled' ? due : rng.pick([0, 0, Math.floor(due / 3)]),
    daysOverdue,
    interestPaise: rng.pick([0, rng.int(1, 3_000_000_00)]),
    daysToSettle: rng.int(0, 700),
    daysSinceSettled: rng.int(0, 1200),
  };
}

function randomHistory(rng: Rng): History {
  const n = rng.pick([0, 1, 2, 3, 5, 8, 20]);
  return {
    cases: Array.from({ length: n }, () => randomCase(rng)),
    transactions: { paidOnTime: rng.int(0, 30), paidLate: rng.int(0, 10), overdue: rng.int(0, 5) },
    registrationAgeDays: rng.pick([null, rng.int(0, 5000)]),
  };
}

const scoreOf = (h: History) => {
  const r = scoreCredit(factsOf(h), DEFAULT_SCORE_BANDS);
  return r.kind === 'scored' ? r.score : null;
};

const listedIndexes = (h: History) => h.cases.flatMap((c, i) => (c.state === 'listed' ? [i] : []));

/**
 * Runs `change` on 600 generated histories and asks `wrong` about each pair of scores (null: no history).
 * Also counts how many changes moved the score, so a test that never moves anything fails.
 */
function everyHistory(
  seed: number,
  change: (h: History, rng: Rng) => History | null,
  wrong: (before: number | null, after: number | null) => boolean,
) {
  const rng = seeded(seed);
  const out = { tried: 0, moved: 0, wrong: [] as string[] };
  for (let i = 0; i < 600; i++) {
    const before = randomHistory(rng);
    const after = change(before, rng);
    if (!after) continue;
    out.tried += 1;
    const a = scoreOf(before);
    const b = scoreOf(after);
    if (a !== b) out.moved += 1;
    if (wrong(a, b)) out.wrong.push(JSON.stringify({ before: a, after: b, was: factsOf(before), now: factsOf(after) }));
  }
  return out;
}

const withCase = (h: History, i: number, c: Partial<HistoryCase>): History => ({
  ...h,
  cases: h.cases.map((x, j) => (j === i ? { ...x, ...c } : x)),
});

describe('monotonicity (generated histories, seeded)', () => {
  const check = (r: ReturnType<typeof everyHistory>) => {
    expect(r.wrong.slice(0, 1)).toEqual([]);
    expect(r.tried).toBeGreaterThan(100);
    expect(r.moved).toBeGreaterThan(10);
  };
  // More bad news: a history that had a score keeps one, never higher.
  const neverRaises = (seed: number, change: (h: History, rng: Rng) => History | null) =>
    check(everyHistory(seed, change, (a, b) => a !== null && (b === null || b > a)));
  // Good news: the score never drops (a history left with no data at all answers "no history"), and
  // a history without data does not gain a score from it.
  const neverLowers = (seed: number, change: (h: History, rng: Rng) => History | null) =>
    check(everyHistory(seed, change, (a, b) => (a !== null && b !== null && b < a) || (a === null && b !== null)));

  it('one more unpaid case never raises the score', () =>
    neverRaises(1, (h, rng) => ({ ...h, cases: [...h.cases, randomCase(rng, 'listed')] })));

  it('more outstanding on a case never raises the score', () =>
    neverRaises(2, (h, rng) => {
      const i = listedIndexes(h);
      if (!i.length) return null;
      const k = rng.pick(i);
      return withCase(h, k, {
        duePaise: h.cases[k]!.duePaise + rng.int(1, 100_000_000),
        interestPaise: h.cases[k]!.interestPaise + rng.int(0, 10_000_000),
      });
    }));

  it('an older overdue never raises the score', () =>
    neverRaises(3, (h, rng) => {
      const i = listedIndexes(h);
      if (!i.length) return null;
      const k = rng.pick(i);
      return withCase(h, k, { daysOverdue: h.cases[k]!.daysOverdue + rng.int(1, 500) });
    }));

  it('a late or overdue purchase never raises the score', () =>
    neverRaises(4, (h, rng) => ({
      ...h,
      transactions: rng.pick([
        { ...h.transactions, paidLate: h.transactions.paidLate + 1 },
        { ...h.transactions, overdue: h.transactions.overdue + 1 },
      ]),
    })));

  it('settling part of a case never lowers the score', () =>
    neverLowers(5, (h, rng) => {
      const i = listedIndexes(h).filter((k) => h.cases[k]!.duePaise - h.cases[k]!.settledPaise > 1);
      if (!i.length) return null;
      const k = rng.pick(i);
      const c = h.cases[k]!;
      const owed = c.duePaise - c.settledPaise;
      const paid = rng.int(1, owed - 1);
      // Interest runs on what is left, so it shrinks in proportion (never grows).
      return withCase(h, k, { settledPaise: c.settledPaise + paid, interestPaise: Math.floor((c.interestPaise * (owed - paid)) / owed) });
    }));

  it('settling a case in full never lowers the score', () =>
    neverLowers(6, (h, rng) => {
      const i = listedIndexes(h);
      if (!i.length) return null;
      const k = rng.pick(i);
      const c = h.cases[k]!;
      return withCase(h, k, {
        state: 'settled',
        settledPaise: c.duePaise,
        interestPaise: 0,
        daysToSettle: c.daysOverdue,
        daysSinceSettled: 0,
      });
    }));

  it('an upheld dispute removing a case never lowers the score', () =>
    neverLowers(7, (h, rng) => {
      const i = listedIndexes(h);
      if (!i.length) return null;
      const k = rng.pick(i);
      return { ...h, cases: h.cases.filter((_, j) => j !== k) };
    }));
});
