import type { Knex } from 'knex';

/**
 * Message templates (Settings → template: SMS, email, WhatsApp and PDF bodies with {{variables}})
 * and marketing campaigns (spec §3 "Campaign") sent through those templates.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('templates', (t) => {
    t.bigIncrements('id');
    // Stable code the application looks a template up by (e.g. 'otp-sms'); staff edit the text.
    t.string('key', 80).notNullable().unique();
    t.string('name', 120).notNullable();
    t.string('channel', 12).notNullable().checkIn(['sms', 'email', 'whatsapp', 'pdf']);
    t.string('subject', 200);
    t.text('body').notNullable();
    // Names of the {{placeholders}} the body may use, e.g. ["otp", "name"].
    t.jsonb('variables').notNullable().defaultTo(knex.raw(`'[]'::jsonb`));
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    t.timestamps(true, true);
    t.index(['channel']);
    t.index(['status']);
    t.index(['name']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('campaigns', (t) => {
    t.bigIncrements('id');
    t.string('name', 160).notNullable();
    t.string('channel', 12).notNullable().checkIn(['sms', 'email', 'whatsapp']);
    // one_time: sent once on starts_on; recurring: sent on running_days between starts_on and ends_on.
    t.string('type', 12).notNullable().defaultTo('one_time').checkIn(['one_time', 'recurring']);
    t.string('subject', 200);
    t.string('status', 12).notNullable().defaultTo('draft').checkIn(['draft', 'scheduled', 'running', 'paused', 'completed']);
    t.string('audience', 24)
      .notNullable()
      .checkIn(['all_customers', 'paid_members', 'expired_members', 'free_users', 'reported_defaulters', 'custom']);
    t.string('time_slot', 12).notNullable().defaultTo('morning').checkIn(['morning', 'afternoon', 'evening']);
    // Weekday codes: ["mon", "wed", "fri"].
    t.jsonb('running_days').notNullable().defaultTo(knex.raw(`'[]'::jsonb`));
    t.bigInteger('template_id').references('templates.id').onDelete('SET NULL');
    // Comma-separated addresses for audience 'custom' (email channel).
    t.text('email_to');
    t.text('email_cc');
    t.date('starts_on');
    t.date('ends_on');
    t.timestamp('last_run_at', { useTz: true });
    t.integer('sent_count').notNullable().defaultTo(0);
    t.bigInteger('created_by').references('users.id').onDelete('SET NULL');
    t.timestamps(true, true);
    t.index(['name']);
    t.index(['channel']);
    t.index(['type']);
    t.index(['status']);
    t.index(['audience']);
    t.index(['template_id']);
    t.index(['starts_on']);
    t.index(['ends_on']);
    t.index(['created_by']);
    t.index(['created_at']);
  });
  await knex.raw(
    `ALTER TABLE campaigns ADD CONSTRAINT campaigns_dates CHECK (ends_on IS NULL OR starts_on IS NULL OR ends_on >= starts_on)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('campaigns');
  await knex.schema.dropTableIfExists('templates');
}
