import type { Knex } from 'knex';

/**
 * Promo codes (issue 12): uses per member may not be more than the code's uses in all. NOT VALID:
 * rows saved before the rule stay readable (staff correct them with the field error), every new
 * write is checked.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE promo_codes ADD CONSTRAINT promo_codes_per_user_within_total
    CHECK (max_uses IS NULL OR max_uses_per_user IS NULL OR max_uses_per_user <= max_uses) NOT VALID`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE promo_codes DROP CONSTRAINT IF EXISTS promo_codes_per_user_within_total');
}
