import { describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES, verifiedIdentityChange } from './verifiedIdentity';

const verified = {
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  legal_name: 'Acme Traders',
  trade_name: 'Acme',
  gst_verified_at: '2026-10-01T00:00:00Z',
};

describe('verifiedIdentityChange', () => {
  it('refuses a member changing a GSTIN, verified or not', () => {
    for (const before of [verified, { ...verified, gst_verified_at: null }]) {
      expect(verifiedIdentityChange({ gstin: '29AAPFU0939F1ZV' }, before, false)).toEqual({
        kind: 'refused',
        field: 'gstin',
        message: IDENTITY_MESSAGES.memberGstin,
      });
    }
  });

  it('refuses a member changing the PAN or legal name of a verified business', () => {
    for (const [field, value] of [
      ['pan', 'ABCDE1234F'],
      ['legal_name', 'Other Ltd'],
    ] as const) {
      const r = verifiedIdentityChange({ [field]: value }, verified, false);
      expect(r.kind === 'refused' && r.field).toBe(field);
      expect(r.kind === 'refused' && r.message).toMatch(/contact support/);
    }
  });

  it('on staff’s change to another GSTIN of the same PAN: re-derives PAN and state, clears both stamps, keeps the names', () => {
    expect(verifiedIdentityChange({ gstin: '29aapfu0939f1zv' }, verified, true)).toEqual({
      kind: 'reset',
      stateCode: '29',
      patch: { gstin: '29AAPFU0939F1ZV', pan: 'AAPFU0939F', gst_verified_at: null, control_proven_at: null, control_proof_method: null },
    });
  });

  it('on staff’s change to another PAN’s GSTIN: refuses the old trade name, clears the old legal name', () => {
    const other = '27ABCDE1234F1Z5';
    expect(verifiedIdentityChange({ gstin: other, trade_name: 'Acme', legal_name: 'Acme Traders' }, verified, true)).toEqual({
      kind: 'refused',
      field: 'trade_name',
      message: IDENTITY_MESSAGES.newPanNames,
    });
    const r = verifiedIdentityChange({ gstin: other, trade_name: 'Bharat Steels', legal_name: 'Acme Traders' }, verified, true);
    expect(r).toEqual({
      kind: 'reset',
      stateCode: '27',
      patch: {
        gstin: other,
        pan: 'ABCDE1234F',
        gst_verified_at: null,
        control_proven_at: null,
        control_proof_method: null,
        legal_name: null,
      },
    });
    const named = verifiedIdentityChange({ gstin: other, trade_name: 'Bharat Steels', legal_name: 'Bharat Steels Ltd' }, verified, true);
    expect(named.kind === 'reset' && named.patch).not.toHaveProperty('legal_name');
  });

  it('keeps the PAN the GSTIN’s own, and clears the GST stamp when staff change the legal name', () => {
    expect(verifiedIdentityChange({ pan: 'ZZZZZ9999Z' }, verified, true)).toEqual({ kind: 'reset', patch: { pan: 'AAPFU0939F' } });
    expect(verifiedIdentityChange({ legal_name: 'Acme Traders LLP' }, verified, true)).toEqual({
      kind: 'reset',
      patch: { gst_verified_at: null },
    });
  });

  it('ignores unchanged values (case and spaces) and other fields', () => {
    expect(verifiedIdentityChange({ gstin: '27aapfu0939f1zv ', trade_name: 'New trade name' }, verified, false)).toEqual({ kind: 'none' });
  });
});
