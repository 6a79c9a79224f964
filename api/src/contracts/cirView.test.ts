import { describe, expect, it } from 'vitest';
import { cirReport, ownReport, quotes, reportList } from '../../../tests/cir/cirFixture';
import {
  bandChip,
  bandKey,
  casesByStatusRows,
  CIR_NEUTRAL_COLOUR,
  enquiriesView,
  gaugeView,
  listItemBand,
  monthAxisText,
  monthLabel,
  monthTick,
  quoteAllowsGenerating,
  quoteView,
  reasonSentence,
  registrationAge,
  regenerateLink,
  reporterView,
  reportIdFromSearch,
  settlementTiming,
  trendSeries,
  walletTopUpLink,
} from './cirView';

describe('band and gauge', () => {
  it('keys a band by its name', () => {
    expect(bandKey('Very Good')).toBe('very_good');
    expect(bandKey('Unacceptable')).toBe('unacceptable');
  });

  it('colours a score by the band the snapshot names, else by the spec’s table, else neutral', () => {
    expect(bandChip(400, { name: 'Very Poor', colour: '#E53935' })).toEqual({ key: 'very_poor', name: 'Very Poor', colour: '#E53935' });
    // A list row carries the band's name only: its colour comes from the table.
    expect(bandChip(872, 'Excellent')).toEqual({ key: 'excellent', name: 'Excellent', colour: '#1B5E20' });
    // No band named: the score's own band (boundaries of §3).
    expect(bandChip(300, null).name).toBe('Unacceptable');
    expect(bandChip(301, null).name).toBe('Very Poor');
    expect(bandChip(851, null)).toMatchObject({ name: 'Excellent', colour: '#1B5E20' });
    expect(bandChip(null, null)).toEqual({ key: null, name: null, colour: CIR_NEUTRAL_COLOUR });
    // A band staff renamed keeps its stored colour.
    expect(bandChip(500, { name: 'Weak', colour: '#123456' })).toEqual({ key: 'weak', name: 'Weak', colour: '#123456' });
  });

  it('gives every row of "Your reports" its chip', () => {
    expect(reportList.map(listItemBand).map((b) => b.key)).toEqual([null, 'very_poor', 'excellent']);
  });

  it('puts the score on a 0–900 gauge with its band and reasons, or says there is no history', () => {
    const g = gaugeView(cirReport.snapshot.score);
    expect(g).toMatchObject({ kind: 'scored', value: 400, min: 0, max: 900, band: { name: 'Very Poor', colour: '#E53935' } });
    expect(g.kind === 'scored' && g.reasons.map((r) => r.code)).toEqual([
      'outstanding_amount',
      'unpaid_defaults',
      'long_overdue',
      'in_default_now',
    ]);
    expect(gaugeView(ownReport.snapshot.score)).toEqual({ kind: 'no_history' });
    expect(gaugeView({ kind: 'scored', score: 950, band: null, reasons: [] })).toMatchObject({ value: 900 });
  });

  it('reads a reason in the reader’s language', () => {
    const r = cirReport.snapshot.score.kind === 'scored' ? cirReport.snapshot.score.reasons[1]! : null;
    expect(reasonSentence(r!, 'en')).toBe('3 reported defaults are still unpaid.');
    expect(reasonSentence(r!, 'hi')).toBe('3 दर्ज भुगतान चूकों का भुगतान अभी बाकी है।');
    expect(reasonSentence({ en: 'Only English', hi: '' }, 'hi')).toBe('Only English');
  });
});

describe('quote', () => {
  it('says free, from the wallet, short of money or refused', () => {
    expect(quoteView(quotes.free)).toEqual({ kind: 'free', ownBusiness: false });
    expect(quoteView(quotes.own)).toEqual({ kind: 'free', ownBusiness: true });
    expect(quoteView(quotes.wallet)).toEqual({ kind: 'wallet', total: '118.00', balance: '2500.00' });
    expect(quoteView(quotes.short)).toEqual({
      kind: 'short',
      total: '118.00',
      balance: '40.00',
      shortBy: '78.00',
      checkout: true,
      payable: '78.00',
    });
    // Without checkout (the API did not offer it) the form only sends the member to add money.
    expect(quoteView({ ...quotes.short, checkout: false, payable: '0.00' })).toMatchObject({ kind: 'short', checkout: false });
    expect(walletTopUpLink('78.00')).toBe('/wallet?add=78.00');
    expect(quoteView(quotes.noPlan)).toEqual({ kind: 'refused', message: quotes.noPlan.message, action: 'plans' });
    // A refusal the API explains by the wallet sends the member to add money.
    expect(quoteView({ ...quotes.short, allowed: false, basis: 'wallet_short' })).toMatchObject({ kind: 'short', shortBy: '78.00' });
  });

  it('enables Generate only when the quote allows it now', () => {
    expect(quoteAllowsGenerating(quoteView(quotes.free))).toBe(true);
    expect(quoteAllowsGenerating(quoteView(quotes.wallet))).toBe(true);
    expect(quoteAllowsGenerating(quoteView(quotes.short))).toBe(false);
    expect(quoteAllowsGenerating(quoteView(quotes.noPlan))).toBe(false);
  });
});

describe('trends, enquiries, cases', () => {
  it('draws 24 months oldest first with whole-rupee bars and DD, Mon, YYYY month labels', () => {
    const t = trendSeries(cirReport.snapshot.trends);
    expect(t.months).toHaveLength(24);
    expect(t.months[0]).toBe('2024-12');
    expect(t.labels[0]).toBe('Dec, 2024');
    expect(t.labels[23]).toBe('Nov, 2026');
    const may = t.months.indexOf('2026-05');
    expect([t.newCases[may], t.newDue[may], t.settled[may]]).toEqual([1, 240000, 0]);
    expect(t.newCases.reduce((a, b) => a + b, 0)).toBe(5);
    expect(t.empty).toBe(false);
    expect(trendSeries(ownReport.snapshot.trends).empty).toBe(true);
    expect(monthLabel('2026-03')).toBe('Mar, 2026');
    expect(monthTick('2026-03')).toBe("Mar '26");
    expect(monthAxisText('2025-01', 'tick')).toBe("Jan '25");
    expect(monthAxisText('2025-01', 'tooltip')).toBe('Jan, 2025');
  });

  it('lists every enquiry on one’s own business, newest first; counts only on another', () => {
    const own = enquiriesView(ownReport.snapshot.enquiries);
    expect(own.kind === 'detailed' && own.items.map((i) => i.member)).toEqual(['Mehta Yarn Agencies', 'Shree Balaji Fabrics']);
    expect(enquiriesView(cirReport.snapshot.enquiries)).toEqual({ kind: 'counts', last30Days: 4, last12Months: 17 });
    expect(enquiriesView({ kind: 'detailed', items: [] })).toEqual({ kind: 'none', own: true });
    expect(enquiriesView({ kind: 'counts', last_30_days: 0, last_12_months: 0 })).toEqual({ kind: 'none', own: false });
  });

  it('names a reporter who agreed, else the member’s state', () => {
    expect(reporterView('Kaveri Textiles')).toEqual({ kind: 'named', name: 'Kaveri Textiles' });
    expect(reporterView('A member in Tamil Nadu')).toEqual({ kind: 'member_in', state: 'Tamil Nadu' });
  });

  it('orders cases by status, largest first, without zeros', () => {
    expect(casesByStatusRows({ disputed: 1, verified: 2, full_settled: 1, rejected: 0 })).toEqual([
      { status: 'verified', count: 2 },
      { status: 'disputed', count: 1 },
      { status: 'full_settled', count: 1 },
    ]);
  });

  it('says how old a registration is and when a settlement came against the due date', () => {
    expect(registrationAge(1543)).toEqual({ years: 4, months: 2 });
    expect(registrationAge(29)).toEqual({ years: 0, months: 0 });
    expect(registrationAge(null)).toBeNull();
    expect(settlementTiming(61)).toEqual({ kind: 'late', days: 61 });
    expect(settlementTiming(-3)).toEqual({ kind: 'early', days: 3 });
    expect(settlementTiming(0)).toEqual({ kind: 'on_time', days: 0 });
    expect(settlementTiming(null)).toBeNull();
  });

  it('reads the report id from /cir-view?id= and links a new report to the subject', () => {
    expect(reportIdFromSearch('?id=4182')).toBe(4182);
    for (const bad of ['', '?id=', '?id=abc', '?id=0', '?id=-3', '?id=1e3']) expect(reportIdFromSearch(bad), bad).toBeNull();
    expect(regenerateLink('08AAKCL4821P1ZX')).toBe('/cir-report?q=08AAKCL4821P1ZX');
  });
});
