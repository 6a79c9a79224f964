import { describe, it, expect } from 'vitest';
import {
  normaliseGstin,
  gstinCheckChar,
  isGstin,
  isGstinStateCode,
  gstinStateCode,
  gstinPan,
  gstinSchema,
  GSTIN_MESSAGES,
  GST_STATE_NAMES,
} from '../../../api/src/validation/index';
import type { z } from 'zod';

/** The user-facing messages a schema gives for an input ([] when it parses). */
function messagesFor(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A full GSTIN with the correct check character appended. */
const withCheck = (first14: string) => first14 + gstinCheckChar(first14);

describe('normaliseGstin', () => {
  it('trims and upper-cases', () => {
    expect(normaliseGstin('  27aapfu0939f1zv\t')).toBe('27AAPFU0939F1ZV');
  });
});

describe('gstinCheckChar', () => {
  it.each([
    ['27AAPFU0939F1Z', 'V'],
    ['29AAGCB7383J1Z', '4'],
    ['97AAAAA0000A1Z', 'V'],
    ['99AAAAA0000A1Z', 'R'],
    ['01AAAAA0000A1Z', 'G'],
    ['38AAAAA0000A1Z', 'Z'],
  ])('%s → %s', (first14, expected) => expect(gstinCheckChar(first14)).toBe(expected));

  it('normalises its input', () => {
    expect(gstinCheckChar(' 27aapfu0939f1z ')).toBe('V');
  });

  it('throws RangeError unless given 14 characters of 0-9/A-Z', () => {
    expect(() => gstinCheckChar('27AAPFU0939F1')).toThrow(RangeError);
    expect(() => gstinCheckChar('27AAPFU0939F1ZV')).toThrow(RangeError);
    expect(() => gstinCheckChar('27AAPFU0939F1-')).toThrow(RangeError);
    expect(() => gstinCheckChar('')).toThrow(RangeError);
  });

  it('detects every single-character substitution in the first 14 characters', () => {
    const base = '27AAPFU0939F1Z';
    for (let i = 0; i < 14; i++) {
      for (const c of CHARSET) {
        if (c === base[i]) continue;
        const changed = base.slice(0, i) + c + base.slice(i + 1);
        expect(gstinCheckChar(changed), changed).not.toBe('V');
      }
    }
  });
});

describe('isGstin', () => {
  it.each([
    '27AAPFU0939F1ZV',
    '29AAGCB7383J1Z4',
    '27aapfu0939f1zv', // lower case accepted after upper-casing
    ' 29AAGCB7383J1Z4 ', // surrounding spaces trimmed
    '97AAAAA0000A1ZV', // special code 97
    '99AAAAA0000A1ZR', // special code 99 (centre jurisdiction)
    '01AAAAA0000A1ZG',
    '38AAAAA0000A1ZZ',
  ])('accepts %j', (s) => expect(isGstin(s)).toBe(true));

  it('accepts constructed numbers for every state code 01-38, 97 and 99', () => {
    const codes = [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97', '99'];
    for (const code of codes) expect(isGstin(withCheck(`${code}ABCDE1234F1Z`)), code).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isGstin('27AAPFU0939F1ZA')).toBe(false);
    expect(isGstin('29AAGCB7383J1Z5')).toBe(false);
    // exactly one of the 36 possible final characters is right
    const valid = [...CHARSET].filter((c) => isGstin(`27AAPFU0939F1Z${c}`));
    expect(valid).toEqual(['V']);
  });

  it.each(['00', '39', '96', '98', '40', '50'])('rejects state code %s even with a correct check digit', (code) => {
    const gstin = withCheck(`${code}AAAAA0000A1Z`);
    expect(gstin).toMatch(/^\d{2}AAAAA0000A1Z[0-9A-Z]$/);
    expect(isGstin(gstin)).toBe(false);
  });

  it.each([
    ['', 'empty'],
    ['27AAPFU0939F1Z', '14 characters'],
    ['27AAPFU0939F1ZVX', '16 characters'],
    [withCheck('27AAPFU0939F1A'), '14th character not Z'],
    [withCheck('27AAPFU0939F0Z'), 'entity number 0'],
    [withCheck('27AAPF10939F1Z'), 'digit inside the PAN letters'],
    [withCheck('27AAPFUA939F1Z'), 'letter inside the PAN digits'],
    [withCheck('27AAPFU093991Z'), 'PAN ending in a digit'],
    [withCheck('2AAAPFU0939F1Z'), 'one-digit state code'],
    ['27AAPFU 0939F1ZV', 'inner space'],
    ['27AAPFU0939F1Z-', 'punctuation check char'],
  ])('rejects %j (%s)', (s) => expect(isGstin(s)).toBe(false));

  it('rejects non-strings', () => {
    expect(isGstin(undefined)).toBe(false);
    expect(isGstin(null)).toBe(false);
    expect(isGstin(27)).toBe(false);
  });
});

describe('isGstinStateCode', () => {
  it.each(['01', '09', '10', '27', '29', '37', '38', '97', '99'])('accepts %s', (c) => expect(isGstinStateCode(c)).toBe(true));
  it.each(['00', '39', '96', '98', '1', '001', 'AA', ''])('rejects %j', (c) => expect(isGstinStateCode(c)).toBe(false));
});

describe('gstinStateCode / gstinPan', () => {
  it('extract parts of a valid GSTIN (normalised)', () => {
    expect(gstinStateCode('27AAPFU0939F1ZV')).toBe('27');
    expect(gstinPan('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
    expect(gstinStateCode(' 29aagcb7383j1z4')).toBe('29');
    expect(gstinPan(' 29aagcb7383j1z4')).toBe('AAGCB7383J');
    expect(gstinStateCode('99AAAAA0000A1ZR')).toBe('99');
  });

  it('return null for invalid GSTINs rather than guessing', () => {
    expect(gstinStateCode('27AAPFU0939F1ZA')).toBeNull();
    expect(gstinPan('27AAPFU0939F1ZA')).toBeNull();
    expect(gstinStateCode('')).toBeNull();
    expect(gstinPan('not a gstin')).toBeNull();
  });
});

describe('gstinSchema', () => {
  it('outputs the trimmed, upper-cased GSTIN', () => {
    expect(gstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinSchema.parse('29AAGCB7383J1Z4')).toBe('29AAGCB7383J1Z4');
    expect(gstinSchema.parse('97AAAAA0000A1ZV')).toBe('97AAAAA0000A1ZV');
  });

  it('asks for a value when empty or missing', () => {
    expect(messagesFor(gstinSchema, '')).toEqual([GSTIN_MESSAGES.required]);
    expect(messagesFor(gstinSchema, '  ')).toEqual([GSTIN_MESSAGES.required]);
    expect(messagesFor(gstinSchema, undefined)).toEqual([GSTIN_MESSAGES.required]);
  });

  it('gives a format message for the wrong shape', () => {
    for (const bad of ['abc', '27AAPFU0939F1Z', '27AAPFU0939F1AV', 'AAAAAAAAAAAAAAA']) {
      expect(messagesFor(gstinSchema, bad)).toEqual(['Enter a valid 15-character GSTIN, like 27AAPFU0939F1ZV']);
    }
    expect(messagesFor(gstinSchema, 42)).toEqual([GSTIN_MESSAGES.format]);
  });

  it('gives a state-code message for an unknown state', () => {
    expect(messagesFor(gstinSchema, withCheck('00AAPFU0939F1Z'))).toEqual([GSTIN_MESSAGES.stateCode]);
    expect(messagesFor(gstinSchema, withCheck('39AAPFU0939F1Z'))).toEqual([GSTIN_MESSAGES.stateCode]);
  });

  it('gives a check-digit message for a mistyped number', () => {
    expect(messagesFor(gstinSchema, '27AAPFU0939F1ZA')).toEqual(['This GSTIN’s check digit is wrong — please re-check the number']);
  });

  it('uses three distinct messages', () => {
    const { format, stateCode, checkDigit } = GSTIN_MESSAGES;
    expect(new Set([format, stateCode, checkDigit]).size).toBe(3);
  });
});

describe('GST_STATE_NAMES', () => {
  it('names exactly the state codes a GSTIN may start with', () => {
    const all = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
    expect(Object.keys(GST_STATE_NAMES).sort()).toEqual(all.filter(isGstinStateCode));
    expect(GST_STATE_NAMES['08']).toBe('Rajasthan');
    expect(Object.values(GST_STATE_NAMES).every((name) => name.trim().length > 2)).toBe(true);
  });
});
