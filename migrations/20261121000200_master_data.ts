import type { Knex } from 'knex';

/**
 * Master data: GST states, cities, business categories, the CIR score bands and the global
 * settings table. Every column the registry lists as a filter or sort key has an index.
 */
export const SETTING_INPUT_TYPES = ['text', 'textarea', 'number', 'boolean', 'select', 'email', 'url', 'richtext', 'image'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('states', (t) => {
    t.bigIncrements('id');
    t.string('name', 80).notNullable().unique();
    // GST state code: 01-38, 97 (Other Territory), 99 (Centre Jurisdiction) today; any 01-99 is
    // accepted so a code GSTN adds later can be entered without a release.
    t.specificType('gst_code', 'char(2)').notNullable().unique();
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    t.timestamps(true, true);
    t.index(['status']);
    t.index(['created_at']);
  });
  await knex.raw(`ALTER TABLE states ADD CONSTRAINT states_gst_code_format CHECK (gst_code ~ '^(0[1-9]|[1-9][0-9])$')`);

  await knex.schema.createTable('cities', (t) => {
    t.bigIncrements('id');
    t.string('name', 120).notNullable();
    t.bigInteger('state_id').notNullable().references('states.id');
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    t.timestamps(true, true);
    t.unique(['state_id', 'name']);
    t.index(['name']);
    t.index(['status']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('business_categories', (t) => {
    t.bigIncrements('id');
    t.string('name', 120).notNullable().unique();
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    t.timestamps(true, true);
    t.index(['status']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('score_bands', (t) => {
    t.bigIncrements('id');
    t.integer('min_score').notNullable().unique();
    t.integer('max_score').notNullable();
    t.string('name', 40).notNullable().unique();
    t.string('colour', 7).notNullable();
    t.timestamps(true, true);
    t.index(['created_at']);
  });
  await knex.raw(`ALTER TABLE score_bands ADD CONSTRAINT score_bands_range
    CHECK (min_score >= 0 AND max_score <= 900 AND min_score <= max_score)`);
  await knex.raw(`ALTER TABLE score_bands ADD CONSTRAINT score_bands_colour CHECK (colour ~ '^#[0-9A-Fa-f]{6}$')`);

  await knex.schema.createTable('global_settings', (t) => {
    t.bigIncrements('id');
    t.string('label', 150).notNullable();
    t.string('key', 100).notNullable().unique();
    t.string('input_type', 16).notNullable().defaultTo('text').checkIn(SETTING_INPUT_TYPES);
    // Choices for input_type 'select': [{ "id": "...", "name": "..." }].
    t.jsonb('options');
    t.text('value');
    t.string('group', 40).notNullable().defaultTo('general');
    t.timestamps(true, true);
    t.index(['group']);
    t.index(['input_type']);
    t.index(['label']);
    t.index(['created_at']);
  });
  await knex.raw(`ALTER TABLE global_settings ADD CONSTRAINT global_settings_key_slug CHECK (key ~ '^[a-z0-9]+([._-][a-z0-9]+)*$')`);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['global_settings', 'score_bands', 'business_categories', 'cities', 'states']) {
    await knex.schema.dropTableIfExists(table);
  }
}
