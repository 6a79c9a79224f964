import type { Knex } from 'knex';

/**
 * MSMED Act interest (issue 10 §4). A reporting business qualifies when it is a micro or small
 * enterprise with a Udyam registration number; the interest runs at three times the RBI bank rate,
 * which staff keep as a dated table (a rate applies from its effective date until the next row's).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('businesses', (t) => {
    t.string('udyam_number', 19);
    t.string('enterprise_type', 6).checkIn(['micro', 'small', 'medium']);
  });
  await knex.raw(
    `ALTER TABLE businesses ADD CONSTRAINT businesses_udyam_number CHECK (udyam_number IS NULL OR udyam_number ~ '^UDYAM-[A-Z]{2}-[0-9]{2}-[0-9]{7}$')`,
  );
  // The registry offers both as filters.
  await knex.raw('CREATE INDEX businesses_udyam_number_index ON businesses (udyam_number)');
  await knex.raw('CREATE INDEX businesses_enterprise_type_index ON businesses (enterprise_type)');

  await knex.schema.createTable('rbi_bank_rates', (t) => {
    t.bigIncrements('id');
    t.date('effective_from').notNullable().unique();
    t.decimal('rate_percent', 5, 2).notNullable();
    t.string('note', 300);
    t.timestamps(true, true);
    t.index(['rate_percent']);
    t.index(['created_at']);
  });
  await knex.raw(`ALTER TABLE rbi_bank_rates ADD CONSTRAINT rbi_bank_rates_rate CHECK (rate_percent > 0 AND rate_percent < 50)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rbi_bank_rates');
  await knex.raw('DROP INDEX IF EXISTS businesses_enterprise_type_index');
  await knex.raw('DROP INDEX IF EXISTS businesses_udyam_number_index');
  await knex.raw('ALTER TABLE businesses DROP CONSTRAINT IF EXISTS businesses_udyam_number');
  await knex.schema.alterTable('businesses', (t) => {
    t.dropColumn('enterprise_type');
    t.dropColumn('udyam_number');
  });
}
