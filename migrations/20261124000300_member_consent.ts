import type { Knex } from 'knex';

/**
 * Which version of the terms and consent text a member accepted when registering, and when
 * (issue 8: registration stores the accepted consent). Accounts made before this, or by staff
 * and imports, have none.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('consent_version', 20);
    t.timestamp('consent_accepted_at', { useTz: true });
  });
  await knex.raw(
    `ALTER TABLE users ADD CONSTRAINT users_consent_together CHECK ((consent_version IS NULL) = (consent_accepted_at IS NULL))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP CONSTRAINT IF EXISTS users_consent_together');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('consent_version');
    t.dropColumn('consent_accepted_at');
  });
}
