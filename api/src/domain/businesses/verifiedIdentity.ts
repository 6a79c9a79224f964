/**
 * A business's GST identity — GSTIN, PAN and the legal name the GST look-up returned — is what the
 * "GST verified" stamp vouches for, and the GSTIN is what a proof of control was made for. So:
 *  - once stamped, a member cannot change the identity (support does, after checking); a member never
 *    changes a GSTIN at all (another GSTIN is another business: they add it);
 *  - when staff change the identity, the stamp goes, so the business must be verified again;
 *  - a change of GSTIN re-derives the PAN (characters 3–12) and the state (the first two digits), and
 *    clears both the stamp and the proof of control (issue 18 §1, §10). When the new GSTIN is another
 *    PAN's — another legal entity — the old names cannot stay: the legal name is cleared (the next GST
 *    check fills it from the records) unless a new one is given, and the trade name must be changed in
 *    the same write, else the change is refused.
 * Trade name, address and the rest stay the member's to edit.
 */
import { CONTROL_PROOF_MESSAGES } from '../../contracts/businessControl';

export const VERIFIED_IDENTITY_FIELDS = ['gstin', 'pan', 'legal_name'] as const;

type Row = Record<string, unknown>;
const norm = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim().toUpperCase());
const changedIn = (data: Row, before: Row, k: string) => data[k] !== undefined && norm(data[k]) !== norm(before[k]);

export const IDENTITY_MESSAGES = {
  memberGstin: CONTROL_PROOF_MESSAGES.gstinFixed,
  newPanNames:
    'This GSTIN belongs to another PAN, so it is another business: enter its trade name as well (the legal name is taken from the GST records at the next GST check).',
} as const;

export type IdentityChange =
  | { kind: 'none' }
  | { kind: 'refused'; field: string; message: string }
  /** Staff's change: write `patch` over the data; `stateCode` (when set) is the new GSTIN's state, to look up. */
  | { kind: 'reset'; patch: Row; stateCode?: string };

/** What a write of `data` over the stored business `before` does to its GST identity. */
export function verifiedIdentityChange(data: Row, before: Row, byStaff: boolean): IdentityChange {
  const gstinChanged = changedIn(data, before, 'gstin');
  if (gstinChanged && !byStaff) return { kind: 'refused', field: 'gstin', message: IDENTITY_MESSAGES.memberGstin };
  if (gstinChanged) {
    const gstin = norm(data.gstin);
    const pan = gstin.slice(2, 12);
    const patch: Row = { gstin, pan, gst_verified_at: null, control_proven_at: null, control_proof_method: null };
    if (pan !== norm(before.pan)) {
      if (!changedIn(data, before, 'trade_name')) return { kind: 'refused', field: 'trade_name', message: IDENTITY_MESSAGES.newPanNames };
      if (!changedIn(data, before, 'legal_name')) patch.legal_name = null;
    }
    return { kind: 'reset', patch, stateCode: gstin.slice(0, 2) };
  }
  // The PAN is the GSTIN's: never written apart from it.
  if (data.pan !== undefined && norm(data.pan) !== norm(before.pan)) {
    if (!byStaff && before.gst_verified_at) return refusedOn('pan');
    return { kind: 'reset', patch: { pan: norm(before.gstin).slice(2, 12) } };
  }
  if (!before.gst_verified_at || !changedIn(data, before, 'legal_name')) return { kind: 'none' };
  if (byStaff) return { kind: 'reset', patch: { gst_verified_at: null } };
  return refusedOn('legal_name');
}

function refusedOn(field: 'pan' | 'legal_name'): IdentityChange {
  const what = field === 'pan' ? 'PAN' : 'legal name';
  return {
    kind: 'refused',
    field,
    message: `The ${what} of a GST-verified business cannot be changed here. Please contact support to change it.`,
  };
}
