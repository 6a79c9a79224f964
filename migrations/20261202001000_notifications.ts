import type { Knex } from 'knex';

/**
 * Issue 20 §4: the in-app notification list (the bell in the portal). Named member_notifications:
 * `notifications` is the back office's announcements (Settings → bcm/notification). One row per event a member
 * should hear about, written in the transaction of the change it reports (domain/notifications).
 * `kind` is a code from contracts/notifications.ts; `params` its values (ids, names, amounts as
 * strings), so the portal writes the text in the reader's language; `link` a portal path.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('member_notifications', (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 40).notNullable();
    t.jsonb('params').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.string('link', 300).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('read_at', { useTz: true });
  });
  await knex.raw('CREATE INDEX member_notifications_user_newest ON member_notifications (user_id, id DESC)');
  await knex.raw('CREATE INDEX member_notifications_user_unread ON member_notifications (user_id) WHERE read_at IS NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('member_notifications');
}
