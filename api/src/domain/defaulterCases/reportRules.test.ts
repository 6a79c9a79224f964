import { describe, expect, it } from 'vitest';
import { evidenceMissingMessage, missingEvidence } from './reportRules';

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
