/**
 * Proof that a member controls a GST registration (issue 18 §1): a one-time code goes to the contact
 * registered with GST for the GSTIN, and the member types it back. Providers implement
 * GstControlAdapter; the default is the offline sandbox (sandboxGstControlAdapter.ts).
 *
 * A GST Suvidha Provider's taxpayer-authentication API fits this shape: `sendCode` is its OTP request
 * (the GST system sends the code to the registration's own mobile/email and answers a transaction
 * reference, which the adapter keeps against `purpose`), `checkCode` its authentication with that OTP
 * (success: the caller holds the registration's contact). The contact itself never reaches Bakaya's
 * answers — only its masked form, as the provider shows it.
 *
 * The service in front (domain/businesses/controlProofService.ts) applies Bakaya's own limits whatever
 * the adapter: codes per network, failed checks per network. An adapter adds the per-contact cool-down
 * and the failed-attempt lock of each code (the sandbox reuses the sign-in codes' machinery for both).
 * An adapter is made with what it needs (a provider's keys; the sandbox, the app's messaging and database).
 */

export interface ControlCodeRequest {
  gstin: string;
  /** What the code is for, one per business: `control:<businessId>`. */
  purpose: `control:${number}`;
  userId: number;
  ip: string | null;
}

export interface ControlCodeSentTo {
  channel: 'sms' | 'email';
  /** The registered contact, masked (e.g. ******4321). */
  masked: string;
  expiresIn: number;
  resendIn: number;
}

/** The outcome of a code check, as the sign-in codes name them (auth/codeRefusal.ts maps them to answers). */
export type ControlCodeCheck =
  | { kind: 'ok' }
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'locked' }
  | { kind: 'wrong'; attemptsLeft: number; nowLocked: boolean };

/** The registration has no contact the code could go to (the service answers 400). */
export class NoRegisteredContactError extends Error {
  constructor(readonly gstin: string) {
    super(`No registered contact for ${gstin}`);
    this.name = 'NoRegisteredContactError';
  }
}

export interface GstControlAdapter {
  /** e.g. 'sandbox/taxpayer-otp'. */
  readonly name: string;
  /** Sends a code to the GSTIN's registered contact; rejects with HttpError 429/503, or NoRegisteredContactError. */
  sendCode(req: ControlCodeRequest): Promise<ControlCodeSentTo>;
  /** Checks the code last sent for this purpose (a right code is used up). */
  checkCode(req: ControlCodeRequest & { code: string }): Promise<ControlCodeCheck>;
}
