import { describe, expect, it } from 'vitest';
import type { GstinDetails } from '../../contracts/gstHit';
import {
  DUPLICATE_MESSAGES,
  duplicateRefusal,
  GSTIN_REVIEW_PATH,
  holderOf,
  memberBusinessRow,
  memberLookupAnswer,
  nameMismatches,
  pincodeOf,
  registrationRefusal,
} from './memberBusinessRules';

const details: GstinDetails = {
  gstin: '08AABCS1429B1ZS',
  legal_name: 'Shree Ganesh Traders Private Limited',
  trade_name: 'Ganesh Traders',
  status: 'Active',
  state_code: '08',
  state: 'Rajasthan',
  registration_date: '2019-04-01',
  taxpayer_type: 'Regular',
  constitution: 'Private Limited Company',
  pan: 'AABCS1429B',
  address: '12, Station Road, Jaipur, Rajasthan 302012',
};

describe('holderOf', () => {
  it('tells yours from another member’s from nobody’s', () => {
    expect(holderOf(undefined, 5)).toBe(false);
    expect(holderOf(null, 5)).toBe(false);
    expect(holderOf(5, 5)).toBe('yours');
    expect(holderOf('5', 5)).toBe('yours'); // bigint ids come back as strings from pg
    expect(holderOf(6, 5)).toBe('another_member');
  });
});

describe('duplicateRefusal', () => {
  it('points a member at support for another member’s GSTIN, naming nobody', () => {
    const r = duplicateRefusal('another_member');
    expect(r.message).toBe(DUPLICATE_MESSAGES.anotherMember);
    expect(r.message).toMatch(/support/);
    expect(r.extra).toEqual({ already_registered: 'another_member', review_path: GSTIN_REVIEW_PATH });
  });
  it('says "already in your businesses" for their own, and how to restore a removed one', () => {
    expect(duplicateRefusal('yours').message).toBe('This GSTIN is already in your businesses.');
    expect(duplicateRefusal('yours', false).message).toMatch(/removed.*contact support/);
    expect(duplicateRefusal('yours').extra).toEqual({ already_registered: 'yours' });
  });
});

describe('registrationRefusal', () => {
  it('accepts only Active registrations', () => {
    expect(registrationRefusal('Active')).toBeNull();
    expect(registrationRefusal('Cancelled')).toMatch(/cancelled.*Only an active/);
    expect(registrationRefusal('Suspended')).toMatch(/suspended/);
  });
});

describe('nameMismatches', () => {
  it('accepts either registered name, compared by the spec’s company-name normalisation', () => {
    expect(nameMismatches({ trade_name: 'shree ganesh traders pvt. ltd.' }, details)).toEqual([]);
    expect(nameMismatches({ trade_name: 'SHREE GANESH TRADERS PRIVATE LIMITED' }, details)).toEqual([]);
    expect(nameMismatches({ trade_name: 'Ganesh-Traders', legal_name: 'Shree Ganesh Traders Pvt Ltd' }, details)).toEqual([]);
    expect(nameMismatches({ trade_name: 'Gaņesh Traders' }, details)).toEqual([]); // diacritics removed
  });
  it('names both the entered and the registered names on each differing field', () => {
    const m = nameMismatches({ trade_name: 'Ganesh Steel', legal_name: 'Other Company Ltd' }, details);
    expect(m.map((x) => x.field)).toEqual(['trade_name', 'legal_name']);
    expect(m[0]!.message).toContain('“Ganesh Steel”');
    expect(m[0]!.message).toContain('“Shree Ganesh Traders Private Limited” (trade name “Ganesh Traders”)');
    expect(m[1]!.entered).toBe('Other Company Ltd');
  });
  it('does not compare blank or missing entries, and never matches a blank registered name', () => {
    expect(nameMismatches({ trade_name: '  ', legal_name: null }, details)).toEqual([]);
    expect(nameMismatches({ trade_name: 'Anything' }, { legal_name: 'Real Name', trade_name: '' })).toHaveLength(1);
  });
});

describe('pincodeOf', () => {
  it('takes the last 6-digit PIN code of an address', () => {
    expect(pincodeOf(details.address)).toBe('302012');
    expect(pincodeOf('Plot 110001, Sector 5, Delhi 110092')).toBe('110092');
    expect(pincodeOf('No PIN here, 12345 or 1234567')).toBeUndefined();
    expect(pincodeOf('Starts with zero 012345')).toBeUndefined();
  });
});

describe('memberLookupAnswer', () => {
  it('prefills state from the code, PAN from characters 3–12, the PIN code, and who holds the GSTIN', () => {
    expect(memberLookupAnswer(details, 8, 'another_member')).toEqual({
      gstin: '08AABCS1429B1ZS',
      legal_name: details.legal_name,
      trade_name: details.trade_name,
      state: { code: '08', name: 'Rajasthan', id: 8 },
      pan: 'AABCS1429B',
      address: details.address,
      pincode: '302012',
      registration_status: 'Active',
      already_registered: 'another_member',
    });
    const noState = memberLookupAnswer({ ...details, address: 'Somewhere' }, undefined, false);
    expect(noState.state).toEqual({ code: '08', name: 'Rajasthan' });
    expect(noState).not.toHaveProperty('pincode');
  });
});

describe('memberBusinessRow', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('takes identity from the GST records, not from the client, and keeps the entered trade name', () => {
    const row = memberBusinessRow(
      {
        user_id: 7,
        trade_name: 'My Shop',
        legal_name: 'Forged Ltd',
        pan: 'ZZZZZ9999Z',
        state_id: 99,
        gstin: details.gstin,
        name_mismatch_confirmed: true,
      },
      details,
      8,
      true,
      now,
    );
    expect(row).toMatchObject({
      user_id: 7,
      trade_name: 'My Shop',
      legal_name: details.legal_name,
      pan: 'AABCS1429B',
      state_id: 8,
      address: details.address,
      pincode: '302012',
      name_mismatch: true,
      gst_verified_at: now,
    });
    expect(row).not.toHaveProperty('name_mismatch_confirmed');
  });
  it('keeps an address and PIN code the member entered; no state row means no state', () => {
    const row = memberBusinessRow(
      { trade_name: 'X', address: 'Shop 4, Mall', pincode: '302001', state_id: 3 },
      details,
      undefined,
      false,
      now,
    );
    expect(row).toMatchObject({ address: 'Shop 4, Mall', pincode: '302001', state_id: null, name_mismatch: false });
  });
});
