import type { Knex } from 'knex';

/**
 * Identity, access and the cross-cutting logs: roles and their access rules, users (customers
 * and staff share one table, told apart by account_type), OTP challenges, sessions, temporary
 * support OTPs, restricted IPs, login-restriction log, audit log and the message outbox.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('roles', (t) => {
    t.bigIncrements('id');
    t.string('name', 80).notNullable().unique();
    t.string('role_type', 16).notNullable().checkIn(['customer', 'admin']);
    t.boolean('is_system').notNullable().defaultTo(false);
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    t.timestamps(true, true);
    t.index(['role_type']);
    t.index(['status']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('role_permissions', (t) => {
    t.bigIncrements('id');
    t.bigInteger('role_id').notNullable().references('roles.id').onDelete('CASCADE');
    t.string('feature', 80).notNullable();
    for (const col of ['list_view', 'detail_view', 'add_edit', 'deactivate_activate', 'download', 'process']) {
      t.smallint(col).notNullable().defaultTo(0).checkIn(['0', '1']);
    }
    t.timestamps(true, true);
    t.unique(['role_id', 'feature']);
    t.index(['feature']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('users', (t) => {
    t.bigIncrements('id');
    t.string('name', 120).notNullable();
    t.string('mobile', 10).unique();
    t.string('email', 254).unique();
    t.string('secondary_mobile', 10);
    t.string('secondary_email', 254);
    t.bigInteger('role_id').notNullable().references('roles.id');
    t.string('account_type', 16).notNullable().checkIn(['customer', 'admin']);
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    t.string('referral_code', 16).unique();
    t.bigInteger('referred_by_user_id').references('users.id').onDelete('SET NULL');
    t.bigInteger('affiliate_id');
    t.string('registration_source', 24).notNullable().defaultTo('web');
    // Cached sum of the wallet ledger (maintained in the ledger's own transaction).
    t.decimal('wallet_balance', 14, 2).notNullable().defaultTo(0);
    t.timestamp('last_login_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['role_id']);
    t.index(['account_type', 'status']);
    t.index(['created_at']);
    t.index(['name']);
    t.index(['affiliate_id']);
    t.index(['referred_by_user_id']);
    t.index(['registration_source']);
    t.index(['wallet_balance']);
    t.index(['last_login_at']);
    t.index(['status']);
  });
  await knex.raw(`ALTER TABLE users ADD CONSTRAINT users_contact_present CHECK (mobile IS NOT NULL OR email IS NOT NULL)`);

  await knex.schema.createTable('otp_challenges', (t) => {
    t.bigIncrements('id');
    t.string('identifier', 254).notNullable(); // mobile or lower-cased email
    t.string('channel', 8).notNullable().checkIn(['sms', 'email']);
    t.string('purpose', 24).notNullable().defaultTo('login');
    t.string('code_hash', 100).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.smallint('failed_attempts').notNullable().defaultTo(0);
    t.timestamp('locked_at', { useTz: true });
    t.timestamp('consumed_at', { useTz: true });
    t.specificType('ip', 'inet');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['identifier', 'purpose', 'created_at']);
    t.index(['ip', 'created_at']);
  });

  await knex.schema.createTable('sessions', (t) => {
    t.uuid('id').primary(); // the JWT's jti
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.specificType('ip', 'inet');
    t.string('user_agent', 300);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });

  await knex.schema.createTable('temp_otps', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('code_hash', 100).notNullable();
    t.bigInteger('created_by').notNullable().references('users.id');
    t.string('reason', 300);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['user_id', 'created_at']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('restricted_ips', (t) => {
    t.bigIncrements('id');
    t.specificType('ip', 'cidr').notNullable();
    t.string('rule', 8).notNullable().defaultTo('allow').checkIn(['allow', 'block']);
    t.string('note', 200);
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    t.timestamps(true, true);
    t.index(['status', 'rule']);
    t.index(['rule']);
    t.index(['ip']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('login_restriction_logs', (t) => {
    t.bigIncrements('id');
    t.string('identifier', 254);
    t.bigInteger('user_id').references('users.id').onDelete('SET NULL');
    t.specificType('ip', 'inet');
    t.string('reason', 40).notNullable();
    t.string('detail', 300);
    t.timestamps(true, true);
    t.index(['created_at']);
    t.index(['reason']);
    t.index(['user_id']);
    t.index(['ip']);
  });

  await knex.schema.createTable('audit_logs', (t) => {
    t.bigIncrements('id');
    t.bigInteger('actor_user_id').references('users.id').onDelete('SET NULL');
    t.string('actor_role', 80);
    t.specificType('ip', 'inet');
    t.string('request_id', 64);
    t.string('resource', 80).notNullable();
    t.string('record_id', 64);
    t.string('action', 24).notNullable();
    t.jsonb('before');
    t.jsonb('after');
    t.timestamps(true, true);
    t.index(['resource', 'record_id']);
    t.index(['record_id']);
    t.index(['actor_user_id']);
    t.index(['action']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('outbox_messages', (t) => {
    t.bigIncrements('id');
    t.string('channel', 12).notNullable().checkIn(['sms', 'email', 'whatsapp']);
    t.string('recipient', 254).notNullable();
    t.string('subject', 200);
    t.text('body').notNullable();
    t.string('template', 80);
    t.string('status', 12).notNullable().defaultTo('sent').checkIn(['queued', 'sent', 'failed']);
    t.string('provider', 40).notNullable().defaultTo('dev-outbox');
    t.string('provider_ref', 100);
    t.string('error', 300);
    t.timestamps(true, true);
    t.index(['recipient', 'created_at']);
    t.index(['channel']);
    t.index(['template']);
    t.index(['status']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'outbox_messages',
    'audit_logs',
    'login_restriction_logs',
    'restricted_ips',
    'temp_otps',
    'sessions',
    'otp_challenges',
    'users',
    'role_permissions',
    'roles',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
