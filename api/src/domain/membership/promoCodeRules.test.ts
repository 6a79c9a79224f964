import { describe, expect, it } from 'vitest';
import { FieldErrors } from '../../engine/fieldErrors';
import { freeTrialRules, promoCodeRules } from './promoCodeRules';

const base = { starts_at: '2026-10-01T00:00:00Z', discount_type: 'flat', discount_value: '100.00' };
const errorsOf = (row: Record<string, unknown>, before?: Record<string, unknown>) => {
  const errors = new FieldErrors();
  promoCodeRules({ ...base, ...row }, errors, before);
  return errors.all;
};

describe('promo code rules', () => {
  it('collect every problem of a row, not only the first', () => {
    expect(
      Object.keys(
        errorsOf({
          ends_at: '2026-09-01T00:00:00Z',
          discount_type: 'percent',
          discount_value: '101.00',
          max_uses: 2,
          max_uses_per_user: 5,
        }),
      ).sort(),
    ).toEqual(['discount_value', 'ends_at', 'max_uses_per_user']);
  });

  it('accept a consistent code', () => {
    expect(errorsOf({ ends_at: '2026-11-01T00:00:00Z', max_uses: 5, max_uses_per_user: 5, max_discount: null })).toEqual({});
    expect(errorsOf({ discount_type: 'percent', discount_value: '100.00', max_discount: '50.00' })).toEqual({});
  });

  it('refuse more uses per member than in all, a flat discount capped below itself, a limit below the uses so far', () => {
    expect(errorsOf({ max_uses: 2, max_uses_per_user: 3 })).toHaveProperty('max_uses_per_user');
    expect(errorsOf({ max_discount: '50.00' })).toHaveProperty('max_discount');
    expect(errorsOf({ max_uses: 3 }, { uses: 4 })).toHaveProperty('max_uses');
    expect(errorsOf({ ends_at: '2026-10-01T00:00:00Z' })).toHaveProperty('ends_at');
  });
});

describe('free trial rules', () => {
  it('refuse a trial that ends before it starts', () => {
    const errors = new FieldErrors();
    freeTrialRules({ starts_at: '2026-10-02T00:00:00Z', ends_at: '2026-10-01T00:00:00Z' }, errors);
    expect(errors.all).toHaveProperty('ends_at');
  });
});
