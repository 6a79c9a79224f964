/**
 * A business's GST identity — GSTIN, PAN and the legal name the GST look-up returned — is what the
 * "GST verified" stamp vouches for. Once stamped, a member cannot change it (support does, after
 * checking); when staff change it, the stamp goes, so the business must be verified again.
 * Trade name, address and the rest stay the member's to edit.
 */
export const VERIFIED_IDENTITY_FIELDS = ['gstin', 'pan', 'legal_name'] as const;

type Row = Record<string, unknown>;
const norm = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim().toUpperCase());

export type IdentityChange = { kind: 'none' } | { kind: 'refused'; field: string; message: string } | { kind: 'clearStamp' };

/** What a write of `data` over the stored business `before` does to its verified identity. */
export function verifiedIdentityChange(data: Row, before: Row, byStaff: boolean): IdentityChange {
  if (!before.gst_verified_at) return { kind: 'none' };
  const changed = VERIFIED_IDENTITY_FIELDS.find((k) => data[k] !== undefined && norm(data[k]) !== norm(before[k]));
  if (!changed) return { kind: 'none' };
  if (byStaff) return { kind: 'clearStamp' };
  const what = changed === 'gstin' ? 'GST number' : changed === 'pan' ? 'PAN' : 'legal name';
  return {
    kind: 'refused',
    field: changed,
    message: `The ${what} of a GST-verified business cannot be changed here. Please contact support to change it.`,
  };
}
