import type { Knex } from 'knex';

/**
 * A temporary support code counts its own wrong tries (issue 18 §5's class): the count was read from
 * login_restriction_logs before the caller wrote its refusal, so guesses sent at once all saw a count under
 * the limit. The row's counter is raised under the row's lock, so at most the limit is ever counted.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('temp_otps', (t) => {
    t.integer('failed_attempts').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('temp_otps', (t) => {
    t.dropColumn('failed_attempts');
  });
}
