import type { Knex } from 'knex';

/**
 * Evidence files (issue 10 §2): each stored file keeps the SHA-256 of its bytes (shown to both sides
 * so they can tell they are looking at the same document), and every download of evidence is logged —
 * who (a member, a staff member, or the reported business through its notice), which file, when, from
 * where. Files of a deleted case stay on disk until `retain_until` (see evidence_retention).
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['case_documents', 'transaction_documents']) {
    await knex.schema.alterTable(table, (t) => {
      t.specificType('sha256', 'char(64)');
    });
    await knex.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_sha256 CHECK (sha256 IS NULL OR sha256 ~ '^[0-9a-f]{64}$')`);
  }

  await knex.schema.createTable('evidence_downloads', (t) => {
    t.bigIncrements('id');
    t.string('document_table', 32).notNullable().checkIn(['case_documents', 'transaction_documents']);
    // No foreign keys: the log outlives the records it names (a deleted case keeps its download history).
    t.bigInteger('document_id');
    t.bigInteger('case_id');
    t.string('viewer_kind', 12).notNullable().checkIn(['reporter', 'staff', 'reported']);
    t.bigInteger('user_id');
    t.bigInteger('notice_id');
    t.boolean('as_zip').notNullable().defaultTo(false);
    t.string('ip', 64);
    t.string('user_agent', 300);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['case_id', 'created_at']);
    t.index(['document_table', 'document_id']);
    t.index(['user_id']);
    t.index(['created_at']);
  });

  // Files of deleted cases: kept on disk until the retention period ends, then removed by a job.
  await knex.schema.createTable('evidence_retention', (t) => {
    t.bigIncrements('id');
    t.string('file_path', 500).notNullable().unique();
    t.bigInteger('case_id');
    t.specificType('sha256', 'char(64)');
    t.timestamp('retain_until', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['retain_until']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('evidence_retention');
  await knex.schema.dropTableIfExists('evidence_downloads');
  for (const table of ['case_documents', 'transaction_documents']) {
    await knex.raw(`ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${table}_sha256`);
    await knex.schema.alterTable(table, (t) => t.dropColumn('sha256'));
  }
}
