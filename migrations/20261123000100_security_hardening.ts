import type { Knex } from 'knex';

/**
 * Security review fixes (issue 6):
 *  - otp_challenges.user_id: the account a code was sent for, so the per-window code limit counts
 *    the account (its mobile and email together), not each identifier separately. Back-filled from
 *    the purpose ('update:<id>') or the account that holds the identifier.
 *  - outbox_messages: codes in stored bodies are masked; rows written before this rule get the same.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('otp_challenges', (t) => {
    t.bigInteger('user_id').references('id').inTable('users').onDelete('CASCADE');
    t.index(['user_id', 'created_at']);
  });
  await knex.raw(`UPDATE otp_challenges SET user_id = substring(purpose FROM 8)::bigint WHERE purpose LIKE 'update:%'`);
  await knex.raw(`UPDATE otp_challenges c SET user_id = u.id FROM users u
                  WHERE c.user_id IS NULL AND (u.mobile = c.identifier OR lower(u.email) = c.identifier)`);
  await knex.raw(`UPDATE outbox_messages SET body = regexp_replace(body, '\\m\\d{6}\\M', '••••••', 'g')
                  WHERE body ~ '\\m\\d{6}\\M' AND body ILIKE '%code%'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('otp_challenges', (t) => t.dropColumn('user_id'));
}
