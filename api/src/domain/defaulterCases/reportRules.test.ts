import { describe, expect, it } from 'vitest';
import { evidenceMissingMessage, feeWithGst, missingEvidence, reportFeeKey } from './reportRules';

describe('feeWithGst', () => {
  it('adds GST at the plan rate, half-up to the paisa', () => {
    expect(feeWithGst(50_000, '18.00')).toEqual({ feePaise: 50_000, gstPaise: 9_000, totalPaise: 59_000 });
    // ₹0.03 × 18 % = 0.54 paise → 1 paisa; ₹0.02 × 18 % = 0.36 → 0.
    expect(feeWithGst(3, '18.00').gstPaise).toBe(1);
    expect(feeWithGst(2, '18.00').gstPaise).toBe(0);
    // 0.5 paise rounds up: ₹0.25 × 2 % = 0.5 paise.
    expect(feeWithGst(25, '2.00').gstPaise).toBe(1);
  });
  it('is nothing for a fee the plan includes', () => {
    expect(feeWithGst(0, '18.00')).toEqual({ feePaise: 0, gstPaise: 0, totalPaise: 0 });
  });
  it('refuses fractional or negative paise and a rate above 100 %', () => {
    expect(() => feeWithGst(1.5, '18.00')).toThrow(RangeError);
    expect(() => feeWithGst(-1, '18.00')).toThrow(RangeError);
    expect(() => feeWithGst(100, '101')).toThrow(RangeError);
  });
  it('keys the fee journal by case', () => {
    expect(reportFeeKey(42)).toBe('defaulter-report-fee-42');
  });
});

describe('missingEvidence', () => {
  it('names the required documents a case lacks, in the form’s order', () => {
    expect(missingEvidence([])).toEqual(['invoice', 'ledger_certificate', 'ca_certificate']);
    expect(missingEvidence(['bilty', 'ca_certificate', 'payment_proof'])).toEqual(['invoice', 'ledger_certificate']);
    expect(missingEvidence(['invoice', 'invoice', 'ledger_certificate', 'ca_certificate'])).toEqual([]);
  });
  it('says what to upload in a sentence', () => {
    expect(evidenceMissingMessage(['invoice'])).toBe('Please upload the invoice before this case is reviewed.');
    expect(evidenceMissingMessage(['invoice', 'ledger_certificate', 'ca_certificate'])).toBe(
      'Please upload the invoice, the ledger certificate and the CA certificate before this case is reviewed.',
    );
  });
});
