import { z } from 'zod';
import { defineResource } from '../define';
import { AMOUNT_UNITS, f, PUBLISH_STATE, statusField } from '../fields';
import type { FieldDef } from '../types';

const promoCode = z
  .string({ error: 'Code must be text.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,30}$/, 'Code must be 3-30 letters, digits, hyphens or underscores.');
/** A promo code or free trial switched on by staff (status 1), or switched off (0). */
const OFFER_SWITCH = [
  { id: 1, name: 'On' },
  { id: 0, name: 'Deactivated' },
] as const;
const OFFER_STATES = [
  { id: 'scheduled', name: 'Scheduled', colour: '#1e88e5' },
  { id: 'active', name: 'Active', colour: '#43a047' },
  { id: 'ended', name: 'Ended', colour: '#6d4c41' },
  { id: 'used_up', name: 'Used up', colour: '#fb8c00' },
  { id: 'deactivated', name: 'Deactivated', colour: '#9e9e9e' },
] as const;
/**
 * An offer's state, derived on every read from its switch, dates and (for promo codes) uses — so a
 * code that ended yesterday reads Ended today, with nothing to update.
 */
const offerState = (usedUp: string | null) => `CASE
  WHEN status = 0 THEN 'deactivated'
  WHEN ends_at IS NOT NULL AND ends_at <= now() THEN 'ended'
  ${usedUp ? `WHEN ${usedUp} THEN 'used_up'` : ''}
  WHEN starts_at > now() THEN 'scheduled'
  ELSE 'active' END`;
export const PROMO_CODE_STATE_SQL = offerState('max_uses IS NOT NULL AND uses >= max_uses');
export const FREE_TRIAL_STATE_SQL = offerState(null);

/**
 * A column of a plan's current terms: its latest published version already in effect. The public
 * plan list (/subscription) shows these beside the plan; a plan without such a version is not listed.
 */
const CURRENT_VERSION_WHERE = 'v.plan_id = membership_plans.id AND v.published = 1 AND v.effective_from <= now()';
const currentTerm = (column: string) =>
  `SELECT v.${column} FROM plan_versions v WHERE ${CURRENT_VERSION_WHERE} ORDER BY v.version DESC LIMIT 1`;
const termField = (def: FieldDef, column: string): FieldDef => ({ ...def, readOnly: true, computed: currentTerm(column) });

const DURATION_UNITS = [
  { id: 'months', name: 'Months' },
  { id: 'years', name: 'Years' },
] as const;

/** Membership plans and their versions, free trials, promo codes and subscriptions. */
export const moneyResources = [
  defineResource({
    name: 'membership-plans',
    table: 'membership_plans',
    label: 'Membership plans',
    titleField: 'name',
    feature: 'Membership Plan',
    menuGroup: 'Settings',
    route: 'settings/membership-plan',
    softDelete: true,
    description: 'Prices, durations and benefits live in versions: a published version is never changed, a new one is added.',
    fields: {
      name: f.string('Name', { required: true, min: 2, max: 120, searchable: true, sortable: true, list: true }),
      slug: f.slug('Slug', { required: true, max: 120, filter: true, list: true }),
      description: f.text('Description', { max: 2000 }),
      ...statusField(),
    },
    // Active plans with terms in effect; amounts are decimal strings in rupees (exact, never floats).
    publicRead: {
      fields: ['name', 'slug', 'description'],
      where: { status: 1 },
      whereSql: [`EXISTS (SELECT 1 FROM plan_versions v WHERE ${CURRENT_VERSION_WHERE})`],
      key: 'slug',
      defaultSort: ['fee', 'ASC'],
      computed: {
        version: termField(f.integer('Version', { min: 1 }), 'version'),
        fee: termField(f.money('Fee', { sortable: true, filter: true }), 'fee'),
        duration_value: termField(f.integer('Duration', { min: 1 }), 'duration_value'),
        duration_unit: termField(f.enum('Duration unit', DURATION_UNITS), 'duration_unit'),
        free_businesses: termField(f.integer('Free businesses', { min: 0 }), 'free_businesses'),
        free_cirs: termField(f.integer('Free CIRs', { min: 0 }), 'free_cirs'),
        business_registration_fee: termField(f.money('Business registration fee'), 'business_registration_fee'),
        cir_fee: termField(f.money('CIR generation fee'), 'cir_fee'),
        report_defaulter_fee: termField(f.money('Report defaulter fee'), 'report_defaulter_fee'),
        igst_percent: termField(f.percent('GST %'), 'igst_percent'),
        benefits: termField(f.json('Benefits'), 'benefits'),
      },
    },
  }),
  defineResource({
    name: 'plan-versions',
    table: 'plan_versions',
    label: 'Membership versions',
    recordLabel: 'Membership version',
    titleField: 'version',
    feature: 'Membership Versioning',
    menuGroup: 'List views',
    route: 'membership/versioning/list',
    fields: {
      plan_id: f.ref('Plan', 'membership-plans', { required: true, list: true }),
      // Assigned by the server: the plan's highest version + 1 (see domain/membership/hooks.ts).
      version: f.integer('Version', { required: true, readOnly: true, min: 1, filter: true, sortable: true, list: true }),
      fee: f.money('Fee', { required: true, filter: true, sortable: true, list: true }),
      duration_value: f.integer('Duration', { required: true, min: 1, max: 120, list: true }),
      duration_unit: f.enum('Duration unit', DURATION_UNITS, { required: true, list: true }),
      free_businesses: f.integer('Free businesses', { min: 0, default: 0, list: true }),
      free_cirs: f.integer('Free CIRs', { min: 0, default: 0, list: true }),
      referral_discount: f.money('Referral discount', { default: '0.00' }),
      business_registration_fee: f.money('Business registration fee', { default: '0.00' }),
      cir_fee: f.money('CIR generation fee', { default: '0.00' }),
      report_defaulter_fee: f.money('Report defaulter fee', { default: '0.00' }),
      referral_cashback_percent: f.percent('Referral cashback %', { default: '0.00' }),
      cgst_percent: f.percent('CGST %', { default: '9.00' }),
      sgst_percent: f.percent('SGST %', { default: '9.00' }),
      igst_percent: f.percent('IGST %', { default: '18.00' }),
      benefits: f.json('Benefits', {
        example: ['1 business free', '1 free CIR', 'Report defaulters'],
        help: 'List of benefit lines shown on the plan card.',
      }),
      effective_from: f.datetime('Effective from', { filter: true, sortable: true, list: true }),
      // A published version is frozen: it can only be unpublished (see domain/membership/hooks.ts).
      published: f.enum('Publish state', PUBLISH_STATE, { staffOnly: true, default: 0, filter: true, list: true }),
    },
  }),
  defineResource({
    name: 'free-trials',
    table: 'free_trials',
    label: 'Free trials',
    titleField: 'days',
    feature: 'Free Trial',
    menuGroup: 'Promotion management',
    route: 'promotion-management/free-trial',
    softDelete: true,
    fields: {
      plan_id: f.ref('Plan', 'membership-plans', { required: true, list: true }),
      days: f.integer('Trial days', { required: true, min: 1, max: 365, list: true }),
      starts_at: f.datetime('Starts', { required: true, filter: true, sortable: true, list: true }),
      ends_at: f.datetime('Ends', { filter: true, sortable: true, list: true }),
      state: f.enum(
        'State',
        OFFER_STATES.filter((s) => s.id !== 'used_up'),
        {
          readOnly: true,
          computed: FREE_TRIAL_STATE_SQL,
          filter: true,
          sortable: true,
          list: true,
          help: 'From the dates and the switch.',
        },
      ),
      ...statusField({ choices: OFFER_SWITCH, list: false }),
    },
  }),
  defineResource({
    name: 'promo-codes',
    table: 'promo_codes',
    label: 'Promo codes',
    titleField: 'code',
    feature: 'Promo Code',
    menuGroup: 'Promotion management',
    route: 'promotion-management/promo-code',
    softDelete: true,
    fields: {
      code: f.string('Code', { required: true, zod: promoCode, example: 'DIWALI25', searchable: true, list: true }),
      // Counted by the checkout in the redemption's transaction (and capped by a DB check).
      uses: f.integer('Uses', { readOnly: true, filter: true, sortable: true, list: true }),
      max_uses: f.integer('Max uses', { min: 1, list: true }),
      max_uses_per_user: f.integer('Max uses per user', { min: 1, list: true }),
      starts_at: f.datetime('Start date', { required: true, filter: true, sortable: true, list: true }),
      ends_at: f.datetime('End date', { filter: true, sortable: true, list: true }),
      discount_type: f.enum('Discount type', AMOUNT_UNITS, { required: true, filter: true, list: true }),
      discount_value: f.money('Discount value', { required: true, list: true, unitFrom: 'discount_type' }),
      max_discount: f.money('Maximum discount', { help: 'Cap for a percentage discount.' }),
      state: f.enum('State', OFFER_STATES, {
        readOnly: true,
        computed: PROMO_CODE_STATE_SQL,
        filter: true,
        sortable: true,
        list: true,
        help: 'From the dates, the uses and the switch.',
      }),
      ...statusField({ choices: OFFER_SWITCH, list: false }),
    },
  }),
  defineResource({
    name: 'promo-code-redemptions',
    table: 'promo_code_redemptions',
    label: 'Promo code redemptions',
    titleField: 'id',
    feature: 'Promo Code',
    menuGroup: 'Promotion management',
    route: 'promotion-management/promo-code/redemptions',
    readOnly: true,
    fields: {
      promo_code_id: f.ref('Promo code', 'promo-codes', { list: true }),
      user_id: f.ref('Customer', 'customers', { list: true }),
      order_id: f.ref('Order', 'orders', { list: true }),
      discount_amount: f.money('Discount', { list: true }),
    },
  }),
  defineResource({
    name: 'subscriptions',
    table: 'subscriptions',
    label: 'Subscriptions',
    titleField: 'id',
    feature: 'Membership Plan',
    menuGroup: 'Customer management',
    route: 'customer-management/subscriptions',
    // Started by a paid order (or an admin upgrade action), expired by the scheduler.
    readOnly: true,
    owner: { column: 'user_id', actions: ['list', 'show'] },
    fields: {
      user_id: f.ref('Customer', 'customers', { list: true }),
      business_id: f.ref('Business', 'businesses', { list: true }),
      plan_version_id: f.ref('Plan version', 'plan-versions', { list: true }),
      starts_at: f.datetime('Starts', { filter: true, sortable: true, list: true }),
      ends_at: f.datetime('Ends', { filter: true, sortable: true, list: true }),
      status: f.enum(
        'Status',
        [
          { id: 'active', name: 'Active', colour: '#43A047' },
          { id: 'expired', name: 'Expired', colour: '#9E9E9E' },
          { id: 'cancelled', name: 'Cancelled', colour: '#E53935' },
        ],
        { filter: true, list: true },
      ),
      order_id: f.ref('Order', 'orders'),
    },
  }),
];
