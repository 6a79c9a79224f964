import { defineResource } from '../define';
import { f } from '../fields';

/**
 * Business-accounting sync (BCM, spec §2): Tally registrations and the connector's logs. Only
 * registrations are editable (staff may correct a company name or revoke one); the rest are
 * written by the sync service.
 */
const RESULT = [
  { id: 'success', name: 'Success', colour: '#43a047' },
  { id: 'failed', name: 'Failed', colour: '#e53935' },
] as const;
const VOUCHER_TYPES = [
  { id: 'sales', name: 'Sales' },
  { id: 'purchase', name: 'Purchase' },
  { id: 'receipt', name: 'Receipt' },
  { id: 'payment', name: 'Payment' },
  { id: 'credit_note', name: 'Credit note' },
  { id: 'debit_note', name: 'Debit note' },
  { id: 'journal', name: 'Journal' },
  { id: 'contra', name: 'Contra' },
] as const;

const bcm = { feature: 'BCM Sync', menuGroup: 'Business-accounting sync' } as const;
const bcmLog = { ...bcm, readOnly: true } as const;

export const bcmSyncResources = [
  defineResource({
    ...bcm,
    name: 'bcm-registrations',
    table: 'bcm_registrations',
    label: 'Tally registrations',
    recordLabel: 'Tally registration',
    titleField: 'tally_company_name',
    route: 'bcm/registration',
    fields: {
      user_id: f.ref('Customer', 'customers', { required: true, list: true }),
      business_id: f.ref('Business', 'businesses', { required: true, list: true }),
      tally_company_name: f.string('Tally company', { required: true, max: 200, searchable: true, sortable: true, list: true }),
      license_number: f.string('Tally licence number', { max: 40, searchable: true, filter: true, list: true }),
      status: f.enum(
        'Status',
        [
          { id: 'pending', name: 'Pending', colour: '#9e9e9e' },
          { id: 'registered', name: 'Registered', colour: '#43a047' },
          { id: 'failed', name: 'Failed', colour: '#e53935' },
          { id: 'revoked', name: 'Revoked', colour: '#6d4c41' },
        ],
        { default: 'pending', filter: true, list: true },
      ),
      registered_at: f.datetime('Registered on', { readOnly: true }),
      last_synced_at: f.datetime('Last sync', { readOnly: true, sortable: true, list: true }),
    },
  }),
  defineResource({
    ...bcmLog,
    name: 'bcm-registration-attempts',
    table: 'bcm_registration_attempts',
    label: 'Registration attempts',
    recordLabel: 'Registration attempt',
    titleField: 'tally_company_name',
    route: 'bcm/registrationAttempts',
    fields: {
      registration_id: f.ref('Registration', 'bcm-registrations'),
      user_id: f.ref('Customer', 'customers', { list: true }),
      business_id: f.ref('Business', 'businesses', { list: true }),
      gstin: f.gstin('GST number', { searchable: true, filter: true, list: true }),
      tally_company_name: f.string('Tally company', { searchable: true, list: true }),
      license_number: f.string('Tally licence number'),
      status: f.enum('Result', RESULT, { filter: true, list: true }),
      error: f.string('Error', { max: 500, list: true }),
      request: f.json('Request'),
    },
  }),
  defineResource({
    ...bcmLog,
    name: 'bcm-voucher-attempts',
    table: 'bcm_voucher_attempts',
    label: 'Voucher attempts',
    recordLabel: 'Voucher attempt',
    titleField: 'voucher_number',
    route: 'bcm/voucherAttempts',
    fields: {
      registration_id: f.ref('Registration', 'bcm-registrations', { list: true }),
      sync_id: f.ref('Sync run', 'bcm-sync-history'),
      voucher_number: f.string('Voucher number', { searchable: true, filter: true, list: true }),
      voucher_type: f.enum('Voucher type', VOUCHER_TYPES, { filter: true, list: true }),
      voucher_date: f.date('Voucher date', { filter: true, sortable: true, list: true }),
      party_name: f.string('Party', { searchable: true, list: true }),
      party_gstin: f.gstin('Party GST number', { filter: true }),
      amount: f.money('Amount', { list: true }),
      status: f.enum('Result', [...RESULT, { id: 'skipped', name: 'Skipped', colour: '#9e9e9e' }], { filter: true, list: true }),
      error: f.string('Error', { max: 500, list: true }),
      payload: f.json('Voucher data'),
    },
  }),
  defineResource({
    ...bcmLog,
    name: 'bcm-sync-history',
    table: 'bcm_sync_history',
    label: 'Sync voucher history',
    recordLabel: 'Sync run',
    titleField: 'id',
    route: 'bcm/syncVoucherHistory',
    defaultSort: ['started_at', 'DESC'],
    fields: {
      registration_id: f.ref('Registration', 'bcm-registrations', { list: true }),
      business_id: f.ref('Business', 'businesses', { list: true }),
      from_date: f.date('From'),
      to_date: f.date('To'),
      status: f.enum(
        'Status',
        [
          { id: 'running', name: 'Running', colour: '#1e88e5' },
          { id: 'success', name: 'Success', colour: '#43a047' },
          { id: 'partial', name: 'Partly synced', colour: '#fb8c00' },
          { id: 'failed', name: 'Failed', colour: '#e53935' },
        ],
        { filter: true, list: true },
      ),
      vouchers_received: f.integer('Received', { list: true }),
      vouchers_synced: f.integer('Synced', { list: true }),
      vouchers_failed: f.integer('Failed', { list: true }),
      started_at: f.datetime('Started', { filter: true, sortable: true, list: true }),
      finished_at: f.datetime('Finished'),
    },
  }),
  defineResource({
    ...bcmLog,
    name: 'gst-api-error-logs',
    table: 'gst_api_error_logs',
    label: 'GST API error log',
    recordLabel: 'GST API error',
    titleField: 'api',
    route: 'bcm/gstApiErrorLog',
    fields: {
      gstin: f.gstin('GST number', { searchable: true, filter: true, list: true }),
      business_id: f.ref('Business', 'businesses', { list: true }),
      api: f.string('API', { filter: true, list: true }),
      status_code: f.integer('HTTP status', { filter: true, list: true }),
      error_code: f.string('Error code', { list: true }),
      message: f.text('Message', { list: true }),
      request: f.json('Request'),
      response: f.json('Response'),
    },
  }),
  defineResource({
    ...bcmLog,
    name: 'bcm-error-logs',
    table: 'bcm_error_logs',
    label: 'Error log',
    recordLabel: 'Sync error',
    titleField: 'param_file',
    route: 'bcm/error-log',
    description: 'Connector errors; filter by parameter file for error-log/{paramFile}.',
    fields: {
      registration_id: f.ref('Registration', 'bcm-registrations', { list: true }),
      param_file: f.string('Parameter file', { searchable: true, filter: true, list: true }),
      message: f.text('Message', { searchable: true, list: true }),
      payload: f.json('Payload'),
    },
  }),
  defineResource({
    ...bcmLog,
    menuGroup: 'List views',
    name: 'sync-tracking',
    table: 'sync_tracking',
    label: 'Sync tracking',
    recordLabel: 'Sync tracking',
    titleField: 'id',
    route: 'sync-tracking',
    defaultSort: ['last_synced_at', 'DESC'],
    fields: {
      business_id: f.ref('Business', 'businesses', { list: true }),
      registration_id: f.ref('Registration', 'bcm-registrations'),
      last_synced_at: f.datetime('Last sync', { filter: true, sortable: true, list: true }),
      status: f.enum(
        'Status',
        [
          { id: 'never', name: 'Never synced', colour: '#9e9e9e' },
          { id: 'syncing', name: 'Syncing', colour: '#1e88e5' },
          { id: 'in_sync', name: 'In sync', colour: '#43a047' },
          { id: 'stale', name: 'Stale', colour: '#fb8c00' },
          { id: 'failed', name: 'Failed', colour: '#e53935' },
        ],
        { filter: true, list: true },
      ),
      vouchers_synced: f.integer('Vouchers synced', { sortable: true, list: true }),
      last_error: f.string('Last error', { max: 500 }),
    },
  }),
];
