import type { Knex } from 'knex';

/**
 * Credit notes (issue 9 §3): a refund never edits an invoice; it is a credit note against it, with
 * its own number series from the same gap-free counters (CGST rule 53: consecutive, at most 16
 * characters, e.g. 'CN/26-27/000012').
 * - invoice_number_counters gains a `series` ('invoice' for the rows already there, 'credit_note'),
 *   part of its key, so each series counts per financial year on its own row.
 * - credit_notes keeps the split it printed: taxable + CGST + SGST + IGST = total, one tax kind only.
 *   What is left to credit on an invoice (its total minus its credit notes) is checked by the service
 *   under a lock on the invoice row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('invoice_number_counters', (t) => {
    t.string('series', 16).notNullable().defaultTo('invoice');
  });
  await knex.raw('ALTER TABLE invoice_number_counters DROP CONSTRAINT invoice_number_counters_pkey');
  await knex.raw('ALTER TABLE invoice_number_counters ADD CONSTRAINT invoice_number_counters_pkey PRIMARY KEY (series, financial_year)');
  await knex.raw(
    `ALTER TABLE invoice_number_counters ADD CONSTRAINT invoice_number_counters_series CHECK (series IN ('invoice', 'credit_note'))`,
  );

  await knex.schema.createTable('credit_notes', (t) => {
    t.bigIncrements('id');
    t.string('credit_note_number', 16).notNullable().unique();
    t.string('financial_year', 7).notNullable();
    t.integer('sequence').notNullable();
    t.bigInteger('invoice_id').notNullable().references('invoices.id');
    t.bigInteger('order_id').notNullable().references('orders.id');
    t.bigInteger('user_id').notNullable().references('users.id');
    for (const col of ['taxable_amount', 'cgst', 'sgst', 'igst', 'total']) t.decimal(col, 14, 2).notNullable();
    t.text('reason').notNullable();
    t.bigInteger('created_by').references('users.id');
    t.timestamp('issued_at', { useTz: true }).notNullable();
    t.timestamps(true, true);
    t.unique(['financial_year', 'sequence']);
    t.index(['invoice_id']);
    t.index(['order_id']);
    t.index(['user_id', 'issued_at']);
    t.index(['created_by']);
    t.index(['issued_at']);
    t.index(['total']);
    t.index(['created_at']);
  });
  await knex.raw(`ALTER TABLE credit_notes ADD CONSTRAINT credit_notes_amounts CHECK (
    taxable_amount >= 0 AND cgst >= 0 AND sgst >= 0 AND igst >= 0 AND total > 0
    AND total = taxable_amount + cgst + sgst + igst AND (igst = 0 OR (cgst = 0 AND sgst = 0)))`);
  await knex.raw(`ALTER TABLE credit_notes ADD CONSTRAINT credit_notes_numbering CHECK (
    financial_year ~ '^[0-9]{4}-[0-9]{2}$' AND sequence > 0 AND char_length(credit_note_number) <= 16 AND btrim(reason) <> '')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('credit_notes');
  await knex('invoice_number_counters').whereNot({ series: 'invoice' }).delete();
  await knex.raw('ALTER TABLE invoice_number_counters DROP CONSTRAINT IF EXISTS invoice_number_counters_series');
  await knex.raw('ALTER TABLE invoice_number_counters DROP CONSTRAINT invoice_number_counters_pkey');
  await knex.raw('ALTER TABLE invoice_number_counters ADD CONSTRAINT invoice_number_counters_pkey PRIMARY KEY (financial_year)');
  await knex.schema.alterTable('invoice_number_counters', (t) => {
    t.dropColumn('series');
  });
}
