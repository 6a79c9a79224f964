import { describe, expect, it } from 'vitest';
import { verifiedIdentityChange } from './verifiedIdentity';

const verified = {
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  legal_name: 'Acme Traders',
  trade_name: 'Acme',
  gst_verified_at: '2026-10-01T00:00:00Z',
};

describe('verifiedIdentityChange', () => {
  it('leaves unverified businesses alone', () => {
    expect(verifiedIdentityChange({ gstin: '29AAPFU0939F1ZV' }, { ...verified, gst_verified_at: null }, false)).toEqual({ kind: 'none' });
  });
  it('refuses a member changing the GSTIN, PAN or legal name of a verified business', () => {
    for (const [field, value] of [
      ['gstin', '29AAPFU0939F1ZV'],
      ['pan', 'ABCDE1234F'],
      ['legal_name', 'Other Ltd'],
    ] as const) {
      const r = verifiedIdentityChange({ [field]: value }, verified, false);
      expect(r.kind).toBe('refused');
      expect(r.kind === 'refused' && r.field).toBe(field);
      expect(r.kind === 'refused' && r.message).toMatch(/contact support/);
    }
  });
  it('clears the stamp when staff change the identity', () => {
    expect(verifiedIdentityChange({ gstin: '29AAPFU0939F1ZV' }, verified, true)).toEqual({ kind: 'clearStamp' });
  });
  it('ignores unchanged values (case and spaces) and other fields', () => {
    expect(verifiedIdentityChange({ gstin: '27aapfu0939f1zv ', trade_name: 'New trade name' }, verified, false)).toEqual({ kind: 'none' });
  });
});
