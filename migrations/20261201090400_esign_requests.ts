import type { Knex } from 'knex';

/**
 * Aadhaar e-sign through a provider (issue 20 §2): the signing a member started on the provider's page,
 * waiting for the provider's signed callback; then the signed PDF (in file storage) with its
 * certificate details (signer name, time, reason, location as the PDF states them) and SHA-256.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('esign_requests', (t) => {
    t.bigIncrements('id');
    t.string('verification_id', 50).notNullable().unique();
    t.bigInteger('settlement_request_id').notNullable().references('settlement_requests.id').onDelete('CASCADE');
    t.bigInteger('case_id').notNullable();
    t.string('doctype', 40).notNullable();
    t.string('side', 10).notNullable();
    t.bigInteger('signer_user_id').references('users.id').onDelete('SET NULL');
    t.string('document_sha256', 64).notNullable();
    t.string('provider', 40).notNullable();
    t.string('provider_reference', 100);
    t.string('signing_url', 2000);
    t.string('status', 10).notNullable().defaultTo('pending').checkIn(['pending', 'signed', 'failed', 'expired']);
    t.string('signed_file_path', 300);
    t.string('signed_sha256', 64);
    t.jsonb('certificate');
    t.timestamp('completed_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['settlement_request_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('esign_requests');
}
