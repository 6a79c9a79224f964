import type { Knex } from 'knex';

/**
 * Settlement of reported defaults: bank accounts (never the full number in clear), settlement
 * requests and their payouts, and the settlement settings (commission slabs, service charges,
 * letter templates, instant cashback rules), plus call-request holds and their release log.
 */
const FLAT_PERCENT = ['flat', 'percent'];

/** Amount-range slab: max NULL means "and above". */
function slabColumns(t: Knex.CreateTableBuilder) {
  t.decimal('min_amount', 14, 2).notNullable();
  t.decimal('max_amount', 14, 2);
}
const slabCheck = (table: string, valueColumn: string, typeColumn: string) => `ALTER TABLE ${table}
  ADD CONSTRAINT ${table}_range CHECK (min_amount >= 0 AND (max_amount IS NULL OR max_amount >= min_amount)
  AND ${valueColumn} >= 0 AND (${typeColumn} = 'flat' OR ${valueColumn} <= 100))`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bank_accounts', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('users.id');
    t.bigInteger('business_id').references('businesses.id').onDelete('SET NULL');
    t.string('account_holder', 120).notNullable();
    t.specificType('account_number_last4', 'char(4)').notNullable();
    // HMAC of the full account number: lets us spot duplicates without storing the number.
    t.string('account_number_hash', 128).notNullable();
    t.specificType('ifsc', 'char(11)').notNullable();
    t.string('bank_name', 120);
    t.timestamp('verified_at', { useTz: true });
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    t.timestamps(true, true);
    t.unique(['user_id', 'account_number_hash', 'ifsc']);
    t.index(['business_id']);
    t.index(['ifsc']);
    t.index(['verified_at']);
    t.index(['status']);
    t.index(['created_at']);
  });
  await knex.raw(`ALTER TABLE bank_accounts ADD CONSTRAINT bank_accounts_last4 CHECK (account_number_last4 ~ '^[0-9]{4}$')`);

  await knex.schema.createTable('settlement_requests', (t) => {
    t.bigIncrements('id');
    t.bigInteger('case_id').notNullable().references('defaulter_cases.id');
    t.bigInteger('user_id').notNullable().references('users.id');
    t.decimal('amount', 14, 2).notNullable().checkPositive();
    t.string('mode', 12).notNullable().checkIn(['full', 'partial']);
    t.string('status', 16).notNullable().defaultTo('initialised').checkIn(['initialised', 'inprogress', 'approved', 'rejected', 'settled']);
    t.timestamp('otp_verified_at', { useTz: true });
    t.bigInteger('bank_account_id').references('bank_accounts.id');
    t.text('remarks');
    t.timestamps(true, true);
    t.index(['case_id']);
    t.index(['user_id', 'created_at']);
    t.index(['bank_account_id']);
    t.index(['status', 'created_at']);
    t.index(['mode']);
    t.index(['amount']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('settlement_payment_details', (t) => {
    t.bigIncrements('id');
    t.bigInteger('settlement_request_id').notNullable().references('settlement_requests.id');
    t.decimal('amount', 14, 2).notNullable().checkPositive();
    t.string('utr', 30).unique();
    t.timestamp('paid_at', { useTz: true });
    t.string('method', 12).notNullable().checkIn(['neft', 'rtgs', 'imps', 'upi', 'cheque', 'cash', 'wallet']);
    t.timestamps(true, true);
    t.index(['settlement_request_id']);
    t.index(['paid_at']);
    t.index(['method']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('settlement_commission_slabs', (t) => {
    t.bigIncrements('id');
    slabColumns(t);
    t.string('commission_type', 8).notNullable().checkIn(FLAT_PERCENT);
    t.decimal('commission_value', 14, 2).notNullable();
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    t.timestamps(true, true);
    t.index(['min_amount']);
    t.index(['status']);
    t.index(['created_at']);
  });
  await knex.raw(slabCheck('settlement_commission_slabs', 'commission_value', 'commission_type'));

  await knex.schema.createTable('service_charges', (t) => {
    t.bigIncrements('id');
    t.string('name', 120).notNullable().unique();
    t.string('charge_type', 8).notNullable().checkIn(FLAT_PERCENT);
    t.decimal('value', 14, 2).notNullable();
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    t.timestamps(true, true);
    t.index(['status']);
    t.index(['created_at']);
  });
  await knex.raw(
    `ALTER TABLE service_charges ADD CONSTRAINT service_charges_value CHECK (value >= 0 AND (charge_type = 'flat' OR value <= 100))`,
  );

  await knex.schema.createTable('settlement_document_templates', (t) => {
    t.bigIncrements('id');
    t.bigInteger('parent_id').references('settlement_document_templates.id').onDelete('SET NULL');
    t.string('kind', 12).notNullable().checkIn(['header', 'document', 'footer']);
    t.string('title', 200).notNullable();
    t.text('body');
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    t.timestamps(true, true);
    t.index(['parent_id']);
    t.index(['kind']);
    t.index(['title']);
    t.index(['status']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('instant_cashback_rules', (t) => {
    t.bigIncrements('id');
    slabColumns(t);
    t.string('cashback_type', 8).notNullable().checkIn(FLAT_PERCENT);
    t.decimal('cashback_value', 14, 2).notNullable();
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    t.timestamps(true, true);
    t.index(['min_amount']);
    t.index(['status']);
    t.index(['created_at']);
  });
  await knex.raw(slabCheck('instant_cashback_rules', 'cashback_value', 'cashback_type'));

  await knex.schema.createTable('call_request_holds', (t) => {
    t.bigIncrements('id');
    t.bigInteger('case_id').notNullable().references('defaulter_cases.id');
    t.bigInteger('user_id').references('users.id');
    t.text('reason').notNullable();
    t.string('status', 10).notNullable().defaultTo('hold').checkIn(['hold', 'released']);
    t.bigInteger('held_by').references('users.id').onDelete('SET NULL');
    t.timestamp('released_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['case_id']);
    t.index(['user_id']);
    t.index(['held_by']);
    t.index(['status']);
    t.index(['released_at']);
    t.index(['created_at']);
  });
  await knex.raw(
    `ALTER TABLE call_request_holds ADD CONSTRAINT call_request_holds_released CHECK ((status = 'released') = (released_at IS NOT NULL))`,
  );

  await knex.schema.createTable('call_hold_release_logs', (t) => {
    t.bigIncrements('id');
    t.bigInteger('hold_id').notNullable().references('call_request_holds.id').onDelete('CASCADE');
    t.string('action', 10).notNullable().checkIn(['hold', 'release']);
    t.bigInteger('actor_user_id').references('users.id').onDelete('SET NULL');
    t.text('note');
    t.timestamps(true, true);
    t.index(['hold_id']);
    t.index(['action']);
    t.index(['actor_user_id']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'call_hold_release_logs',
    'call_request_holds',
    'instant_cashback_rules',
    'settlement_document_templates',
    'service_charges',
    'settlement_commission_slabs',
    'settlement_payment_details',
    'settlement_requests',
    'bank_accounts',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
