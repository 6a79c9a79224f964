import type { Knex } from 'knex';

/**
 * Support for the back office's report and tools:
 *  - otp_challenges.released_at: set when staff reset a member's sign-in lock (Settings → reset).
 *    A released code no longer counts towards the resend cool-down or the per-account code limit
 *    (api/src/auth/rateLimit.ts); its created_at stays as it was, so the history is not rewritten.
 *  - login_restriction_logs (identifier, created_at): the reset tool lists one member's recent
 *    refusals, most of which are logged by identifier (the log had no index on it).
 *  - defaulter_cases (left(defaulter_gstin, 2)): the reported-defaulters report and the legal-notice
 *    case picker filter by GST state code.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('otp_challenges', (t) => {
    t.timestamp('released_at', { useTz: true });
  });
  await knex.raw('CREATE INDEX login_restriction_logs_identifier_created_at ON login_restriction_logs (identifier, created_at)');
  await knex.raw('CREATE INDEX defaulter_cases_gstin_state_code ON defaulter_cases ((left(defaulter_gstin, 2)))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS defaulter_cases_gstin_state_code');
  await knex.raw('DROP INDEX IF EXISTS login_restriction_logs_identifier_created_at');
  await knex.schema.alterTable('otp_challenges', (t) => t.dropColumn('released_at'));
}
