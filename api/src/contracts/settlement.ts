/**
 * Request bodies of the settlement flow (issue 10 §5), shared by the API and the portal.
 * Money: rupee strings with at most 2 decimals; dates: 'YYYY-MM-DD' (IST calendar days).
 */
import { z } from 'zod';
import { ifscSchema } from '../validation/ifsc';
import { moneySchema } from '../validation/money';

const id = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message),
  );
const plainDate = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message);

export const SETTLEMENT_SCHEDULES = ['full', 'instalments'] as const;
export const PAYMENT_METHODS = ['neft', 'rtgs', 'imps', 'upi', 'cheque', 'cash'] as const;

export const openSettlementInput = z.object({
  case_id: id('Choose the defaulter case to settle.'),
  amount: moneySchema,
  schedule: z.enum(SETTLEMENT_SCHEDULES, { error: 'Choose one full payment or instalments.' }),
  instalments: z
    .array(
      z.object({
        due_on: plainDate('Give the date this instalment falls due (YYYY-MM-DD).'),
        amount: moneySchema,
      }),
      { error: 'Instalments are a list of { due_on, amount }.' },
    )
    .max(24, 'At most 24 instalments are allowed.')
    .default([]),
  remarks: z.string({ error: 'Remarks must be text.' }).trim().max(2000, 'Remarks can be at most 2000 characters.').optional(),
});
export type OpenSettlementInput = z.input<typeof openSettlementInput>;

export const settlementCodeSendInput = z.object({ settlement_request_id: id('Say which settlement request the code is for.') });
export const settlementCodeVerifyInput = z.object({
  settlement_request_id: id('Say which settlement request the code is for.'),
  code: z
    .string({ error: 'Enter the 6-digit code.' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code.'),
});

export const aadhaarVerifyInput = z.object({
  settlement_request_id: id('Say which settlement request this is for.'),
  aadhaar: z
    .string({ error: 'Enter your 12-digit Aadhaar number.' })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12}$/, 'Enter your 12-digit Aadhaar number.')),
  consent: z.literal(true, { error: 'Please agree to the Aadhaar check before we verify it.' }),
});

/** The second step of an OTP e-KYC (a provider that sends UIDAI's OTP): the token the first step answered, and the OTP. */
export const aadhaarOtpInput = z.object({
  settlement_request_id: id('Say which settlement request this is for.'),
  otp_token: z.string({ error: 'Ask for a new code and try again.' }).min(16, 'Ask for a new code and try again.').max(2000),
  otp: z
    .string({ error: 'Enter the 6-digit code sent to your Aadhaar-linked mobile.' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code sent to your Aadhaar-linked mobile.'),
});

export const bankVerifyInput = z.object({
  account_holder: z.string({ error: 'Enter the account holder’s name.' }).trim().min(2, 'Enter the account holder’s name.').max(120),
  account_number: z
    .string({ error: 'Enter the account number.' })
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{9,18}$/, 'The account number is 9 to 18 digits.')),
  confirm_account_number: z.string({ error: 'Enter the account number again to confirm it.' }).transform((s) => s.replace(/\s+/g, '')),
  ifsc: ifscSchema,
  bank_name: z.string().trim().max(120).optional(),
});

export const settlementPaymentFields = z.object({
  amount: moneySchema,
  paid_at: z.iso.datetime({ offset: true, error: 'Give when it was paid, as a date and time.' }).or(plainDate('Give when it was paid.')),
  method: z.enum(PAYMENT_METHODS, { error: `The method is one of ${PAYMENT_METHODS.join(', ')}.` }),
  utr: z
    .string({ error: 'Enter the UTR or cheque reference.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,30}$/, 'The UTR is 6 to 30 letters or digits.'),
});

/** A staff note: why (3 to 1,000 characters), in the words of the action it explains. */
const staffNote = (why: string) => z.object({ note: z.string({ error: why }).trim().min(3, why).max(1000, 'At most 1,000 characters.') });

export const holdReleaseInput = staffNote('Write why the hold is released.');
export const settlementRejectInput = staffNote('Write why the settlement request is rejected.');

/**
 * GET /api/settlement/requests/:id as the screens read it (api/src/domain/settlements/settlementViewService.ts):
 * money as rupee strings, instants as ISO strings, instalment dates as 'YYYY-MM-DD'.
 */
export type SettlementStatus = 'initialised' | 'inprogress' | 'approved' | 'rejected' | 'settled';
export type SettlementSide = 'reporter' | 'defaulter';

export interface SettlementRequestView {
  id: number;
  case_id: number;
  user_id: number;
  requested_side: SettlementSide;
  amount: string;
  paid_amount: string;
  mode: string;
  schedule: (typeof SETTLEMENT_SCHEDULES)[number];
  status: SettlementStatus;
  otp_verified_at: string | null;
  aadhaar_verified_at: string | null;
  aadhaar_last4: string | null;
  bank_account_id: number | null;
  settled_at: string | null;
  created_at: string;
}

export interface SettlementPaymentView {
  id: number;
  settlement_request_id: number;
  amount: string;
  utr: string | null;
  method: string;
  paid_at: string | null;
  paid_by_user_id: number | null;
  recorded_by_user_id: number | null;
  proof_name: string | null;
  proof_sha256: string | null;
  service_charge: string;
  commission: string;
  cashback: string;
  created_at: string;
}

export interface SettlementSignatureView {
  side: SettlementSide;
  doctype: string;
  signer_user_id: number;
  signed_at: string;
  document_sha256: string;
  provider: string;
  reference_id: string;
  /** Still counts: signed over the letter as it hashes now. */
  valid: boolean;
}

export interface CallRequestHoldView {
  id: number;
  status: 'hold' | 'released';
  reason: string;
  released_at: string | null;
  created_at: string | null;
}

export interface SettlementDetailsView {
  viewer: SettlementSide | 'staff';
  request: SettlementRequestView;
  case: {
    id: number;
    status: string;
    defaulter_name: string;
    defaulter_gstin: string;
    due_amount: string;
    settled_amount: string;
    write_off_amount: string;
    /** The reporting business's name: both sides see who they settle with. */
    reporter_name: string | null;
    reporter_gstin: string | null;
  };
  instalments: Array<{ seq: number; due_on: string; amount: string }>;
  payments: SettlementPaymentView[];
  bank_account: {
    id: number;
    account_holder: string;
    account_number_last4: string;
    ifsc: string;
    bank_name: string | null;
    verified_at: string | null;
  } | null;
  letter_sha256: string;
  signatures: SettlementSignatureView[];
  holds: CallRequestHoldView[];
  timeline: Array<{
    id: number;
    from_status: string | null;
    to_status: string;
    note: string | null;
    settled_delta: string | null;
    created_at: string | null;
  }>;
}
