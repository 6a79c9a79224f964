import { describe, expect, it } from 'vitest';
import { percentOf, priceCheckout, promoDiscount } from './checkoutPricing';

const base = {
  feePaise: 1_000_000, // ₹10,000
  promo: null,
  referralDiscountPaise: 0,
  gstRatePercent: '18',
  sellerStateCode: '08',
  buyerStateCode: '08',
  walletBalancePaise: 0,
  useWallet: false,
};

describe('checkout pricing', () => {
  it('adds CGST + SGST inside the seller state and IGST across states', () => {
    const intra = priceCheckout(base);
    expect(intra.split).toMatchObject({ cgstPaise: 90_000, sgstPaise: 90_000, igstPaise: 0 });
    expect(intra.totalPaise).toBe(1_180_000);
    expect(intra.payablePaise).toBe(1_180_000);
    const inter = priceCheckout({ ...base, buyerStateCode: '27' });
    expect(inter.split).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 180_000 });
  });

  it('a percentage promo rounds half up and respects its cap', () => {
    expect(percentOf(999, 1250)).toBe(125); // 124.875 → 125
    expect(promoDiscount(1_000_000, { discount_type: 'percent', discountValue: 2000, maxDiscountPaise: 150_000 })).toBe(150_000);
    expect(promoDiscount(1_000_000, { discount_type: 'percent', discountValue: 1000, maxDiscountPaise: null })).toBe(100_000);
  });

  it('a flat promo never takes the price below zero, and the tax is on what is left', () => {
    const p = priceCheckout({ ...base, promo: { discount_type: 'flat', discountValue: 5_000_000, maxDiscountPaise: null } });
    expect(p.discountPaise).toBe(1_000_000);
    expect(p.totalPaise).toBe(0);
    const q = priceCheckout({ ...base, promo: { discount_type: 'flat', discountValue: 100_000, maxDiscountPaise: null } });
    expect(q.split.taxablePaise).toBe(900_000);
    expect(q.totalPaise).toBe(1_062_000);
  });

  it('promo and referral discounts stack up to the fee', () => {
    const p = priceCheckout({
      ...base,
      promo: { discount_type: 'percent', discountValue: 9000, maxDiscountPaise: null },
      referralDiscountPaise: 500_000,
    });
    expect(p.promoDiscountPaise).toBe(900_000);
    expect(p.referralDiscountPaise).toBe(100_000);
    expect(p.discountPaise).toBe(1_000_000);
  });

  it('the wallet pays first, up to the total, only when asked', () => {
    expect(priceCheckout({ ...base, walletBalancePaise: 200_000 }).walletAppliedPaise).toBe(0);
    const part = priceCheckout({ ...base, walletBalancePaise: 200_000, useWallet: true });
    expect(part).toMatchObject({ walletAppliedPaise: 200_000, payablePaise: 980_000 });
    const all = priceCheckout({ ...base, walletBalancePaise: 5_000_000, useWallet: true });
    expect(all).toMatchObject({ walletAppliedPaise: 1_180_000, payablePaise: 0 });
  });

  it('every part is whole paise and the parts add up', () => {
    for (const fee of [1, 99, 12_345, 999_999, 1_234_567]) {
      for (const buyer of ['08', '27']) {
        const p = priceCheckout({ ...base, feePaise: fee, buyerStateCode: buyer, walletBalancePaise: 777, useWallet: true });
        for (const v of [p.discountPaise, p.split.taxPaise, p.totalPaise, p.walletAppliedPaise, p.payablePaise])
          expect(Number.isSafeInteger(v)).toBe(true);
        expect(p.amountPaise - p.discountPaise + p.split.taxPaise).toBe(p.totalPaise);
        expect(p.walletAppliedPaise + p.payablePaise).toBe(p.totalPaise);
      }
    }
  });

  it('refuses fractional or negative amounts', () => {
    expect(() => priceCheckout({ ...base, feePaise: 10.5 })).toThrow(RangeError);
    expect(() => priceCheckout({ ...base, walletBalancePaise: -1 })).toThrow(RangeError);
  });
});
