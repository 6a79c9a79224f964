import { describe, it, expect } from 'vitest';
import { normaliseCompanyName, sameCompany } from '../../../api/src/validation/index';

describe('normaliseCompanyName', () => {
  it.each([
    ['Shree Ganesh Traders Private Limited', 'shree-ganesh-traders-pvt-ltd'],
    ['shree ganesh traders pvt. ltd.', 'shree-ganesh-traders-pvt-ltd'],
    ['Tata Steel Public Limited', 'tata-steel-pub-ltd'],
    ['ACME LIMITED', 'acme-ltd'],
    ['Café Ltd.', 'cafe-ltd'],
    ['cafe limited', 'cafe-ltd'],
    ['  Many   spaces\tand\nnewlines  ', 'many-spaces-and-newlines'],
    ['A&B Traders (India)', 'ab-traders-india'],
    ['M/s. Sharma & Sons', 'm-s-sharma-sons'],
    ['Tata-Steel', 'tata-steel'],
    ['Ñandú Exports Pvt Ltd', 'nandu-exports-pvt-ltd'],
    ['Shree Ganesh Traders Private Ltd', 'shree-ganesh-traders-pvt-ltd'], // documented extension
    ['Limited Editions Private Limited', 'ltd-editions-pvt-ltd'],
    ['', ''],
    ['...', ''],
  ])('%j → %j', (input, expected) => expect(normaliseCompanyName(input)).toBe(expected));

  it('abbreviates whole words only', () => {
    expect(normaliseCompanyName('Unlimited Solutions')).toBe('unlimited-solutions');
    expect(normaliseCompanyName('Limitedly Yours')).toBe('limitedly-yours');
    expect(normaliseCompanyName('Privateer Limited')).toBe('privateer-ltd');
    expect(normaliseCompanyName('Private Equity Partners')).toBe('private-equity-partners');
    expect(normaliseCompanyName('Publicity House Limited')).toBe('publicity-house-ltd');
  });

  it('is idempotent', () => {
    for (const name of ['Shree Ganesh Traders Private Limited', 'Café Ltd.', 'Tata-Steel Public Limited']) {
      const once = normaliseCompanyName(name);
      expect(normaliseCompanyName(once)).toBe(once);
    }
  });

  it('keeps digits and non-Latin letters', () => {
    expect(normaliseCompanyName('3M India Limited')).toBe('3m-india-ltd');
    expect(normaliseCompanyName('गणेश ट्रेडर्स')).not.toBe('');
  });
});

describe('sameCompany', () => {
  it.each([
    ['Shree Ganesh Traders Private Limited', 'shree ganesh traders pvt. ltd.'],
    ['Café Ltd.', 'cafe limited'],
    ['ACME Public Limited', 'acme pub. ltd'],
    ['  Acme   Limited ', 'ACME LTD'],
  ])('%j ~ %j', (a, b) => {
    expect(sameCompany(a, b)).toBe(true);
    expect(sameCompany(b, a)).toBe(true);
  });

  it.each([
    ['Shree Ganesh Traders Pvt Ltd', 'Shree Ganesh Traders Ltd'],
    ['Acme Private Limited', 'Acme Public Limited'],
    ['Acme Ltd', 'Acme Industries Ltd'],
    ['Acme', 'Acne'],
  ])('%j ≁ %j', (a, b) => expect(sameCompany(a, b)).toBe(false));

  it('never matches blank names', () => {
    expect(sameCompany('', '')).toBe(false);
    expect(sameCompany('  ', '.')).toBe(false);
    expect(sameCompany('', 'Acme')).toBe(false);
  });
});
