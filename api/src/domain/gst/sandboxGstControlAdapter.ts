/**
 * The default proof of control: an offline sandbox that needs no provider. Each sandbox registration
 * has a stable registered mobile derived from its GSTIN (sandboxRegisteredMobile); the code is sent
 * there through the messaging adapter (readable in the development outbox) with the sign-in codes'
 * machinery — a stored keyed hash, the resend cool-down, the per-contact and per-account windows, and
 * a lock after the configured number of wrong codes (auth/sendOtp.ts, auth/otpChallenge.ts).
 * The sandbox's test PAN for "no contact on record" is NNNNN0000N (e.g. sandboxGstin('08', 'NNNNN0000N')).
 */
import crypto from 'node:crypto';
import { checkChallenge, sendOtp } from '../../auth';
import type { AppContext } from '../../context';
import { maskPhone } from '../../validation';
import { NoRegisteredContactError, type GstControlAdapter } from './gstControlAdapter';

export const SANDBOX_NO_CONTACT_PAN = 'NNNNN0000N';

/** The mobile the sandbox's GST records give for a GSTIN (null for the no-contact test PAN). */
export function sandboxRegisteredMobile(gstin: string): string | null {
  const g = gstin.trim().toUpperCase();
  if (g.slice(2, 12) === SANDBOX_NO_CONTACT_PAN) return null;
  const n = crypto.createHash('sha256').update(`gst-contact:${g}`).digest().readUInt32BE(0) % 1_000_000_000;
  return `9${String(n).padStart(9, '0')}`;
}

function contactOf(gstin: string) {
  const mobile = sandboxRegisteredMobile(gstin);
  if (!mobile) throw new NoRegisteredContactError(gstin);
  return { field: 'mobile' as const, value: mobile, channel: 'sms' as const, masked: maskPhone(mobile) };
}

/** The sandbox on an app's messaging and database (the code goes out as a sign-in code does). */
export const sandboxGstControlAdapter = (ctx: AppContext): GstControlAdapter => ({
  name: 'sandbox/taxpayer-otp',
  async sendCode(req) {
    const id = contactOf(req.gstin);
    const sent = await sendOtp(ctx, { id, purpose: req.purpose, ip: req.ip, userId: req.userId });
    return { channel: id.channel, masked: sent.masked, expiresIn: sent.expires_in, resendIn: sent.resend_in };
  },
  async checkCode(req) {
    const id = contactOf(req.gstin);
    const result = await checkChallenge(ctx.db, {
      identifier: id.value,
      purpose: req.purpose,
      code: req.code,
      maxFailed: ctx.limits.otpMaxFailedAttempts,
    });
    return result.kind === 'ok' ? { kind: 'ok' } : result;
  },
});
