import type { Knex } from 'knex';

/**
 * Legal notices: staff keep notice templates (a body per party — the buyer who defaulted or the
 * supplier who reported — plus shared footer/header blocks), pick defaulter cases for legal
 * action (the spec's "sa-defaulter" list), and generate notices for many cases in one batch.
 */
const NOTICE_FOR = ['buyer', 'supplier'];

function stamps(t: Knex.CreateTableBuilder) {
  t.timestamps(true, true);
  t.index(['created_at']);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('legal_notice_documents', (t) => {
    t.bigIncrements('id');
    t.string('title', 200).notNullable();
    t.string('notice_for', 8).notNullable().checkIn(NOTICE_FOR);
    t.string('kind', 16).notNullable().defaultTo('document').checkIn(['document', 'footer_header']);
    // Rich text with {{placeholders}} (case and party details) filled in at generation.
    t.text('body').notNullable();
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    stamps(t);
    t.index(['title']);
    t.index(['notice_for']);
    t.index(['kind']);
    t.index(['status']);
  });

  await knex.schema.createTable('sa_defaulters', (t) => {
    t.bigIncrements('id');
    t.bigInteger('case_id').notNullable().unique().references('defaulter_cases.id').onDelete('CASCADE');
    t.string('status', 16).notNullable().defaultTo('selected').checkIn(['selected', 'notice_generated', 'notice_sent', 'dropped']);
    t.string('note', 500);
    t.bigInteger('added_by').references('users.id').onDelete('SET NULL');
    stamps(t);
    t.index(['status']);
    t.index(['added_by']);
  });

  await knex.schema.createTable('legal_notice_batches', (t) => {
    t.bigIncrements('id');
    t.string('name', 160).notNullable();
    t.string('notice_for', 8).notNullable().checkIn(NOTICE_FOR);
    t.bigInteger('document_id').references('legal_notice_documents.id').onDelete('SET NULL');
    t.bigInteger('footer_header_id').references('legal_notice_documents.id').onDelete('SET NULL');
    t.string('status', 12).notNullable().defaultTo('draft').checkIn(['draft', 'processing', 'generated', 'failed']);
    t.integer('total').notNullable().defaultTo(0);
    t.integer('generated_count').notNullable().defaultTo(0);
    t.integer('failed_count').notNullable().defaultTo(0);
    t.bigInteger('created_by').references('users.id').onDelete('SET NULL');
    t.timestamp('finished_at', { useTz: true });
    stamps(t);
    t.index(['name']);
    t.index(['notice_for']);
    t.index(['document_id']);
    t.index(['footer_header_id']);
    t.index(['status']);
    t.index(['created_by']);
  });

  await knex.schema.createTable('legal_notices', (t) => {
    t.bigIncrements('id');
    t.bigInteger('batch_id').references('legal_notice_batches.id').onDelete('CASCADE');
    t.bigInteger('case_id').notNullable().references('defaulter_cases.id');
    t.string('notice_for', 8).notNullable().checkIn(NOTICE_FOR);
    t.bigInteger('document_id').references('legal_notice_documents.id').onDelete('SET NULL');
    t.string('status', 10).notNullable().defaultTo('pending').checkIn(['pending', 'generated', 'sent', 'failed']);
    t.string('pdf_path', 500);
    t.string('error', 500);
    t.timestamp('generated_at', { useTz: true });
    t.timestamp('sent_at', { useTz: true });
    stamps(t);
    // A case gets at most one notice per party in a batch.
    t.unique(['batch_id', 'case_id', 'notice_for']);
    t.index(['case_id']);
    t.index(['notice_for']);
    t.index(['document_id']);
    t.index(['status']);
    t.index(['generated_at']);
    t.index(['sent_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['legal_notices', 'legal_notice_batches', 'sa_defaulters', 'legal_notice_documents']) {
    await knex.schema.dropTableIfExists(table);
  }
}
