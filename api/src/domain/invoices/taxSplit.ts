import { isGstinStateCode } from '../../validation/gstin';

/**
 * The GST on one invoice line, all in integer paise. A supply inside the seller's state carries
 * CGST + SGST at half the rate each; a supply to another state carries IGST at the full rate.
 * Each tax is rounded on its own to the paisa, half up (GST rule 46 lets a line round to the
 * rupee or the paisa; we keep paise so the invoice equals what the member paid), so CGST always
 * equals SGST and their sum may differ from the IGST on the same amount by a paisa.
 */
export interface TaxSplitInput {
  taxablePaise: number;
  /** The full GST rate in percent with at most 2 decimals ('18', '18.00', 5, '0.25'). */
  ratePercent: string | number;
  sellerStateCode: string;
  placeOfSupplyStateCode: string;
}

export interface TaxSplit {
  supply: 'intra_state' | 'inter_state';
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  totalPaise: number;
  /** Rates applied, in hundredths of a percent (900 = 9%): what the invoice prints per tax. */
  cgstRateBasisPoints: number;
  sgstRateBasisPoints: number;
  igstRateBasisPoints: number;
}

const RATE_PATTERN = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** '18.5' → 1850 hundredths of a percent; refuses floats with more than 2 decimals and rates over 100. */
export function rateBasisPoints(ratePercent: string | number): number {
  const text = typeof ratePercent === 'number' && Number.isFinite(ratePercent) ? String(ratePercent) : ratePercent;
  const m = typeof text === 'string' ? RATE_PATTERN.exec(text.trim()) : null;
  if (!m) throw new RangeError(`GST rate must be a percentage with at most 2 decimals, got "${String(ratePercent)}"`);
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (bp > 10_000) throw new RangeError(`GST rate can't be over 100%, got "${String(ratePercent)}"`);
  return bp;
}

/** amount × numerator ÷ denominator, rounded half up, exact for any safe integer amount. */
function mulDivHalfUp(amount: number, numerator: number, denominator: number): number {
  const product = BigInt(amount) * BigInt(numerator);
  const d = BigInt(denominator);
  return Number((product * 2n + d) / (2n * d));
}

export function taxSplit(input: TaxSplitInput): TaxSplit {
  const { taxablePaise, sellerStateCode, placeOfSupplyStateCode } = input;
  if (!Number.isSafeInteger(taxablePaise) || taxablePaise < 0)
    throw new RangeError(`Taxable amount must be a whole, non-negative number of paise, got ${taxablePaise}`);
  for (const code of [sellerStateCode, placeOfSupplyStateCode])
    if (!isGstinStateCode(code)) throw new RangeError(`"${code}" is not a GST state code`);
  const rate = rateBasisPoints(input.ratePercent);

  if (sellerStateCode === placeOfSupplyStateCode) {
    // Half of the rate each: taxable × rate / 2 / 10000, so an odd rate (0.25%) is not truncated first.
    const half = mulDivHalfUp(taxablePaise, rate, 20_000);
    if (!Number.isSafeInteger(taxablePaise + 2 * half)) throw new RangeError('Invoice total is too large');
    return {
      supply: 'intra_state',
      taxablePaise,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: 0,
      taxPaise: 2 * half,
      totalPaise: taxablePaise + 2 * half,
      cgstRateBasisPoints: rate / 2,
      sgstRateBasisPoints: rate / 2,
      igstRateBasisPoints: 0,
    };
  }
  const igst = mulDivHalfUp(taxablePaise, rate, 10_000);
  if (!Number.isSafeInteger(taxablePaise + igst)) throw new RangeError('Invoice total is too large');
  return {
    supply: 'inter_state',
    taxablePaise,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: igst,
    taxPaise: igst,
    totalPaise: taxablePaise + igst,
    cgstRateBasisPoints: 0,
    sgstRateBasisPoints: 0,
    igstRateBasisPoints: rate,
  };
}
