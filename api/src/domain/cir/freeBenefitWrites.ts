/**
 * The cir component owns free_benefit_tracks (issue 19 §1): a report on the free quota records its use
 * (cirReportStore); free businesses and CIRs granted with a plan, or forced by staff, brought in with
 * their history (the demo seed's), are recorded here.
 */
import type { Knex } from 'knex';

export interface FreeBenefitGrant {
  user_id: number;
  benefit: 'free_business' | 'free_cir';
  granted: number;
  used: number;
  /** The staff member who forced it, with why; null for a plan's own grant. */
  forced_by?: number | null;
  note?: string | null;
  created_at?: Date;
}

export async function recordFreeBenefits(trx: Knex.Transaction, grants: FreeBenefitGrant[]): Promise<void> {
  if (grants.length) await trx('free_benefit_tracks').insert(grants);
}
