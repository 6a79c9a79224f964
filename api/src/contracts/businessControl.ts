/**
 * Proving control of a business's GST registration (issue 18 §1): a code is sent to the contact
 * registered with GST for the GSTIN (shown masked, never revealed) and the member types it back.
 * Shared by the API and the portal.
 *
 * POST /api/businesses/{id}/control-proof/send            → 200 ControlCodeSent
 * POST /api/businesses/{id}/control-proof/verify { code } → 200 ControlProven
 */
import { z } from 'zod';

export const CONTROL_PROOF_MESSAGES = {
  code: 'Enter the 6-digit code sent to the contact registered with GST.',
  alreadyProven: 'You have already proved that you control this business.',
  inactive: 'This business is not active, so its control cannot be proved.',
  notVerified: 'This business’s GST registration has not been verified yet. Please contact support.',
  noContact: 'The GST records give no mobile number or email address for this registration. Please contact support.',
  proven: 'Thank you: you have proved that you control this business.',
  gstinChanged: 'This business’s GSTIN changed since the code was sent. Please ask for a new code.',
  /** A member changing a business's GSTIN (the proof and the stamp are the GSTIN's). */
  gstinFixed: 'The GST number of a business cannot be changed. Add the other GSTIN as a new business instead.',
  tooManyWrong: 'Too many wrong codes from your network. Please try again later.',
  /** Production without a real GST provider (and not a staging site): the sandbox would invent the contact. */
  unavailable: 'Proving control of a business is not available yet. Please contact support.',
  notProven:
    'Prove that you control this business first: on My businesses, choose “Prove control” and enter the code sent to its GST-registered contact.',
} as const;

/** The answer of a sent code: where it went, masked. */
export const controlCodeSentMessage = (masked: string, gstin: string) =>
  `We have sent a 6-digit code to ${masked}, the contact registered with GST for ${gstin}.`;

export const controlCodeVerifyInput = z.object({
  code: z.preprocess(
    (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v),
    z
      .string({ error: CONTROL_PROOF_MESSAGES.code })
      .trim()
      .regex(/^\d{6}$/, CONTROL_PROOF_MESSAGES.code),
  ),
});

/** 200 of .../control-proof/send: where the code went, masked (the contact itself never leaves the server). */
export interface ControlCodeSent {
  status: true;
  message: string;
  channel: 'sms' | 'email';
  masked: string;
  expires_in: number;
  resend_in: number;
}

/** 200 of .../control-proof/verify. */
export interface ControlProven {
  message: string;
  business_id: number;
  gstin: string;
  control_proven_at: string;
  control_proof_method: 'gst_otp';
}
