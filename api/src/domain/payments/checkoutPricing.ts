/**
 * What a plan costs at checkout (issue 9 §2), all in integer paise. Pure: the caller loads the plan
 * version, the promo code, the member's facts and the GST states.
 *
 * Order of the sums (decisions; the spec is silent):
 * 1. the plan's fee;
 * 2. discounts: the promo code (flat, or a percentage rounded half up and capped by its maximum) plus
 *    the plan's referral discount on a referred member's first paid order; together never more than
 *    the fee;
 * 3. GST on what is left (taxSplit: CGST + SGST inside the seller's state, else IGST);
 * 4. the wallet pays first when the member asks, up to the total; the gateway collects the rest.
 */
import { taxSplit, type TaxSplit } from '../invoices';

export interface PromoTerms {
  discount_type: 'flat' | 'percent';
  /** Flat: paise. Percent: hundredths of a percent (1250 = 12.5 %). */
  discountValue: number;
  /** Cap in paise, or null. */
  maxDiscountPaise: number | null;
}

export interface PricingInput {
  feePaise: number;
  promo: PromoTerms | null;
  /** The plan's referral discount (paise) when this is a referred member's first paid order, else 0. */
  referralDiscountPaise: number;
  gstRatePercent: string;
  sellerStateCode: string;
  buyerStateCode: string;
  walletBalancePaise: number;
  useWallet: boolean;
}

export interface Pricing {
  amountPaise: number;
  promoDiscountPaise: number;
  referralDiscountPaise: number;
  discountPaise: number;
  split: TaxSplit;
  totalPaise: number;
  walletAppliedPaise: number;
  payablePaise: number;
}

const wholePaise = (n: number, what: string) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a whole, non-negative number of paise, got ${n}`);
};

/** fee × basis points ÷ 10 000, half up, in exact integer arithmetic. */
export function percentOf(paise: number, basisPoints: number): number {
  return Number((BigInt(paise) * BigInt(basisPoints) * 2n + 10_000n) / 20_000n);
}

export function promoDiscount(feePaise: number, promo: PromoTerms): number {
  const raw = promo.discount_type === 'flat' ? promo.discountValue : percentOf(feePaise, promo.discountValue);
  const capped = promo.maxDiscountPaise === null ? raw : Math.min(raw, promo.maxDiscountPaise);
  return Math.min(capped, feePaise);
}

export function priceCheckout(input: PricingInput): Pricing {
  wholePaise(input.feePaise, 'The fee');
  wholePaise(input.referralDiscountPaise, 'The referral discount');
  wholePaise(input.walletBalancePaise, 'The wallet balance');
  const promoPart = input.promo ? promoDiscount(input.feePaise, input.promo) : 0;
  const referralPart = Math.min(input.referralDiscountPaise, input.feePaise - promoPart);
  const discountPaise = promoPart + referralPart;
  const split = taxSplit({
    taxablePaise: input.feePaise - discountPaise,
    ratePercent: input.gstRatePercent,
    sellerStateCode: input.sellerStateCode,
    placeOfSupplyStateCode: input.buyerStateCode,
  });
  const walletAppliedPaise = input.useWallet ? Math.min(input.walletBalancePaise, split.totalPaise) : 0;
  return {
    amountPaise: input.feePaise,
    promoDiscountPaise: promoPart,
    referralDiscountPaise: referralPart,
    discountPaise,
    split,
    totalPaise: split.totalPaise,
    walletAppliedPaise,
    payablePaise: split.totalPaise - walletAppliedPaise,
  };
}
