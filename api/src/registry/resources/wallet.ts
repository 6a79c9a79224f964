import { defineResource } from '../define';
import { f } from '../fields';
import type { Choice, FieldDef } from '../types';

export const JOURNAL_KINDS: readonly Choice[] = [
  { id: 'topup', name: 'Top-up', colour: '#43A047' },
  { id: 'debit', name: 'Debit', colour: '#E53935' },
  { id: 'cashback', name: 'Cashback', colour: '#7CB342' },
  { id: 'refund', name: 'Refund', colour: '#00ACC1' },
  { id: 'adjustment', name: 'Adjustment', colour: '#9E9E9E' },
  { id: 'payment', name: 'Payment', colour: '#1E88E5' },
  { id: 'commission', name: 'Commission', colour: '#8E24AA' },
];
const CASHBACK_KINDS: readonly Choice[] = [
  { id: 'referral', name: 'Referral' },
  { id: 'instant', name: 'Instant' },
  { id: 'wallet', name: 'Wallet' },
];
const CASHBACK_STATUSES: readonly Choice[] = [
  { id: 'pending', name: 'Pending', colour: '#FB8C00' },
  { id: 'credited', name: 'Credited', colour: '#43A047' },
  { id: 'reversed', name: 'Reversed', colour: '#E53935' },
];

const cashbackFields: Record<string, FieldDef> = {
  user_id: f.ref('Customer', 'customers', { list: true }),
  order_id: f.ref('Order', 'orders', { list: true }),
  kind: f.enum('Kind', CASHBACK_KINDS, { filter: true, list: true }),
  amount: f.money('Amount', { filter: true, sortable: true, list: true }),
  status: f.enum('Status', CASHBACK_STATUSES, { filter: true, list: true }),
  wallet_journal_id: f.ref('Wallet transaction', 'wallet-transactions'),
};

/**
 * The wallet (a double-entry ledger: one journal row per movement, balanced entries beneath it),
 * cashbacks, referrals and free-benefit tracking. Money moves only through the ledger service.
 */
export const walletResources = [
  defineResource({
    name: 'wallet-transactions',
    table: 'wallet_journal',
    label: 'Wallet transactions',
    titleField: 'narration',
    feature: 'Wallet Transactions',
    menuGroup: 'Customer management',
    route: 'customer-management/users/walletTransaction',
    readOnly: true,
    owner: { column: 'user_id', actions: ['list', 'show'] },
    fields: {
      user_id: f.ref('Customer', 'customers', { list: true }),
      kind: f.enum('Type', JOURNAL_KINDS, { filter: true, list: true }),
      amount: f.money('Amount', { filter: true, sortable: true, list: true }),
      reference_type: f.string('Reference', { filter: true, list: true }),
      reference_id: f.string('Reference id'),
      idempotency_key: f.string('Idempotency key', { hidden: true }),
      narration: f.string('Narration', { searchable: true, list: true }),
    },
  }),
  defineResource({
    name: 'cashbacks',
    table: 'cashbacks',
    label: 'Cashback',
    recordLabel: 'Cashback',
    titleField: 'amount',
    feature: 'Cashback',
    menuGroup: 'List views',
    route: 'cashback',
    readOnly: true,
    owner: { column: 'user_id', actions: ['list', 'show'] },
    fields: cashbackFields,
  }),
  defineResource({
    name: 'wallet-cashbacks',
    table: 'cashbacks',
    label: 'Wallet cashback',
    recordLabel: 'Wallet cashback',
    titleField: 'amount',
    feature: 'Cashback',
    menuGroup: 'List views',
    route: 'wallet-cashback',
    readOnly: true,
    baseFilter: { kind: 'wallet' },
    fields: cashbackFields,
  }),
  defineResource({
    name: 'referrals',
    table: 'referrals',
    label: 'Referrals',
    titleField: 'invitee_email',
    feature: 'Customer',
    menuGroup: 'Customer management',
    route: 'customer-management/referrals',
    // Sent by the invite flow (limits, the message); joined and rewarded by registration and payment.
    flow: {
      create: 'the invite: POST /api/sendReferralInvite',
      edit: 'registration and payment (joined, rewarded)',
      delete: 'registration and payment (joined, rewarded)',
    },
    owner: { column: 'referrer_user_id', actions: ['list', 'show'] },
    fields: {
      referrer_user_id: f.ref('Referred by', 'customers', { required: true, list: true }),
      referred_user_id: f.ref('Joined as', 'customers', { readOnly: true, list: true }),
      invitee_mobile: f.mobile('Invitee mobile', { searchable: true, filter: true, list: true }),
      invitee_email: f.email('Invitee email', { searchable: true, filter: true, list: true }),
      status: f.enum(
        'Status',
        [
          { id: 'invited', name: 'Invited', colour: '#9E9E9E' },
          { id: 'registered', name: 'Registered', colour: '#1E88E5' },
          { id: 'rewarded', name: 'Rewarded', colour: '#43A047' },
        ],
        { readOnly: true, default: 'invited', filter: true, list: true },
      ),
      cashback_amount: f.money('Cashback', { readOnly: true, list: true }),
    },
  }),
  defineResource({
    name: 'free-benefit-tracks',
    table: 'free_benefit_tracks',
    label: 'Free benefits force track',
    recordLabel: 'Free benefit track',
    titleField: 'benefit',
    feature: 'Free Benefits Force Track',
    menuGroup: 'List views',
    route: 'force-track/free-benefits',
    owner: { column: 'user_id', actions: ['list', 'show'] },
    fields: {
      user_id: f.ref('Customer', 'customers', { required: true, list: true }),
      benefit: f.enum(
        'Benefit',
        [
          { id: 'free_business', name: 'Free business' },
          { id: 'free_cir', name: 'Free CIR' },
        ],
        { required: true, filter: true, list: true },
      ),
      granted: f.integer('Granted', { required: true, min: 0, max: 1000, list: true }),
      used: f.integer('Used', { readOnly: true, list: true }),
      forced_by: f.ref('Forced by', 'admin-users', { readOnly: true, list: true }),
      note: f.string('Note', { max: 300, list: true }),
    },
  }),
];
