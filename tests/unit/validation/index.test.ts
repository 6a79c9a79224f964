import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as validation from '../../../api/src/validation/index';

const dir = fileURLToPath(new URL('../../../api/src/validation/', import.meta.url));

describe('validation index', () => {
  it('re-exports every public function and schema', () => {
    const expected = [
      'isEmail',
      'emailSchema',
      'isMobile',
      'normaliseMobile',
      'mobileSchema',
      'normaliseGstin',
      'gstinCheckChar',
      'isGstin',
      'isGstinStateCode',
      'gstinStateCode',
      'gstinPan',
      'gstinSchema',
      'isPan',
      'normalisePan',
      'panSchema',
      'isIfsc',
      'normaliseIfsc',
      'ifscSchema',
      'isUdin',
      'normaliseUdin',
      'udinSchema',
      'isUdyamNumber',
      'normaliseUdyamNumber',
      'udyamNumberSchema',
      'normaliseCompanyName',
      'sameCompany',
      'isEmpty',
      'SCORE_BANDS',
      'scoreBand',
      'MIN_SCORE',
      'MAX_SCORE',
      'maskPhone',
      'maskEmail',
      'formatDate',
      'parseDateInput',
      'istDateParts',
      'daysBetween',
      'daysUntil',
      'toPaise',
      'fromPaise',
      'formatInr',
      'formatPaise',
      'moneySchema',
      'patterns',
    ];
    for (const name of expected) expect(validation, name).toHaveProperty(name);
  });

  it('exposes stateless RegExps in `patterns`', () => {
    const entries = Object.entries(validation.patterns);
    expect(entries.length).toBeGreaterThanOrEqual(8);
    for (const [name, re] of entries) {
      expect(re, name).toBeInstanceOf(RegExp);
      expect(re.global || re.sticky, name).toBe(false);
    }
    expect(Object.isFrozen(validation.patterns)).toBe(true);
  });

  it('patterns agree with the predicates', () => {
    const { patterns } = validation;
    expect(patterns.email.test('a@b.in')).toBe(true);
    expect(patterns.mobile.test('9876543210')).toBe(true);
    expect(patterns.mobile.test('5876543210')).toBe(false);
    expect(patterns.gstin.test('27AAPFU0939F1ZV')).toBe(true);
    expect(patterns.gstin.test('00AAPFU0939F1ZV')).toBe(false);
    expect(patterns.gstinShape.test('00AAPFU0939F1ZV')).toBe(true);
    expect(patterns.pan.test('ABCDE1234F')).toBe(true);
    expect(patterns.ifsc.test('SBIN0001234')).toBe(true);
    expect(patterns.udin.test('26123456ABCDEF1234')).toBe(true);
    expect(patterns.money.test('125000.50')).toBe(true);
    expect(patterns.money.test('1.234')).toBe(false);
  });

  it('imports nothing but zod and sibling modules (the folder is shared with the browser)', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThanOrEqual(13);
    for (const file of files) {
      const source = readFileSync(dir + file, 'utf8');
      const specifiers = [...source.matchAll(/(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]);
      for (const spec of specifiers) expect(spec === 'zod' || spec!.startsWith('./'), `${file}: ${spec}`).toBe(true);
      expect(source, file).not.toMatch(/\brequire\(|import\(|process\.env/);
    }
  });
});
