/**
 * Pure rules of reporting a defaulter (issue 10 §1) that only the server needs; the rules the form
 * shares (amounts, dates, duplicate keys) are in contracts/reportDefaulter.ts.
 */
import { toPaise } from '../../validation/money';

/**
 * The wallet charge for a report: the plan's fee plus GST on it at the plan's rate, in paise. GST is
 * rounded half-up to the paisa (as invoices round each tax); the rate is a percent string ('18.00').
 */
export function feeWithGst(feePaise: number, gstPercent: string): { feePaise: number; gstPaise: number; totalPaise: number } {
  if (!Number.isSafeInteger(feePaise) || feePaise < 0) throw new RangeError(`A fee is whole, non-negative paise, got ${feePaise}`);
  const basisPoints = toPaise(gstPercent); // '18.00' → 1800 basis points
  if (basisPoints < 0 || basisPoints > 10_000) throw new RangeError(`A GST rate is 0–100 %, got ${gstPercent}`);
  const gstPaise = Number((BigInt(feePaise) * BigInt(basisPoints) * 2n + 10_000n) / 20_000n);
  return { feePaise, gstPaise, totalPaise: feePaise + gstPaise };
}

/** Idempotency key of a case's fee journal: one charge per case, whatever retries. */
export const reportFeeKey = (caseId: number) => `defaulter-report-fee-${caseId}`;
