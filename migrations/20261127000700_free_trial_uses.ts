import type { Knex } from 'knex';

/**
 * Free trials (issue 9 §1): one per GSTIN, ever. The unique GSTIN here is what makes it once — a
 * second request for the same GSTIN (the same business, or the GSTIN re-registered by someone else)
 * finds it taken, even when two arrive at the same moment.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('free_trial_uses', (t) => {
    t.bigIncrements('id');
    t.specificType('gstin', 'char(15)').notNullable().unique();
    t.bigInteger('free_trial_id').notNullable().references('free_trials.id');
    t.bigInteger('business_id').references('businesses.id').onDelete('SET NULL');
    t.bigInteger('user_id').notNullable().references('users.id');
    t.bigInteger('subscription_id').references('subscriptions.id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['free_trial_id']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('free_trial_uses');
}
