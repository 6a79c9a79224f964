import { describe, it, expect } from 'vitest';
import {
  paiseOrNull,
  toPaise,
  fromPaise,
  formatInr,
  formatPaise,
  moneySchema,
  MONEY_MESSAGES,
  MAX_AMOUNT_PAISE,
} from '../../../api/src/validation/index';
import type { z } from 'zod';

/** The user-facing messages a schema gives for an input ([] when it parses). */
function messagesFor(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('toPaise', () => {
  it.each<[string | number, number]>([
    ['125000.50', 12_500_050],
    ['125000.5', 12_500_050],
    ['125000', 12_500_000],
    ['0', 0],
    ['0.01', 1],
    ['0.1', 10],
    [' 12.34 ', 1234],
    ['007.50', 750],
    ['-500', -50_000],
    ['-0.01', -1],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
    [125000.5, 12_500_050],
    [0, 0],
    [19.99, 1999],
    [0.29, 29], // 0.29 * 100 === 28.999999999999996: multiplying would be wrong
    [1.15, 115], // 1.15 * 100 === 114.99999999999999
    [-500, -50_000],
  ])('%j → %d', (input, expected) => {
    const paise = toPaise(input);
    expect(paise).toBe(expected);
    expect(Number.isInteger(paise)).toBe(true);
  });

  it('never returns -0', () => {
    expect(Object.is(toPaise('-0'), 0)).toBe(true);
    expect(Object.is(toPaise('-0.00'), 0)).toBe(true);
    expect(Object.is(toPaise(-0), 0)).toBe(true);
  });

  it.each<[string | number, string]>([
    ['1.234', 'more than 2 decimals'],
    ['1.230', 'more than 2 decimals, even trailing zeros'],
    [1.005, 'number with 3 decimals'],
    [0.1 + 0.2, 'float artefact'],
    [1e-7, 'tiny number in exponent form'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    [Number.NEGATIVE_INFINITY, '-Infinity'],
    [1e21, 'exponent form'],
    ['90071992547409.92', 'one paisa beyond MAX_SAFE_INTEGER'],
    ['100000000000000000000', 'far too large'],
    ['', 'empty'],
    ['abc', 'not a number'],
    ['1.', 'trailing point'],
    ['.5', 'no rupee digits'],
    ['1,000', 'grouping commas'],
    ['1e3', 'exponent string'],
    ['₹100', 'currency sign'],
    ['+5', 'plus sign'],
    ['1 000', 'inner space'],
    ['0x10', 'hex'],
  ])('throws RangeError for %j (%s)', (input) => {
    expect(() => toPaise(input)).toThrow(RangeError);
  });

  it('throws TypeError for values that are not strings or numbers', () => {
    for (const v of [null, undefined, {}, 5n]) expect(() => toPaise(v as unknown as string)).toThrow(TypeError);
  });
});

describe('paiseOrNull', () => {
  it('reads rupees as the API or a form gives them', () => {
    expect(paiseOrNull('62080.00')).toBe(6_208_000);
    expect(paiseOrNull(' 0.10 ')).toBe(10);
    expect(paiseOrNull(500)).toBe(50_000);
  });
  it('answers null for blanks and anything that is not an amount, never a float', () => {
    for (const bad of ['', '  ', 'abc', '1.234', null, undefined, {}, Number.NaN, 0.1 + 0.2]) expect(paiseOrNull(bad)).toBeNull();
  });
});

describe('fromPaise', () => {
  it.each([
    [12_500_050, '125000.50'],
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [-50_000, '-500.00'],
    [-1, '-0.01'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
    [-Number.MAX_SAFE_INTEGER, '-90071992547409.91'],
  ])('%d → %s', (paise, expected) => expect(fromPaise(paise)).toBe(expected));

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('throws RangeError for %d', (p) => {
    expect(() => fromPaise(p)).toThrow(RangeError);
  });

  it('round-trips with toPaise', () => {
    for (const s of ['0.00', '0.05', '1.10', '125000.50', '-42.99', '90071992547409.91']) {
      expect(fromPaise(toPaise(s))).toBe(s);
    }
  });
});

describe('formatInr', () => {
  it.each<[string | number, string]>([
    [125000.5, '₹1,25,000.50'],
    ['125000.50', '₹1,25,000.50'],
    [12345678.9, '₹1,23,45,678.90'],
    [-500, '-₹500.00'],
    ['-1234567.8', '-₹12,34,567.80'],
    [0, '₹0.00'],
    ['0.5', '₹0.50'],
    ['-0.01', '-₹0.01'],
    [999, '₹999.00'],
    [1000, '₹1,000.00'],
    [10000, '₹10,000.00'],
    [100000, '₹1,00,000.00'],
    [10000000, '₹1,00,00,000.00'],
    ['999999999999.99', '₹9,99,99,99,99,999.99'],
  ])('%j → %s', (input, expected) => expect(formatInr(input)).toBe(expected));

  it('throws like toPaise on invalid amounts', () => {
    expect(() => formatInr('1.234')).toThrow(RangeError);
    expect(() => formatInr(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatPaise', () => {
  it('formats integer paise', () => {
    expect(formatPaise(12_500_050)).toBe('₹1,25,000.50');
    expect(formatPaise(-1)).toBe('-₹0.01');
    expect(formatPaise(0)).toBe('₹0.00');
  });
});

describe('moneySchema', () => {
  it.each<[string | number, string]>([
    ['1250', '1250.00'],
    [1250, '1250.00'],
    ['0', '0.00'],
    [0, '0.00'],
    ['-0', '0.00'],
    [' 125000.5 ', '125000.50'],
    [0.29, '0.29'],
    ['999999999999.99', '999999999999.99'],
    [999999999999.99, '999999999999.99'],
  ])('%j → %s', (input, expected) => expect(moneySchema.parse(input)).toBe(expected));

  it('matches the max amount constant', () => {
    expect(fromPaise(MAX_AMOUNT_PAISE)).toBe('999999999999.99');
  });

  it('asks for an amount when empty or missing', () => {
    for (const v of ['', '   ', undefined, null]) expect(messagesFor(moneySchema, v)).toEqual([MONEY_MESSAGES.required]);
  });

  it('explains malformed amounts', () => {
    for (const v of ['12.345', 'abc', '1,000', '1e3', Number.NaN, Number.POSITIVE_INFINITY, 0.1 + 0.2, {}, true]) {
      expect(messagesFor(moneySchema, v)).toEqual(['Enter an amount in rupees, with at most 2 decimals, like 125000.50']);
    }
  });

  it('rejects negative amounts', () => {
    expect(messagesFor(moneySchema, '-1')).toEqual([MONEY_MESSAGES.negative]);
    expect(messagesFor(moneySchema, -0.5)).toEqual(['The amount can’t be negative']);
  });

  it('rejects amounts over 999999999999.99', () => {
    expect(messagesFor(moneySchema, '1000000000000')).toEqual([MONEY_MESSAGES.tooLarge]);
    expect(messagesFor(moneySchema, '1000000000000.00')).toEqual([MONEY_MESSAGES.tooLarge]);
    expect(messagesFor(moneySchema, '90071992547409.91')).toEqual([MONEY_MESSAGES.tooLarge]);
  });
});
