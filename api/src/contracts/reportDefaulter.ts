/**
 * Reporting a defaulter (issue 10 §1): the `report` field of POST /api/defaulter/report (multipart,
 * beside the evidence files) and the answers of the member's case pages. Shared by the API and the
 * portal, so a rule is written once. Money: rupee strings ('125000.50') in and out, integer paise in
 * the arithmetic below. Dates: 'YYYY-MM-DD' calendar days in India (IST).
 */
import { z } from 'zod';
import { emailSchema } from '../validation/email';
import { gstinSchema } from '../validation/gstin';
import { mobileSchema } from '../validation/mobile';
import { moneySchema, toPaise } from '../validation/money';
import { istPlainDate, PLAIN_DATE_PATTERN } from '../validation/dates';
import { udinSchema } from '../validation/udin';

export const REPORT_MAX_INVOICES = 50;
/** A resubmit note, so that it fits the timeline's 2000 characters with its "Resubmitted by the reporter: " prefix. */
export const RESUBMIT_NOTE_MAX = 1900;

/** The evidence of a report: which file fields the form sends, which are required, how many of each. */
export const REPORT_DOCUMENT_KINDS = [
  { field: 'invoice', required: true, max: 20 },
  { field: 'bilty', required: false, max: 5 },
  { field: 'ledger_certificate', required: true, max: 1 },
  { field: 'ca_certificate', required: true, max: 1 },
  { field: 'payment_proof', required: false, max: 5 },
] as const;
export type ReportDocumentKind = (typeof REPORT_DOCUMENT_KINDS)[number]['field'];
/** At most this many files in one report (each at most REPORT_FILE_MAX_BYTES). */
export const REPORT_MAX_FILES = 25;
export const REPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const REPORT_FILE_TYPES = 'PDF, JPEG or PNG';

export const REPORT_MESSAGES = {
  created: 'Report created successfully',
  invoiceNumber: 'Please enter the invoice number',
  invoiceNumberRepeated: 'This invoice number is already in this report',
  dateFormat: 'Enter the date as YYYY-MM-DD',
  dateFuture: 'The date can’t be after today',
  dueBeforeInvoice: 'The due date can’t be before the invoice date',
  amountPositive: 'The amount must be more than ₹0',
  invoicesRequired: 'Add at least one invoice',
  invoicesTooMany: `A report can have at most ${REPORT_MAX_INVOICES} invoices`,
  advanceTooLarge: 'The advance must be less than the invoices’ total',
  acceptedBeforeInvoice: 'The goods can’t have been accepted before the first invoice date',
  creditDays: 'Enter the agreed credit period as whole days from 0 to 365',
  terms: 'Please accept the terms to report a defaulter',
  name: 'Please enter the buyer’s name',
  business: 'Please choose one of your verified businesses',
  contactName: 'Please enter the contact person’s name',
  invoiceNumberTooLong: 'An invoice number has at most 60 characters',
  nameTooLong: 'At most 200 characters',
  contactNameTooLong: 'At most 120 characters',
  remarksTooLong: 'At most 2000 characters',
  resubmitNote: 'Please say what you added or changed',
  resubmitNoteTooLong: `At most ${RESUBMIT_NOTE_MAX} characters`,
} as const;

/** Today's calendar day in India, 'YYYY-MM-DD'. */
export const todayInIndia = (now: Date = new Date()) => istPlainDate(now);

const plainDate = z
  .string({ error: REPORT_MESSAGES.dateFormat })
  .trim()
  .refine(
    (v) =>
      PLAIN_DATE_PATTERN.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: REPORT_MESSAGES.dateFormat,
    },
  )
  // Compared as strings: 'YYYY-MM-DD' sorts as the calendar does.
  .refine((v) => v <= todayInIndia(), { message: REPORT_MESSAGES.dateFuture });

const positiveMoney = moneySchema.refine((v) => toPaise(v) > 0, { message: REPORT_MESSAGES.amountPositive });

export const reportInvoiceSchema = z
  .object({
    invoice_number: z
      .string({ error: REPORT_MESSAGES.invoiceNumber })
      .trim()
      .min(1, REPORT_MESSAGES.invoiceNumber)
      .max(60, REPORT_MESSAGES.invoiceNumberTooLong),
    invoice_date: plainDate,
    amount: positiveMoney,
    due_date: plainDate,
  })
  // Runs even when other invoices or fields fail: the API answers every field error at once.
  .refine((inv) => inv.due_date >= inv.invoice_date, { path: ['due_date'], message: REPORT_MESSAGES.dueBeforeInvoice });
export type ReportInvoice = z.output<typeof reportInvoiceSchema>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * The buyer's contact person, optional: a form's contact left wholly empty means "no contact" (null),
 * while a mobile or email without a name asks for the name.
 */
export const reportContactSchema = z
  .object({
    name: z.string({ error: REPORT_MESSAGES.contactName }).trim().max(120, REPORT_MESSAGES.contactNameTooLong).nullish(),
    mobile: z
      .union([mobileSchema, z.literal('')])
      .nullish()
      .transform((v) => (v ? v : null)),
    email: z
      .union([emailSchema, z.literal('')])
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((c, ctx) => {
    const blank = !c.name && !c.mobile && !c.email;
    if (!blank && (c.name ?? '').length < 2) ctx.addIssue({ code: 'custom', path: ['name'], message: REPORT_MESSAGES.contactName });
  })
  .transform((c) => (!c.name && !c.mobile && !c.email ? null : { name: c.name as string, mobile: c.mobile, email: c.email }));

/** The fields of a report that a bulk import carries too (no files, so no UDIN or terms box). */
const reportFields = {
  reporter_business_id: z.coerce
    .number({ error: REPORT_MESSAGES.business })
    .int(REPORT_MESSAGES.business)
    .positive(REPORT_MESSAGES.business),
  defaulter_gstin: gstinSchema,
  defaulter_name: z.string({ error: REPORT_MESSAGES.name }).trim().min(2, REPORT_MESSAGES.name).max(200, REPORT_MESSAGES.nameTooLong),
  invoices: z
    .array(reportInvoiceSchema, { error: REPORT_MESSAGES.invoicesRequired })
    .min(1, REPORT_MESSAGES.invoicesRequired)
    .max(REPORT_MAX_INVOICES, REPORT_MESSAGES.invoicesTooMany)
    .superRefine((invoices, ctx) => {
      const seen = new Set<string>();
      invoices.forEach((inv, i) => {
        const key = invoiceKey(inv.invoice_number);
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'invoice_number'], message: REPORT_MESSAGES.invoiceNumberRepeated });
        seen.add(key);
      });
    }),
  advance_paid: moneySchema.default('0.00'),
  goods_accepted_on: plainDate,
  agreed_credit_days: z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const n = typeof v === 'number' ? v : /^\d+$/.test(v) ? Number(v) : NaN;
      if (!Number.isInteger(n) || n < 0 || n > 365) {
        ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.creditDays });
        return z.NEVER;
      }
      return n;
    }),
  contact: reportContactSchema.nullish().transform((v) => v ?? null),
  remarks: optionalText(2000, REPORT_MESSAGES.remarksTooLong),
};

/** The rules across fields: due = invoices − advance above ₹0, goods accepted on or after the first invoice. */
function withReportRules<T extends z.ZodType<z.output<z.ZodObject<typeof reportFields>>>>(schema: T): T {
  return schema.superRefine(
    (r, ctx) => {
      const amounts = reportAmounts(r.invoices, r.advance_paid);
      if (amounts && amounts.duePaise <= 0)
        ctx.addIssue({ code: 'custom', path: ['advance_paid'], message: REPORT_MESSAGES.advanceTooLarge });
      const first = firstInvoiceDate(r.invoices);
      if (first && r.goods_accepted_on < first)
        ctx.addIssue({ code: 'custom', path: ['goods_accepted_on'], message: REPORT_MESSAGES.acceptedBeforeInvoice });
    },
    {
      // Also when unrelated fields failed: only the fields these rules read must be valid.
      when: (payload) => !payload.issues.some((i) => ['invoices', 'advance_paid', 'goods_accepted_on'].includes(String(i.path?.[0]))),
    },
  ) as unknown as T;
}

/** The JSON of the `report` field. */
export const defaulterReportInput = withReportRules(
  z.object({
    ...reportFields,
    ca_udin: udinSchema,
    terms_accepted: z.literal(true, { error: REPORT_MESSAGES.terms }),
    /** The reporter agrees to be named (by trade name) in credit reports on this buyer; else "A member in <state>". */
    show_reporter_name: z.boolean({ error: 'Show your name is yes or no.' }).optional().default(false),
  }),
);

/**
 * One report of a bulk import (admin defaulter/report-bulk): the same fields and rules, without the
 * evidence's UDIN and the terms box — the documents come later, from the member (docs/decisions.md).
 */
export const importedReportInput = withReportRules(z.object(reportFields));
export type ImportedReport = z.output<typeof importedReportInput>;
export type DefaulterReportInput = z.input<typeof defaulterReportInput>;
export type DefaulterReport = z.output<typeof defaulterReportInput>;

/**
 * How an invoice number is compared for duplicates: trimmed and lower-cased ('INV-7 ' = 'inv-7'),
 * exactly as the database's unique index on lower(trim(invoice_number)) compares it.
 */
export function invoiceKey(invoiceNumber: string): string {
  return invoiceNumber.trim().toLowerCase();
}

/** The invoices' total, the advance and what is due (total − advance), in paise; null if an amount is not money. */
export function reportAmounts(
  invoices: ReadonlyArray<{ amount: string | number }>,
  advance: string | number | null | undefined,
): { totalPaise: number; advancePaise: number; duePaise: number } | null {
  try {
    const totalPaise = invoices.reduce((sum, inv) => sum + toPaise(inv.amount), 0);
    const advancePaise = advance === null || advance === undefined || advance === '' ? 0 : toPaise(advance);
    return { totalPaise, advancePaise, duePaise: totalPaise - advancePaise };
  } catch {
    return null;
  }
}

/** The earliest invoice date ('YYYY-MM-DD'), null without invoices. */
export function firstInvoiceDate(invoices: ReadonlyArray<{ invoice_date: string }>): string | null {
  return invoices.reduce<string | null>((min, inv) => (min === null || inv.invoice_date < min ? inv.invoice_date : min), null);
}

/** The case's due date: the latest invoice due date. */
export function latestDueDate(invoices: ReadonlyArray<{ due_date: string }>): string | null {
  return invoices.reduce<string | null>((max, inv) => (max === null || inv.due_date > max ? inv.due_date : max), null);
}

/** GET /api/defaulter/report/quote?business_id= — what reporting costs now for that business. */
export interface ReportQuote {
  allowed: boolean;
  /** 'free_quota' | 'plan_fee' when allowed; 'no_plan' | 'plan_expired' when not. */
  basis: string;
  /** Rupee strings: the plan's fee, GST on it, and what the wallet is charged (0.00: included in the plan). */
  fee: string;
  gst: string;
  total: string;
  wallet_balance: string;
  message: string;
  free_trial_available: boolean;
}

export interface ReportCreated {
  status: true;
  message: typeof REPORT_MESSAGES.created;
  data: { id: number; status: string; due_amount: string; charged: string; invoice_count: number; document_count: number };
}

export interface MemberCaseListItem {
  id: number;
  defaulter_name: string;
  defaulter_gstin: string;
  reporter_business_name: string;
  status: string;
  status_label: string;
  due_amount: string;
  outstanding: string;
  due_date: string;
  created_at: string;
}

export interface MemberCaseDocument {
  id: number;
  doc_type: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  sha256: string | null;
  udin: string | null;
  created_at: string;
}

export interface MemberCaseEvent {
  id: number;
  from: string | null;
  to: string;
  from_label: string | null;
  to_label: string;
  note: string | null;
  actor_name: string | null;
  actor_is_staff: boolean;
  at: string;
}

export interface MemberCaseDetail {
  id: number;
  status: string;
  status_label: string;
  source: string;
  reporter: { business_id: number; name: string; gstin: string };
  defaulter: { name: string; gstin: string };
  amounts: { invoice_total: string | null; advance_paid: string; due: string; settled: string; written_off: string; outstanding: string };
  dates: {
    due_date: string;
    goods_accepted_on: string | null;
    reported_at: string;
    verified_on: string | null;
    terms_accepted_at: string | null;
  };
  agreed_credit_days: number | null;
  remarks: string | null;
  invoices: Array<{ id: number; invoice_number: string; invoice_date: string; amount: string; due_date: string }>;
  documents: MemberCaseDocument[];
  timeline: MemberCaseEvent[];
  /** What the reporter may do now: 'upload_documents' and 'resubmit' when more documents are required. */
  member_actions: string[];
}

export const resubmitInput = z.object({
  note: z
    .string({ error: REPORT_MESSAGES.resubmitNote })
    .trim()
    .min(3, REPORT_MESSAGES.resubmitNote)
    .max(RESUBMIT_NOTE_MAX, REPORT_MESSAGES.resubmitNoteTooLong),
});
