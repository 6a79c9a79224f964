/**
 * Checkout, orders, the wallet and invoices as a member sees them (issue 9 §2, §4). Input rules and
 * answer shapes shared by the API and the portal. Amounts in answers are rupees as decimal strings
 * ('1180.00'); the server computes in integer paise.
 *
 * POST /api/checkout/quote                { planId, businessId, promoCode?, useWallet? } → CheckoutQuote
 * POST /api/checkout/orders               same body, header Idempotency-Key → 201 PlacedOrder (a retry: 200, the first order)
 * GET  /api/checkout/orders/:id           → OrderView (a pending order is confirmed with the gateway first)
 * GET  /api/orders                        → the registry's paged list (own rows; range, sort, filter, Content-Range)
 * POST /api/payments/webhook/:gateway     the gateway's signed event → 200 { received: true }
 * GET  /api/wallet                        → WalletAnswer (balance and the latest movements)
 * POST /api/wallet/top-up                 { amount } + Idempotency-Key → 201 PlacedOrder (money for the wallet, through the gateway)
 * GET  /api/my-invoices                   → MemberInvoice[]
 */
import { z } from 'zod';
import { formatPaise, fromPaise, moneySchema, toPaise } from '../validation/money';

export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;

const positiveId = (what: string) =>
  z.coerce
    .number({ error: `Please choose ${what}.` })
    .int(`Please choose ${what}.`)
    .positive(`Please choose ${what}.`);

export const checkoutInput = z.object({
  planId: positiveId('a membership plan'),
  businessId: positiveId('the business this plan is for'),
  promoCode: z
    .string({ error: 'The promo code must be text.' })
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || PROMO_CODE_PATTERN.test(v), 'A promo code is 3 to 30 letters, digits, hyphens or underscores.')
    .optional()
    .transform((v) => (v ? v : undefined)),
  useWallet: z.boolean({ error: 'Use wallet is yes or no.' }).optional().default(false),
});
export type CheckoutInput = z.input<typeof checkoutInput>;

/** The Idempotency-Key header of POST /api/checkout/orders: the same key answers the first order. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,80}$/;

export const CHECKOUT_MESSAGES = {
  promoApplied: 'Promo code applied successfully',
  orderPlaced: 'Order placed successfully',
  paymentFailed: 'Your payment was processed unsuccessfully. Nothing has been charged.',
  tooManyOpen: 'You already have 3 unpaid orders waiting for payment. Pay one of them, or wait until they expire, then try again.',
} as const;

export interface CheckoutQuote {
  plan: { id: number; name: string; versionId: number; version: number; durationValue: number; durationUnit: 'months' | 'years' };
  business: { id: number; name: string; gstin: string };
  /** 'renewal' when the business's current plan is extended, else 'subscription'. */
  purpose: 'subscription' | 'renewal';
  /** The new plan period if paid now. */
  startsAt: string;
  endsAt: string;
  amount: string;
  discount: string;
  promo: { code: string; message: string } | null;
  taxable: string;
  supply: 'intra_state' | 'inter_state';
  cgst: string;
  sgst: string;
  igst: string;
  tax: string;
  total: string;
  walletBalance: string;
  /** What the wallet pays (when useWallet), the rest goes through the gateway. */
  walletApplied: string;
  payable: string;
}

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

export interface OrderView {
  id: number;
  orderNumber: string;
  purpose: string;
  status: OrderStatus;
  planName: string | null;
  businessName: string | null;
  amount: string;
  discount: string;
  tax: string;
  total: string;
  walletApplied: string;
  payable: string;
  createdAt: string;
  paidAt: string | null;
  invoice: { id: number; number: string } | null;
  /** A paid CIR order ('cir'): the report it made (GET /api/cir/reports/:id). */
  cirReportId: number | null;
  /** Money of this order that went to the wallet instead of paying it (it came after the order closed, or the CIR could not be made). */
  walletCredit: string;
}

/** 201 (or 200 for a retry with the same key): where the browser goes next. */
export interface PlacedOrder {
  message: string;
  order: OrderView;
  /** 'gateway': open redirectUrl (the gateway's hosted checkout); 'paid': the wallet paid it all. */
  next: { kind: 'gateway'; redirectUrl: string } | { kind: 'paid'; redirectUrl: string };
}

export const FREE_TRIAL_MESSAGES = {
  started: 'Your free trial has started',
  none: 'This plan has no free trial on offer right now.',
  used: 'This GSTIN has already had its free trial.',
  hasPlan: 'This business already has a membership plan.',
} as const;

/** GET /api/checkout/free-trial?planId=&businessId= — whether the plan's free trial can start for that business. */
export interface FreeTrialOffer {
  available: boolean;
  reason: string | null;
  planName: string | null;
  days: number | null;
}

/** POST /api/checkout/free-trial → 201. */
export interface FreeTrialStarted {
  message: string;
  subscription: { id: number; planName: string; startsAt: string; endsAt: string };
}

/** Money added to the wallet through the gateway, at a time (docs/decisions.md: "Wallet top-up"). */
export const WALLET_TOP_UP_LIMITS = { minPaise: 10_000, maxPaise: 20_000_000 } as const;

export const WALLET_TOP_UP_MESSAGES = {
  tooSmall: `You can add at least ${formatPaise(WALLET_TOP_UP_LIMITS.minPaise)} at a time.`,
  tooLarge: `You can add at most ${formatPaise(WALLET_TOP_UP_LIMITS.maxPaise)} at a time.`,
} as const;

/** POST /api/wallet/top-up: the amount in rupees ('500', '1250.50'), ₹100 to ₹2,00,000; outputs '500.00'. */
export const walletTopUpInput = z.object({
  amount: moneySchema.pipe(
    z
      .string()
      .refine((v) => toPaise(v) >= WALLET_TOP_UP_LIMITS.minPaise, WALLET_TOP_UP_MESSAGES.tooSmall)
      .refine((v) => toPaise(v) <= WALLET_TOP_UP_LIMITS.maxPaise, WALLET_TOP_UP_MESSAGES.tooLarge),
  ),
});
export type WalletTopUpInput = z.input<typeof walletTopUpInput>;

/**
 * What the "Add money" form starts with when a page sends the member with what is missing
 * (/wallet?add=490.00): that amount, at least the minimum top-up; '' when it is not an amount.
 */
export function topUpPrefill(add: string | null | undefined): string {
  if (!add) return '';
  let paise: number;
  try {
    paise = toPaise(add);
  } catch {
    return '';
  }
  if (paise <= 0 || paise > WALLET_TOP_UP_LIMITS.maxPaise) return '';
  return fromPaise(Math.max(paise, WALLET_TOP_UP_LIMITS.minPaise));
}

export interface WalletMovement {
  id: number;
  kind: string;
  narration: string;
  /** Positive: money in; negative: money out. */
  amount: string;
  balanceAfter: string;
  createdAt: string;
}

export interface WalletAnswer {
  balance: string;
  movements: WalletMovement[];
}

export interface MemberInvoice {
  id: number;
  invoiceNumber: string;
  issuedAt: string;
  orderNumber: string;
  businessName: string | null;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
  /** GET this with the member's token: the PDF. */
  pdfUrl: string;
}

/** The free trial: GET ?planId&businessId and POST { planId, businessId } (payments' routes parse them). */
export const freeTrialInput = z.object({
  planId: z.coerce.number({ error: 'Please choose a membership plan.' }).int().positive('Please choose a membership plan.'),
  businessId: z.coerce.number({ error: 'Please choose one of your businesses.' }).int().positive('Please choose one of your businesses.'),
});
export type FreeTrialInput = z.output<typeof freeTrialInput>;
