/**
 * How a CIR snapshot (./cir.ts) is shown, as pure functions the portal's /cir-report and /cir-view
 * and the admin's CIR screen share: the band and its colour, the reasons in the reader's language,
 * what the quote means for the Generate button, the trend series of the charts, which enquiry
 * history a report carries, how a case's reporter is named. Browser-safe: ../validation only.
 */
import { formatDate, fromPaise, SCORE_BANDS, scoreBand, toPaise } from '../validation';
import type { CirQuote, CirReasonView, CirReportListItem, CirReportSnapshot, CirScoreView } from './cir';

export const CIR_SCORE_MIN = 0;
export const CIR_SCORE_MAX = 900;
/** The colour of a score without a known band (and of "no history"). */
export const CIR_NEUTRAL_COLOUR = '#757575';

/** 'Very Good' → 'very_good': the band's translation key. */
export const bandKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '_');

export interface CirBandChip {
  /** Translation key of the band ('very_good'); null without a band. */
  key: string | null;
  /** The band's English name as stored ('Very Good'). */
  name: string | null;
  colour: string;
}

/** A score's band as a chip: the band the snapshot names (its stored colour), else the spec's table, else neutral. */
export function bandChip(score: number | null, band?: { name: string; colour?: string } | string | null): CirBandChip {
  const named = typeof band === 'string' ? { name: band } : (band ?? null);
  const known = named ? SCORE_BANDS.find((b) => b.name === named.name) : score === null ? null : scoreBand(score);
  const name = named?.name ?? known?.name ?? null;
  return {
    key: name ? bandKey(name) : null,
    name,
    colour: (named && 'colour' in named && named.colour) || known?.colour || CIR_NEUTRAL_COLOUR,
  };
}

/** The chip of a row of "Your reports". */
export const listItemBand = (item: Pick<CirReportListItem, 'score' | 'band'>) => bandChip(item.score, item.band);

export type CirGaugeView =
  { kind: 'no_history' } | { kind: 'scored'; value: number; min: number; max: number; band: CirBandChip; reasons: CirReasonView[] };

/** The gauge's arc, the same in the portal and the admin: a 220° dial with rounded ends. */
export const CIR_GAUGE_ARC = { startAngle: -110, endAngle: 110, innerRadius: '72%', cornerRadius: '40%' } as const;

/** What the gauge shows: the score within 0–900 in its band's colour, or "no history". */
export function gaugeView(score: CirScoreView): CirGaugeView {
  if (score.kind === 'no_history') return { kind: 'no_history' };
  const value = Math.min(CIR_SCORE_MAX, Math.max(CIR_SCORE_MIN, Math.round(score.score)));
  return { kind: 'scored', value, min: CIR_SCORE_MIN, max: CIR_SCORE_MAX, band: bandChip(value, score.band), reasons: score.reasons };
}

/** A reason's sentence in the reader's language (the snapshot carries both). */
export const reasonSentence = (reason: Pick<CirReasonView, 'en' | 'hi'>, language: string) =>
  language === 'hi' && reason.hi ? reason.hi : reason.en;

/** Where a refused quote sends the member. */
export type CirQuoteAction = 'plans' | 'wallet';

export type CirQuoteView =
  | { kind: 'free'; ownBusiness: boolean }
  | { kind: 'wallet'; total: string; balance: string }
  /** checkout: the gateway can take `payable` (the wallet pays first) and generate at once. */
  | { kind: 'short'; total: string; balance: string; shortBy: string; checkout: boolean; payable: string }
  | { kind: 'refused'; message: string; action: CirQuoteAction };

const PLAN_REFUSALS = new Set(['no_plan', 'plan_expired']);

/**
 * What generating costs now, as the form says it: free (own business or the plan's free CIRs), paid
 * from the wallet, short of money in the wallet (add money, or pay the rest through checkout), or
 * refused (see the plans).
 */
export function quoteView(quote: CirQuote): CirQuoteView {
  const total = toPaise(quote.total);
  const balance = toPaise(quote.wallet_balance);
  if (!quote.allowed && PLAN_REFUSALS.has(quote.basis)) return { kind: 'refused', message: quote.message, action: 'plans' };
  if (total > balance)
    return {
      kind: 'short',
      total: quote.total,
      balance: quote.wallet_balance,
      shortBy: fromPaise(total - balance),
      checkout: quote.checkout === true,
      payable: quote.checkout === true ? quote.payable : '0.00',
    };
  if (!quote.allowed) return { kind: 'refused', message: quote.message, action: 'plans' };
  if (total === 0) return { kind: 'free', ownBusiness: quote.basis === 'own_business' };
  return { kind: 'wallet', total: quote.total, balance: quote.wallet_balance };
}

/** Where "Add money to your wallet" goes: /wallet with the form filled in with what is missing. */
export const walletTopUpLink = (shortBy: string) => `/wallet?add=${encodeURIComponent(shortBy)}`;

/** Only a quote that lets the member generate now enables the button. */
export const quoteAllowsGenerating = (view: CirQuoteView) => view.kind === 'free' || view.kind === 'wallet';

/** 'YYYY-MM' → 'Mar, 2026' (the 'DD, Mon, YYYY' rule without the day). */
export const monthLabel = (month: string) => formatDate(`${month}-01`).replace(/^\d{2}, /, '') || month;

/** 'YYYY-MM' → "Mar '26": a chart's axis tick. */
export const monthTick = (month: string) => monthLabel(month).replace(/, \d{2}(\d{2})$/, " '$1");

/** A chart's month axis: short ticks, the full month in the tooltip. */
export const monthAxisText = (month: string, location: string) => (location === 'tick' ? monthTick(month) : monthLabel(month));

/** Whole rupees of a rupee string, for a chart's geometry only (labels use the exact amount). */
export const chartRupees = (amount: string) => Math.round(toPaise(amount) / 100);

export interface CirTrendSeries {
  months: string[];
  labels: string[];
  newCases: number[];
  newDue: number[];
  settled: number[];
  /** Nothing happened in the 24 months: the chart says so instead of drawing zeros. */
  empty: boolean;
}

/** The trend chart's series, oldest month first, as the snapshot lists them. */
export function trendSeries(trends: CirReportSnapshot['trends']): CirTrendSeries {
  const months = trends.map((t) => t.month);
  const newCases = trends.map((t) => t.new_cases);
  const newDue = trends.map((t) => chartRupees(t.new_due));
  const settled = trends.map((t) => chartRupees(t.settled));
  const empty = trends.every((t) => t.new_cases === 0 && toPaise(t.new_due) === 0 && toPaise(t.settled) === 0);
  return { months, labels: months.map(monthLabel), newCases, newDue, settled, empty };
}

export type CirEnquiriesView =
  | { kind: 'detailed'; items: Array<{ at: string; member: string; purpose: string }> }
  | { kind: 'counts'; last30Days: number; last12Months: number }
  | { kind: 'none'; own: boolean };

/**
 * Which enquiry history the report carries: on one's own business every enquiry (newest first), on
 * another business the counts only; none at all says so.
 */
export function enquiriesView(enquiries: CirReportSnapshot['enquiries']): CirEnquiriesView {
  if (enquiries.kind === 'detailed') {
    if (!enquiries.items.length) return { kind: 'none', own: true };
    return { kind: 'detailed', items: [...enquiries.items].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)) };
  }
  if (enquiries.last_12_months === 0 && enquiries.last_30_days === 0) return { kind: 'none', own: false };
  return { kind: 'counts', last30Days: enquiries.last_30_days, last12Months: enquiries.last_12_months };
}

const MEMBER_IN = /^A member in (.+)$/;

/** A case's reporter: its trade name when it agreed to be named, else "a member in <state>". */
export function reporterView(reporter: string): { kind: 'named'; name: string } | { kind: 'member_in'; state: string } {
  const m = MEMBER_IN.exec(reporter.trim());
  return m ? { kind: 'member_in', state: m[1]! } : { kind: 'named', name: reporter };
}

/** Days since registration → whole years and months (a 365-day year, 30-day month: a hint, not a date). */
export function registrationAge(days: number | null): { years: number; months: number } | null {
  if (days === null || !Number.isFinite(days) || days < 0) return null;
  const years = Math.floor(days / 365);
  return { years, months: Math.floor((days - years * 365) / 30) };
}

/** The summary's cases by status, largest first (equal counts by status name), zeros left out. */
export function casesByStatusRows(byStatus: Record<string, number>): Array<{ status: string; count: number }> {
  return Object.entries(byStatus)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => ({ status, count }))
    .sort((a, b) => b.count - a.count || a.status.localeCompare(b.status));
}

/** A settlement's timing against the due date: 'early' (before), 'on_time', 'late' (after), or unknown. */
export function settlementTiming(daysFromDue: number | null): { kind: 'early' | 'on_time' | 'late'; days: number } | null {
  if (daysFromDue === null) return null;
  if (daysFromDue === 0) return { kind: 'on_time', days: 0 };
  return daysFromDue < 0 ? { kind: 'early', days: -daysFromDue } : { kind: 'late', days: daysFromDue };
}

/** A case's amounts worth a column: written off and MSMED interest only when not zero. */
export const hasAmount = (amount: string) => toPaise(amount) !== 0;

/** "Generate a new one" opens /cir-report with the subject already searched. */
export const regenerateLink = (gstin: string) => `/cir-report?q=${encodeURIComponent(gstin)}`;

/** The report page of a generated report. */
export const reportViewLink = (id: number) => `/cir-view?id=${id}`;

/** /cir-view?id=… → the report id, or null when the address does not name one. */
export function reportIdFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
