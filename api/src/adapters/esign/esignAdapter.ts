/**
 * Electronic signing behind one interface (issue 10 §5). A provider signs the exact bytes shown
 * (identified by their SHA-256) for a signer and returns its reference. The sandbox works offline:
 * it accepts every request and derives a deterministic reference from the signer and the hash.
 */
import { createHash } from 'node:crypto';

export interface EsignResult {
  referenceId: string;
  signedAt: Date;
}

export interface EsignAdapter {
  readonly provider: string;
  sign(document: { sha256: string; signerUserId: number; signerName: string }): Promise<EsignResult>;
}

export function sandboxEsign(): EsignAdapter {
  return {
    provider: 'sandbox',
    async sign({ sha256, signerUserId }) {
      const ref = createHash('sha256').update(`${signerUserId}:${sha256}`).digest('hex').slice(0, 24);
      return { referenceId: `SBX-ESIGN-${ref}`, signedAt: new Date() };
    },
  };
}
