import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { isUdyamNumber, normaliseUdyamNumber, udyamNumberSchema, UDYAM_MESSAGES } from '../../../api/src/validation/index';

function messagesFor(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('isUdyamNumber', () => {
  it.each(['UDYAM-RJ-17-0012345', 'UDYAM-MH-01-0000001', 'udyam-dl-08-1234567', ' UDYAM-KA-03-7654321 '])('accepts %j', (s) =>
    expect(isUdyamNumber(s)).toBe(true),
  );

  it.each([
    '',
    'UDYAM-RJ-17-001234', // 6 digits
    'UDYAM-RJ-17-00123456', // 8 digits
    'UDYAM-R1-17-0012345', // state code must be letters
    'UDYAM-RJ-1A-0012345', // district code must be digits
    'UDYAM-RJ-7-0012345',
    'UDYAMRJ170012345',
    'UAM-RJ-17-0012345',
    'UDYAM RJ 17 0012345',
  ])('rejects %j', (s) => expect(isUdyamNumber(s)).toBe(false));

  it('rejects non-strings', () => expect(isUdyamNumber(170012345)).toBe(false));
});

describe('normaliseUdyamNumber', () => {
  it('trims and upper-cases', () => expect(normaliseUdyamNumber(' udyam-rj-17-0012345 ')).toBe('UDYAM-RJ-17-0012345'));
});

describe('udyamNumberSchema', () => {
  it('outputs the upper-cased number', () => expect(udyamNumberSchema.parse('udyam-rj-17-0012345')).toBe('UDYAM-RJ-17-0012345'));
  it('asks for a value when empty or missing', () => {
    expect(messagesFor(udyamNumberSchema, '')).toEqual([UDYAM_MESSAGES.required]);
    expect(messagesFor(udyamNumberSchema, undefined)).toEqual([UDYAM_MESSAGES.required]);
  });
  it('explains an invalid number', () => {
    expect(messagesFor(udyamNumberSchema, 'UDYAM-RJ-17-12345')).toEqual([
      'Enter the Udyam registration number as on the certificate, like UDYAM-RJ-17-0012345',
    ]);
  });
});
