/**
 * Spec §9 masking of a member's contact details for staff who may find a member but not open their
 * details (Customer list view without detail view): phones keep their last 2 digits behind 8 x
 * marks, emails the last 2 characters of the local part. Empty values stay empty.
 */
import { maskEmail, maskPhone } from '../../validation';

const MASKS: Record<string, (s: string) => string> = {
  mobile: maskPhone,
  secondary_mobile: maskPhone,
  email: maskEmail,
  secondary_email: maskEmail,
};

/** The row with every contact field masked; other fields as they were. */
export function withContactsMasked<T extends Record<string, unknown>>(row: T): T {
  const out: Record<string, unknown> = { ...row };
  for (const [field, mask] of Object.entries(MASKS)) {
    const value = out[field];
    if (typeof value === 'string' && value !== '') out[field] = mask(value);
  }
  return out as T;
}

/** The rows as a caller may see them: whole when `reveal`, else with contacts masked. */
export const contactsAsAllowed = <T extends Record<string, unknown>>(rows: T[], reveal: boolean): T[] =>
  reveal ? rows : rows.map(withContactsMasked);
