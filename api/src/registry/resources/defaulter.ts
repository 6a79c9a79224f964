import { defineResource } from '../define';
import { f } from '../fields';
import type { Choice } from '../types';
import { GST_STATE_NAMES } from '../../validation/gstStateCodes';

/** Defaulter / settlement case statuses of spec §4, each with its colour icon. */
export const CASE_STATUSES: readonly Choice[] = [
  { id: 'processing', name: 'Processing', colour: '#1E88E5' },
  { id: 'more_details_required', name: 'More Documents Required', colour: '#FB8C00' },
  { id: 'verified', name: 'Verified', colour: '#43A047' },
  { id: 'rejected', name: 'Rejected', colour: '#E53935' },
  { id: 'partial_settled', name: 'Partially Settled', colour: '#00ACC1' },
  { id: 'full_settled', name: 'Fully Settled', colour: '#1B5E20' },
  { id: 'incomplete', name: 'Incomplete', colour: '#9E9E9E' },
  { id: 'removed', name: 'Removed', colour: '#616161' },
  { id: 'wrongly_reported', name: 'Wrongly Reported', colour: '#8E24AA' },
  // The reported business disputes the claim (issue 10 §3): not counted against it until staff decide.
  { id: 'disputed', name: 'Disputed', colour: '#F4511E' },
];
export const DISPUTE_STATUSES: readonly Choice[] = [
  { id: 'open', name: 'Open', colour: '#F4511E' },
  { id: 'upheld', name: 'Upheld', colour: '#8E24AA' },
  { id: 'rejected', name: 'Rejected', colour: '#43A047' },
];
export const CASE_SOURCES: readonly Choice[] = [
  { id: 'web', name: 'Website' },
  { id: 'android', name: 'Android app' },
  { id: 'ios', name: 'iOS app' },
  { id: 'agent', name: 'Agent' },
  { id: 'admin', name: 'Back office' },
  { id: 'import', name: 'Bulk import' },
  { id: 'seed', name: 'Seed' },
];
export const CASE_DOC_TYPES: readonly Choice[] = [
  { id: 'invoice', name: 'Invoice' },
  { id: 'bilty', name: 'Bilty (consignment note)' },
  { id: 'payment_proof', name: 'Proof of payment' },
  { id: 'ledger_certificate', name: 'Ledger certificate' },
  { id: 'ca_certificate', name: 'CA certificate' },
  { id: 'other', name: 'Other' },
  { id: 'dispute_document', name: 'Dispute document (from the reported business)' },
];

/**
 * Columns of an uploaded file, all set by the server from the file it stored (POST
 * /api/<resource>/upload): a client can neither choose nor see the storage path.
 */
export const uploadedFileFields = {
  file_path: f.string('Stored file', { readOnly: true, hidden: true, max: 500 }),
  original_name: f.string('File name', { readOnly: true, max: 255, searchable: true, list: true }),
  mime_type: f.string('File type', { readOnly: true, max: 100 }),
  size_bytes: f.integer('Size (bytes)', { readOnly: true, min: 1 }),
};
export const fileFields = {
  udin: f.udin('UDIN', { searchable: true, help: 'Required for a CA certificate.' }),
  ...uploadedFileFields,
  sha256: f.string('SHA-256', { readOnly: true, max: 64, help: 'Fingerprint of the stored file: the same on both sides.' }),
};

/**
 * Evidence files of cases and transactions: PDF, JPEG or PNG (detected from the contents), up to
 * 10 MB each (issue 10 §2).
 */
export const EVIDENCE_UPLOAD = { accept: ['pdf', 'png', 'jpeg'], maxBytes: 10 * 1024 * 1024 } as const;

/** A case's state: its defaulter GSTIN's state code (the index defaulter_cases_state_created_at_id is built on it). */
export const CASE_STATE_SQL = 'left(defaulter_gstin, 2)';
const STATE_CHOICES: readonly Choice[] = Object.entries(GST_STATE_NAMES).map(([id, name]) => ({ id, name }));

/** Where a case and its contact details are born (ResourceDef.flow). */
const REPORT_FLOW = 'the report: POST /api/defaulter/report (staff: POST /api/admin/defaulter/report)';

/** Defaulter cases with their evidence, timeline and the defaulter's contact details. */
export const defaulterResources = [
  defineResource({
    name: 'defaulter-cases',
    table: 'defaulter_cases',
    label: 'Defaulters',
    recordLabel: 'Defaulter',
    titleField: 'defaulter_name',
    feature: 'Defaulter',
    menuGroup: 'Customer management',
    route: 'customer-management/defaulter',
    // Born in the report (evidence, duplicate check, fee, invoices, timeline, contact); staff keep the plain edit
    // for their own fields (status is the workflow's) and the delete (its evidence is kept for the retention period).
    flow: { create: REPORT_FLOW },
    owner: { column: 'reporter_user_id', actions: ['list', 'show'] },
    fields: {
      reporter_user_id: f.ref('Reporter', 'customers', { required: true, list: true }),
      reporter_business_id: f.ref('Reporting business', 'businesses', { required: true, list: true, ownedByCaller: true }),
      defaulter_business_id: f.ref('Defaulter (registered business)', 'businesses', { staffOnly: true }),
      defaulter_gstin: f.gstin('Defaulter GST number', { required: true, searchable: true, filter: true, list: true }),
      // The state is the GSTIN's first two digits (its GST state code): computed, never stored, and
      // indexed on exactly this expression with the list's order (migration 20261128006000).
      defaulter_state: f.enum('Defaulter state', STATE_CHOICES, { readOnly: true, computed: CASE_STATE_SQL, filter: true }),
      defaulter_name: f.string('Defaulter name', {
        required: true,
        min: 2,
        max: 200,
        searchable: true,
        filter: true,
        sortable: true,
        list: true,
      }),
      defaulter_pan: f.pan('Defaulter PAN', { searchable: true, filter: true }),
      due_amount: f.money('Due amount', { required: true, filter: true, sortable: true, list: true }),
      due_date: f.date('Due date', { required: true, filter: true, sortable: true, list: true }),
      invoice_number: f.string('Invoice number', { max: 60, searchable: true }),
      // Set by the report (POST /api/defaulter/report, issue 10 §1) from its invoices; never edited here.
      invoice_total: f.money('Invoices total', { readOnly: true }),
      advance_paid: f.money('Advance paid', { readOnly: true }),
      goods_accepted_on: f.date('Goods accepted on', { readOnly: true }),
      agreed_credit_days: f.integer('Agreed credit period (days)', { readOnly: true, min: 0 }),
      verified_on: f.datetime('Verified on', { readOnly: true, filter: true, sortable: true, list: true }),
      write_off_amount: f.money('Write-off amount', { staffOnly: true, default: '0.00', list: true }),
      settled_amount: f.money('Settled amount', { readOnly: true, list: true }),
      // Changed only by the case workflow (explicit state machine), never by a plain edit from a customer.
      // Changed only through the case workflow (POST /api/defaulter-cases/:id/transition).
      status: f.enum('Settlement status', CASE_STATUSES, {
        readOnly: true,
        default: 'processing',
        filter: true,
        sortable: true,
        list: true,
      }),
      legal_case: f.boolean('Legal case', { staffOnly: true, default: false, filter: true, list: true }),
      remarks: f.text('Remarks', { max: 2000 }),
      source: f.enum('Source', CASE_SOURCES, { staffOnly: true, default: 'web', filter: true }),
    },
  }),
  defineResource({
    name: 'case-documents',
    table: 'case_documents',
    label: 'Defaulter documents',
    recordLabel: 'Defaulter document',
    titleField: 'original_name',
    feature: 'Defaulter',
    menuGroup: 'Customer management',
    route: 'customer-management/defaulter/documents',
    owner: { column: 'user_id', actions: ['list', 'show', 'create'] },
    upload: { folder: 'case-documents', ...EVIDENCE_UPLOAD },
    fields: {
      case_id: f.ref('Defaulter case', 'defaulter-cases', { required: true, list: true, ownedByCaller: true }),
      doc_type: f.enum('Document type', CASE_DOC_TYPES, { required: true, filter: true, list: true }),
      ...fileFields,
      uploaded_by_user_id: f.ref('Uploaded by', 'customers', { readOnly: true }),
      user_id: f.ref('Case owner', 'customers', { required: true }),
    },
  }),
  defineResource({
    name: 'case-invoices',
    table: 'case_invoices',
    label: 'Defaulter case invoices',
    recordLabel: 'Case invoice',
    titleField: 'invoice_number',
    feature: 'Defaulter',
    menuGroup: 'Customer management',
    route: 'customer-management/defaulter/invoices',
    // Backed by the (case_id, position) index; within a case the id tie-break keeps the report's order.
    defaultSort: ['case_id', 'ASC'],
    // No created_at sort: the table has no index led by it (the rows are written once, with their case).
    timestamps: false,
    // Written only by the report, in its transaction (reportService); a case's invoices are evidence.
    readOnly: true,
    fields: {
      case_id: f.ref('Defaulter case', 'defaulter-cases', { list: true, sortable: true, filter: true }),
      invoice_number: f.string('Invoice number', { max: 60, list: true }),
      invoice_date: f.date('Invoice date', { list: true }),
      amount: f.money('Amount', { list: true }),
      due_date: f.date('Due date', { list: true }),
      defaulter_gstin: f.gstin('Defaulter GST number', { list: true }),
    },
  }),
  defineResource({
    name: 'case-events',
    table: 'case_events',
    label: 'Defaulter case timeline',
    recordLabel: 'Case event',
    titleField: 'to_status',
    feature: 'Defaulter',
    menuGroup: 'Customer management',
    route: 'customer-management/defaulter/timeline',
    readOnly: true,
    fields: {
      case_id: f.ref('Defaulter case', 'defaulter-cases', { list: true }),
      from_status: f.enum('From', CASE_STATUSES, { list: true }),
      to_status: f.enum('To', CASE_STATUSES, { filter: true, list: true }),
      settled_delta: f.money('Settled in this step', { list: true }),
      note: f.text('Note', { list: true }),
      actor_user_id: f.ref('By', 'admin-users', { list: true }),
    },
  }),
  defineResource({
    name: 'defaulter-contacts',
    table: 'defaulter_contacts',
    label: 'Defaulter contact details',
    recordLabel: 'Defaulter contact',
    titleField: 'name',
    feature: 'Defaulter',
    menuGroup: 'Customer management',
    route: 'customer-management/defaulter/contact-details',
    // Given with the report, in its transaction; staff may correct a contact afterwards.
    flow: { create: REPORT_FLOW },
    owner: { column: 'user_id', actions: ['list', 'show'] },
    fields: {
      case_id: f.ref('Defaulter case', 'defaulter-cases', { required: true, list: true, ownedByCaller: true }),
      name: f.string('Contact name', { required: true, min: 2, max: 120, searchable: true, sortable: true, list: true }),
      mobile: f.mobile('Mobile', { searchable: true, filter: true, list: true }),
      email: f.email('Email', { searchable: true, filter: true, list: true }),
      address: f.text('Address', { max: 1000 }),
      user_id: f.ref('Reported by', 'customers', { required: true }),
    },
  }),
  defineResource({
    name: 'case-disputes',
    table: 'case_disputes',
    label: 'Disputes',
    recordLabel: 'Dispute',
    titleField: 'statement',
    feature: 'Defaulter',
    menuGroup: 'Customer management',
    route: 'customer-management/defaulter/disputes',
    // Opened only by the reported business through its notice; decided through
    // POST /api/admin/defaulter-cases/:id/dispute/decide (issue 10 §3).
    readOnly: true,
    fields: {
      case_id: f.ref('Defaulter case', 'defaulter-cases', { list: true }),
      statement: f.text('Statement', { max: 4000 }),
      opened_at: f.datetime('Opened', { readOnly: true, sortable: true, list: true }),
      decide_by: f.datetime('Decide by', { readOnly: true, sortable: true, list: true }),
      status: f.enum('Status', DISPUTE_STATUSES, { readOnly: true, filter: true, list: true }),
      past_deadline: f.boolean('Past deadline', {
        readOnly: true,
        filter: true,
        list: true,
        computed: `(status = 'open' AND decide_by < now())`,
      }),
      previous_status: f.enum('Status before the dispute', CASE_STATUSES, { readOnly: true }),
      upheld_status: f.enum('Status when upheld', CASE_STATUSES, { readOnly: true }),
      decided_by: f.ref('Decided by', 'admin-users', { readOnly: true }),
      decided_at: f.datetime('Decided', { readOnly: true }),
      decision_note: f.text('Decision note', { readOnly: true }),
      notice_id: f.integer('Notice', { readOnly: true, hidden: true }),
    },
  }),
];
