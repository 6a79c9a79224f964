import { describe, expect, it } from 'vitest';
import { newPartnerCode } from '../../../api/src/domain/partners/partnerCode';

describe('newPartnerCode', () => {
  it('is up to 8 letters or digits of the name, a hyphen and 6 random characters', () => {
    expect(newPartnerCode('CA Suresh Agarwal')).toMatch(/^CASURESH-[A-Z2-7]{6}$/);
    expect(newPartnerCode('TradeLink Channel Pvt. Ltd.')).toMatch(/^TRADELIN-[A-Z2-7]{6}$/);
    expect(newPartnerCode('R K')).toMatch(/^RK-[A-Z2-7]{6}$/);
  });

  it('falls back to PARTNER for a name without Latin letters or digits', () => {
    expect(newPartnerCode('मीरा')).toMatch(/^PARTNER-[A-Z2-7]{6}$/);
  });

  it('always fits the partners table rule (3-20 of A-Z, 0-9, _ and -)', () => {
    for (const name of ['A', 'Very Long Partner Name Private Limited 12345', '  spaced  ', '№1']) {
      expect(newPartnerCode(name)).toMatch(/^[A-Z0-9_-]{3,20}$/);
    }
  });

  it('differs between calls', () => {
    const codes = new Set(Array.from({ length: 50 }, () => newPartnerCode('Sharma')));
    expect(codes.size).toBe(50);
  });
});
