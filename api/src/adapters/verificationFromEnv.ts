/**
 * Which Aadhaar, penny-drop and e-sign providers this process uses (AADHAAR_PROVIDER,
 * PENNY_DROP_PROVIDER, ESIGN_PROVIDER: 'sandbox' (default) or 'cashfree', with the
 * CASHFREE_VERIFICATION_* keys). Production refuses the sandboxes unless STAGING=true
 * (config/productionReadiness.ts).
 *
 * Aadhaar and e-sign through Cashfree are two-step journeys (an OTP sent to the Aadhaar-linked
 * mobile; a redirect to the signing page and a signed callback). Their adapters are built and
 * contract-tested (aadhaar/cashfreeAadhaar.ts, esign/cashfreeEsign.ts) but the settlement screens
 * still call the one-step interfaces, so choosing 'cashfree' for them stops the start with that said,
 * rather than running a flow that cannot finish.
 */
import { chosenProvider } from '../config/productionReadiness';
import type { AadhaarAdapter } from './aadhaar/aadhaarAdapter';
import { sandboxAadhaar } from './aadhaar/aadhaarAdapter';
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

export function aadhaarFromEnv(env: Env = process.env): AadhaarAdapter {
  if (chosenProvider('aadhaar', env) === 'sandbox') return sandboxAadhaar();
  throw notWired('AADHAAR_PROVIDER', 'api/src/adapters/aadhaar/cashfreeAadhaar.ts');
}

export function esignFromEnv(env: Env = process.env): EsignAdapter {
  if (chosenProvider('esign', env) === 'sandbox') return sandboxEsign();
  throw notWired('ESIGN_PROVIDER', 'api/src/adapters/esign/cashfreeEsign.ts');
}
