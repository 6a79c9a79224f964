import { describe, expect, it } from 'vitest';
import type { DomainError } from '../errors';
import { detailsToAdd, missingDetails, pickFields, PROFILE_FIELDS } from './memberProfile';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    const refused = err as DomainError;
    return { kind: refused.kind, errors: refused.fieldMessages() };
  }
  throw new Error('expected a refusal');
};

describe('pickFields', () => {
  it('keeps the allowed fields', () => {
    expect(pickFields({ name: 'Asha', secondary_email: null }, PROFILE_FIELDS)).toEqual({ name: 'Asha', secondary_email: null });
  });

  it('refuses role, status and primary contacts with a reason each, and an empty body', () => {
    const err = refusal(() => pickFields({ name: 'A', mobile: '9876543210', role_id: 2, status: 0 }, PROFILE_FIELDS));
    expect(err.kind).toBe('invalid');
    expect(Object.keys(err.errors!)).toEqual(['mobile', 'role_id', 'status']);
    expect(err.errors!.mobile).toMatch(/code sent to the new number/);
    expect(refusal(() => pickFields({}, PROFILE_FIELDS)).kind).toBe('invalid');
  });
});

describe('detailsToAdd', () => {
  it('adds only what is missing, never replaces', () => {
    expect(detailsToAdd({ secondary_email: null }, { secondary_email: 'b@x.in' })).toEqual({ secondary_email: 'b@x.in' });
    const err = refusal(() => detailsToAdd({ secondary_email: 'a@x.in' }, { secondary_email: 'b@x.in' }));
    expect(err.kind).toBe('conflict');
    expect(err.errors).toEqual({ secondary_email: expect.stringMatching(/Already added/) });
  });

  it('needs something to add, and nothing but secondary contacts', () => {
    expect(refusal(() => detailsToAdd({}, { secondary_email: '' })).kind).toBe('invalid');
    expect(refusal(() => detailsToAdd({}, { name: 'X' })).errors).toHaveProperty('name');
  });
});

describe('missingDetails', () => {
  it('requires the email, suggests secondary contacts', () => {
    expect(missingDetails({ email: null, secondary_email: 'a@x.in', secondary_mobile: '9876543210' })).toEqual({
      complete: false,
      missing: [expect.objectContaining({ field: 'email', call: 'email/verify/sentotp' })],
    });
    const full = missingDetails({ email: 'a@x.in', secondary_email: null, secondary_mobile: '' });
    expect(full.complete).toBe(true);
    expect(full.missing.map((m) => m.field)).toEqual(['secondary_mobile', 'secondary_email']);
  });
});
