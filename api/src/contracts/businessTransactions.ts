/**
 * A supplier's credit sales (issue 10 §6): the input of POST/PUT /api/member/business-transactions,
 * the buyer's consent, the answers, and the overdue → defaulter report prefill. Shared by the API and
 * the portal (`@bakaya/api/contracts`): the portal's form runs these same rules.
 */
import { z } from 'zod';
import { gstinSchema, moneySchema, PLAIN_DATE_PATTERN, toPaise } from '../validation';

const id = (label: string) =>
  z.coerce
    .number({ error: `Please choose the ${label}.` })
    .int(`Please choose the ${label}.`)
    .positive(`Please choose the ${label}.`);

const plainDate = (label: string) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .refine(
      (v) =>
        PLAIN_DATE_PATTERN.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        message: `Enter the ${label} as a date, like 2026-11-28.`,
      },
    );

/** Up to 3 decimals (kg, metres…), more than zero; kept as a string, never a float. */
export const transactionQuantitySchema = z.union([z.string(), z.number()], { error: 'Please enter the quantity.' }).transform((v, ctx) => {
  const s = String(v).trim();
  if (!/^\d{1,11}(\.\d{1,3})?$/.test(s) || /^0+(\.0+)?$/.test(s)) {
    ctx.addIssue({ code: 'custom', message: 'Enter a quantity above zero, with at most 3 decimals, like 12.5.' });
    return z.NEVER;
  }
  return s;
});

/** GST rate in percent, 0–100, at most 2 decimals. */
export const taxPercentSchema = z
  .union([z.string(), z.number()], { error: 'Please enter the tax percentage (0 if none).' })
  .transform((v, ctx) => {
    const s = String(v).trim();
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(s) || Number(s) > 100) {
      ctx.addIssue({ code: 'custom', message: 'Enter a tax percentage from 0 to 100, like 18.' });
      return z.NEVER;
    }
    return s;
  });

export const voucherNumberSchema = z
  .string({ error: 'Please enter the voucher (invoice) number.' })
  .trim()
  .min(1, 'Please enter the voucher (invoice) number.')
  .max(60, 'The voucher number can have at most 60 characters.')
  .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/, 'Use letters, digits and / - _ . in the voucher number, like INV/2026/001.');

const transactionFields = {
  supplier_business_id: id('business that made the sale'),
  buyer_gstin: gstinSchema,
  voucher_number: voucherNumberSchema,
  unit: z
    .string({ error: 'Please enter the unit, like kg or pieces.' })
    .trim()
    .min(1, 'Please enter the unit, like kg or pieces.')
    .max(20, 'The unit can have at most 20 characters.'),
  unit_value: moneySchema,
  tax_percentage: taxPercentSchema,
  quantity: transactionQuantitySchema,
  amount: moneySchema,
  advance_paid: moneySchema,
  invoice_date: plainDate('invoice date'),
  due_date: plainDate('due date'),
};

/** POST /api/member/business-transactions: a credit sale recorded by its supplier. */
export const businessTransactionInput = z.object({ ...transactionFields, advance_paid: moneySchema.default('0.00') });
export type BusinessTransactionInput = z.input<typeof businessTransactionInput>;
export type BusinessTransactionValues = z.output<typeof businessTransactionInput>;

/** PUT /api/member/business-transactions/{id}: the fields to change (supplier and buyer stay). */
export const businessTransactionUpdate = z
  .object(transactionFields)
  .omit({ supplier_business_id: true, buyer_gstin: true })
  .partial()
  .strict();

export const TRANSACTION_STATUSES = ['awaiting_consent', 'open', 'overdue', 'paid'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** One transaction as a member sees it (supplier or buyer). Money as decimal strings. */
export interface BusinessTransactionView {
  id: number;
  supplier: { id: number; name: string; gstin: string };
  buyer: { id: number; name: string; gstin: string };
  voucher_number: string | null;
  transaction_type: 'sale' | 'purchase';
  unit: string | null;
  unit_value: string | null;
  tax_percentage: string;
  quantity: string | null;
  amount: string;
  advance_paid: string;
  outstanding: string;
  invoice_date: string | null;
  due_date: string | null;
  source: 'manual' | 'tally';
  status: TransactionStatus;
  overdue: boolean;
  consented: boolean;
  /** Whether the caller may still change or delete it (the supplier's side, before the buyer consents). */
  editable: boolean;
  documents: Array<{ id: number; doc_type: string; original_name: string; sha256: string | null }>;
  created_at: string;
}

/** GET /api/business-transactions/defaulter-prefill → the defaulter report form's starting values. */
export interface DefaulterPrefill {
  reporter_business_id: number;
  defaulter_gstin: string;
  defaulter_name: string;
  invoices: Array<{ invoice_number: string; invoice_date: string; amount: string; due_date: string }>;
  advance_paid: string;
}

/** Consent of a buyer to a supplier: its text, and the state of one supplier/buyer pair. */
export interface ConsentText {
  version: string;
  sha256: string;
  text: string;
}
export interface TransactionConsentView {
  id: number | null;
  supplier: { id: number; name: string; gstin: string };
  buyer: { id: number; name: string; gstin: string };
  state: 'none' | 'requested' | 'consented';
  requested_at: string | null;
  consented_at: string | null;
  text_version: string | null;
}

export const consentPairInput = z.object({
  supplier_business_id: id('supplier'),
  buyer_business_id: id('buyer business'),
});
export const giveConsentInput = consentPairInput.extend({
  text_version: z
    .string({ error: 'Please read the consent text and agree to it.' })
    .trim()
    .min(1, 'Please read the consent text and agree to it.'),
  agreed: z.literal(true, { error: 'Please tick that you agree.' }),
});

/** '12.5' → 12500 thousandths (a quantity has at most 3 decimals). */
export function toThousandths(quantity: string): bigint {
  const [whole, frac = ''] = quantity.split('.');
  return BigInt(whole!) * 1000n + BigInt((frac + '000').slice(0, 3));
}

/** '18' or '18.5' → 1800 / 1850 (hundredths of a percent). */
export function toBasisPoints(percent: string): bigint {
  const [whole, frac = ''] = percent.split('.');
  return BigInt(whole!) * 100n + BigInt((frac + '00').slice(0, 2));
}

/**
 * unit value × quantity × (1 + tax %), in paise, rounded half up once at the end (never per step):
 * 3 × ₹333.33 at 18 % = 99999 × 3 × 1.18 = 1,17,998.82 paise → ₹1,179.99.
 */
export function expectedAmountPaise(unitValue: string, quantity: string, taxPercent: string): number {
  const numerator = BigInt(toPaise(unitValue)) * toThousandths(quantity) * (10_000n + toBasisPoints(taxPercent));
  const denominator = 1000n * 10_000n;
  return Number((numerator * 2n + denominator) / (2n * denominator));
}
