import type { Knex } from 'knex';

/**
 * Business-accounting sync (BCM): a member's Tally company is registered against one of their
 * businesses, then the Tally connector pushes vouchers. Every registration attempt, voucher
 * attempt, sync run and connector error is logged; sync_tracking keeps one row per business.
 */
const VOUCHER_TYPES = ['sales', 'purchase', 'receipt', 'payment', 'credit_note', 'debit_note', 'journal', 'contra'];

function stamps(t: Knex.CreateTableBuilder) {
  t.timestamps(true, true);
  t.index(['created_at']);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bcm_registrations', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('users.id');
    t.bigInteger('business_id').notNullable().references('businesses.id');
    t.string('tally_company_name', 200).notNullable();
    // Tally serial / licence number of the installation that registered.
    t.string('license_number', 40);
    t.string('status', 12).notNullable().defaultTo('pending').checkIn(['pending', 'registered', 'failed', 'revoked']);
    t.timestamp('registered_at', { useTz: true });
    t.timestamp('last_synced_at', { useTz: true });
    stamps(t);
    t.unique(['business_id', 'tally_company_name']);
    t.index(['user_id']);
    t.index(['tally_company_name']);
    t.index(['license_number']);
    t.index(['status']);
    t.index(['last_synced_at']);
  });

  await knex.schema.createTable('bcm_registration_attempts', (t) => {
    t.bigIncrements('id');
    t.bigInteger('registration_id').references('bcm_registrations.id').onDelete('SET NULL');
    t.bigInteger('user_id').references('users.id').onDelete('SET NULL');
    t.bigInteger('business_id').references('businesses.id').onDelete('SET NULL');
    t.string('gstin', 15);
    t.string('tally_company_name', 200);
    t.string('license_number', 40);
    t.string('status', 8).notNullable().checkIn(['success', 'failed']);
    t.string('error', 500);
    t.jsonb('request');
    stamps(t);
    t.index(['registration_id']);
    t.index(['user_id']);
    t.index(['business_id']);
    t.index(['gstin']);
    t.index(['status']);
  });

  await knex.schema.createTable('bcm_sync_history', (t) => {
    t.bigIncrements('id');
    t.bigInteger('registration_id').notNullable().references('bcm_registrations.id').onDelete('CASCADE');
    t.bigInteger('business_id').references('businesses.id').onDelete('SET NULL');
    t.date('from_date');
    t.date('to_date');
    t.string('status', 8).notNullable().defaultTo('running').checkIn(['running', 'success', 'partial', 'failed']);
    t.integer('vouchers_received').notNullable().defaultTo(0);
    t.integer('vouchers_synced').notNullable().defaultTo(0);
    t.integer('vouchers_failed').notNullable().defaultTo(0);
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    stamps(t);
    t.index(['registration_id']);
    t.index(['business_id']);
    t.index(['status']);
    t.index(['started_at']);
  });

  await knex.schema.createTable('bcm_voucher_attempts', (t) => {
    t.bigIncrements('id');
    t.bigInteger('registration_id').notNullable().references('bcm_registrations.id').onDelete('CASCADE');
    t.bigInteger('sync_id').references('bcm_sync_history.id').onDelete('SET NULL');
    t.string('voucher_number', 60).notNullable();
    t.string('voucher_type', 12).notNullable().checkIn(VOUCHER_TYPES);
    t.date('voucher_date');
    t.string('party_name', 200);
    t.string('party_gstin', 15);
    t.decimal('amount', 14, 2);
    t.string('status', 8).notNullable().checkIn(['success', 'failed', 'skipped']);
    t.string('error', 500);
    t.jsonb('payload');
    stamps(t);
    t.index(['registration_id', 'voucher_number']);
    t.index(['sync_id']);
    t.index(['voucher_number']);
    t.index(['voucher_type']);
    t.index(['voucher_date']);
    t.index(['party_gstin']);
    t.index(['status']);
  });

  // error-log/{paramFile}: errors grouped by the connector's parameter file that failed.
  await knex.schema.createTable('bcm_error_logs', (t) => {
    t.bigIncrements('id');
    t.bigInteger('registration_id').references('bcm_registrations.id').onDelete('SET NULL');
    t.string('param_file', 120).notNullable();
    t.text('message').notNullable();
    t.jsonb('payload');
    stamps(t);
    t.index(['registration_id']);
    t.index(['param_file']);
  });

  await knex.schema.createTable('sync_tracking', (t) => {
    t.bigIncrements('id');
    t.bigInteger('business_id').notNullable().unique().references('businesses.id').onDelete('CASCADE');
    t.bigInteger('registration_id').references('bcm_registrations.id').onDelete('SET NULL');
    t.timestamp('last_synced_at', { useTz: true });
    t.string('status', 8).notNullable().defaultTo('never').checkIn(['never', 'syncing', 'in_sync', 'stale', 'failed']);
    t.integer('vouchers_synced').notNullable().defaultTo(0);
    t.string('last_error', 500);
    stamps(t);
    t.index(['registration_id']);
    t.index(['last_synced_at']);
    t.index(['status']);
    t.index(['vouchers_synced']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'sync_tracking',
    'bcm_error_logs',
    'bcm_voucher_attempts',
    'bcm_sync_history',
    'bcm_registration_attempts',
    'bcm_registrations',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
