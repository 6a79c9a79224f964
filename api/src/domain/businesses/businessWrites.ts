/**
 * The businesses component owns the businesses table (issue 19 §1). A member's or staff's add goes through
 * the engine's generic pipeline with this component's hooks; a business brought in with its history (the
 * demo seed's, already verified) is created here.
 */
import type { Knex } from 'knex';

export interface NewBusiness {
  user_id: number;
  trade_name: string;
  legal_name: string;
  pan: string;
  gstin: string;
  category_id: number | null;
  state_id: number | null;
  city_id: number | null;
  address: string;
  pincode: string;
  registration_source: string;
  gst_verified_at: Date | null;
  control_proven_at: Date | null;
  control_proof_method: string | null;
  created_at?: Date;
}

/** Creates the businesses, answering their ids in the same order. */
export async function insertBusinesses(trx: Knex.Transaction, businesses: NewBusiness[]): Promise<number[]> {
  if (businesses.length === 0) return [];
  const rows: Array<{ id: number }> = await trx('businesses').insert(businesses).returning('id');
  return rows.map((r) => Number(r.id));
}
