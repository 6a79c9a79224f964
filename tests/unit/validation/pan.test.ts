import { describe, it, expect } from 'vitest';
import { isPan, normalisePan, panSchema, PAN_MESSAGES } from '../../../api/src/validation/index';
import type { z } from 'zod';

/** The user-facing messages a schema gives for an input ([] when it parses). */
function messagesFor(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('isPan', () => {
  it.each(['ABCDE1234F', 'AAPFU0939F', 'abcde1234f', ' AbCdE1234f '])('accepts %j', (s) => expect(isPan(s)).toBe(true));

  it.each([
    '',
    'ABCDE1234', // 9 characters
    'ABCDE12345F',
    'ABCD11234F', // digit among the letters
    'ABCDE123AF', // letter among the digits
    'ABCDE12345', // ends in a digit
    '1BCDE1234F',
    'ABCDE 1234F',
    'ABCDE-1234F',
  ])('rejects %j', (s) => expect(isPan(s)).toBe(false));

  it('rejects non-strings', () => expect(isPan(undefined)).toBe(false));
});

describe('normalisePan', () => {
  it('trims and upper-cases', () => expect(normalisePan(' abcde1234f ')).toBe('ABCDE1234F'));
});

describe('panSchema', () => {
  it('outputs the upper-cased PAN', () => expect(panSchema.parse(' abcde1234f')).toBe('ABCDE1234F'));
  it('asks for a value when empty or missing', () => {
    expect(messagesFor(panSchema, '')).toEqual([PAN_MESSAGES.required]);
    expect(messagesFor(panSchema, undefined)).toEqual([PAN_MESSAGES.required]);
  });
  it('explains an invalid PAN', () => {
    expect(messagesFor(panSchema, 'ABCDE12345')).toEqual(['Enter a valid 10-character PAN, like ABCDE1234F']);
  });
});
