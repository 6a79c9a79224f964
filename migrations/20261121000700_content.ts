import type { Knex } from 'knex';

/**
 * Content management (spec §2 "Content management", §3 "CMS items"): pages (home, about and
 * free pages with SEO fields), blog posts, FAQs, jobs, testimonials, user manuals, events and
 * media, key features, team, sponsors, the product journey, benefits, web banners and the media
 * library. Every CMS item carries `publish` (spec §4: 0 Draft, 1 Publish); lists that the public
 * site shows in a chosen order carry `sort_order`.
 */
const ROBOTS = ['index, follow', 'index, nofollow', 'noindex, nofollow', 'noindex, follow'];
/** Help topics of spec §1, reused as FAQ categories. */
const HELP_TOPICS = ['general', 'orders', 'products', 'delivery', 'return', 'offers'];

function publishable(t: Knex.CreateTableBuilder, opts: { sortOrder?: boolean } = {}) {
  t.smallint('publish').notNullable().defaultTo(0).checkIn(['0', '1']);
  t.index(['publish']);
  if (opts.sortOrder !== false) {
    t.integer('sort_order').notNullable().defaultTo(0);
    t.index(['sort_order']);
  }
  t.timestamps(true, true);
  t.index(['created_at']);
}

function seo(t: Knex.CreateTableBuilder) {
  t.string('seo_title', 200);
  t.string('seo_description', 320);
  t.string('seo_keywords', 300);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cms_pages', (t) => {
    t.bigIncrements('id');
    t.string('kind', 8).notNullable().defaultTo('page').checkIn(['home', 'about', 'page']);
    t.string('slug', 160).notNullable().unique();
    t.string('title', 200).notNullable();
    t.text('body');
    seo(t);
    // Empty means "site origin + current path" (spec §2).
    t.string('canonical_url', 500);
    t.string('robots', 20).notNullable().defaultTo('index, follow').checkIn(ROBOTS);
    publishable(t, { sortOrder: false });
    t.index(['kind']);
    t.index(['title']);
    t.index(['robots']);
  });
  // One published home page and one published about page (drafts of either are fine; publishing
  // one unpublishes the other, see api/src/domain/content/hooks.ts); free pages are unlimited.
  await knex.raw(`CREATE UNIQUE INDEX cms_pages_one_home_about ON cms_pages (kind) WHERE kind IN ('home', 'about') AND publish = 1`);

  await knex.schema.createTable('cms_posts', (t) => {
    t.bigIncrements('id');
    t.string('slug', 160).notNullable().unique();
    t.string('title', 200).notNullable();
    t.string('excerpt', 500);
    t.text('body');
    t.string('cover_image', 500);
    t.string('author', 120);
    seo(t);
    t.timestamp('published_at', { useTz: true });
    publishable(t, { sortOrder: false });
    t.index(['title']);
    t.index(['published_at']);
  });

  await knex.schema.createTable('cms_faqs', (t) => {
    t.bigIncrements('id');
    t.text('query').notNullable();
    t.text('answer').notNullable();
    t.string('category', 16).notNullable().defaultTo('general').checkIn(HELP_TOPICS);
    publishable(t);
    t.index(['category']);
  });

  await knex.schema.createTable('cms_jobs', (t) => {
    t.bigIncrements('id');
    t.string('slug', 160).notNullable().unique();
    t.string('title', 200).notNullable();
    t.string('department', 80);
    t.string('location', 120);
    t.string('employment_type', 16).notNullable().defaultTo('full_time').checkIn(['full_time', 'part_time', 'contract', 'internship']);
    t.string('experience', 80);
    t.text('description');
    t.string('apply_email', 254);
    t.date('closes_on');
    publishable(t);
    t.index(['title']);
    t.index(['employment_type']);
    t.index(['closes_on']);
  });

  await knex.schema.createTable('cms_testimonials', (t) => {
    t.bigIncrements('id');
    t.string('name', 120).notNullable();
    t.string('designation', 120);
    t.string('company', 160);
    t.text('message').notNullable();
    t.smallint('rating').checkBetween([1, 5]);
    t.string('photo', 500);
    publishable(t);
    t.index(['name']);
    t.index(['rating']);
  });

  await knex.schema.createTable('cms_user_manuals', (t) => {
    t.bigIncrements('id');
    t.string('slug', 160).notNullable().unique();
    t.string('title', 200).notNullable();
    t.string('audience', 12).notNullable().defaultTo('customer').checkIn(['customer', 'agent', 'admin']);
    t.text('body');
    t.string('file_path', 500);
    t.string('video_url', 500);
    publishable(t);
    t.index(['title']);
    t.index(['audience']);
  });

  // Public page /events is "Events & Media": events and press coverage share one list.
  await knex.schema.createTable('cms_events', (t) => {
    t.bigIncrements('id');
    t.string('slug', 160).notNullable().unique();
    t.string('title', 200).notNullable();
    t.string('kind', 8).notNullable().defaultTo('event').checkIn(['event', 'media']);
    t.text('description');
    t.date('event_date');
    t.string('location', 160);
    t.string('cover_image', 500);
    t.string('link_url', 500);
    publishable(t);
    t.index(['title']);
    t.index(['kind']);
    t.index(['event_date']);
  });

  await knex.schema.createTable('cms_key_features', (t) => {
    t.bigIncrements('id');
    t.string('title', 160).notNullable();
    t.text('description');
    t.string('icon', 500);
    publishable(t);
    t.index(['title']);
  });

  await knex.schema.createTable('cms_team_members', (t) => {
    t.bigIncrements('id');
    t.string('name', 120).notNullable();
    t.string('designation', 120);
    t.text('bio');
    t.string('photo', 500);
    t.string('linkedin_url', 500);
    publishable(t);
    t.index(['name']);
  });

  await knex.schema.createTable('cms_sponsors', (t) => {
    t.bigIncrements('id');
    t.string('name', 160).notNullable();
    t.string('logo', 500);
    t.string('website_url', 500);
    publishable(t);
    t.index(['name']);
  });

  // "{product} journey": the company's milestones, shown as a timeline.
  await knex.schema.createTable('cms_journey_entries', (t) => {
    t.bigIncrements('id');
    t.smallint('year').notNullable().checkBetween([1990, 2100]);
    t.string('title', 160).notNullable();
    t.text('description');
    t.string('image', 500);
    publishable(t);
    t.index(['year']);
  });

  await knex.schema.createTable('cms_benefits', (t) => {
    t.bigIncrements('id');
    t.string('title', 160).notNullable();
    t.text('description');
    t.string('icon', 500);
    t.string('audience', 12).notNullable().defaultTo('all').checkIn(['all', 'supplier', 'buyer']);
    publishable(t);
    t.index(['title']);
    t.index(['audience']);
  });

  await knex.schema.createTable('cms_banners', (t) => {
    t.bigIncrements('id');
    t.string('title', 160).notNullable();
    t.string('image', 500).notNullable();
    t.string('link_url', 500);
    t.string('placement', 12).notNullable().defaultTo('home').checkIn(['home', 'dashboard', 'login']);
    t.date('starts_on');
    t.date('ends_on');
    publishable(t);
    t.index(['placement']);
    t.index(['starts_on']);
    t.index(['ends_on']);
  });
  await knex.raw(
    `ALTER TABLE cms_banners ADD CONSTRAINT cms_banners_dates CHECK (ends_on IS NULL OR starts_on IS NULL OR ends_on >= starts_on)`,
  );

  await knex.schema.createTable('media_files', (t) => {
    t.bigIncrements('id');
    t.string('original_name', 255).notNullable();
    t.string('file_path', 500).notNullable().unique();
    t.string('mime_type', 120).notNullable();
    t.bigInteger('size_bytes').notNullable().checkPositive();
    t.string('alt_text', 255);
    t.bigInteger('uploaded_by').references('users.id').onDelete('SET NULL');
    t.timestamps(true, true);
    t.index(['mime_type']);
    t.index(['size_bytes']);
    t.index(['uploaded_by']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'media_files',
    'cms_banners',
    'cms_benefits',
    'cms_journey_entries',
    'cms_sponsors',
    'cms_team_members',
    'cms_key_features',
    'cms_events',
    'cms_user_manuals',
    'cms_testimonials',
    'cms_jobs',
    'cms_faqs',
    'cms_posts',
    'cms_pages',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
