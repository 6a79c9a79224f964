import type { Knex } from 'knex';

/**
 * The daily plan-expiry job (api/src/jobs) writes each expiry and each reminder of a subscription once,
 * however often it runs and on however many servers: one 'expired' row and one 'reminder_sent' row per
 * note ('7 days before', '1 day before') per subscription.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE UNIQUE INDEX plan_expiry_logs_once ON plan_expiry_logs (subscription_id, action, coalesce(note, ''))
    WHERE subscription_id IS NOT NULL AND action IN ('expired', 'reminder_sent')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS plan_expiry_logs_once');
}
