import type { Knex } from 'knex';

/**
 * Reporting a defaulter with its invoices (issue 10 §1).
 *
 * - defaulter_cases gains what a report states: the advance the buyer paid, the invoices' total, the
 *   day the goods or services were accepted, the agreed credit period (NULL: nothing was agreed) and
 *   when the reporter accepted the terms. due_amount stays invoices − advance (the report service
 *   writes it; not a CHECK, since staff may still correct a due amount), due_date the latest invoice due date, invoice_number the first invoice's number.
 * - case_invoices: one row per invoice of a case. The reporter's business and the buyer's GSTIN are
 *   copied in so one UNIQUE index says "the same invoice number from the same reporter against the
 *   same buyer cannot be reported twice" — and keeps saying it when twenty identical reports race.
 *
 * Decision (duplicates and closed cases): an invoice number is NEVER freed by the case's status. A
 * rejected, removed or wrongly reported case keeps its invoices, so a business that was wrongly
 * listed cannot be reported again for the same invoice by clicking "report" once more; a case that
 * needs more documents is completed and resubmitted, not reported afresh. If staff decide a closed
 * report may be made again, they reopen the case through the state machine (support's decision,
 * recorded on its timeline) instead of a second case appearing beside it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('defaulter_cases', (t) => {
    t.decimal('advance_paid', 14, 2).notNullable().defaultTo(0);
    t.decimal('invoice_total', 14, 2);
    t.date('goods_accepted_on');
    t.integer('agreed_credit_days');
    t.timestamp('terms_accepted_at', { useTz: true });
  });
  await knex.raw(`ALTER TABLE defaulter_cases ADD CONSTRAINT defaulter_cases_report_amounts CHECK (
    advance_paid >= 0
    AND (agreed_credit_days IS NULL OR agreed_credit_days BETWEEN 0 AND 365)
    AND (invoice_total IS NULL OR advance_paid < invoice_total))`);

  await knex.schema.createTable('case_invoices', (t) => {
    t.bigIncrements('id');
    t.bigInteger('case_id').notNullable().references('defaulter_cases.id').onDelete('CASCADE');
    t.bigInteger('reporter_business_id').notNullable().references('businesses.id');
    t.specificType('defaulter_gstin', 'char(15)').notNullable();
    t.string('invoice_number', 60).notNullable();
    t.date('invoice_date').notNullable();
    t.decimal('amount', 14, 2).notNullable();
    t.date('due_date').notNullable();
    t.smallint('position').notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.index(['case_id', 'position']);
    t.index(['defaulter_gstin']);
  });
  await knex.raw(`ALTER TABLE case_invoices ADD CONSTRAINT case_invoices_sound CHECK (
    amount > 0 AND due_date >= invoice_date AND trim(invoice_number) <> '')`);
  await knex.raw(
    `CREATE UNIQUE INDEX case_invoices_once ON case_invoices (reporter_business_id, defaulter_gstin, lower(trim(invoice_number)))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('case_invoices');
  await knex.raw('ALTER TABLE defaulter_cases DROP CONSTRAINT IF EXISTS defaulter_cases_report_amounts');
  await knex.schema.alterTable('defaulter_cases', (t) => {
    for (const c of ['advance_paid', 'invoice_total', 'goods_accepted_on', 'agreed_credit_days', 'terms_accepted_at']) t.dropColumn(c);
  });
}
