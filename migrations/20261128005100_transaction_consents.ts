import type { Knex } from 'knex';

/**
 * Buyer consent to a supplier recording and reporting their credit transactions (issue 10 §6). One
 * row per request or consent: a supplier asks (requested_*), the buyer's owner agrees to a version of
 * the consent text (consented_*, with the text's SHA-256), and may later revoke it (revoked_at). At
 * most one live row (not revoked) per supplier/buyer pair; a consent after a revocation is a new row,
 * so the history stays. Tied to businesses, not members: a business that changes hands keeps it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('transaction_consents', (t) => {
    t.bigIncrements('id');
    t.bigInteger('supplier_business_id').notNullable().references('businesses.id');
    t.bigInteger('buyer_business_id').notNullable().references('businesses.id');
    t.bigInteger('requested_by').references('users.id');
    t.timestamp('requested_at', { useTz: true });
    t.bigInteger('consented_by').references('users.id');
    t.timestamp('consented_at', { useTz: true });
    t.string('text_version', 40);
    t.specificType('text_sha256', 'char(64)');
    t.bigInteger('revoked_by').references('users.id');
    t.timestamp('revoked_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['buyer_business_id', 'supplier_business_id']);
    t.index(['consented_at']);
  });
  await knex.raw(
    `ALTER TABLE transaction_consents ADD CONSTRAINT transaction_consents_parties CHECK (supplier_business_id <> buyer_business_id)`,
  );
  // A consent names what was agreed to: its text version and hash come with it.
  await knex.raw(`ALTER TABLE transaction_consents ADD CONSTRAINT transaction_consents_agreed CHECK (
    consented_at IS NULL OR (consented_by IS NOT NULL AND text_version IS NOT NULL AND text_sha256 ~ '^[0-9a-f]{64}$'))`);
  await knex.raw(`ALTER TABLE transaction_consents ADD CONSTRAINT transaction_consents_revoked CHECK (
    revoked_at IS NULL OR revoked_by IS NOT NULL)`);
  await knex.raw(
    `CREATE UNIQUE INDEX transaction_consents_live_pair ON transaction_consents (supplier_business_id, buyer_business_id) WHERE revoked_at IS NULL`,
  );
  // Overdue look-ups and the supplier's list read by supplier and due date.
  await knex.raw(`CREATE INDEX business_transactions_supplier_due ON business_transactions (supplier_business_id, due_date)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS business_transactions_supplier_due');
  await knex.schema.dropTableIfExists('transaction_consents');
}
