/**
 * Which Aadhaar, penny-drop and e-sign providers this process uses (AADHAAR_PROVIDER,
 * PENNY_DROP_PROVIDER, ESIGN_PROVIDER: 'sandbox' (default) or 'cashfree', with the
 * CASHFREE_VERIFICATION_* keys). Production refuses the sandboxes unless STAGING=true
 * (config/productionReadiness.ts).
 *
 * Aadhaar through Cashfree is OTP e-KYC: the settlement page sends the number, UIDAI texts a code,
 * the page sends the code (settlementVerifyService.ts). E-sign through Cashfree is a redirect to the
 * signing page and a signed callback: its adapter is built and contract-tested (esign/cashfreeEsign.ts)
 * but the settlement letter still signs in one step, so ESIGN_PROVIDER=cashfree stops the start with
 * that said, rather than running a flow that cannot finish.
 */
import { chosenProvider } from '../config/productionReadiness';
import type { AadhaarAdapter } from './aadhaar/aadhaarAdapter';
import { sandboxAadhaar } from './aadhaar/aadhaarAdapter';
import { cashfreeAadhaar, type AadhaarOtpAdapter } from './aadhaar/cashfreeAadhaar';
import { cashfreeConfigFromEnv, createCashfreeClient } from './cashfree/cashfreeClient';
import { sandboxEsign, type EsignAdapter } from './esign/esignAdapter';
import { cashfreePennyDrop } from './pennyDrop/cashfreePennyDrop';
import { sandboxPennyDrop, type PennyDropAdapter } from './pennyDrop/pennyDropAdapter';

type Env = Record<string, string | undefined>;

export function pennyDropFromEnv(env: Env = process.env): PennyDropAdapter {
  if (chosenProvider('pennyDrop', env) === 'sandbox') return sandboxPennyDrop();
  return cashfreePennyDrop(createCashfreeClient(cashfreeConfigFromEnv(env)));
}

const notWired = (name: string, file: string) =>
  new Error(
    `${name}=cashfree: the Cashfree adapter (${file}) is built and tested, but the settlement flow does not run its ` +
      'two-step journey yet (issue 20). Leave it on the sandbox (STAGING=true in production) until it does.',
  );

/** The sandbox's one-step check, or Cashfree's OTP e-KYC (the settlement page then asks for UIDAI's code). */
export function aadhaarFromEnv(env: Env = process.env): { aadhaar?: AadhaarAdapter; aadhaarOtp?: AadhaarOtpAdapter } {
  if (chosenProvider('aadhaar', env) === 'sandbox') return { aadhaar: sandboxAadhaar() };
  return { aadhaarOtp: cashfreeAadhaar(createCashfreeClient(cashfreeConfigFromEnv(env))) };
}

export function esignFromEnv(env: Env = process.env): EsignAdapter {
  if (chosenProvider('esign', env) === 'sandbox') return sandboxEsign();
  throw notWired('ESIGN_PROVIDER', 'api/src/adapters/esign/cashfreeEsign.ts');
}
