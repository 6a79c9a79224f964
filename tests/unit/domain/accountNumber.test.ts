import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_NUMBER_PATTERN, digestAccountNumber } from '../../../api/src/domain/bankAccounts/accountNumber';
import { fieldSchema, getResource } from '../../../api/src/registry';

const SECRET = 'test-secret-of-at-least-some-length';

describe('digestAccountNumber', () => {
  it('keeps the last 4 digits and a 64-character hex hash', () => {
    const d = digestAccountNumber('50100123456789', SECRET);
    expect(d.last4).toBe('6789');
    expect(d.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is stable for one number and secret, and differs by number and by secret', () => {
    const a = digestAccountNumber('50100123456789', SECRET).hash;
    expect(digestAccountNumber('50100123456789', SECRET).hash).toBe(a);
    expect(digestAccountNumber('50100123456788', SECRET).hash).not.toBe(a);
    expect(digestAccountNumber('50100123456789', `${SECRET}x`).hash).not.toBe(a);
  });

  it('is keyed: not the plain SHA-256 of the number, nor an HMAC keyed with the secret itself', () => {
    const { hash } = digestAccountNumber('50100123456789', SECRET);
    expect(hash).not.toBe(crypto.createHash('sha256').update('50100123456789').digest('hex'));
    expect(hash).not.toBe(crypto.createHmac('sha256', SECRET).update('50100123456789').digest('hex'));
  });

  it('never contains the number', () => {
    const { hash } = digestAccountNumber('123456789012345678', SECRET);
    expect(hash).not.toContain('123456789012345678');
  });

  it('uses the server secret when none is given', () => {
    expect(digestAccountNumber('123456789').hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each(['12345678', '1234567890123456789', '1234 5678 9012', 'ABCD12345678', ''])('refuses %j', (n) => {
    expect(() => digestAccountNumber(n, SECRET)).toThrow(RangeError);
    expect(ACCOUNT_NUMBER_PATTERN.test(n)).toBe(false);
  });
});

describe('the bank-accounts account_number field', () => {
  const schema = fieldSchema(getResource('bank-accounts')!.fields.account_number!);

  it.each([
    ['50100123456789', '50100123456789'],
    ['5010 0123 4567 89', '50100123456789'],
    ['123456789', '123456789'],
  ])('accepts %j as %j', (input, out) => {
    expect(schema.parse(input)).toBe(out);
  });

  it.each(['12345678', '1234567890123456789', '50100-12345', 12345678901, null])('refuses %j with a message', (input) => {
    const r = schema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toMatch(/Account number/);
  });

  it('is virtual, required on create, and its digest columns are server-set', () => {
    const fields = getResource('bank-accounts')!.fields;
    expect(fields.account_number).toMatchObject({ virtual: true, required: true });
    expect(fields.account_number_last4).toMatchObject({ readOnly: true });
    expect(fields.account_number_hash).toMatchObject({ readOnly: true, hidden: true });
  });
});
