import type { Knex } from 'knex';

/**
 * Issue 20 §1: messages leave through a transactional outbox. `outbox_messages` gains the state a
 * sender needs (attempts, when to try next, the provider's id, receipts' times, the reason it failed)
 * and the rendered message (language, variables, HTML part). A row carrying a one-time code keeps its
 * plain text only sealed (AES-256-GCM), wiped once it is sent or given up, so a restart can still send it
 * while no copy we keep shows the code. Templates become per language with the ids providers need
 * (the DLT template id for Indian SMS, the approved WhatsApp template name). Members may turn off a
 * channel for non-essential messages (message_preferences).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE outbox_messages DROP CONSTRAINT IF EXISTS outbox_messages_status_check');
  await knex.schema.alterTable('outbox_messages', (t) => {
    t.string('status', 12).notNullable().defaultTo('queued').alter();
    t.string('language', 5).notNullable().defaultTo('en');
    t.jsonb('variables').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.text('html');
    t.text('sealed');
    // It carried a one-time code or link token (masked here): never resent by staff, the member asks again.
    t.boolean('had_secret').notNullable().defaultTo(false);
    t.boolean('essential').notNullable().defaultTo(true);
    t.bigInteger('user_id').references('users.id').onDelete('SET NULL');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sending_at', { useTz: true });
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('delivered_at', { useTz: true });
    t.timestamp('read_at', { useTz: true });
    t.timestamp('failed_at', { useTz: true });
    t.bigInteger('resent_from').references('outbox_messages.id').onDelete('SET NULL');
    t.index(['provider', 'provider_ref']);
    t.index(['user_id']);
  });
  await knex.raw(`ALTER TABLE outbox_messages ALTER COLUMN error TYPE varchar(500)`);
  await knex.raw(
    `ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_status_check
       CHECK (status IN ('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'blocked'))`,
  );
  await knex.raw(`CREATE INDEX outbox_messages_due ON outbox_messages (next_attempt_at, id) WHERE status = 'queued'`);

  await knex.schema.alterTable('templates', (t) => {
    t.string('language', 5).notNullable().defaultTo('en').checkIn(['en', 'hi']);
    t.string('dlt_template_id', 40);
    t.string('whatsapp_name', 120);
    t.index(['language']);
  });
  await knex.raw('ALTER TABLE templates DROP CONSTRAINT IF EXISTS templates_key_unique');
  await knex.raw('CREATE UNIQUE INDEX templates_key_language ON templates (key, language)');

  // A case message sent from a database template keeps its variables (the link is added at delivery).
  await knex.schema.alterTable('case_messages', (t) => {
    t.jsonb('variables');
  });

  await knex.schema.createTable('message_preferences', (t) => {
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('channel', 12).notNullable().checkIn(['sms', 'email', 'whatsapp']);
    // false: no reminders, campaigns or alerts on this channel (codes and legal notices still go).
    t.boolean('allowed').notNullable();
    t.timestamps(true, true);
    t.primary(['user_id', 'channel']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('message_preferences');
  await knex.schema.alterTable('case_messages', (t) => {
    t.dropColumn('variables');
  });
  await knex.raw('DROP INDEX IF EXISTS templates_key_language');
  await knex.schema.alterTable('templates', (t) => {
    t.dropColumn('language');
    t.dropColumn('dlt_template_id');
    t.dropColumn('whatsapp_name');
    t.unique(['key']);
  });
  await knex.raw('DROP INDEX IF EXISTS outbox_messages_due');
  await knex.raw('ALTER TABLE outbox_messages DROP CONSTRAINT IF EXISTS outbox_messages_status_check');
  await knex.raw(`UPDATE outbox_messages SET status = 'sent' WHERE status NOT IN ('queued', 'sent', 'failed')`);
  await knex.schema.alterTable('outbox_messages', (t) => {
    for (const c of [
      'language',
      'variables',
      'html',
      'sealed',
      'had_secret',
      'essential',
      'user_id',
      'attempts',
      'next_attempt_at',
      'sending_at',
      'sent_at',
      'delivered_at',
      'read_at',
      'failed_at',
      'resent_from',
    ])
      t.dropColumn(c);
  });
  await knex.raw(`ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_status_check CHECK (status IN ('queued', 'sent', 'failed'))`);
}
