import type { Knex } from 'knex';

/**
 * A member's account screens (issue 8 §4):
 * - business_agreements: which version of the member agreement a member accepted for one of their
 *   businesses, when and from where (/dashboard/agreement/{businessId}). One acceptance per
 *   business and version; a new version needs a new acceptance.
 * - The agreement text and version themselves are global settings ('member-agreement-text',
 *   'member-agreement-version', seeded by seeds/settings.ts) that staff edit.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('business_agreements', (t) => {
    t.bigIncrements('id');
    t.bigInteger('business_id').notNullable().references('businesses.id').onDelete('CASCADE');
    t.bigInteger('user_id').notNullable().references('users.id');
    t.string('version', 20).notNullable();
    t.timestamp('accepted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.specificType('ip', 'inet');
    t.unique(['business_id', 'version']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('business_agreements');
}
