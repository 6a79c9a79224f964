import { describe, expect, it } from 'vitest';
import { hashNoticeToken, isNoticeTokenShape, newNoticeToken, sealToken, unsealToken } from './noticeToken';

describe('notice tokens', () => {
  it('are 32 random url-safe bytes, stored only as a keyed hash', () => {
    const a = newNoticeToken();
    const b = newNoticeToken();
    expect(a).not.toBe(b);
    expect(isNoticeTokenShape(a)).toBe(true);
    expect(hashNoticeToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashNoticeToken(a)).toBe(hashNoticeToken(a));
    expect(hashNoticeToken(a)).not.toBe(hashNoticeToken(b));
  });

  it('refuses anything not shaped like a token', () => {
    expect(isNoticeTokenShape('abc')).toBe(false);
    expect(isNoticeTokenShape(`${newNoticeToken()}/`)).toBe(false);
  });

  it('seals and unseals a token; a tampered seal fails', () => {
    const t = newNoticeToken();
    const sealed = sealToken(t);
    expect(sealed).not.toContain(t);
    expect(unsealToken(sealed)).toBe(t);
    const [iv, tag, ct] = sealed.split('.');
    const flipped = ct!.startsWith('A') ? `B${ct!.slice(1)}` : `A${ct!.slice(1)}`;
    expect(() => unsealToken([iv, tag, flipped].join('.'))).toThrow();
  });
});
