import { describe, expect, it } from 'vitest';
import { contactsAsAllowed, withContactsMasked } from './contactMasking';

describe('contact masking (spec §9)', () => {
  it('masks every contact field, keeps the rest and empty values', () => {
    expect(
      withContactsMasked({
        id: 7,
        name: 'Asha',
        mobile: '9876543210',
        email: 'rahul.sharma@example.com',
        secondary_mobile: null,
        secondary_email: 'ab@x.in',
      }),
    ).toEqual({
      id: 7,
      name: 'Asha',
      mobile: 'xxxxxxxx10',
      email: 'xxxxxxxxxxma@example.com',
      secondary_mobile: null,
      secondary_email: 'xb@x.in',
    });
  });

  it('reveals only when allowed', () => {
    const rows = [{ mobile: '9876543210' }];
    expect(contactsAsAllowed(rows, true)).toBe(rows);
    expect(contactsAsAllowed(rows, false)).toEqual([{ mobile: 'xxxxxxxx10' }]);
  });
});
