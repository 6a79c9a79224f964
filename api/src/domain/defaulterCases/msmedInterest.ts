/**
 * Interest a buyer owes a micro or small supplier under sections 15–16 of the MSMED Act, 2006.
 *
 * The law (s.15, s.16, s.2(b)): the buyer pays on or before the date agreed in writing, which may not
 * be more than 45 days from the day of acceptance (or deemed acceptance) of the goods or services;
 * with nothing agreed, before the "appointed day" — the day after 15 days from acceptance. A buyer
 * who does not owes compound interest with monthly rests at three times the bank rate notified by
 * the Reserve Bank, from the appointed day (or the day after the agreed date) until payment.
 *
 * How this function applies it — every choice below is deliberate and tested (msmedInterest.test.ts):
 * - Credit period: the agreed days, capped at 45; none agreed → 15. "From the day of acceptance"
 *   excludes that day (General Clauses Act s.9): accepted 1 Jan + 30 days → pay by 31 Jan.
 * - Interest runs from the appointed day (the day after the last day to pay) up to and including the
 *   `to` day: the as-of date, or the day the principal was paid in full. Both ends count, so paying on
 *   the appointed day costs one day of interest and paying on the last day costs none.
 * - Day basis: simple interest for each day at the annual rate / 365 (every year, leap or not), on the
 *   balance bearing interest — the way Indian banks charge on daily balances with monthly rests.
 *   A full month is therefore its days × rate / 365, the same rule as a part of a month.
 * - Monthly rests: counted from the appointed day (appointed 1 Feb → rests on 1 Mar, 1 Apr…; appointed
 *   31 Jan → 28/29 Feb, 31 Mar, 30 Apr…). At each rest the month's interest is added to the balance,
 *   and the next month's interest runs on principal + interest so far. The month still running at
 *   the `to` day is charged for its days but not yet added (its rest has not come).
 * - Rate: 3 × the bank rate in force on each day (the row with the latest effective_from on or before
 *   it). A change inside a month splits the month into segments; the month still compounds once, at
 *   its rest. No rate recorded for a day in the period → not applicable (staff must add the rate).
 * - Rounding: each segment's interest is rounded to the paisa, half up; a month's interest is the sum
 *   of its segments, so every figure shown adds up exactly.
 * - Payments (dated, in paise): they reduce the principal. The amount paid on a day still bears that
 *   day's interest (the period runs "to the date of payment"), so it leaves the balance the day after.
 *   Payments are applied to principal only, never beyond it. Once the principal is paid in full the
 *   period ends: interest earned until then stays owed but stops compounding.
 *
 * Money is integer paise; products are taken in BigInt, so no amount overflows or loses a paisa.
 */
import { addMonths, dayNumber, plainDate } from './plainDates';

/** Days a written agreement may give at most (s.15 proviso). */
export const MAX_AGREED_CREDIT_DAYS = 45;
/** Days to pay when nothing was agreed (s.2(b)). */
export const DEFAULT_CREDIT_DAYS = 15;
/** The Act's multiple of the RBI bank rate (s.16). */
export const BANK_RATE_MULTIPLE = 3;

export type EnterpriseType = 'micro' | 'small' | 'medium';

export interface BankRate {
  /** 'YYYY-MM-DD': the rate applies from this day on, until the next row's date. */
  effective_from: string;
  /** Percent a year, as PostgreSQL numeric(5,2) answers it: '6.25'. */
  rate_percent: string;
}

export interface InterestPayment {
  /** 'YYYY-MM-DD': the day the buyer paid. */
  on: string;
  /** Paise, > 0. */
  amount: number;
}

export interface MsmedInterestInput {
  /** The reporting (supplying) business. */
  supplier: { enterpriseType: EnterpriseType | null; udyamNumber: string | null };
  /** Paise owed on the goods or services (before the payments below). */
  principal: number;
  goodsAcceptedOn: string;
  /** Days agreed in writing; null when nothing was agreed. */
  agreedCreditDays: number | null;
  asOf: string;
  bankRates: readonly BankRate[];
  payments?: readonly InterestPayment[];
}

export type InterestReasonCode =
  'not_micro_or_small' | 'no_udyam' | 'nothing_outstanding' | 'not_yet_overdue' | 'no_bank_rate' | 'case_closed';

export interface InterestSegment {
  from: string;
  /** Inclusive. */
  to: string;
  days: number;
  /** Annual rate charged: 3 × the bank rate, 2 decimals ('18.75'). */
  rate_percent: string;
  /** Paise the interest ran on: principal still unpaid + interest added at earlier rests. */
  balance: number;
  /** Paise, rounded half up. */
  interest: number;
}

export interface MsmedInterest {
  applicable: boolean;
  reason_code: InterestReasonCode | null;
  /** Why not, in plain words; null when applicable. */
  reason: string | null;
  accepted_on: string;
  agreed_credit_days: number | null;
  /** Days actually allowed: the agreed days capped at 45, or 15. */
  credit_days: number;
  /** The agreement gave more than 45 days. */
  credit_days_capped: boolean;
  /** The last day to pay without interest. */
  due_by: string;
  appointed_day: string;
  as_of: string;
  /** First and last day interest was charged for; null when none was. */
  from: string | null;
  to: string | null;
  /** Paise: the principal, what payments took off it (up to as_of), and what is left. */
  principal: number;
  paid: number;
  outstanding: number;
  segments: InterestSegment[];
  /** Paise of interest for the whole period. */
  interest: number;
  /** outstanding + interest. */
  total: number;
}

const REASONS: Record<InterestReasonCode, string> = {
  not_micro_or_small: 'The reporting business is not recorded as a micro or small enterprise, so MSMED Act interest does not apply.',
  no_udyam: 'The reporting business has no Udyam registration number on record, so MSMED Act interest does not apply.',
  nothing_outstanding: 'Nothing is outstanding on this claim, so no interest is due.',
  not_yet_overdue: 'The payment is not yet overdue, so no interest is due yet.',
  no_bank_rate: 'No RBI bank rate is recorded for the period, so the interest cannot be worked out yet.',
  case_closed: 'This case is closed, so no interest is shown.',
};
export const interestReason = (code: InterestReasonCode) => REASONS[code];

/** '6.25' → 625 (hundredths of a percent). */
function hundredths(rate: string): number {
  const m = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(rate.trim());
  if (!m) throw new RangeError(`Not a rate in percent with at most 2 decimals: ${rate}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
const percentText = (h: number) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;

interface ParsedRate {
  from: number;
  /** The rate charged (BANK_RATE_MULTIPLE × the bank rate), in hundredths of a percent. */
  hundredths: number;
}
const parsedRates = new WeakMap<readonly BankRate[], ParsedRate[]>();

/** The bank rates as day numbers and charged rates, sorted by day; parsed once per rates list (a report passes one list to every case). */
function ratesOf(bankRates: readonly BankRate[]): ParsedRate[] {
  let parsed = parsedRates.get(bankRates);
  if (!parsed) {
    parsed = bankRates
      .map((r) => ({ from: dayNumber(r.effective_from), hundredths: hundredths(r.rate_percent) * BANK_RATE_MULTIPLE }))
      .sort((a, b) => a.from - b.from);
    parsedRates.set(bankRates, parsed);
  }
  return parsed;
}

const DENOMINATOR = 3_650_000;

/** balance × rate (hundredths of a percent) × days / (365 × 100 × 100), rounded half up to the paisa. */
export function simpleInterest(balance: number, rateHundredths: number, days: number): number {
  const twice = 2 * balance * rateHundredths * days + DENOMINATOR;
  if (Number.isSafeInteger(twice)) {
    // Exact integers: floor(twice / (2 × DENOMINATOR)), the float quotient corrected by one if it rounded across.
    const divisor = 2 * DENOMINATOR;
    let q = Math.floor(twice / divisor);
    if (q * divisor > twice) q -= 1;
    else if ((q + 1) * divisor <= twice) q += 1;
    return q;
  }
  const numerator = BigInt(balance) * BigInt(rateHundredths) * BigInt(days);
  const denominator = 3_650_000n;
  return Number((2n * numerator + denominator) / (2n * denominator));
}

function checkInput(input: MsmedInterestInput) {
  if (!Number.isSafeInteger(input.principal) || input.principal < 0) throw new RangeError('principal must be whole paise, not negative');
  const agreed = input.agreedCreditDays;
  if (agreed !== null && (!Number.isInteger(agreed) || agreed < 0)) throw new RangeError('agreedCreditDays must be a whole number ≥ 0');
  for (const p of input.payments ?? []) {
    if (!Number.isSafeInteger(p.amount) || p.amount <= 0) throw new RangeError('a payment must be whole paise above 0');
    dayNumber(p.on);
  }
}

export function msmedInterest(input: MsmedInterestInput): MsmedInterest {
  return interestOf(input, true);
}

/**
 * Only the interest in paise — msmedInterest(input).interest when applicable, else 0 — without
 * writing out the segments (their dates are most of the work): for totals over many cases, such as
 * the CIR's MSMED interest over every listed case of a business.
 */
export function msmedInterestDue(input: MsmedInterestInput): number {
  const r = interestOf(input, false);
  return r.applicable ? r.interest : 0;
}

/** The rule; with `detailed` false the segments are counted but not listed (segments, from and to stay empty). */
function interestOf(input: MsmedInterestInput, detailed: boolean): MsmedInterest {
  checkInput(input);
  const accepted = dayNumber(input.goodsAcceptedOn);
  const asOf = dayNumber(input.asOf);
  const agreed = input.agreedCreditDays;
  const creditDays = agreed === null ? DEFAULT_CREDIT_DAYS : Math.min(agreed, MAX_AGREED_CREDIT_DAYS);
  const dueBy = accepted + creditDays;
  const appointed = dueBy + 1;

  // Payments up to as_of, as { leaves: the first day the paid amount no longer bears interest }.
  const payments = (input.payments ?? [])
    .map((p) => ({ leaves: dayNumber(p.on) + 1, amount: p.amount }))
    .filter((p) => p.leaves - 1 <= asOf)
    .sort((a, b) => a.leaves - b.leaves);
  const paidBy = (day: number) => {
    let sum = 0;
    for (const p of payments) if (p.leaves <= day) sum += p.amount;
    return Math.min(input.principal, sum);
  };
  const paid = paidBy(asOf + 1);

  const result: MsmedInterest = {
    applicable: false,
    reason_code: null,
    reason: null,
    accepted_on: plainDate(accepted),
    agreed_credit_days: agreed,
    credit_days: creditDays,
    credit_days_capped: agreed !== null && agreed > MAX_AGREED_CREDIT_DAYS,
    due_by: plainDate(dueBy),
    appointed_day: plainDate(appointed),
    as_of: plainDate(asOf),
    from: null,
    to: null,
    principal: input.principal,
    paid,
    outstanding: input.principal - paid,
    segments: [],
    interest: 0,
    total: input.principal - paid,
  };
  const notApplicable = (code: InterestReasonCode): MsmedInterest => ({ ...result, reason_code: code, reason: REASONS[code] });

  const type = input.supplier.enterpriseType;
  if (type !== 'micro' && type !== 'small') return notApplicable('not_micro_or_small');
  if (!input.supplier.udyamNumber?.trim()) return notApplicable('no_udyam');
  if (input.principal - paidBy(Math.min(appointed, asOf + 1)) <= 0) return notApplicable('nothing_outstanding');
  if (asOf < appointed) return notApplicable('not_yet_overdue');

  const rates = ratesOf(input.bankRates);
  // The rate in force on `day`: the last change on or before it (rates sorted by day, stable).
  let rateIndex = -1;
  while (rateIndex + 1 < rates.length && rates[rateIndex + 1]!.from <= appointed) rateIndex += 1;
  if (rateIndex < 0) return notApplicable('no_bank_rate');

  // One pass over the days, each boundary (month's rest, rate change, payment, as_of) met in order:
  // the rate, the payments made so far and the next change are carried forward, not searched for.
  const segments: InterestSegment[] = [];
  let day = appointed;
  let paymentIndex = 0; // payments[..paymentIndex) have left the balance by `day`
  let paidSoFar = 0;
  let restIndex = 1;
  let nextRest = addMonths(appointed, restIndex);
  let addedAtRests = 0; // interest added to the balance at earlier rests
  let runningMonth = 0; // interest of the month not yet at its rest
  let total = 0;
  const end = asOf + 1; // exclusive
  while (day < end) {
    while (paymentIndex < payments.length && payments[paymentIndex]!.leaves <= day) paidSoFar += payments[paymentIndex++]!.amount;
    while (rateIndex + 1 < rates.length && rates[rateIndex + 1]!.from <= day) rateIndex += 1;
    const unpaid = input.principal - Math.min(input.principal, paidSoFar);
    if (unpaid <= 0) break; // paid in full: the period ended the day before
    const rate = rates[rateIndex]!;
    let next = Math.min(end, nextRest);
    if (rateIndex + 1 < rates.length) next = Math.min(next, rates[rateIndex + 1]!.from);
    if (paymentIndex < payments.length) next = Math.min(next, payments[paymentIndex]!.leaves);
    const balance = unpaid + addedAtRests;
    const interest = simpleInterest(balance, rate.hundredths, next - day);
    total += interest;
    if (detailed) {
      segments.push({
        from: plainDate(day),
        to: plainDate(next - 1),
        days: next - day,
        rate_percent: percentText(rate.hundredths),
        balance,
        interest,
      });
    }
    runningMonth += interest;
    day = next;
    if (day === nextRest) {
      addedAtRests += runningMonth;
      runningMonth = 0;
      restIndex += 1;
      nextRest = addMonths(appointed, restIndex);
    }
  }

  const interest = total;
  return {
    ...result,
    applicable: true,
    from: segments.length ? segments[0]!.from : null,
    to: segments.length ? segments.at(-1)!.to : null,
    segments,
    interest,
    total: result.outstanding + interest,
  };
}
