import { describe, it, expect } from 'vitest';
import { isMobile, normaliseMobile, mobileSchema, MOBILE_MESSAGES } from '../../../api/src/validation/index';
import type { z } from 'zod';

/** The user-facing messages a schema gives for an input ([] when it parses). */
function messagesFor(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('isMobile', () => {
  it.each(['9876543210', '8123456789', '7000000000', '6999999999'])('accepts %s', (s) => expect(isMobile(s)).toBe(true));

  it.each([
    '5876543210', // starts with 5
    '0987654321',
    '1234567890',
    '987654321', // 9 digits
    '98765432101', // 11 digits
    '+919876543210', // prefixes are not silently accepted
    '919876543210',
    '09876543210',
    '98765 43210',
    ' 9876543210',
    '98765432a0',
    '',
  ])('rejects %j', (s) => expect(isMobile(s)).toBe(false));

  it('rejects non-strings, including the number 9876543210', () => {
    expect(isMobile(9876543210)).toBe(false);
    expect(isMobile(null)).toBe(false);
    expect(isMobile(undefined)).toBe(false);
  });
});

describe('normaliseMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    [' +91 9876543210 ', '9876543210'],
    ['919876543210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['0 98765 43210', '9876543210'],
    ['9198765432', '9198765432'], // a real number starting 91 is left alone
  ])('%j → %s', (input, expected) => expect(normaliseMobile(input)).toBe(expected));

  it.each([
    '',
    '5876543210',
    '+915876543210', // prefix stripped but number invalid
    '91987654321', // 11 digits starting 91: not a 91 prefix, and not a 0 prefix
    '0919876543210', // 13 digits
    '009876543210', // 0 prefix only for 11 digits
    '+91-9876543210', // hyphens are not stripped
    '98765-43210',
    '+9109876543210',
    'abcdefghij',
  ])('%j → null', (input) => expect(normaliseMobile(input)).toBeNull());

  it('returns null for non-strings', () => {
    expect(normaliseMobile(9876543210)).toBeNull();
    expect(normaliseMobile(undefined)).toBeNull();
  });
});

describe('mobileSchema', () => {
  it('accepts a 10-digit number, trimming surrounding spaces', () => {
    expect(mobileSchema.parse(' 9876543210 ')).toBe('9876543210');
  });

  it('asks for a value when empty or missing', () => {
    expect(messagesFor(mobileSchema, '')).toEqual([MOBILE_MESSAGES.required]);
    expect(messagesFor(mobileSchema, undefined)).toEqual([MOBILE_MESSAGES.required]);
  });

  it('tells the user to drop a +91 / 0 prefix instead of silently accepting it', () => {
    expect(messagesFor(mobileSchema, '+919876543210')).toEqual(['Enter just the 10-digit mobile number, without +91 or a leading 0']);
    expect(messagesFor(mobileSchema, '09876543210')).toEqual([MOBILE_MESSAGES.prefixed]);
  });

  it('explains invalid numbers', () => {
    for (const bad of ['5876543210', '98765432101', '98765', 'phone']) {
      expect(messagesFor(mobileSchema, bad)).toEqual(['Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9']);
    }
    expect(messagesFor(mobileSchema, 9876543210)).toEqual([MOBILE_MESSAGES.invalid]);
  });
});
