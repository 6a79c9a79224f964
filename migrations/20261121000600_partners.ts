import type { Knex } from 'knex';

/**
 * Partners (affiliates, professionals, channel partners) and the commissions they earn on orders,
 * the default commission rules (Settings → commissions), relationship managers, agents and the
 * revenue agents bring in. Also closes the users.affiliate_id reference left open by core identity.
 */
const PARTNER_TYPES = ['affiliate', 'professional', 'channel_partner'];
const ORDER_PURPOSES = ['subscription', 'renewal', 'cir', 'report_defaulter', 'business_registration', 'wallet_topup'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('partners', (t) => {
    t.bigIncrements('id');
    t.string('type', 16).notNullable().checkIn(PARTNER_TYPES);
    t.string('name', 120).notNullable();
    t.string('mobile', 10);
    t.string('email', 254);
    t.string('commission_type', 8).notNullable().defaultTo('percent').checkIn(['flat', 'percent']);
    t.decimal('commission_value', 14, 2).notNullable().defaultTo(0);
    t.string('code', 20).notNullable().unique();
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    t.timestamps(true, true);
    t.index(['type', 'status']);
    t.index(['name']);
    t.index(['mobile']);
    t.index(['email']);
    t.index(['status']);
    t.index(['created_at']);
  });
  await knex.raw(`ALTER TABLE partners ADD CONSTRAINT partners_rules CHECK (code = upper(code)
    AND commission_value >= 0 AND (commission_type = 'flat' OR commission_value <= 100))`);

  await knex.schema.alterTable('users', (t) => {
    t.foreign('affiliate_id', 'users_affiliate_id_foreign').references('partners.id').onDelete('SET NULL');
  });

  await knex.schema.createTable('commission_rules', (t) => {
    t.bigIncrements('id');
    t.string('partner_type', 16).notNullable().checkIn(PARTNER_TYPES);
    t.string('purpose', 24).notNullable().checkIn(ORDER_PURPOSES);
    t.string('commission_type', 8).notNullable().checkIn(['flat', 'percent']);
    t.decimal('commission_value', 14, 2).notNullable();
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    t.timestamps(true, true);
    t.unique(['partner_type', 'purpose']);
    t.index(['purpose']);
    t.index(['status']);
    t.index(['created_at']);
  });
  await knex.raw(`ALTER TABLE commission_rules ADD CONSTRAINT commission_rules_value CHECK (
    commission_value >= 0 AND (commission_type = 'flat' OR commission_value <= 100))`);

  await knex.schema.createTable('commissions', (t) => {
    t.bigIncrements('id');
    t.bigInteger('partner_id').notNullable().references('partners.id');
    t.bigInteger('order_id').notNullable().references('orders.id');
    t.decimal('amount', 14, 2).notNullable();
    t.string('status', 10).notNullable().defaultTo('pending').checkIn(['pending', 'approved', 'paid']);
    t.timestamps(true, true);
    // One commission per partner and order, however often the payment webhook is replayed.
    t.unique(['partner_id', 'order_id']);
    t.index(['order_id']);
    t.index(['status']);
    t.index(['amount']);
    t.index(['created_at']);
  });
  await knex.raw(`ALTER TABLE commissions ADD CONSTRAINT commissions_amount CHECK (amount >= 0)`);

  await knex.schema.createTable('relationship_managers', (t) => {
    t.bigIncrements('id');
    t.string('name', 120).notNullable();
    t.string('mobile', 10).unique();
    t.string('email', 254).unique();
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    t.timestamps(true, true);
    t.index(['name']);
    t.index(['status']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('agents', (t) => {
    t.bigIncrements('id');
    t.string('name', 120).notNullable();
    t.string('mobile', 10).notNullable().unique();
    t.string('email', 254);
    t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);
    t.bigInteger('relationship_manager_id').references('relationship_managers.id').onDelete('SET NULL');
    t.timestamps(true, true);
    t.index(['relationship_manager_id']);
    t.index(['name']);
    t.index(['email']);
    t.index(['status']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('agent_revenue', (t) => {
    t.bigIncrements('id');
    t.bigInteger('agent_id').notNullable().references('agents.id');
    t.bigInteger('order_id').notNullable().references('orders.id');
    t.decimal('amount', 14, 2).notNullable();
    t.decimal('commission', 14, 2).notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.unique(['agent_id', 'order_id']);
    t.index(['order_id']);
    t.index(['amount']);
    t.index(['created_at']);
  });
  await knex.raw(
    `ALTER TABLE agent_revenue ADD CONSTRAINT agent_revenue_amounts CHECK (amount >= 0 AND commission >= 0 AND commission <= amount)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropForeign(['affiliate_id'], 'users_affiliate_id_foreign');
  });
  for (const table of ['agent_revenue', 'agents', 'relationship_managers', 'commissions', 'commission_rules', 'partners']) {
    await knex.schema.dropTableIfExists(table);
  }
}
