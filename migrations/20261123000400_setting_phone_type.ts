import type { Knex } from 'knex';

/** Global settings (issue 12): a "phone" input type, so a toll-free number is checked as one. */
const TYPES = ['text', 'textarea', 'number', 'boolean', 'select', 'email', 'phone', 'url', 'richtext', 'image'];
const WITHOUT_PHONE = TYPES.filter((t) => t !== 'phone');

const list = (types: string[]) => types.map((t) => `'${t}'`).join(', ');

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE global_settings DROP CONSTRAINT IF EXISTS global_settings_input_type_check');
  await knex.raw(`ALTER TABLE global_settings ADD CONSTRAINT global_settings_input_type_check CHECK (input_type IN (${list(TYPES)}))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`UPDATE global_settings SET input_type = 'text' WHERE input_type = 'phone'`);
  await knex.raw('ALTER TABLE global_settings DROP CONSTRAINT IF EXISTS global_settings_input_type_check');
  await knex.raw(
    `ALTER TABLE global_settings ADD CONSTRAINT global_settings_input_type_check CHECK (input_type IN (${list(WITHOUT_PHONE)}))`,
  );
}
