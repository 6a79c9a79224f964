import type { Knex } from 'knex';

/**
 * Money: versioned membership plans, orders and gateway payments (with idempotency keys and
 * de-duplicated webhooks), GST invoices numbered per financial year, a double-entry wallet,
 * promo codes, referrals, cashbacks, free trials and free-benefit tracking.
 *
 * Wallet convention: every movement is one wallet_journal row plus ≥ 2 wallet_ledger_entries that
 * balance (Σ debit = Σ credit, enforced at commit). 'user_wallet' is a liability: a credit raises
 * the user's balance, a debit lowers it; users.wallet_balance caches Σ(credit − debit) on it.
 */
const ORDER_PURPOSES = ['subscription', 'renewal', 'cir', 'report_defaulter', 'business_registration', 'wallet_topup'];
const ORDER_STATUSES = ['pending', 'paid', 'processing', 'shipped', 'delivered', 'completed', 'failed', 'cancelled'];
const money = (t: Knex.CreateTableBuilder, name: string) => t.decimal(name, 14, 2);
const pct = (t: Knex.CreateTableBuilder, name: string) => t.decimal(name, 5, 2);
const status01 = (t: Knex.CreateTableBuilder) => t.smallint('status').notNullable().defaultTo(1).checkIn(['0', '1']);

async function check(knex: Knex, table: string, name: string, expr: string) {
  await knex.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_${name} CHECK (${expr})`);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('membership_plans', (t) => {
    t.bigIncrements('id');
    t.string('name', 120).notNullable();
    t.string('slug', 120).notNullable().unique();
    t.text('description');
    status01(t);
    t.timestamps(true, true);
    t.index(['name']);
    t.index(['status']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('plan_versions', (t) => {
    t.bigIncrements('id');
    t.bigInteger('plan_id').notNullable().references('membership_plans.id');
    t.integer('version').notNullable();
    money(t, 'fee').notNullable();
    t.integer('duration_value').notNullable();
    t.string('duration_unit', 8).notNullable().checkIn(['years', 'months']);
    t.integer('free_businesses').notNullable().defaultTo(0);
    t.integer('free_cirs').notNullable().defaultTo(0);
    for (const col of ['referral_discount', 'business_registration_fee', 'cir_fee', 'report_defaulter_fee'])
      money(t, col).notNullable().defaultTo(0);
    pct(t, 'referral_cashback_percent').notNullable().defaultTo(0);
    pct(t, 'cgst_percent').notNullable().defaultTo(9);
    pct(t, 'sgst_percent').notNullable().defaultTo(9);
    pct(t, 'igst_percent').notNullable().defaultTo(18);
    t.jsonb('benefits').notNullable().defaultTo('[]');
    t.timestamp('effective_from', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.smallint('published').notNullable().defaultTo(0).checkIn(['0', '1']);
    t.timestamps(true, true);
    t.unique(['plan_id', 'version']);
    t.index(['version']);
    t.index(['fee']);
    t.index(['effective_from']);
    t.index(['published']);
    t.index(['created_at']);
  });
  await check(
    knex,
    'plan_versions',
    'values',
    `version > 0 AND duration_value > 0 AND fee >= 0 AND free_businesses >= 0
    AND free_cirs >= 0 AND referral_discount >= 0 AND business_registration_fee >= 0 AND cir_fee >= 0
    AND report_defaulter_fee >= 0 AND referral_cashback_percent BETWEEN 0 AND 100
    AND cgst_percent BETWEEN 0 AND 100 AND sgst_percent BETWEEN 0 AND 100 AND igst_percent BETWEEN 0 AND 100`,
  );

  await knex.schema.createTable('free_trials', (t) => {
    t.bigIncrements('id');
    t.bigInteger('plan_id').notNullable().references('membership_plans.id');
    t.integer('days').notNullable().checkPositive();
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true });
    status01(t);
    t.timestamps(true, true);
    t.index(['plan_id']);
    t.index(['starts_at']);
    t.index(['ends_at']);
    t.index(['status']);
    t.index(['created_at']);
  });
  await check(knex, 'free_trials', 'window', 'ends_at IS NULL OR ends_at > starts_at');

  await knex.schema.createTable('promo_codes', (t) => {
    t.bigIncrements('id');
    t.string('code', 30).notNullable().unique();
    t.integer('uses').notNullable().defaultTo(0);
    t.integer('max_uses');
    t.integer('max_uses_per_user');
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true });
    t.string('discount_type', 8).notNullable().checkIn(['flat', 'percent']);
    money(t, 'discount_value').notNullable();
    money(t, 'max_discount');
    status01(t);
    t.timestamps(true, true);
    t.index(['uses']);
    t.index(['starts_at']);
    t.index(['ends_at']);
    t.index(['discount_type']);
    t.index(['status']);
    t.index(['created_at']);
  });
  // uses <= max_uses makes a racing redemption fail in the database rather than over-spend the code.
  await check(
    knex,
    'promo_codes',
    'rules',
    `code = upper(code) AND code ~ '^[A-Z0-9_-]{3,30}$' AND uses >= 0
    AND (max_uses IS NULL OR (max_uses > 0 AND uses <= max_uses)) AND (max_uses_per_user IS NULL OR max_uses_per_user > 0)
    AND (ends_at IS NULL OR ends_at > starts_at) AND discount_value > 0
    AND (discount_type = 'flat' OR discount_value <= 100) AND (max_discount IS NULL OR max_discount > 0)`,
  );

  await knex.schema.createTable('orders', (t) => {
    t.bigIncrements('id');
    t.string('order_number', 30).notNullable().unique();
    t.bigInteger('user_id').notNullable().references('users.id');
    t.bigInteger('business_id').references('businesses.id').onDelete('SET NULL');
    t.string('purpose', 24).notNullable().checkIn(ORDER_PURPOSES);
    t.bigInteger('plan_version_id').references('plan_versions.id');
    money(t, 'amount').notNullable();
    money(t, 'discount').notNullable().defaultTo(0);
    money(t, 'tax').notNullable().defaultTo(0);
    money(t, 'total').notNullable();
    t.string('status', 12).notNullable().defaultTo('pending').checkIn(ORDER_STATUSES);
    t.bigInteger('promo_code_id').references('promo_codes.id');
    // A retried checkout with the same key returns the first order instead of creating another.
    t.string('idempotency_key', 100).unique();
    t.timestamps(true, true);
    t.index(['user_id', 'created_at']);
    t.index(['business_id']);
    t.index(['plan_version_id']);
    t.index(['promo_code_id']);
    t.index(['purpose']);
    t.index(['status', 'created_at']);
    t.index(['total']);
    t.index(['created_at']);
  });
  await check(
    knex,
    'orders',
    'amounts',
    'amount >= 0 AND discount >= 0 AND discount <= amount AND tax >= 0 AND total = amount - discount + tax',
  );

  await knex.schema.createTable('subscriptions', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('users.id');
    t.bigInteger('business_id').references('businesses.id').onDelete('SET NULL');
    t.bigInteger('plan_version_id').notNullable().references('plan_versions.id');
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.string('status', 12).notNullable().defaultTo('active').checkIn(['active', 'expired', 'cancelled']);
    t.bigInteger('order_id').references('orders.id');
    t.timestamps(true, true);
    t.index(['user_id', 'status']);
    t.index(['business_id']);
    t.index(['plan_version_id']);
    t.index(['order_id']);
    t.index(['starts_at']);
    t.index(['ends_at']);
    t.index(['status']);
    t.index(['created_at']);
  });
  await check(knex, 'subscriptions', 'window', 'ends_at > starts_at');

  await knex.schema.createTable('payments', (t) => {
    t.bigIncrements('id');
    t.bigInteger('order_id').notNullable().references('orders.id');
    t.string('gateway', 30).notNullable();
    t.string('gateway_payment_id', 100).unique();
    money(t, 'amount').notNullable().checkPositive();
    t.string('status', 10).notNullable().defaultTo('pending').checkIn(['success', 'error', 'pending']);
    t.jsonb('payload');
    t.timestamps(true, true);
    t.index(['order_id']);
    t.index(['gateway']);
    t.index(['status']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('payment_webhook_events', (t) => {
    t.bigIncrements('id');
    t.string('gateway', 30).notNullable();
    t.string('event_id', 100).notNullable();
    t.string('signature', 256);
    t.jsonb('payload').notNullable();
    t.timestamp('processed_at', { useTz: true });
    t.timestamps(true, true);
    // A replayed webhook hits this and is ignored.
    t.unique(['gateway', 'event_id']);
    t.index(['event_id']);
    t.index(['processed_at']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('invoices', (t) => {
    t.bigIncrements('id');
    t.string('invoice_number', 40).unique();
    t.string('financial_year', 7);
    t.integer('sequence');
    t.bigInteger('order_id').notNullable().references('orders.id');
    t.bigInteger('user_id').notNullable().references('users.id');
    t.bigInteger('business_id').references('businesses.id').onDelete('SET NULL');
    t.specificType('place_of_supply', 'char(2)').notNullable();
    money(t, 'taxable_amount').notNullable();
    for (const col of ['igst', 'sgst', 'cgst']) money(t, col).notNullable().defaultTo(0);
    money(t, 'total').notNullable();
    t.string('status', 10).notNullable().defaultTo('pending').checkIn(['pending', 'issued', 'cancelled']);
    t.timestamp('issued_at', { useTz: true });
    t.timestamps(true, true);
    t.unique(['financial_year', 'sequence']);
    t.index(['order_id']);
    t.index(['user_id', 'created_at']);
    t.index(['business_id']);
    t.index(['place_of_supply']);
    t.index(['status', 'created_at']);
    t.index(['issued_at']);
    t.index(['total']);
    t.index(['created_at']);
  });
  await check(
    knex,
    'invoices',
    'amounts',
    `taxable_amount >= 0 AND igst >= 0 AND sgst >= 0 AND cgst >= 0
    AND total = taxable_amount + igst + sgst + cgst AND (igst = 0 OR (sgst = 0 AND cgst = 0))`,
  );
  await check(
    knex,
    'invoices',
    'numbering',
    `(financial_year IS NULL OR financial_year ~ '^[0-9]{4}-[0-9]{2}$')
    AND (sequence IS NULL OR sequence > 0)
    AND (status <> 'issued' OR (invoice_number IS NOT NULL AND financial_year IS NOT NULL AND sequence IS NOT NULL AND issued_at IS NOT NULL))`,
  );
  // One live invoice per order (a cancelled one may be re-issued).
  await knex.raw(`CREATE UNIQUE INDEX invoices_one_live_per_order ON invoices (order_id) WHERE status <> 'cancelled'`);

  await knex.schema.createTable('wallet_journal', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('users.id');
    t.string('kind', 12).notNullable().checkIn(['topup', 'debit', 'cashback', 'refund', 'adjustment']);
    money(t, 'amount').notNullable().checkPositive();
    t.string('reference_type', 40);
    t.string('reference_id', 64);
    t.string('idempotency_key', 100).notNullable().unique();
    t.string('narration', 255);
    t.timestamps(true, true);
    t.index(['user_id', 'created_at']);
    t.index(['kind']);
    t.index(['reference_type', 'reference_id']);
    t.index(['amount']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('wallet_ledger_entries', (t) => {
    t.bigIncrements('id');
    t.bigInteger('journal_id').notNullable().references('wallet_journal.id');
    t.string('account', 40).notNullable();
    t.bigInteger('user_id').references('users.id');
    money(t, 'debit').notNullable().defaultTo(0);
    money(t, 'credit').notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.index(['journal_id']);
    t.index(['account', 'user_id']);
    t.index(['user_id']);
    t.index(['created_at']);
  });
  await check(knex, 'wallet_ledger_entries', 'one_side', '(debit > 0 AND credit = 0) OR (credit > 0 AND debit = 0)');
  await check(knex, 'wallet_ledger_entries', 'account', `account ~ '^[a-z][a-z_]*$' AND (account <> 'user_wallet' OR user_id IS NOT NULL)`);
  // Every journal must balance when its transaction commits.
  await knex.raw(`CREATE FUNCTION wallet_journal_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE j bigint := CASE WHEN TG_OP = 'DELETE' THEN OLD.journal_id ELSE NEW.journal_id END;
      diff numeric;
    BEGIN
      SELECT COALESCE(SUM(debit), 0) - COALESCE(SUM(credit), 0) INTO diff FROM wallet_ledger_entries WHERE journal_id = j;
      IF diff <> 0 THEN RAISE EXCEPTION 'wallet journal % does not balance (debit - credit = %)', j, diff; END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`CREATE CONSTRAINT TRIGGER wallet_ledger_entries_balanced AFTER INSERT OR UPDATE OR DELETE ON wallet_ledger_entries
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION wallet_journal_must_balance()`);

  await knex.schema.createTable('promo_code_redemptions', (t) => {
    t.bigIncrements('id');
    t.bigInteger('promo_code_id').notNullable().references('promo_codes.id');
    t.bigInteger('user_id').notNullable().references('users.id');
    t.bigInteger('order_id').notNullable().references('orders.id');
    money(t, 'discount_amount').notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.unique(['promo_code_id', 'order_id']);
    t.index(['promo_code_id', 'user_id']);
    t.index(['user_id']);
    t.index(['order_id']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('referrals', (t) => {
    t.bigIncrements('id');
    t.bigInteger('referrer_user_id').notNullable().references('users.id');
    // A person is referred at most once.
    t.bigInteger('referred_user_id').unique().references('users.id');
    t.string('invitee_mobile', 10);
    t.string('invitee_email', 254);
    t.string('status', 12).notNullable().defaultTo('invited').checkIn(['invited', 'registered', 'rewarded']);
    money(t, 'cashback_amount').notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.index(['referrer_user_id', 'created_at']);
    t.index(['invitee_mobile']);
    t.index(['invitee_email']);
    t.index(['status']);
    t.index(['created_at']);
  });
  await check(
    knex,
    'referrals',
    'invitee',
    'cashback_amount >= 0 AND (referred_user_id IS NOT NULL OR invitee_mobile IS NOT NULL OR invitee_email IS NOT NULL)',
  );

  await knex.schema.createTable('cashbacks', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('users.id');
    t.bigInteger('order_id').references('orders.id');
    t.string('kind', 10).notNullable().checkIn(['referral', 'instant', 'wallet']);
    money(t, 'amount').notNullable().checkPositive();
    t.string('status', 10).notNullable().defaultTo('pending').checkIn(['pending', 'credited', 'reversed']);
    // The journal that credited it to the wallet (set when status becomes credited).
    t.bigInteger('wallet_journal_id').references('wallet_journal.id');
    t.timestamps(true, true);
    // At most one cashback of a kind per user and order (NULL orders are not compared).
    t.unique(['user_id', 'kind', 'order_id']);
    t.index(['order_id']);
    t.index(['wallet_journal_id']);
    t.index(['kind']);
    t.index(['status']);
    t.index(['amount']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('free_benefit_tracks', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('users.id');
    t.string('benefit', 16).notNullable().checkIn(['free_business', 'free_cir']);
    t.integer('granted').notNullable().defaultTo(0);
    t.integer('used').notNullable().defaultTo(0);
    t.bigInteger('forced_by').references('users.id').onDelete('SET NULL');
    t.string('note', 300);
    t.timestamps(true, true);
    t.index(['user_id', 'benefit']);
    t.index(['benefit']);
    t.index(['forced_by']);
    t.index(['created_at']);
  });
  await check(knex, 'free_benefit_tracks', 'counts', 'granted >= 0 AND used >= 0 AND used <= granted');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'free_benefit_tracks',
    'cashbacks',
    'referrals',
    'promo_code_redemptions',
    'wallet_ledger_entries',
    'wallet_journal',
    'invoices',
    'payment_webhook_events',
    'payments',
    'subscriptions',
    'orders',
    'promo_codes',
    'free_trials',
    'plan_versions',
    'membership_plans',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.raw('DROP FUNCTION IF EXISTS wallet_journal_must_balance()');
}
