import type { Knex } from 'knex';

/** Bulk imports from the admin lists: one row per uploaded file, from preview to commit. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('import_jobs', (t) => {
    t.uuid('id').primary();
    t.string('resource', 80).notNullable();
    t.string('original_name', 255).notNullable();
    t.string('file_path', 500).notNullable();
    t.string('format', 8).notNullable().checkIn(['csv', 'xlsx']);
    t.string('status', 16).notNullable().defaultTo('previewed').checkIn(['previewed', 'committing', 'committed', 'failed']);
    t.integer('total_rows').notNullable().defaultTo(0);
    t.integer('valid_rows').notNullable().defaultTo(0);
    t.integer('invalid_rows').notNullable().defaultTo(0);
    t.integer('processed_rows').notNullable().defaultTo(0);
    t.string('error', 500);
    t.bigInteger('created_by').notNullable().references('users.id');
    t.timestamp('committed_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['resource', 'created_at']);
    t.index(['created_by']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('import_jobs');
}
