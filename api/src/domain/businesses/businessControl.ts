/**
 * The one place that decides whether a member acts as a business (issue 18 §1). A GST look-up proves
 * a registration exists, not that the caller controls it; so own-business rights — a free report on
 * one's own GSTIN with its enquiry list, the defaulter side of cases and settlements, free trials,
 * notices and consents through one's account — belong only to an active business of the member whose
 * control is proven (control_proven_at: a code sent to the GST registration's own contact, or a staff
 * review), and only for that exact GSTIN: another GSTIN of the same PAN is another registration, with
 * its own contact, and is proven on its own. "GST verified" (gst_verified_at) stays what it was: the
 * registration exists and is active, enough to report someone or buy a report on someone else.
 */
import type { Knex } from 'knex';
import { CONTROL_PROOF_MESSAGES } from '../../contracts/businessControl';

type Db = Knex | Knex.Transaction;

/** True when a business row's control is proven (the row's own columns). */
export const controlProven = (row: { control_proven_at?: unknown }) => row.control_proven_at != null;

/** A query of the active, control-proven businesses (alias `as`, default none), for joins and EXISTS. */
export function controlledBusinesses(db: Db, as?: string) {
  const t = as ? `${as}.` : '';
  return db(as ? `businesses as ${as}` : 'businesses')
    .where(`${t}status`, 1)
    .whereNotNull(`${t}control_proven_at`);
}

/** The member's active business of exactly this GSTIN whose control they proved, or undefined. */
export async function controlledBusiness(db: Db, userId: number, gstin: string): Promise<{ id: number; gstin: string } | undefined> {
  const row = await controlledBusinesses(db)
    .where({ user_id: userId, gstin: String(gstin).trim().toUpperCase() })
    .first('id', 'gstin');
  return row ? { id: Number(row.id), gstin: String(row.gstin) } : undefined;
}

/** The member who proved control of this GSTIN (an active business), or null: nobody acts for it. */
export async function controllingUserId(db: Db, gstin: string): Promise<number | null> {
  const row = await controlledBusinesses(db)
    .where({ gstin: String(gstin).trim().toUpperCase() })
    .first('user_id');
  return row ? Number(row.user_id) : null;
}

/** The message of a right refused to a business whose control is not proven (portal: prove it first). */
export const CONTROL_NOT_PROVEN = CONTROL_PROOF_MESSAGES.notProven;
