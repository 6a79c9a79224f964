/**
 * Which Aadhaar, penny-drop and e-sign providers this process uses (AADHAAR_PROVIDER,
 * PENNY_DROP_PROVIDER, ESIGN_PROVIDER: 'sandbox' (default) or 'cashfree', with the
 * CASHFREE_VERIFICATION_* keys). Production refuses the sandboxes unless STAGING=true
 * (config/productionReadiness.ts).
 *
 * Aadhaar through Cashfree is OTP e-KYC: the settlement page sends the number, UIDAI texts a code,
 * the page sends the code (settlementVerifyService.ts). E-sign through Cashfree sends the member to
 * its signing page; its signed callback stores the signed letter (settlementEsignService.ts).
 */
import { chosenProvider } from '../config/productionReadiness';
import type { AadhaarAdapter } from './aadhaar/aadhaarAdapter';
import { sandboxAadhaar } from './aadhaar/aadhaarAdapter';
import { cashfreeAadhaar, type AadhaarOtpAdapter } from './aadhaar/cashfreeAadhaar';
import { cashfreeConfigFromEnv, createCashfreeClient } from './cashfree/cashfreeClient';
import { cashfreeEsign, type AsyncEsignAdapter } from './esign/cashfreeEsign';
import { sandboxEsign, type EsignAdapter } from './esign/esignAdapter';
import { cashfreePennyDrop } from './pennyDrop/cashfreePennyDrop';
import { sandboxPennyDrop, type PennyDropAdapter } from './pennyDrop/pennyDropAdapter';

type Env = Record<string, string | undefined>;

export function pennyDropFromEnv(env: Env = process.env): PennyDropAdapter {
  if (chosenProvider('pennyDrop', env) === 'sandbox') return sandboxPennyDrop();
  return cashfreePennyDrop(createCashfreeClient(cashfreeConfigFromEnv(env)));
}

/** The sandbox's one-step check, or Cashfree's OTP e-KYC (the settlement page then asks for UIDAI's code). */
export function aadhaarFromEnv(env: Env = process.env): { aadhaar?: AadhaarAdapter; aadhaarOtp?: AadhaarOtpAdapter } {
  if (chosenProvider('aadhaar', env) === 'sandbox') return { aadhaar: sandboxAadhaar() };
  return { aadhaarOtp: cashfreeAadhaar(createCashfreeClient(cashfreeConfigFromEnv(env))) };
}

/** The sandbox's one-step signature, or Cashfree's Aadhaar e-sign (redirect to its page, signed callback). */
export function esignFromEnv(env: Env = process.env): { esign?: EsignAdapter; esignAsync?: AsyncEsignAdapter } {
  if (chosenProvider('esign', env) === 'sandbox') return { esign: sandboxEsign() };
  return { esignAsync: cashfreeEsign(createCashfreeClient(cashfreeConfigFromEnv(env))) };
}
