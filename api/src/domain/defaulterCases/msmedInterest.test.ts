import { describe, expect, it } from 'vitest';
import { msmedInterest, msmedInterestDue, simpleInterest, type MsmedInterestInput } from './msmedInterest';
import { addMonths, dayNumber, plainDate } from './plainDates';

/**
 * Every expectation below is worked by hand in the comments: interest for a run of days is
 * balance × annual rate × days / 365, rounded half up to the paisa; at each monthly rest (counted
 * from the appointed day) the month's interest joins the balance.
 */
const LAKH = 10_000_000; // ₹1,00,000 in paise
const micro = { enterpriseType: 'micro', udyamNumber: 'UDYAM-RJ-17-0012345' } as const;
const rate625 = [{ effective_from: '2025-04-09', rate_percent: '6.25' }]; // 3 × 6.25 = 18.75 % a year

const base: MsmedInterestInput = {
  supplier: micro,
  principal: LAKH,
  goodsAcceptedOn: '2026-01-01',
  agreedCreditDays: 30,
  asOf: '2026-04-15',
  bankRates: rate625,
};

describe('msmedInterest: the worked example', () => {
  /*
   * ₹1,00,000; goods accepted 1 Jan 2026; 30 days agreed → pay by 31 Jan; appointed day 1 Feb.
   * Bank rate 6.25 % → 18.75 % a year. As of 15 Apr 2026 (3½ months after acceptance):
   *
   *   1 Feb–28 Feb, 28 days on ₹1,00,000.00:  1,00,000 × 18.75 % × 28/365 = ₹1,438.3561… → ₹1,438.36
   *   rest 1 Mar: balance 1,00,000.00 + 1,438.36                            = ₹1,01,438.36
   *   1 Mar–31 Mar, 31 days on ₹1,01,438.36: 1,01,438.36 × 18.75 % × 31/365 = ₹1,615.3711… → ₹1,615.37
   *   rest 1 Apr: balance 1,01,438.36 + 1,615.37                            = ₹1,03,053.73
   *   1 Apr–15 Apr, 15 days on ₹1,03,053.73: 1,03,053.73 × 18.75 % × 15/365 = ₹794.0784… → ₹794.08
   *                                             (the April rest has not come: charged, not yet added)
   *   interest 1,438.36 + 1,615.37 + 794.08 = ₹3,847.81; total 1,00,000 + 3,847.81 = ₹1,03,847.81
   */
  it('charges 2½ months of compound interest with monthly rests', () => {
    const r = msmedInterest(base);
    expect(r).toMatchObject({
      applicable: true,
      reason: null,
      credit_days: 30,
      credit_days_capped: false,
      due_by: '2026-01-31',
      appointed_day: '2026-02-01',
      from: '2026-02-01',
      to: '2026-04-15',
      principal: LAKH,
      outstanding: LAKH,
      interest: 384_781,
      total: 10_384_781,
    });
    expect(r.segments).toEqual([
      { from: '2026-02-01', to: '2026-02-28', days: 28, rate_percent: '18.75', balance: 10_000_000, interest: 143_836 },
      { from: '2026-03-01', to: '2026-03-31', days: 31, rate_percent: '18.75', balance: 10_143_836, interest: 161_537 },
      { from: '2026-04-01', to: '2026-04-15', days: 15, rate_percent: '18.75', balance: 10_305_373, interest: 79_408 },
    ]);
  });
});

describe('msmedInterest: the credit period', () => {
  /*
   * 60 days agreed, but the Act allows at most 45: accepted 1 Jan + 45 = pay by 15 Feb; appointed 16 Feb.
   * As of 16 Feb: one day on ₹1,00,000 at 18.75 %: 1,00,000 × 0.1875 / 365 = ₹51.3698… → ₹51.37.
   */
  it('caps an agreed period above 45 days at 45', () => {
    const r = msmedInterest({ ...base, agreedCreditDays: 60, asOf: '2026-02-16' });
    expect(r).toMatchObject({ credit_days: 45, credit_days_capped: true, due_by: '2026-02-15', appointed_day: '2026-02-16' });
    expect(r.segments).toEqual([{ from: '2026-02-16', to: '2026-02-16', days: 1, rate_percent: '18.75', balance: LAKH, interest: 5_137 }]);
  });

  /*
   * Nothing agreed: 15 days. Accepted 1 Jan → pay by 16 Jan; appointed 17 Jan. As of 26 Jan: 10 days,
   * 1,00,000 × 0.1875 × 10/365 = ₹513.6986… → ₹513.70.
   */
  it('allows 15 days when nothing was agreed', () => {
    const r = msmedInterest({ ...base, agreedCreditDays: null, asOf: '2026-01-26' });
    expect(r).toMatchObject({ credit_days: 15, due_by: '2026-01-16', appointed_day: '2026-01-17', interest: 51_370, total: LAKH + 51_370 });
    expect(r.segments).toHaveLength(1);
  });

  it('keeps an agreed period of 45 days or less as agreed, 0 included', () => {
    expect(msmedInterest({ ...base, agreedCreditDays: 45 }).due_by).toBe('2026-02-15');
    expect(msmedInterest({ ...base, agreedCreditDays: 0 }).due_by).toBe('2026-01-01');
  });

  it('charges nothing up to the last day to pay, and one day from the appointed day', () => {
    const onTime = msmedInterest({ ...base, asOf: '2026-01-31' });
    expect(onTime).toMatchObject({ applicable: false, reason_code: 'not_yet_overdue', interest: 0, total: LAKH, segments: [] });
    expect(onTime.reason).toMatch(/not yet overdue/);
    expect(msmedInterest({ ...base, asOf: '2026-01-05' }).reason_code).toBe('not_yet_overdue');
    expect(msmedInterest({ ...base, asOf: '2026-02-01' }).interest).toBe(5_137);
  });
});

describe('msmedInterest: who qualifies', () => {
  it('applies to micro and small enterprises with a Udyam number only', () => {
    const small = msmedInterest({ ...base, supplier: { enterpriseType: 'small', udyamNumber: 'UDYAM-MH-01-0000001' } });
    expect(small.applicable).toBe(true);
    for (const enterpriseType of ['medium', null] as const) {
      const r = msmedInterest({ ...base, supplier: { enterpriseType, udyamNumber: 'UDYAM-MH-01-0000001' } });
      expect(r).toMatchObject({ applicable: false, reason_code: 'not_micro_or_small', interest: 0, segments: [] });
      expect(r.reason).toMatch(/not recorded as a micro or small enterprise/);
    }
    const noUdyam = msmedInterest({ ...base, supplier: { enterpriseType: 'micro', udyamNumber: null } });
    expect(noUdyam).toMatchObject({ applicable: false, reason_code: 'no_udyam', interest: 0 });
  });

  it('shows nothing when nothing is outstanding', () => {
    expect(msmedInterest({ ...base, principal: 0 }).reason_code).toBe('nothing_outstanding');
  });
});

describe('msmedInterest: the bank rate', () => {
  /*
   * The bank rate drops from 6.25 % to 5.75 % on 15 Feb (18.75 % → 17.25 %): February is split in two,
   * and still compounds once, on 1 Mar. As of 10 Mar:
   *   1 Feb–14 Feb, 14 days at 18.75 % on ₹1,00,000: 1,00,000 × 0.1875 × 14/365 = ₹719.1780… → ₹719.18
   *   15 Feb–28 Feb, 14 days at 17.25 % on ₹1,00,000: 1,00,000 × 0.1725 × 14/365 = ₹661.6438… → ₹661.64
   *   rest 1 Mar: 1,00,000 + 719.18 + 661.64 = ₹1,01,380.82
   *   1 Mar–10 Mar, 10 days at 17.25 %: 1,01,380.82 × 0.1725 × 10/365 = ₹479.1285… → ₹479.13
   *   interest 719.18 + 661.64 + 479.13 = ₹1,859.95
   */
  it('applies a rate change from its date, splitting the month', () => {
    const r = msmedInterest({
      ...base,
      asOf: '2026-03-10',
      bankRates: [
        ...rate625,
        { effective_from: '2026-02-15', rate_percent: '5.75' },
        { effective_from: '2024-01-01', rate_percent: '6.75' },
      ],
    });
    expect(r.segments).toEqual([
      { from: '2026-02-01', to: '2026-02-14', days: 14, rate_percent: '18.75', balance: LAKH, interest: 71_918 },
      { from: '2026-02-15', to: '2026-02-28', days: 14, rate_percent: '17.25', balance: LAKH, interest: 66_164 },
      { from: '2026-03-01', to: '2026-03-10', days: 10, rate_percent: '17.25', balance: 10_138_082, interest: 47_913 },
    ]);
    expect(r.interest).toBe(185_995);
  });

  it('is not applicable when no rate is recorded for the appointed day', () => {
    const r = msmedInterest({ ...base, bankRates: [{ effective_from: '2026-03-01', rate_percent: '6.25' }] });
    expect(r).toMatchObject({ applicable: false, reason_code: 'no_bank_rate', interest: 0 });
  });
});

describe('msmedInterest: payments', () => {
  /*
   * ₹40,000 paid on 10 Feb: that day still bears interest on the full ₹1,00,000; from 11 Feb the balance
   * is ₹60,000. As of 5 Mar:
   *   1 Feb–10 Feb, 10 days on ₹1,00,000: 1,00,000 × 0.1875 × 10/365 = ₹513.6986… → ₹513.70
   *   11 Feb–28 Feb, 18 days on ₹60,000:  60,000 × 0.1875 × 18/365   = ₹554.7945… → ₹554.79
   *   rest 1 Mar: 60,000 + 513.70 + 554.79 = ₹61,068.49
   *   1 Mar–5 Mar, 5 days: 61,068.49 × 0.1875 × 5/365 = ₹156.8539… → ₹156.85
   *   interest ₹1,225.34; outstanding ₹60,000; total ₹61,225.34
   */
  it('reduces the principal from the day after each payment', () => {
    const r = msmedInterest({ ...base, asOf: '2026-03-05', payments: [{ on: '2026-02-10', amount: 4_000_000 }] });
    expect(r.segments).toEqual([
      { from: '2026-02-01', to: '2026-02-10', days: 10, rate_percent: '18.75', balance: LAKH, interest: 51_370 },
      { from: '2026-02-11', to: '2026-02-28', days: 18, rate_percent: '18.75', balance: 6_000_000, interest: 55_479 },
      { from: '2026-03-01', to: '2026-03-05', days: 5, rate_percent: '18.75', balance: 6_106_849, interest: 15_685 },
    ]);
    expect(r).toMatchObject({ paid: 4_000_000, outstanding: 6_000_000, interest: 122_534, total: 6_122_534 });
  });

  /* Paid in full on 5 Feb: 1–5 Feb, 5 days on ₹1,00,000 = ₹256.8493… → ₹256.85, then nothing more. */
  it('ends the period on the day the principal is paid in full', () => {
    const r = msmedInterest({ ...base, payments: [{ on: '2026-02-05', amount: LAKH }] });
    expect(r).toMatchObject({ from: '2026-02-01', to: '2026-02-05', paid: LAKH, outstanding: 0, interest: 25_685, total: 25_685 });
  });

  it('charges nothing when paid in full by the last day, and ignores payments after as_of', () => {
    expect(msmedInterest({ ...base, payments: [{ on: '2026-01-31', amount: LAKH }] }).reason_code).toBe('nothing_outstanding');
    const later = msmedInterest({ ...base, payments: [{ on: '2026-05-01', amount: LAKH }] });
    expect(later).toMatchObject({ paid: 0, interest: 384_781 });
  });

  it('never applies more than the principal', () => {
    const r = msmedInterest({ ...base, payments: [{ on: '2026-02-05', amount: LAKH * 2 }] });
    expect(r).toMatchObject({ paid: LAKH, outstanding: 0 });
  });

  it('refuses nonsense input rather than guessing', () => {
    expect(() => msmedInterest({ ...base, principal: -1 })).toThrow(RangeError);
    expect(() => msmedInterest({ ...base, agreedCreditDays: -5 })).toThrow(RangeError);
    expect(() => msmedInterest({ ...base, goodsAcceptedOn: '2026-02-30' })).toThrow(RangeError);
    expect(() => msmedInterest({ ...base, payments: [{ on: '2026-02-01', amount: 0 }] })).toThrow(RangeError);
    expect(() => msmedInterest({ ...base, bankRates: [{ effective_from: '2025-01-01', rate_percent: 'six' }] })).toThrow(RangeError);
  });
});

describe('rounding and month arithmetic', () => {
  it('rounds half a paisa up', () => {
    // ₹5.00 at 18.30 % for 365 days = 91.5 paise exactly → 92; ₹4.99 → 91.317 → 91.
    expect(simpleInterest(500, 1830, 365)).toBe(92);
    expect(simpleInterest(499, 1830, 365)).toBe(91);
  });

  it('counts rests from the appointed day, clamped to short months', () => {
    const jan31 = dayNumber('2027-01-31');
    expect([1, 2, 3].map((m) => plainDate(addMonths(jan31, m)))).toEqual(['2027-02-28', '2027-03-31', '2027-04-30']);
    expect(plainDate(addMonths(dayNumber('2028-01-31'), 1))).toBe('2028-02-29');
  });

  it('adds months as the calendar does (against Date, every few days from 1900 to 2200, back and forth)', () => {
    // The calendar arithmetic runs without Date objects; Date is the reference it must equal.
    const viaDate = (day: number, months: number) => {
      const d = new Date(day * 86_400_000);
      const m = d.getUTCMonth() + months;
      const last = new Date(Date.UTC(d.getUTCFullYear(), m + 1, 0)).getUTCDate();
      return Date.UTC(d.getUTCFullYear(), m, Math.min(d.getUTCDate(), last)) / 86_400_000;
    };
    const differ: string[] = [];
    for (let day = dayNumber('1900-01-01'); day < dayNumber('2200-01-01'); day += 3)
      for (const months of [-25, -12, -1, 0, 1, 2, 11, 12, 13, 61])
        if (addMonths(day, months) !== viaDate(day, months)) differ.push(`${plainDate(day)} ${months}`);
    expect(differ).toEqual([]);
  });

  it('works out interest exactly for any amount: the quick integer path equals the BigInt one', () => {
    const exact = (balance: number, rate: number, days: number) => {
      const numerator = BigInt(balance) * BigInt(rate) * BigInt(days);
      return Number((2n * numerator + 3_650_000n) / 7_300_000n);
    };
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % n;
    const cases: Array<[number, number, number]> = [
      [182_500, 2, 5], // exactly half a paisa over a whole one: rounds up
      [Number.MAX_SAFE_INTEGER, 3_000, 31], // past 2^53: the BigInt path
      [10 ** 13, 2_400, 31],
    ];
    for (let i = 0; i < 20_000; i++) cases.push([next(2_000_000_000) * (1 + next(5_000)), 1 + next(3_000), 1 + next(31)]);
    for (const [balance, rate, days] of cases) expect(simpleInterest(balance, rate, days)).toBe(exact(balance, rate, days));
  });

  /*
   * Appointed day 31 Jan 2027 (accepted 1 Jan, 29 days + 1): rests on 28 Feb and 31 Mar.
   *   31 Jan–27 Feb, 28 days on ₹1,00,000 at 18.75 % = ₹1,438.36 (as in the worked example)
   *   28 Feb–30 Mar, 31 days on ₹1,01,438.36 = ₹1,615.37; then 31 Mar alone: 1,03,053.73 × 0.1875 / 365 = ₹52.9385… → ₹52.94
   */
  it('compounds at month-end rests when the appointed day is the 31st', () => {
    const r = msmedInterest({ ...base, goodsAcceptedOn: '2027-01-01', agreedCreditDays: 29, asOf: '2027-03-31' });
    expect(r.appointed_day).toBe('2027-01-31');
    expect(r.segments.map((s) => [s.from, s.to, s.days, s.interest])).toEqual([
      ['2027-01-31', '2027-02-27', 28, 143_836],
      ['2027-02-28', '2027-03-30', 31, 161_537],
      ['2027-03-31', '2027-03-31', 1, 5_294],
    ]);
  });
});

describe('msmedInterestDue: the interest alone', () => {
  const rates = [
    { effective_from: '2025-04-09', rate_percent: '6.25' },
    { effective_from: '2026-03-10', rate_percent: '5.75' },
  ];
  it.each<[string, Partial<MsmedInterestInput>]>([
    ['the worked example', {}],
    ['a rate change inside a month', { bankRates: rates, asOf: '2026-07-20' }],
    [
      'payments',
      {
        bankRates: rates,
        payments: [
          { on: '2026-02-10', amount: 2_000_000 },
          { on: '2026-05-01', amount: 3_000_000 },
        ],
      },
    ],
    ['paid in full', { payments: [{ on: '2026-03-05', amount: LAKH }] }],
    ['a medium supplier', { supplier: { enterpriseType: 'medium', udyamNumber: 'UDYAM-RJ-17-0012345' } }],
    ['not yet overdue', { asOf: '2026-01-20' }],
    ['no bank rate', { bankRates: [] }],
  ])('is what msmedInterest charges: %s', (_, change) => {
    const input = { ...base, ...change };
    const full = msmedInterest(input);
    expect(msmedInterestDue(input)).toBe(full.applicable ? full.interest : 0);
  });
});
