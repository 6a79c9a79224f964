import { describe, expect, it } from 'vitest';
import { consentDecision } from './consent';

const current = { version: '2.1', text: 'I agree.', updated_at: null };

describe('consentDecision', () => {
  it('accepts the current version, or no version (the current one was shown)', () => {
    expect(consentDecision(true, '2.1', current)).toEqual({ ok: true, version: '2.1' });
    expect(consentDecision(true, undefined, current)).toEqual({ ok: true, version: '2.1' });
  });

  it('refuses an unticked box, a stale version, and registering while no text is configured', () => {
    expect(consentDecision(false, '2.1', current)).toMatchObject({ ok: false, field: 'consent_accepted' });
    expect(consentDecision(true, '2.0', current)).toMatchObject({ ok: false, field: 'consent_version', message: /changed/ });
    expect(consentDecision(true, undefined, undefined)).toMatchObject({ ok: false, field: 'consent_accepted' });
  });
});
