/**
 * Bank-account verification by penny drop behind one interface (issue 10 §5). The sandbox works
 * offline and answers deterministically: an account number ending in 0000 does not exist; otherwise
 * the bank's name on the account is the holder name given, except when it ends in 9999, where the
 * bank reports a different name (a name mismatch). No money moves in the sandbox.
 *
 * The real provider is Cashfree's Bank Account Verification (cashfreePennyDrop.ts). A provider that
 * cannot answer throws PennyDropUnavailable (the member reads 503 and may try again).
 */
import { NAME_MATCH_THRESHOLD, nameMatchScore } from './nameMatch';

export interface PennyDropResult {
  /** The account exists and took the credit. */
  exists: boolean;
  /** The name the bank holds for the account (null when it does not exist). */
  nameAtBank: string | null;
  /** The bank's name matches the holder given (score at or above the threshold). */
  nameMatches: boolean;
  /** 0–100: the provider's score when it gives one, else ours (nameMatch.ts); null when the account does not exist. */
  nameMatchScore: number | null;
  referenceId: string;
}

export interface PennyDropAdapter {
  readonly provider: string;
  verify(account: { accountNumber: string; ifsc: string; holder: string }): Promise<PennyDropResult>;
}

export class PennyDropUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PennyDropUnavailable';
  }
}

export function sandboxPennyDrop(): PennyDropAdapter {
  return {
    provider: 'sandbox',
    async verify({ accountNumber, ifsc, holder }) {
      const referenceId = `SBX-PD-${ifsc}-${accountNumber.slice(-4)}`;
      if (accountNumber.endsWith('0000')) return { exists: false, nameAtBank: null, nameMatches: false, nameMatchScore: null, referenceId };
      const nameAtBank = accountNumber.endsWith('9999') ? 'SOMEONE ELSE' : holder.trim().toUpperCase();
      const score = nameMatchScore(holder, nameAtBank);
      return { exists: true, nameAtBank, nameMatches: score >= NAME_MATCH_THRESHOLD, nameMatchScore: score, referenceId };
    },
  };
}
