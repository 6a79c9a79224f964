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

export const holdReleaseInput = z.object({
  note: z.string({ error: 'Write why the hold is released.' }).trim().min(3, 'Write why the hold is released.').max(1000),
});
