/**
 * What a member changes on their own account through the §7 profile calls. Only the name and the
 * secondary (optional, spec §5) email and mobile: the primary mobile and email change only after a
 * code sent to the new one (user/sendupdateotp, email/verify/sentotp), and role and status only by
 * staff. The field rules themselves are the registry's (customers / admin-users): these functions
 * only pick which fields a call may touch.
 */
import { reason, refusal } from '../errors';

export const PROFILE_FIELDS = ['name', 'secondary_email', 'secondary_mobile'] as const;
export const SECONDARY_CONTACTS = ['secondary_email', 'secondary_mobile'] as const;

type Row = Record<string, unknown>;

const WHY_NOT: Record<string, string> = {
  mobile: 'Your mobile number changes only with a code sent to the new number (user/sendupdateotp).',
  email: 'Your email address changes only with a code sent to the new address (email/verify/sentotp).',
  role_id: 'Only staff can change a role.',
  status: 'Only staff can change an account’s status; to close your account, ask for deactivation.',
};

/** The fields of `body` a call may change, refusing (400, per field) any other one it sends. */
export function pickFields(body: Row, allowed: readonly string[]): Row {
  const refused = Object.keys(body).filter((k) => !allowed.includes(k));
  if (refused.length) {
    const errors = Object.fromEntries(
      refused.map((k) => [k, Object.hasOwn(WHY_NOT, k) ? WHY_NOT[k]! : 'This field cannot be changed here.']),
    );
    throw refusal('PROFILE_FIELDS_ONLY', { fields: allowed.join(', ') }, errors);
  }
  const picked = Object.fromEntries(Object.entries(body).filter(([k]) => allowed.includes(k)));
  if (!Object.keys(picked).length) throw refusal('PROFILE_SEND_ONE', { fields: allowed.join(', ') });
  return picked;
}

const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * add/user/details adds secondary contacts the account does not have yet; it never replaces one
 * (that is user/update, which the member does knowingly). 409 names each field already set.
 */
export function detailsToAdd(current: Row, body: Row): Row {
  const picked = pickFields(body, SECONDARY_CONTACTS);
  const given = Object.fromEntries(Object.entries(picked).filter(([, v]) => !isEmpty(v)));
  if (!Object.keys(given).length) throw refusal('SECONDARY_CONTACT_NEEDED', {});
  const taken = Object.keys(given).filter((k) => !isEmpty(current[k]));
  if (taken.length) {
    throw refusal('SECONDARY_CONTACT_TAKEN', {}, Object.fromEntries(taken.map((k) => [k, reason('SECONDARY_CONTACT_TAKEN_FIELD', {})])));
  }
  return given;
}

export interface MissingDetail {
  field: 'email' | 'secondary_email' | 'secondary_mobile';
  reason: string;
  /** The §7 call that adds it. */
  call: string;
}

/**
 * Why a member is asked to add or update details (get/user/details/addupdate/reason): the primary
 * email (receipts, notices and invoices go there), and the optional secondary contacts we fall back
 * to. `complete` is true when nothing required is missing; secondary contacts are suggestions.
 */
export function missingDetails(user: Row): { complete: boolean; missing: MissingDetail[] } {
  const missing: MissingDetail[] = [];
  if (isEmpty(user.email)) {
    missing.push({
      field: 'email',
      reason: 'Add an email address: invoices, receipts and legal notices are sent there.',
      call: 'email/verify/sentotp',
    });
  }
  if (isEmpty(user.secondary_mobile)) {
    missing.push({ field: 'secondary_mobile', reason: 'Optional: a second mobile we can reach you on.', call: 'add/user/details' });
  }
  if (isEmpty(user.secondary_email)) {
    missing.push({ field: 'secondary_email', reason: 'Optional: a second email for copies of your notices.', call: 'add/user/details' });
  }
  return { complete: !missing.some((m) => m.field === 'email'), missing };
}
