import type { Knex } from 'knex';

/**
 * Proof that a member controls a business's GST registration (issue 18 §1), kept apart from the
 * "GST verified" stamp (the registration exists and is active). Own-business rights — a free report
 * on one's own GSTIN with its enquiry list, the defaulter side of cases and settlements, free trials,
 * notices through one's account — follow only a proven business, and only its exact GSTIN.
 *
 * Every existing business starts unproven: nothing so far proved control, so nothing is assumed
 * (the demo seed marks its own businesses proven). The proof goes with the GSTIN: a change of
 * GSTIN clears it (businesses/verifiedIdentity.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('businesses', (t) => {
    t.timestamp('control_proven_at', { useTz: true }).nullable();
    t.string('control_proof_method', 20).nullable();
    // Staff filter businesses by it (admin: Control proven on).
    t.index(['control_proven_at']);
  });
  await knex.raw(`ALTER TABLE businesses ADD CONSTRAINT businesses_control_proof_method_check
    CHECK (control_proof_method IS NULL OR control_proof_method IN ('gst_otp', 'staff_review', 'demo_seed'))`);
  await knex.raw(`ALTER TABLE businesses ADD CONSTRAINT businesses_control_proof_both
    CHECK ((control_proven_at IS NULL) = (control_proof_method IS NULL))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('businesses', (t) => {
    t.dropChecks(['businesses_control_proof_method_check', 'businesses_control_proof_both']);
    t.dropColumn('control_proven_at');
    t.dropColumn('control_proof_method');
  });
}
