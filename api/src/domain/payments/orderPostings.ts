/**
 * The ledger journals of an order's life (issue 9 §4), as pure functions of its amounts in paise.
 * Accounts: see migrations 20261125000100_ledger_accounts and 20261126000100_checkout.
 *
 * - hold (order placed, wallet part W):      Dr user_wallet W            Cr checkout_held W
 * - release (order failed or cancelled):     Dr checkout_held W          Cr user_wallet W
 * - paid (gateway part P, discount D,        Dr gateway_clearing P       Cr revenue A
 *   plan price A, GST G; P + W + D = A + G): Dr checkout_held W          Cr gst_payable G
 *                                            Dr promo_discount D
 * - late payment (money arrives for an order already closed, or for a credit report that could not
 *   be made once paid):                      Dr gateway_clearing P       Cr user_wallet P
 * - wallet top-up T paid (kind topup):       Dr gateway_clearing T       Cr user_wallet T
 * - referral cashback C to the referrer:     Dr cashback_expense C       Cr user_wallet C
 * Revenue is booked gross and the discount as an expense, so reports show what was given away.
 */
import type { JournalEntryInput } from '../walletLedger';

export interface OrderAmounts {
  amountPaise: number;
  discountPaise: number;
  taxPaise: number;
  totalPaise: number;
  walletPaise: number;
}

const legs = (entries: Array<JournalEntryInput & { value: number; side: 'debit' | 'credit' }>): JournalEntryInput[] =>
  entries.filter((e) => e.value > 0).map(({ value, side, ...e }) => ({ ...e, [side]: value }));

export const holdEntries = (memberId: number, walletPaise: number): JournalEntryInput[] =>
  legs([
    { account: 'user_wallet', memberId, side: 'debit', value: walletPaise },
    { account: 'checkout_held', side: 'credit', value: walletPaise },
  ]);

export const releaseEntries = (memberId: number, walletPaise: number): JournalEntryInput[] =>
  legs([
    { account: 'checkout_held', side: 'debit', value: walletPaise },
    { account: 'user_wallet', memberId, side: 'credit', value: walletPaise },
  ]);

export function paidEntries(o: OrderAmounts): JournalEntryInput[] {
  const gatewayPaise = o.totalPaise - o.walletPaise;
  if (gatewayPaise < 0 || o.amountPaise - o.discountPaise + o.taxPaise !== o.totalPaise)
    throw new RangeError('The order amounts do not add up.');
  return legs([
    { account: 'gateway_clearing', side: 'debit', value: gatewayPaise },
    { account: 'checkout_held', side: 'debit', value: o.walletPaise },
    { account: 'promo_discount', side: 'debit', value: o.discountPaise },
    { account: 'revenue', side: 'credit', value: o.amountPaise },
    { account: 'gst_payable', side: 'credit', value: o.taxPaise },
  ]);
}

export const latePaymentEntries = (memberId: number, paise: number): JournalEntryInput[] =>
  legs([
    { account: 'gateway_clearing', side: 'debit', value: paise },
    { account: 'user_wallet', memberId, side: 'credit', value: paise },
  ]);

/** The gateway's money into the member's wallet: the same legs as a late payment, booked as a top-up. */
export const topUpEntries = latePaymentEntries;

export const cashbackEntries = (memberId: number, paise: number): JournalEntryInput[] =>
  legs([
    { account: 'cashback_expense', side: 'debit', value: paise },
    { account: 'user_wallet', memberId, side: 'credit', value: paise },
  ]);
