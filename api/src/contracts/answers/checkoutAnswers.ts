/**
 * The answers of checkout, orders and the wallet (api/src/contracts/checkout.ts) as zod schemas, for
 * the OpenAPI document; each is checked against its interface, so the two cannot drift apart.
 */
import { z } from 'zod';
import type { FreeTrialOffer, FreeTrialStarted, OrderView, PlacedOrder, WalletAnswer } from '../checkout';
import { dateTime, recordId, signedRupees } from './answerParts';

const money = signedRupees;

export const orderViewAnswer = z.looseObject({
  id: recordId,
  orderNumber: z.string(),
  purpose: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'cancelled']),
  planName: z.string().nullable(),
  businessName: z.string().nullable(),
  amount: money,
  discount: money,
  tax: money,
  total: money,
  walletApplied: money,
  payable: money,
  createdAt: dateTime,
  paidAt: dateTime.nullable(),
  invoice: z.looseObject({ id: z.number().int(), number: z.string() }).nullable(),
  cirReportId: z.number().int().nullable().meta({ description: 'A paid credit report order: the report it made' }),
  walletCredit: money.meta({ description: 'Money of this order that went to the wallet instead of paying it' }),
}) satisfies z.ZodType<OrderView>;

export const checkoutQuoteAnswer = z.looseObject({
  plan: z.looseObject({}),
  business: z.looseObject({}),
  purpose: z.enum(['subscription', 'renewal']),
  startsAt: dateTime,
  endsAt: dateTime,
  amount: money,
  discount: money,
  promo: z.looseObject({ code: z.string(), message: z.string() }).nullable(),
  taxable: money,
  supply: z.enum(['intra_state', 'inter_state']),
  cgst: money,
  sgst: money,
  igst: money,
  tax: money,
  total: money,
  walletBalance: money,
  walletApplied: money,
  payable: money,
});

export const placedOrderAnswer = z.looseObject({
  message: z.string().meta({ examples: ['Order placed successfully'] }),
  order: orderViewAnswer,
  next: z.looseObject({ kind: z.enum(['gateway', 'paid']), redirectUrl: z.string() }),
}) satisfies z.ZodType<PlacedOrder>;

export const freeTrialOfferAnswer = z.looseObject({
  available: z.boolean(),
  reason: z.string().nullable(),
  planName: z.string().nullable(),
  days: z.number().int().nullable(),
}) satisfies z.ZodType<FreeTrialOffer>;

export const freeTrialStartedAnswer = z.looseObject({
  message: z.string(),
  subscription: z.looseObject({ id: z.number().int(), planName: z.string(), startsAt: dateTime, endsAt: dateTime }),
}) satisfies z.ZodType<FreeTrialStarted>;

export const walletAnswer = z.looseObject({
  balance: money,
  movements: z.array(
    z.looseObject({
      id: z.number().int(),
      kind: z.string(),
      narration: z.string(),
      amount: money,
      balanceAfter: money,
      createdAt: dateTime,
    }),
  ),
}) satisfies z.ZodType<WalletAnswer>;

export const refundAnswer = z.looseObject({
  message: z.string().meta({ examples: ['Refund recorded successfully'] }),
  creditNote: z.looseObject({ id: z.number().int(), number: z.string().meta({ examples: ['CN/26-27/000012'] }), total: money }),
  refundedSoFar: money,
  refundable: money,
});
