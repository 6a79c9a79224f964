import { describe, expect, it } from 'vitest';
import { acknowledgementMessage, acknowledgementReference, parseAcknowledgementKey } from './acknowledgementRules';

describe('parseAcknowledgementKey', () => {
  it('reads a known prefix and an id, in either case', () => {
    expect(parseAcknowledgementKey('DR-12')).toEqual({ key: 'DR-12', kind: 'deactivation_request', id: 12 });
    expect(parseAcknowledgementKey(' gr-5 ')).toEqual({ key: 'GR-5', kind: 'gstin_review_request', id: 5 });
    expect(parseAcknowledgementKey('SR-40')?.kind).toBe('settlement_request');
  });
  it('refuses unknown prefixes, zero, and anything else', () => {
    for (const raw of ['XX-1', 'DR-0', 'DR-', 'DR12', 'DR-1.5', 'DR--1', '12', '', 'DR-1234567890123456', 'constructor-1', '__-1']) {
      expect(parseAcknowledgementKey(raw), raw).toBeUndefined();
    }
  });
});

describe('messages', () => {
  it('names the record and says what its status means', () => {
    expect(acknowledgementReference('gstin_review_request', 5, '08AAACB1234C1Z5')).toBe('GSTIN review request #5 (08AAACB1234C1Z5)');
    expect(acknowledgementReference('deactivation_request', 3)).toBe('Account deactivation request #3');
    expect(acknowledgementMessage('deactivation_request', 'confirmed')).toMatch(/Our team will complete it/);
    expect(acknowledgementMessage('settlement_request', 'something-new')).toBe('We have received your request.');
  });
});
