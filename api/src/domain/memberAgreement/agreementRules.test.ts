import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { agreementInForce, assertCurrentVersion, FALLBACK_AGREEMENT } from './agreementRules';

describe('agreementInForce', () => {
  it('takes the settings, trimmed', () => {
    expect(agreementInForce({ text: ' Terms. ', version: ' 2.1 ' })).toEqual({ version: '2.1', text: 'Terms.' });
  });
  it('falls back per part when a setting is blank or missing', () => {
    expect(agreementInForce({ text: '  ', version: null })).toEqual({ ...FALLBACK_AGREEMENT });
    expect(agreementInForce({ version: '3' }).text).toBe(FALLBACK_AGREEMENT.text);
  });
});

describe('assertCurrentVersion', () => {
  it('accepts the version in force and refuses a stale one with 409', () => {
    const inForce = { version: '2.0', text: 'x' };
    expect(() => assertCurrentVersion('2.0', inForce)).not.toThrow();
    let error: unknown;
    try {
      assertCurrentVersion('1.0', inForce);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('conflict');
    expect((error as DomainError).message).toMatch(/now version 2\.0/);
  });
});
