/**
 * The rules of a member adding a business by GSTIN, as plain functions (no database, no Express):
 * who already holds the GSTIN and what to tell the member, whether the registration may be added,
 * the entered names against the registered ones (the spec §5 company-name comparison), and the
 * look-up answer the portal prefills its form from.
 */
import { ERROR_CATALOG } from '../errors';
import type { GstinDetails, GstRegistrationStatus } from '../../contracts/gstHit';
import type { AlreadyRegistered, MemberGstLookup } from '../../contracts/memberBusiness';
import { sameCompany } from '../../validation';

/** Where a member asks support to review a GSTIN someone else holds. */
export const GSTIN_REVIEW_PATH = '/api/businesses/gstin-review';

export const DUPLICATE_MESSAGES = {
  yours: ERROR_CATALOG.GSTIN_YOURS.english,
  yoursRemoved: ERROR_CATALOG.GSTIN_YOURS_REMOVED.english,
  // Says nothing about the other member: not who, not since when, not under which name.
  anotherMember: ERROR_CATALOG.GSTIN_ANOTHER_MEMBER.english,
} as const;

/** Who holds the GSTIN, from the caller's point of view: the holder's user id never leaves this function. */
export function holderOf(holderUserId: number | string | null | undefined, callerUserId: number): AlreadyRegistered {
  if (holderUserId === null || holderUserId === undefined) return false;
  return Number(holderUserId) === callerUserId ? 'yours' : 'another_member';
}

/** The refusal of adding a GSTIN someone already holds: the message, and extra fields for the answer. */
export function duplicateRefusal(
  holder: Exclude<AlreadyRegistered, false>,
  holderRowActive = true,
): { code: 'GSTIN_YOURS' | 'GSTIN_YOURS_REMOVED' | 'GSTIN_ANOTHER_MEMBER'; message: string; extra: Record<string, unknown> } {
  if (holder === 'yours') {
    return {
      code: holderRowActive ? 'GSTIN_YOURS' : 'GSTIN_YOURS_REMOVED',
      message: holderRowActive ? DUPLICATE_MESSAGES.yours : DUPLICATE_MESSAGES.yoursRemoved,
      extra: { already_registered: 'yours' },
    };
  }
  return {
    code: 'GSTIN_ANOTHER_MEMBER',
    message: DUPLICATE_MESSAGES.anotherMember,
    extra: { already_registered: 'another_member', review_path: GSTIN_REVIEW_PATH },
  };
}

/** Why a registration with this status cannot be added (null: it can — only Active ones). */
export function registrationRefusal(status: GstRegistrationStatus): string | null {
  if (status === 'Active') return null;
  return `This GST registration is ${status.toLowerCase()}. Only an active GST registration can be added as a business.`;
}

export interface NameMismatch {
  field: 'trade_name' | 'legal_name';
  entered: string;
  message: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The entered names that match neither the registered legal name nor the registered trade name,
 * by the spec's company-name comparison (so "Shree Ganesh Traders Pvt. Ltd." matches "SHREE GANESH
 * TRADERS PRIVATE LIMITED"). Either registered name counts: members often enter their legal name
 * as the business's name. A blank entry is not compared (trade_name is required by the resource).
 */
export function nameMismatches(
  entered: { trade_name?: unknown; legal_name?: unknown },
  registered: Pick<GstinDetails, 'legal_name' | 'trade_name'>,
) {
  const out: NameMismatch[] = [];
  const registeredNames = [registered.legal_name, registered.trade_name].filter((n) => text(n) !== '');
  for (const field of ['trade_name', 'legal_name'] as const) {
    const name = text(entered[field]);
    if (!name || registeredNames.some((r) => sameCompany(name, r))) continue;
    out.push({ field, entered: name, message: mismatchMessage(name, registered) });
  }
  return out;
}

/** Names both: what the member typed and what the GST records say. */
export function mismatchMessage(entered: string, registered: Pick<GstinDetails, 'legal_name' | 'trade_name'>): string {
  const names =
    text(registered.trade_name) && !sameCompany(registered.trade_name, registered.legal_name)
      ? `“${registered.legal_name}” (trade name “${registered.trade_name}”)`
      : `“${registered.legal_name}”`;
  return `The name you entered, “${entered}”, does not match the name in the GST records, ${names}. Please correct it, or confirm that you want to keep it (our team will review it).`;
}

/** The last 6-digit Indian PIN code in an address, if any. */
export function pincodeOf(address: string): string | undefined {
  const all = address.match(/(?<!\d)[1-9]\d{5}(?!\d)/g);
  return all?.at(-1);
}

/** What the GST look-up answers the member: the registration, prefilled form values, and who holds it already. */
export function memberLookupAnswer(details: GstinDetails, stateId: number | undefined, holder: AlreadyRegistered): MemberGstLookup {
  const pincode = pincodeOf(details.address);
  return {
    gstin: details.gstin,
    legal_name: details.legal_name,
    trade_name: details.trade_name,
    state: { code: details.state_code, name: details.state, ...(stateId ? { id: stateId } : {}) },
    pan: details.gstin.slice(2, 12),
    address: details.address,
    ...(pincode ? { pincode } : {}),
    registration_status: details.status,
    already_registered: holder,
  };
}

type Row = Record<string, unknown>;

/**
 * The business row a member's create becomes: identity (legal name, PAN, state) from the GST
 * records, never from the client; address and PIN code prefilled when the member left them out;
 * the trade name as entered; `name_mismatch` when the member confirmed a differing name. Stamped
 * GST-verified: the registration was just looked up and is Active.
 */
export function memberBusinessRow(data: Row, details: GstinDetails, stateId: number | undefined, nameMismatch: boolean, now: Date): Row {
  const { name_mismatch_confirmed: _confirmed, ...rest } = data;
  const pincode = pincodeOf(details.address);
  return {
    ...rest,
    gstin: details.gstin,
    legal_name: details.legal_name.slice(0, 200),
    pan: details.gstin.slice(2, 12),
    state_id: stateId ?? null,
    address: text(rest.address) ? rest.address : details.address,
    pincode: text(rest.pincode) ? rest.pincode : (pincode ?? null),
    name_mismatch: nameMismatch,
    gst_verified_at: now,
    gst_source: details.source?.slice(0, 40) ?? null,
    gst_fetched_at: details.fetched_at ? new Date(details.fetched_at) : now,
  };
}
