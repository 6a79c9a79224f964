import { describe, expect, it } from 'vitest';
import { checkSandboxSignature, signSandboxPayload } from './sandboxSignature';

const secret = 'test-secret';
const body = JSON.stringify({ id: 'evt_1', type: 'checkout.paid' });
const at = new Date('2026-11-23T10:00:00Z');

describe('sandbox webhook signatures', () => {
  it('accepts its own signature within the tolerance', () => {
    const header = signSandboxPayload(secret, body, at);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(checkSandboxSignature(secret, body, header, new Date(at.getTime() + 299_000))).toEqual({ ok: true });
  });

  it('refuses a changed body, another secret, a missing or malformed header', () => {
    const header = signSandboxPayload(secret, body, at);
    expect(checkSandboxSignature(secret, body.replace('paid', 'fail'), header, at)).toEqual({
      ok: false,
      reason: 'The webhook signature does not match.',
    });
    expect(checkSandboxSignature('other', body, header, at).ok).toBe(false);
    expect(checkSandboxSignature(secret, body, undefined, at)).toEqual({ ok: false, reason: 'The webhook has no signature.' });
    expect(checkSandboxSignature(secret, body, 'v1=abc', at)).toEqual({ ok: false, reason: 'The webhook signature is malformed.' });
  });

  it('refuses a stale signature even when the HMAC is right', () => {
    const header = signSandboxPayload(secret, body, at);
    expect(checkSandboxSignature(secret, body, header, new Date(at.getTime() + 301_000))).toEqual({
      ok: false,
      reason: 'The webhook signature is stale.',
    });
  });

  it('a signature cannot be moved to another timestamp', () => {
    const header = signSandboxPayload(secret, body, at);
    const forged = header.replace(/t=(\d+)/, (_, t) => `t=${Number(t) + 600}`);
    expect(checkSandboxSignature(secret, body, forged, new Date(at.getTime() + 600_000)).ok).toBe(false);
  });
});
