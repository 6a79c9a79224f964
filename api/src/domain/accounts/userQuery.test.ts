import { describe, expect, it } from 'vitest';
import { userQueryFilter } from './userQuery';

describe('userQueryFilter', () => {
  it('reads a mobile (also typed with +91), an email, or a text search', () => {
    expect(userQueryFilter('+91 98765 43210')).toEqual({ mobile: '9876543210' });
    expect(userQueryFilter(9876543210)).toEqual({ mobile: '9876543210' });
    expect(userQueryFilter(' Asha@Example.COM ')).toEqual({ email: 'asha@example.com' });
    expect(userQueryFilter('sharma')).toEqual({ q: 'sharma' });
  });

  it('refuses nothing, one character, an object or an over-long text', () => {
    for (const bad of [undefined, '', 'a', { q: 'x' }, 'x'.repeat(101)])
      expect(() => userQueryFilter(bad)).toThrow(/at least 2 characters/);
  });
});
