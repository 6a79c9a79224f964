import type { Knex } from 'knex';

/**
 * A session records how it was opened: 'member' (the account's own code) or 'support' (a temporary
 * OTP issued by staff, with the temp_otps row it used). The server reads the kind from here on every
 * request — never from the token — and a support session is refused contact changes, deactivation,
 * money and signatures (auth/sessionKind.ts). Existing sessions were all opened by their members'
 * codes or by support codes nobody can tell apart now: they stay 'member' and end with their TTL.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.string('kind', 16).notNullable().defaultTo('member').checkIn(['member', 'support'], 'sessions_kind_check');
    t.bigInteger('temp_otp_id').references('temp_otps.id').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('temp_otp_id');
    t.dropColumn('kind');
  });
}
