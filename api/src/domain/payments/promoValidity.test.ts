import { describe, expect, it } from 'vitest';
import { promoRefusal, type PromoRow } from './promoValidity';

const now = new Date('2026-11-23T12:00:00Z');
const ok: PromoRow = {
  status: 1,
  starts_at: new Date('2026-11-01T00:00:00Z'),
  ends_at: new Date('2026-12-01T00:00:00Z'),
  uses: 3,
  max_uses: 10,
  max_uses_per_user: 1,
};

describe('promo code validity', () => {
  it('accepts a live code with uses left', () => expect(promoRefusal(ok, now, 0)).toBeNull());
  it('refuses an unknown or switched-off code', () => {
    expect(promoRefusal(null, now, 0)).toBe('PROMO_UNKNOWN');
    expect(promoRefusal({ ...ok, status: 0 }, now, 0)).toBe('PROMO_OFF');
  });
  it('refuses outside its dates (the end is exclusive)', () => {
    expect(promoRefusal({ ...ok, starts_at: new Date('2026-11-24T00:00:00Z') }, now, 0)).toBe('PROMO_NOT_YET');
    expect(promoRefusal({ ...ok, ends_at: now }, now, 0)).toBe('PROMO_ENDED');
    expect(promoRefusal({ ...ok, ends_at: null }, now, 0)).toBeNull();
  });
  it('refuses when used up, in total or by this member', () => {
    expect(promoRefusal({ ...ok, uses: 10 }, now, 0)).toBe('PROMO_USED_UP');
    expect(promoRefusal(ok, now, 1)).toBe('PROMO_USED_BY_YOU');
    expect(promoRefusal({ ...ok, max_uses: null, max_uses_per_user: null, uses: 10_000 }, now, 50)).toBeNull();
  });
});
