/**
 * Pure rules of reporting a defaulter (issue 10 §1) that only the server needs; the rules the form
 * shares (amounts, dates, duplicate keys) are in contracts/reportDefaulter.ts, and the fee's price
 * with GST in payments/walletServiceCharge.ts.
 */

/** Idempotency key of a case's fee (its journal and its order): one charge per case, whatever retries. */
export const reportFeeKey = (caseId: number) => `defaulter-report-fee-${caseId}`;
