/**
 * The credit information report (CIR, issue 11), as the API sends it and the portal, the admin and
 * the PDF read it. A generated report is a snapshot: it is stored whole when generated and always
 * read back as it was, with its date. Money is rupee strings with 2 decimals ('12345.00'); dates are
 * ISO strings (date-times) or 'YYYY-MM-DD' (plain dates).
 *
 * Routes (api/src/domain/cir/cirRoutes.ts):
 *   GET  /api/cir/search?q=                 member → CirSearchHit[] (GSTIN, PAN or name; at most 20)
 *   GET  /api/cir/quote?business_id=&gstin= member → CirQuote (what generating costs now)
 *   POST /api/cir/reports                   member { business_id, gstin, purpose } + Idempotency-Key → 201 CirReportView
 *   POST /api/cir/checkout                  the same, paid through the gateway's checkout → 201 PlacedOrder (./checkout.ts)
 *   GET  /api/cir/reports                   member → CirReportListItem[] (own, newest first; ?page)
 *   GET  /api/cir/reports/:id               member (own) or staff (CIR → detailView) → CirReportView
 *   GET  /api/cir/reports/:id/pdf?lang=en|hi → the PDF
 *   GET  /api/cir/verify/:code              anyone → CirVerification (is this PDF genuine?)
 *   POST /api/data/cir-data                 the §7 call: same rules as POST /api/cir/reports
 */
import { z } from 'zod';
import { gstinSchema } from '../validation';

/** Why the member looks (shown to the subject in its enquiry history). */
export const CIR_PURPOSES = ['new_credit', 'credit_review', 'collection', 'own_business', 'other'] as const;
export type CirPurpose = (typeof CIR_PURPOSES)[number];

export const CIR_MESSAGES = {
  purpose: 'Choose why you are checking this business',
  business: 'Choose the business you are checking from',
  query: 'Type a GSTIN, a PAN or at least 3 letters of the name',
  generated: 'Your credit report is ready',
  nothingCharged: 'We could not generate the report. Nothing was charged.',
  /** POST /api/cir/checkout for a report that costs nothing (one's own business, a free CIR of the plan). */
  nothingToPay: 'This report costs you nothing: generate it directly, there is nothing to pay.',
  /** purpose own_business on a GSTIN that is not a business whose control the member proved. */
  notOwnBusiness: 'This GSTIN is not one of your businesses whose control you proved. Choose why you are checking it.',
} as const;

export const cirGenerateInput = z.object({
  /** The member's own business the enquiry is made from (its plan pays; its name is what the subject sees). */
  business_id: z.coerce.number({ error: CIR_MESSAGES.business }).int(CIR_MESSAGES.business).positive(CIR_MESSAGES.business),
  gstin: gstinSchema,
  purpose: z.enum(CIR_PURPOSES, { error: CIR_MESSAGES.purpose }),
});
export type CirGenerateInput = z.infer<typeof cirGenerateInput>;

export const cirSearchInput = z.object({
  q: z.string({ error: CIR_MESSAGES.query }).trim().min(3, CIR_MESSAGES.query).max(120, 'At most 120 characters'),
});

export interface CirSearchHit {
  gstin: string;
  name: string;
  trade_name: string | null;
  state_name: string | null;
  /** Listed cases against this GSTIN now (0 when none): a hint, not the report. */
  listed_cases: number;
}

export interface CirQuote {
  allowed: boolean;
  /** 'own_business' (free), 'plan_free_cir', 'plan_fee', … or the refusal reason. */
  basis: string;
  fee: string;
  gst: string;
  total: string;
  wallet_balance: string;
  /** The wallet is short of the plan's fee: POST /api/cir/checkout can pay the rest through the gateway. */
  checkout: boolean;
  /** What the gateway would collect then (the wallet pays first); '0.00' when there is no checkout. */
  payable: string;
  message: string;
}

export interface CirBandView {
  name: string;
  colour: string;
  min_score: number;
  max_score: number;
}

export interface CirReasonView {
  code: string;
  points_lost: number;
  en: string;
  hi: string;
}

export type CirScoreView = { kind: 'no_history' } | { kind: 'scored'; score: number; band: CirBandView | null; reasons: CirReasonView[] };

export interface CirCaseView {
  id: number;
  /** Which GSTIN of the PAN the case is against. */
  gstin: string;
  /** The reporter's trade name when the reporter agreed to be named, else 'A member in <state>'. */
  reporter: string;
  status: string;
  status_label: string;
  due_amount: string;
  settled_amount: string;
  write_off_amount: string;
  outstanding: string;
  /** MSMED Act interest due on it now ('0.00' when it does not apply). */
  msmed_interest: string;
  due_date: string | null;
  reported_on: string;
  /** When it started to count (after the reply window or acceptance); null while it does not. */
  listed_from: string | null;
  /** The reported business's side, when it disputed. */
  dispute: { status: 'open' | 'upheld' | 'rejected'; statement: string; opened_on: string; decided_on: string | null } | null;
}

export interface CirReportSnapshot {
  /** Printed on the PDF and in its QR code; GET /api/cir/verify/:code answers for it. */
  verification_code: string;
  generated_at: string;
  subject: {
    gstin: string;
    pan: string;
    name: string;
    trade_name: string | null;
    state_name: string | null;
    /** Every GSTIN of the PAN known here (the subject first). */
    gstins: string[];
    /** Days since the GST registration, when known. */
    registration_age_days: number | null;
  };
  score: CirScoreView;
  summary: {
    cases_by_status: Record<string, number>;
    listed_cases: number;
    open_disputes: number;
    distinct_reporters: number;
    outstanding: string;
    settled: string;
    written_off: string;
    msmed_interest: string;
    oldest_overdue_days: number | null;
    transactions: { paid_on_time: number; paid_late: number; overdue: number };
  };
  /** Every case a member may see about the PAN (listed, settled, disputed, written off), newest first. */
  cases: CirCaseView[];
  settlements: Array<{ case_id: number; settled_on: string; amount: string; days_from_due: number | null }>;
  /** The last 24 calendar months, oldest first: 'YYYY-MM'. */
  trends: Array<{ month: string; new_cases: number; new_due: string; settled: string }>;
  /**
   * Who looked at this business's reports. In a report on one's OWN business: each enquiry with the
   * enquiring member's trade name, date and purpose. In a report on another business: counts only.
   */
  enquiries:
    | { kind: 'detailed'; items: Array<{ at: string; member: string; purpose: CirPurpose }> }
    | { kind: 'counts'; last_30_days: number; last_12_months: number };
}

export interface CirReportView {
  id: number;
  status: 'generated' | 'failed';
  purpose: CirPurpose;
  /** What it cost ('0.00' when free) and the tax invoice, if any. */
  charged: string;
  invoice_number: string | null;
  created_at: string;
  snapshot: CirReportSnapshot;
}

export interface CirReportListItem {
  id: number;
  subject_gstin: string;
  subject_name: string | null;
  score: number | null;
  band: string | null;
  purpose: CirPurpose;
  charged: string;
  generated_at: string;
}

/** The key figures of a report as its PDF prints them (domain/cir/cirVerification.ts). */
export interface CirVerifiedFigures {
  /** Rows of the report's case table. */
  cases: number;
  /** Only statuses with at least one case. */
  cases_by_status: Record<string, number>;
  outstanding: string;
  settled: string;
  written_off: string;
  open_disputes: number;
  distinct_reporters: number;
}

export interface CirVerification {
  genuine: boolean;
  /** Only when genuine: enough to compare with the printed page, nothing more. */
  report?: {
    subject_gstin: string;
    subject_name: string;
    score: number | null;
    band: string | null;
    generated_at: string;
    figures: CirVerifiedFigures;
    /** SHA-256 (hex) of the report's stored snapshot, printed on its PDF (groupedHash). */
    content_hash: string;
  };
}

/** A fingerprint as printed on the PDF and shown on the verification page: groups of 8 characters. */
export const groupedHash = (hex: string) => (hex.match(/.{1,8}/g) ?? []).join(' ');

/** A report's verification code: 20 base-32 letters and digits (printed on the PDF, checked at /cir-verify/:code). */
export const CIR_VERIFICATION_CODE_PATTERN = /^[A-Z2-7]{20}$/;
