/**
 * A realistic CIR as the API answers it (api/src/contracts/cir.ts), for the screens' tests: a buyer
 * with three unpaid listed defaults from two suppliers, one settled default, a dispute, MSMED
 * interest, recorded purchases and 24 months of trends; the score is the model's own arithmetic
 * (docs/cir-model.md): 900 − 150 − 135 − 70 − 60 − 35 − 30 − 20 = 400, band Very Poor.
 */
import type { CirQuote, CirReportListItem, CirReportView, CirSearchHit } from '../../api/src/contracts';

export const SUBJECT_GSTIN = '08AAKCL4821P1ZX';
export const OTHER_GSTIN = '27AAKCL4821P1ZX';
export const OWN_GSTIN = '08ABCFK1234M1ZB';

/** 24 calendar months ending Nov 2026, oldest first, with cases and settlements in a few of them. */
function trends() {
  const out: CirReportView['snapshot']['trends'] = [];
  const events: Record<string, { new_cases: number; new_due: string; settled: string }> = {
    '2025-02': { new_cases: 1, new_due: '96000.00', settled: '0.00' },
    '2025-06': { new_cases: 0, new_due: '0.00', settled: '96000.00' },
    '2026-04': { new_cases: 1, new_due: '200000.00', settled: '0.00' },
    '2026-05': { new_cases: 1, new_due: '240000.00', settled: '0.00' },
    '2026-06': { new_cases: 1, new_due: '62000.00', settled: '0.00' },
    '2026-07': { new_cases: 1, new_due: '120000.00', settled: '60000.00' },
    '2026-09': { new_cases: 0, new_due: '0.00', settled: '15000.00' },
  };
  for (let i = 0; i < 24; i += 1) {
    const d = new Date(Date.UTC(2024, 11 + i, 1));
    const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    out.push({ month, ...(events[month] ?? { new_cases: 0, new_due: '0.00', settled: '0.00' }) });
  }
  return out;
}

export const cirReport: CirReportView = {
  id: 4182,
  status: 'generated',
  purpose: 'new_credit',
  charged: '118.00',
  invoice_number: 'BKY/2026-27/000931',
  created_at: '2026-11-20T05:12:00.000Z',
  snapshot: {
    verification_code: 'CIR-7K3M-Q9XD-2PLA',
    generated_at: '2026-11-20T05:12:00.000Z',
    subject: {
      gstin: SUBJECT_GSTIN,
      pan: 'AAKCL4821P',
      name: 'Lakshmi Garments Private Limited',
      trade_name: 'Lakshmi Garments',
      state_name: 'Rajasthan',
      gstins: [SUBJECT_GSTIN, OTHER_GSTIN],
      registration_age_days: 1543,
    },
    score: {
      kind: 'scored',
      score: 400,
      band: { name: 'Very Poor', colour: '#E53935', min_score: 301, max_score: 500 },
      reasons: [
        {
          code: 'outstanding_amount',
          points_lost: 150,
          en: '₹4,85,000.00 is still unpaid to suppliers on reported defaults.',
          hi: 'दर्ज भुगतान चूकों पर आपूर्तिकर्ताओं का ₹4,85,000.00 अभी भी बकाया है।',
        },
        {
          code: 'unpaid_defaults',
          points_lost: 135,
          en: '3 reported defaults are still unpaid.',
          hi: '3 दर्ज भुगतान चूकों का भुगतान अभी बाकी है।',
        },
        {
          code: 'long_overdue',
          points_lost: 70,
          en: 'The oldest unpaid due is 212 days past its due date.',
          hi: 'सबसे पुराना बकाया भुगतान अपनी नियत तिथि के बाद 212 दिन से लंबित है।',
        },
        {
          code: 'in_default_now',
          points_lost: 60,
          en: 'The business is in default now: a reported due is unpaid today.',
          hi: 'यह व्यवसाय अभी भुगतान चूक में है: एक दर्ज बकाया आज तक नहीं चुकाया गया है।',
        },
      ],
    },
    summary: {
      cases_by_status: { verified: 2, partial_settled: 1, full_settled: 1, disputed: 1 },
      listed_cases: 3,
      open_disputes: 1,
      distinct_reporters: 2,
      outstanding: '485000.00',
      settled: '171000.00',
      written_off: '0.00',
      msmed_interest: '38412.55',
      oldest_overdue_days: 212,
      transactions: { paid_on_time: 15, paid_late: 6, overdue: 3 },
    },
    cases: [
      {
        id: 9301,
        gstin: SUBJECT_GSTIN,
        reporter: 'Kaveri Textiles',
        status: 'partial_settled',
        status_label: 'Partly settled',
        due_amount: '120000.00',
        settled_amount: '75000.00',
        write_off_amount: '0.00',
        outstanding: '45000.00',
        msmed_interest: '3120.40',
        due_date: '2026-07-15',
        reported_on: '2026-07-28',
        listed_from: '2026-08-12',
        dispute: null,
      },
      {
        id: 9188,
        gstin: SUBJECT_GSTIN,
        reporter: 'A member in Gujarat',
        status: 'disputed',
        status_label: 'Disputed',
        due_amount: '62000.00',
        settled_amount: '0.00',
        write_off_amount: '0.00',
        outstanding: '62000.00',
        msmed_interest: '0.00',
        due_date: '2026-05-30',
        reported_on: '2026-06-18',
        listed_from: null,
        dispute: {
          status: 'open',
          statement:
            'The goods arrived damaged; we returned 40 pieces on 02-Jun with the transporter’s receipt and owe nothing on this invoice.',
          opened_on: '2026-06-25',
          decided_on: null,
        },
      },
      {
        id: 9042,
        gstin: OTHER_GSTIN,
        reporter: 'A member in Maharashtra',
        status: 'verified',
        status_label: 'Verified',
        due_amount: '240000.00',
        settled_amount: '0.00',
        write_off_amount: '0.00',
        outstanding: '240000.00',
        msmed_interest: '21840.15',
        due_date: '2026-04-28',
        reported_on: '2026-05-10',
        listed_from: '2026-05-25',
        dispute: null,
      },
      {
        id: 8975,
        gstin: SUBJECT_GSTIN,
        reporter: 'Kaveri Textiles',
        status: 'verified',
        status_label: 'Verified',
        due_amount: '200000.00',
        settled_amount: '0.00',
        write_off_amount: '0.00',
        outstanding: '200000.00',
        msmed_interest: '13452.00',
        due_date: '2026-03-20',
        reported_on: '2026-04-02',
        listed_from: '2026-04-17',
        dispute: null,
      },
      {
        id: 8611,
        gstin: SUBJECT_GSTIN,
        reporter: 'A member in Rajasthan',
        status: 'full_settled',
        status_label: 'Fully settled',
        due_amount: '96000.00',
        settled_amount: '96000.00',
        write_off_amount: '0.00',
        outstanding: '0.00',
        msmed_interest: '0.00',
        due_date: '2025-02-10',
        reported_on: '2025-02-24',
        listed_from: '2025-03-11',
        dispute: {
          status: 'rejected',
          statement: 'We had asked for a credit note before paying.',
          opened_on: '2025-03-02',
          decided_on: '2025-03-09',
        },
      },
    ],
    settlements: [
      { case_id: 9301, settled_on: '2026-09-14', amount: '15000.00', days_from_due: 61 },
      { case_id: 9301, settled_on: '2026-07-31', amount: '60000.00', days_from_due: 16 },
      { case_id: 8611, settled_on: '2025-06-18', amount: '96000.00', days_from_due: 128 },
    ],
    trends: trends(),
    enquiries: { kind: 'counts', last_30_days: 4, last_12_months: 17 },
  },
};

/** A report on the member's own business: no history yet, and who looked at it. */
export const ownReport: CirReportView = {
  id: 4183,
  status: 'generated',
  purpose: 'own_business',
  charged: '0.00',
  invoice_number: null,
  created_at: '2026-11-24T09:30:00.000Z',
  snapshot: {
    verification_code: 'CIR-3HQ8-MW2C-7TRE',
    generated_at: '2026-11-24T09:30:00.000Z',
    subject: {
      gstin: OWN_GSTIN,
      pan: 'ABCFK1234M',
      name: 'Kaveri Textiles',
      trade_name: 'Kaveri Textiles',
      state_name: 'Rajasthan',
      gstins: [OWN_GSTIN],
      registration_age_days: null,
    },
    score: { kind: 'no_history' },
    summary: {
      cases_by_status: {},
      listed_cases: 0,
      open_disputes: 0,
      distinct_reporters: 0,
      outstanding: '0.00',
      settled: '0.00',
      written_off: '0.00',
      msmed_interest: '0.00',
      oldest_overdue_days: null,
      transactions: { paid_on_time: 0, paid_late: 0, overdue: 0 },
    },
    cases: [],
    settlements: [],
    trends: trends().map((t) => ({ ...t, new_cases: 0, new_due: '0.00', settled: '0.00' })),
    enquiries: {
      kind: 'detailed',
      items: [
        { at: '2026-10-02T06:15:00.000Z', member: 'Shree Balaji Fabrics', purpose: 'new_credit' },
        { at: '2026-11-18T11:40:00.000Z', member: 'Mehta Yarn Agencies', purpose: 'credit_review' },
      ],
    },
  },
};

export const searchHits: CirSearchHit[] = [
  {
    gstin: SUBJECT_GSTIN,
    name: 'Lakshmi Garments Private Limited',
    trade_name: 'Lakshmi Garments',
    state_name: 'Rajasthan',
    listed_cases: 3,
  },
  { gstin: OTHER_GSTIN, name: 'Lakshmi Garments Private Limited', trade_name: null, state_name: 'Maharashtra', listed_cases: 1 },
  { gstin: '24AAACS7711R1ZZ', name: 'Lakshmi Saree Emporium', trade_name: 'Lakshmi Sarees', state_name: 'Gujarat', listed_cases: 0 },
];

const quote = (q: Partial<CirQuote>): CirQuote => ({
  allowed: true,
  basis: 'plan_fee',
  fee: '100.00',
  gst: '18.00',
  total: '118.00',
  wallet_balance: '2500.00',
  checkout: false,
  payable: '0.00',
  message: 'A credit report costs ₹118.00 (₹100.00 + GST), paid from your wallet.',
  ...q,
});

export const quotes = {
  wallet: quote({}),
  free: quote({ basis: 'plan_free_cir', fee: '0.00', gst: '0.00', total: '0.00', message: 'This report is free with your plan.' }),
  own: quote({ basis: 'own_business', fee: '0.00', gst: '0.00', total: '0.00', message: 'Reports on your own business are free.' }),
  short: quote({ allowed: false, basis: 'wallet_short', wallet_balance: '40.00', checkout: true, payable: '78.00' }),
  noPlan: quote({
    allowed: false,
    basis: 'no_plan',
    fee: '0.00',
    gst: '0.00',
    total: '0.00',
    message: 'This business has no active membership plan. Choose a plan to continue.',
  }),
} satisfies Record<string, CirQuote>;

export const reportList: CirReportListItem[] = [
  {
    id: ownReport.id,
    subject_gstin: OWN_GSTIN,
    subject_name: 'Kaveri Textiles',
    score: null,
    band: null,
    purpose: 'own_business',
    charged: '0.00',
    generated_at: ownReport.created_at,
  },
  {
    id: cirReport.id,
    subject_gstin: SUBJECT_GSTIN,
    subject_name: 'Lakshmi Garments Private Limited',
    score: 400,
    band: 'Very Poor',
    purpose: 'new_credit',
    charged: '118.00',
    generated_at: cirReport.created_at,
  },
  {
    id: 3990,
    subject_gstin: '24AAACS7711R1ZZ',
    subject_name: 'Lakshmi Saree Emporium',
    score: 872,
    band: 'Excellent',
    purpose: 'credit_review',
    charged: '0.00',
    generated_at: '2026-10-11T07:00:00.000Z',
  },
];
