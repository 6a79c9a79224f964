import type { Knex } from 'knex';

/**
 * The settlement flow (issue 10 §5): a request's schedule (full, or up to 24 dated instalments), which side
 * asked, its code and Aadhaar checks; both sides' signatures on the settlement letter (the SHA-256 of the
 * exact PDF signed); payments with their proof file, fees, cashback and idempotency key; the hold a request
 * puts on collection calls; and a ledger account for the fees the platform is owed on settlements.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('settlement_requests', (t) => {
    t.string('schedule', 12).notNullable().defaultTo('full').checkIn(['full', 'instalments']);
    t.string('requested_side', 10).notNullable().defaultTo('reporter').checkIn(['reporter', 'defaulter']);
    t.timestamp('aadhaar_verified_at', { useTz: true });
    t.specificType('aadhaar_last4', 'char(4)');
    // HMAC of the Aadhaar number: never the number itself.
    t.string('aadhaar_hash', 128);
    t.decimal('paid_amount', 14, 2).notNullable().defaultTo(0);
    t.timestamp('settled_at', { useTz: true });
    t.index(['requested_side']);
  });
  await knex.raw(
    `ALTER TABLE settlement_requests ADD CONSTRAINT settlement_requests_paid CHECK (paid_amount >= 0 AND paid_amount <= amount)`,
  );

  await knex.schema.createTable('settlement_instalments', (t) => {
    t.bigIncrements('id');
    t.bigInteger('settlement_request_id').notNullable().references('settlement_requests.id').onDelete('CASCADE');
    t.smallint('seq').notNullable();
    t.date('due_on').notNullable();
    t.decimal('amount', 14, 2).notNullable().checkPositive();
    t.timestamps(true, true);
    t.unique(['settlement_request_id', 'seq']);
    t.index(['due_on']);
  });

  await knex.schema.createTable('settlement_signatures', (t) => {
    t.bigIncrements('id');
    t.bigInteger('settlement_request_id').notNullable().references('settlement_requests.id').onDelete('CASCADE');
    t.bigInteger('case_id').notNullable().references('defaulter_cases.id');
    t.string('doctype', 24).notNullable().checkIn(['settlement_letter']);
    t.string('side', 10).notNullable().checkIn(['reporter', 'defaulter']);
    t.bigInteger('signer_user_id').notNullable().references('users.id');
    t.timestamp('signed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.specificType('document_sha256', 'char(64)').notNullable();
    t.string('provider', 40).notNullable();
    t.string('reference_id', 100).notNullable();
    t.timestamps(true, true);
    t.unique(['settlement_request_id', 'doctype', 'side']);
    t.index(['case_id']);
    t.index(['signer_user_id']);
  });
  await knex.raw(
    `ALTER TABLE settlement_signatures ADD CONSTRAINT settlement_signatures_sha256 CHECK (document_sha256 ~ '^[0-9a-f]{64}$')`,
  );

  await knex.schema.alterTable('settlement_payment_details', (t) => {
    t.bigInteger('paid_by_user_id').references('users.id');
    t.bigInteger('recorded_by_user_id').references('users.id');
    t.string('proof_path', 500);
    t.string('proof_name', 255);
    t.string('proof_mime', 100);
    t.specificType('proof_sha256', 'char(64)');
    t.decimal('service_charge', 14, 2).notNullable().defaultTo(0);
    t.decimal('commission', 14, 2).notNullable().defaultTo(0);
    t.decimal('cashback', 14, 2).notNullable().defaultTo(0);
    t.string('idempotency_key', 100).unique();
    t.string('request_hash', 64);
    t.bigInteger('case_event_id').references('case_events.id');
    t.index(['paid_by_user_id']);
  });

  await knex.schema.alterTable('cashbacks', (t) => {
    // An instant cashback is earned once per settlement payment.
    t.bigInteger('settlement_payment_id').references('settlement_payment_details.id').unique();
  });

  await knex.schema.alterTable('call_request_holds', (t) => {
    t.bigInteger('settlement_request_id').references('settlement_requests.id');
    t.index(['settlement_request_id']);
  });

  await knex('ledger_accounts').insert({
    code: 'settlement_fees_receivable',
    name: 'Settlement fees receivable',
    kind: 'asset',
    per_member: false,
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('ledger_accounts').where({ code: 'settlement_fees_receivable' }).delete();
  await knex.schema.alterTable('call_request_holds', (t) => t.dropColumn('settlement_request_id'));
  await knex.schema.alterTable('cashbacks', (t) => t.dropColumn('settlement_payment_id'));
  await knex.schema.alterTable('settlement_payment_details', (t) => {
    for (const c of [
      'paid_by_user_id',
      'recorded_by_user_id',
      'proof_path',
      'proof_name',
      'proof_mime',
      'proof_sha256',
      'service_charge',
      'commission',
      'cashback',
      'idempotency_key',
      'request_hash',
      'case_event_id',
    ])
      t.dropColumn(c);
  });
  await knex.schema.dropTableIfExists('settlement_signatures');
  await knex.schema.dropTableIfExists('settlement_instalments');
  await knex.raw(`ALTER TABLE settlement_requests DROP CONSTRAINT settlement_requests_paid`);
  await knex.schema.alterTable('settlement_requests', (t) => {
    for (const c of ['schedule', 'requested_side', 'aadhaar_verified_at', 'aadhaar_last4', 'aadhaar_hash', 'paid_amount', 'settled_at'])
      t.dropColumn(c);
  });
}
