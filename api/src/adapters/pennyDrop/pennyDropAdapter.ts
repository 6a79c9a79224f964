/**
 * Bank-account verification by penny drop behind one interface (issue 10 §5). The sandbox works
 * offline and answers deterministically: an account number ending in 0000 does not exist; otherwise
 * the bank's name on the account is the holder name given, except when it ends in 9999, where the
 * bank reports a different name (a name mismatch). No money moves in the sandbox.
 */
export interface PennyDropResult {
  /** The account exists and took the credit. */
  exists: boolean;
  /** The name the bank holds for the account (null when it does not exist). */
  nameAtBank: string | null;
  /** The bank's name matches the holder given (case and spacing aside). */
  nameMatches: boolean;
  referenceId: string;
}

export interface PennyDropAdapter {
  readonly provider: string;
  verify(account: { accountNumber: string; ifsc: string; holder: string }): Promise<PennyDropResult>;
}

const normalName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

export function sandboxPennyDrop(): PennyDropAdapter {
  return {
    provider: 'sandbox',
    async verify({ accountNumber, ifsc, holder }) {
      const referenceId = `SBX-PD-${ifsc}-${accountNumber.slice(-4)}`;
      if (accountNumber.endsWith('0000')) return { exists: false, nameAtBank: null, nameMatches: false, referenceId };
      const nameAtBank = accountNumber.endsWith('9999') ? 'SOMEONE ELSE' : holder.trim().toUpperCase();
      return { exists: true, nameAtBank, nameMatches: normalName(nameAtBank) === normalName(holder), referenceId };
    },
  };
}
