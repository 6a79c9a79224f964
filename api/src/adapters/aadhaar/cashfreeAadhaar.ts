/**
 * Aadhaar OTP e-KYC ("offline Aadhaar") through Cashfree Verification, a licensed KYC provider:
 * 1. POST /offline-aadhaar/otp { aadhaar_number } → { status: 'SUCCESS', message, ref_id }: UIDAI
 *    sends an OTP to the mobile linked to the Aadhaar;
 * 2. POST /offline-aadhaar/verify { otp, ref_id } → { status: 'VALID', name, … } (the e-KYC record).
 * Documented at https://www.cashfree.com/docs/api-reference/vrs/v2/aadhaar/generate-otp-to-verify-aadhaar
 * and …/submit-otp-to-verify-aadhaar. Of the record we keep only a masked name; the number, address,
 * photo and XML are never stored. Neither call is repeated on a timeout (an OTP is sent / consumed):
 * the member asks again.
 */
import { CashfreeRequestFailed, type CashfreeClient } from '../cashfree/cashfreeClient';
import type { AadhaarResult } from './aadhaarAdapter';

export class AadhaarUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AadhaarUnavailable';
  }
}

export type OtpSent = { ok: true; refId: string } | { ok: false; statusCode: number; error: string };

/** An Aadhaar check done in two steps: an OTP to the Aadhaar-linked mobile, then the OTP back. */
export interface AadhaarOtpAdapter {
  readonly provider: string;
  sendOtp(aadhaar: string): Promise<OtpSent>;
  verifyOtp(refId: string, otp: string): Promise<AadhaarResult>;
}

/** 'Mallesh Fakkirappa Dollin' → 'M****** F********* D*****'. */
export const maskName = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + '*'.repeat(Math.max(w.length - 1, 1)))
    .join(' ');

function unavailable(err: unknown): never {
  throw new AadhaarUnavailable(err instanceof Error ? err.message : 'Cashfree Aadhaar verification failed');
}

export function cashfreeAadhaar(client: CashfreeClient): AadhaarOtpAdapter {
  return {
    provider: 'cashfree',
    async sendOtp(aadhaar) {
      try {
        const body = await client.request({
          method: 'POST',
          path: '/offline-aadhaar/otp',
          body: { aadhaar_number: aadhaar },
          retry: false,
          what: 'Aadhaar OTP',
        });
        const refId = body.ref_id === undefined || body.ref_id === null ? '' : String(body.ref_id);
        if (body.status === 'SUCCESS' && /^\w{1,64}$/.test(refId)) return { ok: true, refId };
        if (body.status === 'INVALID') return { ok: false, statusCode: 422, error: String(body.message ?? 'invalid number').slice(0, 200) };
        throw new AadhaarUnavailable(`Cashfree Aadhaar OTP answered status "${String(body.status).slice(0, 40)}" without a ref_id`);
      } catch (err) {
        if (err instanceof CashfreeRequestFailed && err.kind === 'rejected' && (err.statusCode === 400 || err.statusCode === 422))
          return { ok: false, statusCode: 422, error: err.message };
        if (err instanceof AadhaarUnavailable) throw err;
        return unavailable(err);
      }
    },
    async verifyOtp(refId, otp) {
      const referenceId = `cashfree:${refId}`.slice(0, 100);
      try {
        const body = await client.request({
          method: 'POST',
          path: '/offline-aadhaar/verify',
          body: { otp, ref_id: refId },
          retry: false,
          what: 'Aadhaar OTP verification',
        });
        if (body.status !== 'VALID')
          return {
            ok: false,
            maskedName: null,
            referenceId,
            statusCode: 400,
            error: String(body.message ?? body.status ?? 'not verified').slice(0, 200),
          };
        const name = typeof body.name === 'string' ? body.name.trim() : '';
        if (!name) throw new AadhaarUnavailable('Cashfree answered VALID without a name');
        return { ok: true, maskedName: maskName(name), referenceId, statusCode: 200, error: null };
      } catch (err) {
        if (err instanceof CashfreeRequestFailed && err.kind === 'rejected' && (err.statusCode === 400 || err.statusCode === 422))
          return { ok: false, maskedName: null, referenceId, statusCode: 400, error: err.message };
        if (err instanceof AadhaarUnavailable) throw err;
        return unavailable(err);
      }
    },
  };
}
