import { z } from 'zod';
import { defineResource } from '../define';
import { f, statusField } from '../fields';
import type { Choice } from '../types';

/** Settlement request statuses (spec §4 "other labels"). */
export const SETTLEMENT_STATUSES: readonly Choice[] = [
  { id: 'initialised', name: 'Initialised', colour: '#9E9E9E' },
  { id: 'inprogress', name: 'In progress', colour: '#1E88E5' },
  { id: 'approved', name: 'Approved', colour: '#7CB342' },
  { id: 'rejected', name: 'Rejected', colour: '#E53935' },
  { id: 'settled', name: 'Settled', colour: '#1B5E20' },
];
const MODES = [
  { id: 'full', name: 'Full' },
  { id: 'partial', name: 'Partial' },
] as const;
const PAYOUT_METHODS = ['neft', 'rtgs', 'imps', 'upi', 'cheque', 'cash', 'wallet'].map((id) => ({
  id,
  name: id.length <= 4 ? id.toUpperCase() : id[0]!.toUpperCase() + id.slice(1),
}));

/** 9-18 digits; spaces people type between groups are dropped. */
const accountNumber = z
  .string({ error: 'Account number must be text.' })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{9,18}$/, 'Account number must be 9 to 18 digits.'));

const requestFields = {
  case_id: f.ref('Defaulter case', 'defaulter-cases', { required: true, list: true }),
  user_id: f.ref('Requested by', 'customers', { required: true, list: true }),
  amount: f.money('Amount', { required: true, filter: true, sortable: true, list: true }),
  mode: f.enum('Settlement type', MODES, { required: true, filter: true, list: true }),
  // Moved only by the settlement workflow (OTP, bank verification, approval — roadmap 3), never by a plain edit.
  status: f.enum('Status', SETTLEMENT_STATUSES, { readOnly: true, default: 'initialised', filter: true, sortable: true, list: true }),
  otp_verified_at: f.datetime('OTP verified on', { readOnly: true, list: true }),
  bank_account_id: f.ref('Bank account', 'bank-accounts', { ownedByCaller: true }),
  remarks: f.text('Remarks', { max: 2000 }),
};

/** The request as its flow keeps it: case, parties, amount, schedule and account are set by the flow only. */
const flowOwnedRequestFields = Object.fromEntries(
  Object.entries(requestFields).map(([name, def]) => [name, name === 'remarks' ? def : { ...def, readOnly: true }]),
);

/** Settlement of reported defaults: requests, payouts, bank accounts and call-request holds. */
export const settlementResources = [
  defineResource({
    name: 'settlement-requests',
    table: 'settlement_requests',
    label: 'Settlement requests',
    feature: 'Settlement Request',
    menuGroup: 'Settlement',
    route: 'settlement/requests',
    titleField: 'id',
    // Opened only through the settlement flow (schedule, hold, code — issue 10 §5) and closed by it (settled,
    // or rejected by staff); staff edit only the remarks (every other field is the flow's).
    flow: { create: 'POST /api/settlement/requests', delete: 'POST /api/settlement/requests/{id}/reject' },
    owner: { column: 'user_id', actions: ['list', 'show'] },
    fields: flowOwnedRequestFields,
  }),
  defineResource({
    name: 'defaulter-settlements',
    table: 'settlement_requests',
    label: 'Defaulter settlements',
    recordLabel: 'Defaulter settlement',
    feature: 'Settlement Request',
    menuGroup: 'Customer management',
    route: 'customer-management/defaulter/defaulter-settlements',
    titleField: 'id',
    description: 'Settlements seen from the defaulter cases; processed under Settlement → requests.',
    readOnly: true,
    fields: requestFields,
  }),
  defineResource({
    name: 'settlement-payment-details',
    table: 'settlement_payment_details',
    label: 'Settlement payment details',
    recordLabel: 'Settlement payment',
    titleField: 'utr',
    feature: 'Settlement Request',
    menuGroup: 'Settlement',
    route: 'settlement/payment-detail',
    // Recorded only through the payment service (proof, ledger, fees, case progress); a recorded payment is in the
    // ledger and the case's progress, so it is never changed or removed by a plain edit either.
    flow: {
      create: 'POST /api/settlement-requests/{id}/payments',
      edit: 'the payment service (a recorded payment is in the ledger)',
      delete: 'the payment service (a recorded payment is in the ledger)',
    },
    fields: {
      settlement_request_id: f.ref('Settlement request', 'settlement-requests', { required: true, list: true }),
      amount: f.money('Amount', { required: true, list: true }),
      utr: f.string('UTR', {
        max: 30,
        zod: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z0-9]{6,30}$/, 'UTR must be 6-30 letters or digits.'),
        searchable: true,
        filter: true,
        list: true,
      }),
      paid_at: f.datetime('Paid on', { filter: true, sortable: true, list: true }),
      method: f.enum('Method', PAYOUT_METHODS, { required: true, filter: true, list: true }),
    },
  }),
  defineResource({
    name: 'bank-accounts',
    table: 'bank_accounts',
    label: 'Bank accounts',
    titleField: 'account_holder',
    feature: 'Settlement Request',
    menuGroup: 'Settlement',
    route: 'settlement/bank-accounts',
    softDelete: true,
    // Added by the bank verification (penny drop in the holder's name); staff may correct or deactivate one,
    // which drops its verification (domain/bankAccounts/hooks.ts).
    flow: { create: 'the bank verification: POST /api/settlement/verify-bank/{gstn}/{srIdbankId}' },
    owner: { column: 'user_id', actions: ['list', 'show'] },
    fullSessionWrites: true,
    description: 'The full account number is never stored: the bank-verification flow keeps its last 4 digits and a keyed hash.',
    fields: {
      user_id: f.ref('Account owner', 'customers', { required: true, list: true }),
      business_id: f.ref('Business', 'businesses', { list: true, ownedByCaller: true }),
      account_holder: f.string('Account holder', { required: true, min: 2, max: 120, searchable: true, list: true }),
      // The full number is accepted on writes only; the hook keeps its last 4 digits and a keyed hash.
      account_number: f.string('Account number', { required: true, virtual: true, zod: accountNumber, example: '50100123456789' }),
      account_number_last4: f.string('Account number (last 4)', { required: true, readOnly: true, max: 4, example: '6789', list: true }),
      account_number_hash: f.string('Account number hash', { required: true, readOnly: true, hidden: true, max: 128 }),
      ifsc: f.ifsc('IFSC', { required: true, searchable: true, filter: true, list: true }),
      bank_name: f.string('Bank', { max: 120, list: true }),
      verified_at: f.datetime('Verified on', { readOnly: true, filter: true, sortable: true, list: true }),
      ...statusField(),
    },
  }),
  defineResource({
    name: 'call-request-holds',
    table: 'call_request_holds',
    label: 'Call request holds',
    titleField: 'reason',
    feature: 'Settlement Request',
    menuGroup: 'Settlement',
    route: 'settlement/call-request-hold',
    // Put by opening a settlement request and lifted by the logged release (domain/settlements/settlementHoldService.ts).
    flow: {
      create: 'opening a settlement request (POST /api/settlement/requests)',
      delete: 'the logged release: POST /api/call-request-holds/{id}/release',
    },
    fields: {
      case_id: f.ref('Defaulter case', 'defaulter-cases', { readOnly: true, list: true }),
      user_id: f.ref('Customer', 'customers', { readOnly: true, list: true }),
      reason: f.text('Reason', { required: true, max: 1000, searchable: true, list: true }),
      status: f.enum(
        'Status',
        [
          { id: 'hold', name: 'On hold', colour: '#FB8C00' },
          { id: 'released', name: 'Released', colour: '#43A047' },
        ],
        { readOnly: true, default: 'hold', filter: true, list: true },
      ),
      held_by: f.ref('Held by', 'admin-users', { readOnly: true, list: true }),
      released_at: f.datetime('Released on', { readOnly: true, filter: true, sortable: true, list: true }),
    },
  }),
  defineResource({
    name: 'call-hold-release-logs',
    table: 'call_hold_release_logs',
    label: 'Call hold release logs',
    recordLabel: 'Call hold release log',
    titleField: 'action',
    feature: 'Call Hold Release Logs',
    menuGroup: 'Settlement',
    route: 'settlement/call-hold/release-actions/logs',
    readOnly: true,
    fields: {
      hold_id: f.ref('Hold', 'call-request-holds', { list: true }),
      action: f.enum(
        'Action',
        [
          { id: 'hold', name: 'Hold' },
          { id: 'release', name: 'Release' },
        ],
        { filter: true, list: true },
      ),
      actor_user_id: f.ref('By', 'admin-users', { list: true }),
      note: f.text('Note', { list: true }),
    },
  }),
];
