import { describe, expect, it } from 'vitest';
import { roleValidity } from './roleValidity';

describe('roleValidity', () => {
  it('is valid only for an active staff role', () => {
    expect(roleValidity('admin', 1)).toEqual({ valid: true });
    expect(roleValidity('admin', 0)).toMatchObject({ valid: false, message: /deactivated/ });
    expect(roleValidity('customer', 1)).toMatchObject({ valid: false, message: /no staff role/ });
  });
});
