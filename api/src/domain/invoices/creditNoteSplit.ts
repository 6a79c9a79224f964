import { rateBasisPoints } from './taxSplit';

/**
 * A credited amount split back into taxable value and GST, all in integer paise: the same tax kind
 * as the invoice (CGST + SGST inside the seller's state, else IGST) at the invoice's rate. The tax
 * is the GST contained in the total (total × rate ÷ (100 + rate), half up; CGST = SGST, each half
 * of it rounded), the taxable value is what remains, so the parts always add up to the total.
 * Crediting everything still open gives back exactly what is still open, part by part, and no tax
 * part ever exceeds what is left of it on the invoice.
 */
export interface CreditParts {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface CreditNoteSplitInput {
  totalPaise: number;
  ratePercent: string | number;
  supply: 'intra_state' | 'inter_state';
  /** What is left on the invoice after earlier credit notes (defaults: no limit). */
  remaining?: CreditParts;
}

/** amount × numerator ÷ denominator, rounded half up, exact for safe integers. */
function mulDivHalfUp(amount: number, numerator: number, denominator: number): number {
  const d = BigInt(denominator);
  return Number((BigInt(amount) * BigInt(numerator) * 2n + d) / (2n * d));
}

export function creditNoteSplit(input: CreditNoteSplitInput): CreditParts {
  const { totalPaise, supply, remaining } = input;
  if (!Number.isSafeInteger(totalPaise) || totalPaise <= 0)
    throw new RangeError(`The credited total must be a whole, positive number of paise, got ${totalPaise}`);
  if (remaining && totalPaise > remaining.totalPaise)
    throw new RangeError(`Only ${remaining.totalPaise} paise are left to credit, asked for ${totalPaise}`);
  if (remaining && totalPaise === remaining.totalPaise) return { ...remaining };
  const rate = rateBasisPoints(input.ratePercent);

  if (supply === 'intra_state') {
    let half = mulDivHalfUp(totalPaise, rate, 2 * (10_000 + rate));
    if (remaining) half = Math.min(half, remaining.cgstPaise, remaining.sgstPaise);
    return { taxablePaise: totalPaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0, totalPaise };
  }
  let igst = mulDivHalfUp(totalPaise, rate, 10_000 + rate);
  if (remaining) igst = Math.min(igst, remaining.igstPaise);
  return { taxablePaise: totalPaise - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst, totalPaise };
}
