import type { Knex } from 'knex';

/**
 * Businesses (registered by GSTIN), defaulter cases with their evidence, timeline and contacts,
 * business (credit) transactions with documents, and generated credit information reports.
 * Lists are literal here on purpose: a migration is history and must not follow later code edits.
 */
const CASE_STATUSES = [
  'processing',
  'more_details_required',
  'verified',
  'rejected',
  'partial_settled',
  'full_settled',
  'incomplete',
  'removed',
  'wrongly_reported',
];
const SOURCES = ['web', 'android', 'ios', 'agent', 'admin', 'import', 'seed'];
const CASE_DOC_TYPES = ['invoice', 'bilty', 'payment_proof', 'ledger_certificate', 'ca_certificate', 'other'];
const TXN_DOC_TYPES = ['bilty', 'invoice', 'payment_proof', 'ledger_certificate', 'ca_certificate'];

/** Columns shared by uploaded-file tables. */
function fileColumns(t: Knex.CreateTableBuilder) {
  t.specificType('udin', 'char(18)');
  t.string('file_path', 500).notNullable();
  t.string('original_name', 255).notNullable();
  t.string('mime_type', 100).notNullable();
  t.bigInteger('size_bytes').notNullable().checkPositive();
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('businesses', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('users.id');
    t.string('trade_name', 200).notNullable();
    t.string('legal_name', 200);
    t.specificType('gstin', 'char(15)').notNullable().unique();
    t.specificType('pan', 'char(10)');
    t.bigInteger('category_id').references('business_categories.id');
    t.bigInteger('state_id').references('states.id');
    t.bigInteger('city_id').references('cities.id');
    t.text('address');
    t.specificType('pincode', 'char(6)');
    t.string('registration_source', 24).notNullable().defaultTo('web').checkIn(SOURCES);
    t.timestamp('gst_verified_at', { useTz: true });
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    t.timestamps(true, true);
    t.index(['user_id', 'status']);
    t.index(['category_id']);
    t.index(['state_id']);
    t.index(['city_id']);
    t.index(['pan']);
    t.index(['trade_name']);
    t.index(['registration_source']);
    t.index(['status']);
    t.index(['created_at']);
  });
  await knex.raw(`ALTER TABLE businesses ADD CONSTRAINT businesses_gstin_upper CHECK (gstin = upper(gstin))`);
  await knex.raw(`ALTER TABLE businesses ADD CONSTRAINT businesses_pincode CHECK (pincode ~ '^[1-9][0-9]{5}$')`);

  await knex.schema.createTable('defaulter_cases', (t) => {
    t.bigIncrements('id');
    t.bigInteger('reporter_user_id').notNullable().references('users.id');
    t.bigInteger('reporter_business_id').notNullable().references('businesses.id');
    // Set when the defaulter is (or later becomes) a registered business; the GSTIN is always kept.
    t.bigInteger('defaulter_business_id').references('businesses.id').onDelete('SET NULL');
    t.specificType('defaulter_gstin', 'char(15)').notNullable();
    t.string('defaulter_name', 200).notNullable();
    t.specificType('defaulter_pan', 'char(10)');
    t.decimal('due_amount', 14, 2).notNullable();
    t.date('due_date').notNullable();
    t.string('invoice_number', 60);
    t.timestamp('verified_on', { useTz: true });
    t.decimal('write_off_amount', 14, 2).notNullable().defaultTo(0);
    t.decimal('settled_amount', 14, 2).notNullable().defaultTo(0);
    t.string('status', 32).notNullable().defaultTo('processing').checkIn(CASE_STATUSES);
    t.boolean('legal_case').notNullable().defaultTo(false);
    t.text('remarks');
    t.string('source', 24).notNullable().defaultTo('web').checkIn(SOURCES);
    t.timestamps(true, true);
    t.index(['reporter_user_id', 'created_at']);
    t.index(['reporter_business_id']);
    t.index(['defaulter_business_id']);
    // The CIR looks cases up by the defaulter's GSTIN and status.
    t.index(['defaulter_gstin', 'status']);
    t.index(['defaulter_pan']);
    t.index(['defaulter_name']);
    t.index(['status', 'created_at']);
    t.index(['due_amount']);
    t.index(['due_date']);
    t.index(['verified_on']);
    t.index(['legal_case']);
    t.index(['source']);
    t.index(['created_at']);
  });
  await knex.raw(`ALTER TABLE defaulter_cases ADD CONSTRAINT defaulter_cases_amounts CHECK (
    due_amount > 0 AND write_off_amount >= 0 AND settled_amount >= 0 AND settled_amount <= due_amount)`);

  await knex.schema.createTable('case_documents', (t) => {
    t.bigIncrements('id');
    t.bigInteger('case_id').notNullable().references('defaulter_cases.id').onDelete('CASCADE');
    t.string('doc_type', 24).notNullable().checkIn(CASE_DOC_TYPES);
    fileColumns(t);
    t.bigInteger('uploaded_by_user_id').references('users.id').onDelete('SET NULL');
    // Owner: the case's reporter (so a customer lists the evidence of their own cases).
    t.bigInteger('user_id').notNullable().references('users.id');
    t.timestamps(true, true);
    t.index(['case_id', 'doc_type']);
    t.index(['doc_type']);
    t.index(['uploaded_by_user_id']);
    t.index(['user_id']);
    t.index(['created_at']);
  });
  await knex.raw(
    `ALTER TABLE case_documents ADD CONSTRAINT case_documents_ca_udin CHECK (doc_type <> 'ca_certificate' OR udin IS NOT NULL)`,
  );

  await knex.schema.createTable('case_events', (t) => {
    t.bigIncrements('id');
    t.bigInteger('case_id').notNullable().references('defaulter_cases.id').onDelete('CASCADE');
    t.string('from_status', 32).checkIn(CASE_STATUSES);
    t.string('to_status', 32).notNullable().checkIn(CASE_STATUSES);
    t.text('note');
    t.bigInteger('actor_user_id').references('users.id').onDelete('SET NULL');
    t.timestamps(true, true);
    t.index(['case_id', 'created_at']);
    t.index(['to_status']);
    t.index(['actor_user_id']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('defaulter_contacts', (t) => {
    t.bigIncrements('id');
    t.bigInteger('case_id').notNullable().references('defaulter_cases.id').onDelete('CASCADE');
    t.string('name', 120).notNullable();
    t.string('mobile', 10);
    t.string('email', 254);
    t.text('address');
    t.bigInteger('user_id').notNullable().references('users.id');
    t.timestamps(true, true);
    t.index(['case_id']);
    t.index(['user_id']);
    t.index(['mobile']);
    t.index(['email']);
    t.index(['name']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('business_transactions', (t) => {
    t.bigIncrements('id');
    t.bigInteger('supplier_business_id').notNullable().references('businesses.id');
    t.bigInteger('buyer_business_id').notNullable().references('businesses.id');
    t.bigInteger('user_id').notNullable().references('users.id');
    t.string('voucher_number', 60);
    t.string('transaction_type', 12).notNullable().checkIn(['sale', 'purchase']);
    t.string('unit', 20);
    t.decimal('unit_value', 14, 2);
    t.decimal('tax_percentage', 5, 2).notNullable().defaultTo(0);
    t.decimal('quantity', 14, 3);
    t.decimal('amount', 14, 2).notNullable();
    t.decimal('advance_paid', 14, 2).notNullable().defaultTo(0);
    t.date('invoice_date');
    t.date('due_date');
    t.string('source', 12).notNullable().defaultTo('manual').checkIn(['manual', 'tally']);
    t.timestamps(true, true);
    // A Tally re-sync of the same voucher must not duplicate it (NULL vouchers are not compared).
    t.unique(['supplier_business_id', 'buyer_business_id', 'voucher_number']);
    t.index(['buyer_business_id']);
    t.index(['user_id', 'created_at']);
    t.index(['voucher_number']);
    t.index(['transaction_type']);
    t.index(['amount']);
    t.index(['invoice_date']);
    t.index(['due_date']);
    t.index(['source']);
    t.index(['created_at']);
  });
  await knex.raw(
    `ALTER TABLE business_transactions ADD CONSTRAINT business_transactions_parties CHECK (supplier_business_id <> buyer_business_id)`,
  );
  await knex.raw(`ALTER TABLE business_transactions ADD CONSTRAINT business_transactions_amounts CHECK (
    amount >= 0 AND advance_paid >= 0 AND advance_paid <= amount AND tax_percentage BETWEEN 0 AND 100
    AND (quantity IS NULL OR quantity >= 0) AND (unit_value IS NULL OR unit_value >= 0))`);

  await knex.schema.createTable('transaction_documents', (t) => {
    t.bigIncrements('id');
    t.bigInteger('transaction_id').notNullable().references('business_transactions.id').onDelete('CASCADE');
    t.string('doc_type', 24).notNullable().checkIn(TXN_DOC_TYPES);
    fileColumns(t);
    t.bigInteger('user_id').notNullable().references('users.id');
    t.timestamps(true, true);
    t.index(['transaction_id', 'doc_type']);
    t.index(['doc_type']);
    t.index(['user_id']);
    t.index(['created_at']);
  });
  await knex.raw(
    `ALTER TABLE transaction_documents ADD CONSTRAINT transaction_documents_ca_udin CHECK (doc_type <> 'ca_certificate' OR udin IS NOT NULL)`,
  );

  await knex.schema.createTable('cir_reports', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('users.id');
    t.bigInteger('business_id').references('businesses.id').onDelete('SET NULL');
    t.specificType('subject_gstin', 'char(15)').notNullable();
    t.string('subject_name', 200);
    t.integer('score');
    t.string('band', 20);
    t.jsonb('reason_codes').notNullable().defaultTo('[]');
    t.decimal('fee', 14, 2).notNullable().defaultTo(0);
    t.string('status', 12).notNullable().defaultTo('generated').checkIn(['generated', 'failed']);
    t.string('pdf_path', 500);
    t.timestamp('generated_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['user_id', 'created_at']);
    t.index(['business_id']);
    t.index(['subject_gstin']);
    t.index(['score']);
    t.index(['band']);
    t.index(['status']);
    t.index(['generated_at']);
    t.index(['created_at']);
  });
  await knex.raw(`ALTER TABLE cir_reports ADD CONSTRAINT cir_reports_score CHECK (
    (score IS NULL OR score BETWEEN 0 AND 900) AND (status = 'failed' OR score IS NOT NULL) AND fee >= 0)`);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'cir_reports',
    'transaction_documents',
    'business_transactions',
    'defaulter_contacts',
    'case_events',
    'case_documents',
    'defaulter_cases',
    'businesses',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
