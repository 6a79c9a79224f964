import { describe, expect, it } from 'vitest';
import { redirectAfterAuth } from './authRedirect';

describe('redirectAfterAuth', () => {
  it('sends each role home by default, and to a site path when asked', () => {
    expect(redirectAfterAuth('customer', undefined)).toEqual({ ok: true, path: '/dashboard' });
    expect(redirectAfterAuth('admin', '')).toEqual({ ok: true, path: '/admin/dashboard' });
    expect(redirectAfterAuth('customer', '/my-profile?tab=1')).toEqual({ ok: true, path: '/my-profile?tab=1' });
    expect(redirectAfterAuth('admin', '/admin/customer-management/customers')).toMatchObject({ ok: true });
  });

  it('never leaves the site, and keeps members out of /admin', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'my-profile', '/a b', '/x\u0000'])
      expect(redirectAfterAuth('customer', next).ok, next).toBe(false);
    expect(redirectAfterAuth('customer', '/admin/dashboard')).toEqual({ ok: true, path: '/dashboard' });
  });
});
