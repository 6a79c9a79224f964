import type { Knex } from 'knex';

/**
 * GST tax invoices (issue 9 §3):
 * - invoice_number_counters: one row per financial year holding the last number given. Taking a
 *   number locks that row until the caller's transaction ends, so numbers are consecutive under
 *   concurrent payments and a rolled-back invoice gives its number back (no gap).
 * - invoices keep what was printed on them: seller and buyer GSTIN, name and address, SAC code and
 *   GST rate, so a later settings change never alters an issued invoice.
 * - Invoice numbers are at most 16 characters (CGST rule 46). NOT VALID: rows made before the rule
 *   (demo data) stay; every new or changed row is checked.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('invoice_number_counters', (t) => {
    t.string('financial_year', 7).primary();
    t.integer('last_sequence').notNullable();
    t.timestamps(true, true);
  });
  await knex.raw(`ALTER TABLE invoice_number_counters ADD CONSTRAINT invoice_number_counters_values
    CHECK (financial_year ~ '^[0-9]{4}-[0-9]{2}$' AND last_sequence > 0)`);
  // Numbering carries on after invoices already on file.
  await knex.raw(`INSERT INTO invoice_number_counters (financial_year, last_sequence)
    SELECT financial_year, max(sequence) FROM invoices WHERE financial_year IS NOT NULL AND sequence IS NOT NULL GROUP BY financial_year`);

  await knex.schema.alterTable('invoices', (t) => {
    t.specificType('seller_gstin', 'char(15)');
    t.string('seller_name', 200);
    t.text('seller_address');
    t.specificType('buyer_gstin', 'char(15)');
    t.string('buyer_name', 200);
    t.string('sac_code', 8);
    t.decimal('gst_rate', 5, 2);
  });
  await knex.raw(`ALTER TABLE invoices ADD CONSTRAINT invoices_number_length CHECK (char_length(invoice_number) <= 16) NOT VALID`);
  await knex.raw(`ALTER TABLE invoices ADD CONSTRAINT invoices_tax_details
    CHECK ((sac_code IS NULL OR sac_code ~ '^[0-9]{6}$') AND (gst_rate IS NULL OR gst_rate BETWEEN 0 AND 100))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE invoices DROP CONSTRAINT IF EXISTS invoices_tax_details');
  await knex.raw('ALTER TABLE invoices DROP CONSTRAINT IF EXISTS invoices_number_length');
  await knex.schema.alterTable('invoices', (t) => {
    t.dropColumns('seller_gstin', 'seller_name', 'seller_address', 'buyer_gstin', 'buyer_name', 'sac_code', 'gst_rate');
  });
  await knex.schema.dropTableIfExists('invoice_number_counters');
}
