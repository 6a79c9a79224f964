import type { Knex } from 'knex';

/**
 * Operations: GST/CIN/Aadhaar look-up logs and API monitoring, data exports, plan-expiry log,
 * admin notifications, blocked contacts, terms/consent uploads, account deactivation (two steps,
 * with refund slabs) and the CRM (Bitrix) agents and deals.
 */
const LOOKUP_STATUS = ['success', 'failed'];

/** Standard log tail: timestamps and the created_at index every list sorts by. */
function stamps(t: Knex.CreateTableBuilder) {
  t.timestamps(true, true);
  t.index(['created_at']);
}

async function lookupLogs(knex: Knex) {
  // Bulk GST hit (Settings → gst/hit): one uploaded list of GSTINs, looked up one by one.
  await knex.schema.createTable('gst_hit_batches', (t) => {
    t.bigIncrements('id');
    t.string('file_name', 255).notNullable();
    t.string('file_path', 500);
    t.integer('total').notNullable().defaultTo(0);
    t.integer('success_count').notNullable().defaultTo(0);
    t.integer('failed_count').notNullable().defaultTo(0);
    t.string('status', 12).notNullable().defaultTo('queued').checkIn(['queued', 'running', 'done', 'failed']);
    t.bigInteger('requested_by').references('users.id').onDelete('SET NULL');
    t.timestamp('finished_at', { useTz: true });
    stamps(t);
    t.index(['status']);
    t.index(['requested_by']);
  });

  await knex.schema.createTable('gst_hit_logs', (t) => {
    t.bigIncrements('id');
    t.string('gstin', 15).notNullable();
    t.bigInteger('business_id').references('businesses.id').onDelete('SET NULL');
    t.string('status', 8).notNullable().checkIn(LOOKUP_STATUS);
    t.string('source', 8).notNullable().defaultTo('single').checkIn(['single', 'bulk']);
    t.bigInteger('batch_id').references('gst_hit_batches.id').onDelete('CASCADE');
    t.jsonb('response');
    t.string('error', 500);
    t.bigInteger('requested_by').references('users.id').onDelete('SET NULL');
    t.integer('duration_ms');
    stamps(t);
    t.index(['gstin']);
    t.index(['business_id']);
    t.index(['status']);
    t.index(['source']);
    t.index(['batch_id']);
    t.index(['requested_by']);
  });

  // Errors of the GST return APIs called for Tally-registered businesses (BCM → gstApiErrorLog).
  await knex.schema.createTable('gst_api_error_logs', (t) => {
    t.bigIncrements('id');
    t.string('gstin', 15);
    t.bigInteger('business_id').references('businesses.id').onDelete('SET NULL');
    t.string('api', 120).notNullable();
    t.integer('status_code');
    t.string('error_code', 40);
    t.text('message').notNullable();
    t.jsonb('request');
    t.jsonb('response');
    stamps(t);
    t.index(['gstin']);
    t.index(['business_id']);
    t.index(['api']);
    t.index(['status_code']);
  });

  await knex.schema.createTable('cin_hit_logs', (t) => {
    t.bigIncrements('id');
    t.string('cin', 21).notNullable();
    // Upload batch of a bulk CIN look-up (cin/error/list/{batch}); null for single look-ups.
    t.string('batch', 40);
    t.string('company_name', 200);
    t.string('status', 8).notNullable().checkIn(LOOKUP_STATUS);
    t.string('error', 500);
    t.jsonb('response');
    t.bigInteger('requested_by').references('users.id').onDelete('SET NULL');
    t.integer('duration_ms');
    stamps(t);
    t.index(['cin']);
    t.index(['batch', 'status']);
    t.index(['status']);
    t.index(['requested_by']);
  });

  // Aadhaar verification calls (settlement/verify-aadhar). Only the last 4 digits are ever kept.
  await knex.schema.createTable('aadhaar_api_logs', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').references('users.id').onDelete('SET NULL');
    t.bigInteger('case_id').references('defaulter_cases.id').onDelete('SET NULL');
    t.string('purpose', 24).notNullable().defaultTo('settlement_verification').checkIn(['settlement_verification', 'kyc']);
    t.string('aadhaar_last4', 4);
    t.string('status', 8).notNullable().checkIn(LOOKUP_STATUS);
    t.string('provider', 40);
    t.string('reference_id', 100);
    t.integer('status_code');
    t.string('error', 500);
    t.integer('duration_ms');
    stamps(t);
    t.index(['user_id']);
    t.index(['case_id']);
    t.index(['purpose']);
    t.index(['status']);
    t.index(['duration_ms']);
  });

  await knex.schema.createTable('api_consumption_logs', (t) => {
    t.bigIncrements('id');
    t.string('provider', 20)
      .notNullable()
      .checkIn(['gst', 'mca', 'aadhaar', 'bank_verification', 'sms', 'email', 'whatsapp', 'payment_gateway', 'crm']);
    t.string('api', 120).notNullable();
    t.integer('status_code');
    // What the provider charges for the call.
    t.decimal('cost', 14, 2).notNullable().defaultTo(0);
    t.integer('duration_ms');
    t.bigInteger('user_id').references('users.id').onDelete('SET NULL');
    t.string('request_id', 64);
    stamps(t);
    t.index(['provider', 'created_at']);
    t.index(['api']);
    t.index(['status_code']);
    t.index(['cost']);
    t.index(['duration_ms']);
    t.index(['user_id']);
  });
}

async function exportsAndLogs(knex: Knex) {
  await knex.schema.createTable('export_jobs', (t) => {
    t.bigIncrements('id');
    // Public download link /export/{uuid}: unguessable, unlike the id.
    t.uuid('uuid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('resource', 80).notNullable();
    t.jsonb('filter').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.string('status', 8).notNullable().defaultTo('queued').checkIn(['queued', 'running', 'done', 'failed']);
    t.string('file_path', 500);
    t.integer('row_count');
    t.string('error', 500);
    t.bigInteger('requested_by').references('users.id').onDelete('SET NULL');
    t.timestamp('finished_at', { useTz: true });
    t.timestamp('expires_at', { useTz: true });
    stamps(t);
    t.index(['resource']);
    t.index(['status']);
    t.index(['requested_by']);
  });

  // admin/exportDays: how many days back a role's (or one admin's) exports may reach.
  await knex.schema.createTable('export_day_settings', (t) => {
    t.bigIncrements('id');
    t.bigInteger('role_id').unique().references('roles.id').onDelete('CASCADE');
    t.bigInteger('user_id').unique().references('users.id').onDelete('CASCADE');
    t.integer('days').notNullable().checkBetween([1, 3650]);
    stamps(t);
  });
  await knex.raw(
    `ALTER TABLE export_day_settings ADD CONSTRAINT export_day_settings_one_target CHECK ((role_id IS NULL) <> (user_id IS NULL))`,
  );

  await knex.schema.createTable('plan_expiry_logs', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').references('users.id').onDelete('SET NULL');
    t.bigInteger('business_id').references('businesses.id').onDelete('SET NULL');
    t.bigInteger('subscription_id').references('subscriptions.id').onDelete('SET NULL');
    t.string('plan_name', 120);
    t.timestamp('expired_at', { useTz: true }).notNullable();
    t.string('action', 20).notNullable().defaultTo('expired').checkIn(['expired', 'manually_expired', 'reminder_sent', 'renewed']);
    t.bigInteger('performed_by').references('users.id').onDelete('SET NULL');
    t.string('note', 300);
    stamps(t);
    t.index(['user_id']);
    t.index(['business_id']);
    t.index(['subscription_id']);
    t.index(['expired_at']);
    t.index(['action']);
    t.index(['performed_by']);
  });
}

export async function up(knex: Knex): Promise<void> {
  await lookupLogs(knex);
  await exportsAndLogs(knex);

  // Settings → bcm/notification: announcements to members (e.g. Tally-sync users), in-app or by message.
  await knex.schema.createTable('notifications', (t) => {
    t.bigIncrements('id');
    t.string('title', 160).notNullable();
    t.text('body').notNullable();
    t.string('audience', 20)
      .notNullable()
      .defaultTo('all_customers')
      .checkIn(['all_customers', 'paid_members', 'free_users', 'bcm_registered', 'admins']);
    t.string('channel', 10).notNullable().defaultTo('in_app').checkIn(['in_app', 'push', 'sms', 'email', 'whatsapp']);
    t.string('status', 10).notNullable().defaultTo('draft').checkIn(['draft', 'scheduled', 'sent', 'failed']);
    t.string('link_url', 500);
    t.timestamp('scheduled_at', { useTz: true });
    t.timestamp('sent_at', { useTz: true });
    t.bigInteger('created_by').references('users.id').onDelete('SET NULL');
    stamps(t);
    t.index(['audience']);
    t.index(['channel']);
    t.index(['status']);
    t.index(['scheduled_at']);
    t.index(['sent_at']);
    t.index(['created_by']);
  });

  // Settings → contact/block: a mobile number or e-mail address that may not sign in or be messaged.
  await knex.schema.createTable('contact_blocks', (t) => {
    t.bigIncrements('id');
    t.string('contact', 254).notNullable(); // 10-digit mobile or lower-cased email
    t.string('contact_type', 8).notNullable().checkIn(['mobile', 'email']);
    t.string('reason', 300);
    t.bigInteger('blocked_by').references('users.id').onDelete('SET NULL');
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    stamps(t);
    t.index(['contact']);
    t.index(['contact_type']);
    t.index(['status']);
    t.index(['blocked_by']);
  });
  await knex.raw(`CREATE UNIQUE INDEX contact_blocks_active_contact ON contact_blocks (contact) WHERE status = 1`);

  // Settings → upload/tcp. The spec does not say what "tcp" is; we treat it as the terms and
  // consent policy documents (terms, consent text, privacy policy) that members accept, kept
  // in versions with one current file per kind.
  await knex.schema.createTable('tcp_uploads', (t) => {
    t.bigIncrements('id');
    t.string('kind', 8).notNullable().checkIn(['terms', 'consent', 'privacy']);
    t.string('title', 160).notNullable();
    t.string('version', 20).notNullable();
    t.string('original_name', 255).notNullable();
    t.string('file_path', 500).notNullable().unique();
    t.string('mime_type', 120);
    t.bigInteger('size_bytes');
    t.boolean('is_current').notNullable().defaultTo(false);
    t.bigInteger('uploaded_by').references('users.id').onDelete('SET NULL');
    stamps(t);
    t.unique(['kind', 'version']);
    t.index(['kind']);
    t.index(['is_current']);
    t.index(['uploaded_by']);
  });
  await knex.raw(`CREATE UNIQUE INDEX tcp_uploads_one_current ON tcp_uploads (kind) WHERE is_current`);

  // Refund share by how many days of the current plan were used when the account is deactivated.
  await knex.schema.createTable('user_deactivation_slabs', (t) => {
    t.bigIncrements('id');
    t.integer('min_days').notNullable().checkBetween([0, 36500]);
    t.integer('max_days').notNullable().checkBetween([0, 36500]);
    t.decimal('refund_percent', 5, 2).notNullable().checkBetween([0, 100]);
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    stamps(t);
    t.index(['min_days']);
    t.index(['status']);
  });
  await knex.raw(`ALTER TABLE user_deactivation_slabs ADD CONSTRAINT user_deactivation_slabs_range CHECK (max_days >= min_days)`);
  await knex.raw(`ALTER TABLE user_deactivation_slabs ADD CONSTRAINT user_deactivation_slabs_no_overlap
    EXCLUDE USING gist (int4range(min_days, max_days, '[]') WITH &&) WHERE (status = 1)`);

  // /user-account/deactivation-step-1 and -step-2.
  await knex.schema.createTable('user_deactivation_requests', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('users.id');
    t.bigInteger('subscription_id').references('subscriptions.id').onDelete('SET NULL');
    t.text('reason');
    t.smallint('step').notNullable().defaultTo(1).checkIn(['1', '2']);
    t.string('status', 10).notNullable().defaultTo('requested').checkIn(['requested', 'confirmed', 'cancelled', 'completed']);
    t.integer('days_used');
    t.decimal('refund_percent', 5, 2);
    t.decimal('refund_amount', 14, 2);
    t.bigInteger('processed_by').references('users.id').onDelete('SET NULL');
    t.timestamp('processed_at', { useTz: true });
    stamps(t);
    t.index(['user_id']);
    t.index(['subscription_id']);
    t.index(['step']);
    t.index(['status']);
    t.index(['processed_by']);
  });
  await knex.raw(
    `ALTER TABLE user_deactivation_requests ADD CONSTRAINT user_deactivation_requests_refund CHECK (refund_amount >= 0 AND refund_percent BETWEEN 0 AND 100)`,
  );
  await knex.raw(
    `CREATE UNIQUE INDEX user_deactivation_requests_one_open ON user_deactivation_requests (user_id) WHERE status IN ('requested', 'confirmed')`,
  );

  await knex.schema.createTable('bitrix_agents', (t) => {
    t.bigIncrements('id');
    t.string('name', 120).notNullable();
    t.string('bitrix_id', 40).notNullable().unique();
    t.string('email', 254);
    t.string('mobile', 10);
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    stamps(t);
    t.index(['name']);
    t.index(['email']);
    t.index(['mobile']);
    t.index(['status']);
  });

  // Deals pushed from the product to the CRM, one per sale opportunity (product line × customer).
  await knex.schema.createTable('crm_deals', (t) => {
    t.bigIncrements('id');
    t.string('product', 16).notNullable().checkIn(['membership', 'cir', 'settlement', 'legal_notice', 'bcm']);
    t.bigInteger('user_id').references('users.id').onDelete('SET NULL');
    t.bigInteger('bitrix_agent_id').references('bitrix_agents.id').onDelete('SET NULL');
    t.string('deal_id', 40).unique(); // the CRM's id, once pushed
    t.string('title', 200);
    t.string('stage', 40).notNullable().defaultTo('NEW');
    t.decimal('amount', 14, 2);
    t.string('sync_status', 8).notNullable().defaultTo('pending').checkIn(['pending', 'synced', 'failed']);
    t.string('error', 500);
    t.timestamp('synced_at', { useTz: true });
    stamps(t);
    t.index(['product']);
    t.index(['user_id']);
    t.index(['bitrix_agent_id']);
    t.index(['stage']);
    t.index(['amount']);
    t.index(['sync_status']);
    t.index(['synced_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'crm_deals',
    'bitrix_agents',
    'user_deactivation_requests',
    'user_deactivation_slabs',
    'tcp_uploads',
    'contact_blocks',
    'notifications',
    'plan_expiry_logs',
    'export_day_settings',
    'export_jobs',
    'api_consumption_logs',
    'aadhaar_api_logs',
    'cin_hit_logs',
    'gst_api_error_logs',
    'gst_hit_logs',
    'gst_hit_batches',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
