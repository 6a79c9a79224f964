import { describe, expect, it } from 'vitest';
import { identifierBody, isOtp, parseIdentifier } from '@bakaya/api/contracts';
import { errorMessage, fieldError } from '../../admin/src/login/errorMessage';
import { parsePair } from '../../admin/src/screens/transactionPair';

describe('sign-in box', () => {
  it('reads a mobile number, forgiving spaces, dashes and +91/0 prefixes', () => {
    expect(parseIdentifier('9876543210')).toEqual({ field: 'mobile', value: '9876543210' });
    expect(parseIdentifier(' 98765 43210 ')).toEqual({ field: 'mobile', value: '9876543210' });
    expect(parseIdentifier('+91 98765-43210')).toEqual({ field: 'mobile', value: '9876543210' });
    expect(parseIdentifier('09876543210')).toEqual({ field: 'mobile', value: '9876543210' });
  });
  it('reads an email, lower-cased', () => {
    expect(parseIdentifier('Admin@Bakaya.Local')).toEqual({ field: 'email', value: 'admin@bakaya.local' });
  });
  it('explains what is wrong', () => {
    expect(parseIdentifier('')).toHaveProperty('error');
    expect(parseIdentifier('5876543210')).toHaveProperty('error'); // must start 6-9
    expect(parseIdentifier('12345')).toHaveProperty('error');
    expect(parseIdentifier('a@b')).toHaveProperty('error');
  });
  it('sends { mobile } or { email }', () => {
    expect(identifierBody({ field: 'mobile', value: '9876543210' })).toEqual({ mobile: '9876543210' });
    expect(identifierBody({ field: 'email', value: 'a@b.in' })).toEqual({ email: 'a@b.in' });
  });
  it('accepts exactly 6 digits as a code', () => {
    expect(isOtp('123456')).toBe(true);
    expect(isOtp('12345')).toBe(false);
    expect(isOtp('12345a')).toBe(false);
  });
  it("shows the API's message, or a kind default", () => {
    expect(errorMessage({ message: 'The code is not correct. You have 4 attempts left.' })).toMatch(/4 attempts/);
    expect(errorMessage({})).toBe('Something went wrong. Please try again.');
    expect(errorMessage(new TypeError('Failed to fetch'))).toMatch(/could not reach/);
    expect(fieldError({ body: { errors: { otp: 'Wrong code' } } }, 'otp')).toBe('Wrong code');
    expect(fieldError({ body: {} }, 'otp')).toBeUndefined();
  });
});

describe('transaction bill pair', () => {
  it('reads {buyerId},{supplierId}', () => {
    expect(parsePair('12,34')).toEqual({ buyer: 12, supplier: 34 });
    expect(parsePair('12')).toBeNull();
    expect(parsePair('a,b')).toBeNull();
    expect(parsePair(undefined)).toBeNull();
  });
});
