import { describe, it, expect } from 'vitest';
import { isEmail, emailSchema, EMAIL_MESSAGES } from '../../../api/src/validation/index';
import type { z } from 'zod';

/** The user-facing messages a schema gives for an input ([] when it parses). */
function messagesFor(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('isEmail', () => {
  it.each([
    'rahul.sharma@example.com',
    'a@b.in',
    'first_last+tag%x-y@sub.domain.co.in',
    'UPPER@EXAMPLE.COM',
    '123@456.org',
    'a@my-company.com',
  ])('accepts %s', (s) => expect(isEmail(s)).toBe(true));

  it.each([
    '',
    'plainaddress',
    '@example.com',
    'rahul@',
    'rahul@example',
    'rahul@example.c', // TLD needs 2+ letters
    'rahul@example.c0m', // TLD letters only
    'rahul@@example.com',
    'ra hul@example.com',
    'rahul@exa mple.com',
    'rahul!@example.com', // ! not allowed in local part
    'rahul@.example.com',
    'rahul@example..com',
    'rahul@-example.com',
    'rahul@example-.com',
    ' rahul@example.com', // not trimmed by the predicate
    'rähul@example.com',
  ])('rejects %j', (s) => expect(isEmail(s)).toBe(false));

  it('rejects addresses longer than 254 characters', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`;
    expect(isEmail(`${local}@${domain}`)).toBe(true);
    expect(isEmail(`${local}@x${domain}`.padEnd(255, 'x'))).toBe(false);
    expect(isEmail(`${'a'.repeat(250)}@b.in`)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isEmail(null)).toBe(false);
    expect(isEmail(undefined)).toBe(false);
    expect(isEmail(42)).toBe(false);
  });
});

describe('emailSchema', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Rahul.Sharma@Example.COM ')).toBe('rahul.sharma@example.com');
  });

  it('asks for a value when empty, blank or missing', () => {
    expect(messagesFor(emailSchema, '')).toEqual([EMAIL_MESSAGES.required]);
    expect(messagesFor(emailSchema, '   ')).toEqual([EMAIL_MESSAGES.required]);
    expect(messagesFor(emailSchema, undefined)).toEqual([EMAIL_MESSAGES.required]);
    expect(messagesFor(emailSchema, null)).toEqual([EMAIL_MESSAGES.required]);
  });

  it('explains an invalid address with one kind message', () => {
    expect(messagesFor(emailSchema, 'rahul@example')).toEqual(['Enter a valid email address, like name@example.com']);
    expect(messagesFor(emailSchema, 42)).toEqual([EMAIL_MESSAGES.invalid]);
  });
});
