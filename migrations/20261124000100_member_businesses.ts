import type { Knex } from 'knex';

/**
 * A member adds and holds businesses (issue 8 §4):
 * - gst_hit_logs.source 'member': a member's own GSTIN look-up (POST /api/businesses/gst-lookup),
 *   logged beside the staff hits; counted per member for the look-up rate limit.
 * - businesses.name_mismatch: the member confirmed a name that differs from the GST records;
 *   staff review it (and clear the flag).
 * - users.active_business_id: the business a member is working as, of the several they may hold.
 * - gstin_review_requests: "this GSTIN is mine, but someone else registered it" — for support.
 */
const REVIEW_STATUS = ['open', 'resolved', 'rejected'];

async function sourceCheck(knex: Knex, values: string[]) {
  await knex.raw(`DO $$ DECLARE c text; BEGIN
    FOR c IN SELECT conname FROM pg_constraint
      WHERE conrelid = 'gst_hit_logs'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%source%'
    LOOP EXECUTE format('ALTER TABLE gst_hit_logs DROP CONSTRAINT %I', c); END LOOP; END $$`);
  // DDL takes no bind parameters: the values are this file's own constants.
  await knex.raw(
    `ALTER TABLE gst_hit_logs ADD CONSTRAINT gst_hit_logs_source CHECK (source IN (${values.map((v) => `'${v}'`).join(', ')}))`,
  );
}

export async function up(knex: Knex): Promise<void> {
  await sourceCheck(knex, ['single', 'bulk', 'member']);
  await knex.schema.alterTable('gst_hit_logs', (t) => {
    t.index(['requested_by', 'created_at']);
  });

  await knex.schema.alterTable('businesses', (t) => {
    t.boolean('name_mismatch').notNullable().defaultTo(false);
    t.index(['name_mismatch']);
  });

  await knex.schema.alterTable('users', (t) => {
    t.bigInteger('active_business_id').references('businesses.id').onDelete('SET NULL');
    t.index(['active_business_id']);
  });

  await knex.schema.createTable('gstin_review_requests', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('users.id');
    t.specificType('gstin', 'char(15)').notNullable();
    t.text('note').notNullable();
    t.string('status', 12).notNullable().defaultTo('open').checkIn(REVIEW_STATUS);
    t.text('staff_remarks');
    t.timestamps(true, true);
    t.index(['user_id', 'created_at']);
    t.index(['gstin']);
    t.index(['status']);
    t.index(['created_at']);
  });
  await knex.raw(`ALTER TABLE gstin_review_requests ADD CONSTRAINT gstin_review_requests_gstin_upper CHECK (gstin = upper(gstin))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('gstin_review_requests');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('active_business_id');
  });
  await knex.schema.alterTable('businesses', (t) => {
    t.dropColumn('name_mismatch');
  });
  await knex.schema.alterTable('gst_hit_logs', (t) => {
    t.dropIndex(['requested_by', 'created_at']);
  });
  await knex('gst_hit_logs').where({ source: 'member' }).update({ source: 'single' });
  await sourceCheck(knex, ['single', 'bulk']);
}
