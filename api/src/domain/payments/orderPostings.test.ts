import { describe, expect, it } from 'vitest';
import { checkJournal } from '../walletLedger/ledgerRules';
import { holdEntries, latePaymentEntries, paidEntries, releaseEntries, topUpEntries } from './orderPostings';

const sum = (entries: Array<{ debit?: number; credit?: number }>, side: 'debit' | 'credit') =>
  entries.reduce((s, e) => s + (e[side] ?? 0), 0);

describe('order postings', () => {
  it('a paid order with wallet and discount balances and books revenue gross', () => {
    const entries = paidEntries({
      amountPaise: 1_000_000,
      discountPaise: 100_000,
      taxPaise: 162_000,
      totalPaise: 1_062_000,
      walletPaise: 62_000,
    });
    expect(entries).toEqual([
      { account: 'gateway_clearing', debit: 1_000_000 },
      { account: 'checkout_held', debit: 62_000 },
      { account: 'promo_discount', debit: 100_000 },
      { account: 'revenue', credit: 1_000_000 },
      { account: 'gst_payable', credit: 162_000 },
    ]);
    expect(sum(entries, 'debit')).toBe(sum(entries, 'credit'));
    expect(checkJournal(entries, null).errors).toEqual({});
  });

  it('leaves out zero legs (no wallet, no discount)', () => {
    const entries = paidEntries({ amountPaise: 100, discountPaise: 0, taxPaise: 18, totalPaise: 118, walletPaise: 0 });
    expect(entries.map((e) => e.account)).toEqual(['gateway_clearing', 'revenue', 'gst_payable']);
  });

  it('refuses amounts that do not add up', () => {
    expect(() => paidEntries({ amountPaise: 100, discountPaise: 0, taxPaise: 18, totalPaise: 119, walletPaise: 0 })).toThrow(RangeError);
    expect(() => paidEntries({ amountPaise: 100, discountPaise: 0, taxPaise: 18, totalPaise: 118, walletPaise: 200 })).toThrow(RangeError);
  });

  it('hold and release mirror each other on the member wallet', () => {
    expect(holdEntries(7, 500)).toEqual([
      { account: 'user_wallet', memberId: 7, debit: 500 },
      { account: 'checkout_held', credit: 500 },
    ]);
    expect(releaseEntries(7, 500)).toEqual([
      { account: 'checkout_held', debit: 500 },
      { account: 'user_wallet', memberId: 7, credit: 500 },
    ]);
    expect(holdEntries(7, 0)).toEqual([]);
    expect(latePaymentEntries(7, 118)[1]).toEqual({ account: 'user_wallet', memberId: 7, credit: 118 });
  });

  it('a top-up moves the gateway’s money into the member’s wallet, balanced', () => {
    const entries = topUpEntries(7, 125_050);
    expect(entries).toEqual([
      { account: 'gateway_clearing', debit: 125_050 },
      { account: 'user_wallet', memberId: 7, credit: 125_050 },
    ]);
    expect(checkJournal(entries, 7).errors).toEqual({});
  });
});
