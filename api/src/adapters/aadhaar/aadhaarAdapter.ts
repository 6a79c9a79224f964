/**
 * Aadhaar verification behind one interface (issue 10 §5). The sandbox works offline and answers
 * deterministically: a 12-digit number whose Verhoeff check digit is right and that does not start
 * with 0 or 1 is verified with a masked name; SANDBOX_FAILING_AADHAAR is a known test number that is
 * refused as not found; anything else is refused as invalid. The number itself is never stored.
 */
export interface AadhaarResult {
  ok: boolean;
  /** The name on record, masked (e.g. 'R**** K****'); null when not verified. */
  maskedName: string | null;
  referenceId: string;
  statusCode: number;
  error: string | null;
}

export interface AadhaarAdapter {
  readonly provider: string;
  verify(aadhaar: string): Promise<AadhaarResult>;
}

const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when the digits pass the Verhoeff check (the last digit is the check digit). */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  const rev = digits.split('').reverse().map(Number);
  rev.forEach((d, i) => {
    c = D[c]![P[i % 8]![d]!]!;
  });
  return c === 0;
}

/** An Aadhaar number: 12 digits, not starting with 0 or 1, Verhoeff-valid. */
export const isAadhaarNumber = (s: string) => /^[2-9]\d{11}$/.test(s) && verhoeffValid(s);

/** Verhoeff-valid, but the sandbox answers "not found" for it. */
export const SANDBOX_FAILING_AADHAAR = '999999990019';

export function sandboxAadhaar(): AadhaarAdapter {
  return {
    provider: 'sandbox',
    async verify(aadhaar) {
      const referenceId = `SBX-AADH-${aadhaar.slice(-4)}-${Date.now().toString(36)}`;
      if (!isAadhaarNumber(aadhaar)) return { ok: false, maskedName: null, referenceId, statusCode: 422, error: 'invalid number' };
      if (aadhaar === SANDBOX_FAILING_AADHAAR) return { ok: false, maskedName: null, referenceId, statusCode: 404, error: 'not found' };
      return { ok: true, maskedName: 'R**** K****', referenceId, statusCode: 200, error: null };
    },
  };
}
