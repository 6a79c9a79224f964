/**
 * The "Record a payment" form (POST /api/settlement-requests/:id/payments): its starting values, its
 * own checks before anything is sent — the API's field rules (settlementPaymentFields), a day not in
 * the future, no more than may still be paid, a proof that is a PDF, JPEG or PNG of at most 10 MB —
 * and the multipart fields. Pure, so it is unit-tested; the server checks everything again.
 */
import { MEDIA_TYPES, PAYMENT_METHODS, settlementPaymentFields } from '@bakaya/api/contracts';
import { formatPaise, fromPaise } from '@bakaya/api/validation';
import { resourceByName } from '../../registry/resourceIndex';
import { cleanAmount } from '../defaulterCase/caseModel';
import { paiseOf } from './settlementModel';

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const METHOD_NAMES: Record<PaymentMethod, string> = {
  neft: 'NEFT',
  rtgs: 'RTGS',
  imps: 'IMPS',
  upi: 'UPI',
  cheque: 'Cheque',
  cash: 'Cash',
};

export interface PaymentForm {
  /** Rupees as typed ('12,500' or '₹12500.50'). */
  amount: string;
  /** The day it was paid, 'YYYY-MM-DD' (IST); anything else is not (yet) a date. */
  paid_on: string;
  method: PaymentMethod;
  utr: string;
}

/** The multipart fields besides the proof file. */
export interface PaymentFields {
  amount: string;
  paid_at: string;
  method: PaymentMethod;
  utr: string;
}

export type PaymentErrors = Partial<Record<'amount' | 'paid_at' | 'method' | 'utr' | 'proof', string>>;

/** A proof is evidence: the same types and size as a case's documents (the API's EVIDENCE_UPLOAD). */
const evidence = resourceByName('case-documents')!.upload!;
export const PROOF_MAX_BYTES = evidence.maxBytes;
export const PROOF_TYPES: readonly string[] = evidence.accept.map((k) => MEDIA_TYPES[k].mime);
export const PROOF_ACCEPT = PROOF_TYPES.join(',');
const PROOF_MB = Math.round(PROOF_MAX_BYTES / (1024 * 1024));
const kinds = evidence.accept.map((k) => k.toUpperCase());
/** 'PDF, PNG or JPEG'. */
const PROOF_KINDS = `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}`;
export const PROOF_HINT = `${PROOF_KINDS}, at most ${PROOF_MB} MB.`;

export const initialPayment = (suggestedPaise: number, today: string): PaymentForm => ({
  amount: suggestedPaise > 0 ? fromPaise(suggestedPaise) : '',
  paid_on: today,
  method: 'neft',
  utr: '',
});

export interface ProofFile {
  name: string;
  type: string;
  size: number;
}

/** What is wrong with the chosen proof, if anything (the server checks the contents again). */
export function proofProblem(file: ProofFile | null | undefined): string | undefined {
  if (!file) return `Attach the proof of payment (${PROOF_KINDS}).`;
  if (!PROOF_TYPES.includes(file.type)) return `The proof must be a ${PROOF_KINDS} file.`;
  if (file.size > PROOF_MAX_BYTES) return `The proof is larger than ${PROOF_MB} MB.`;
  if (file.size === 0) return 'The proof file is empty.';
  return undefined;
}

export const paymentFields = (form: PaymentForm): PaymentFields => ({
  amount: cleanAmount(form.amount),
  paid_at: form.paid_on,
  method: form.method,
  utr: form.utr.trim().toUpperCase(),
});

/** The form's own checks; `payable` is what may still be paid (paise), `today` the IST day 'YYYY-MM-DD'. */
export function paymentErrors(form: PaymentForm, proof: ProofFile | null | undefined, payable: number, today: string): PaymentErrors {
  const errors: PaymentErrors = {};
  const fields = paymentFields(form);
  const parsed = settlementPaymentFields.safeParse(fields);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as keyof PaymentErrors;
      errors[key] ??= issue.message;
    }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.paid_on)) errors.paid_at = 'Give the day it was paid (DD, Mon, YYYY).';
  else if (form.paid_on > today) errors.paid_at = 'The payment date cannot be in the future.';
  const amount = paiseOf(fields.amount);
  if (!errors.amount && amount !== null) {
    if (amount <= 0) errors.amount = 'The amount must be more than ₹0.';
    else if (amount > payable) errors.amount = `At most ${formatPaise(payable)} is left to pay on this settlement.`;
  }
  const file = proofProblem(proof);
  if (file) errors.proof = file;
  return errors;
}
