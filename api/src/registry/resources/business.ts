import { z } from 'zod';
import { SCORE_BANDS, udyamNumberSchema } from '../../validation';
import { defineResource } from '../define';
import { f, statusField } from '../fields';
import type { Choice } from '../types';
import { CASE_SOURCES, EVIDENCE_UPLOAD, fileFields } from './defaulter';

/** How a member proved control of a business's GST registration (businesses.control_proof_method). */
export const CONTROL_PROOF_METHODS: readonly Choice[] = [
  { id: 'gst_otp', name: 'Code to the GST-registered contact' },
  { id: 'staff_review', name: 'Staff review' },
  { id: 'demo_seed', name: 'Demo data' },
];

const pincode = z
  .string({ error: 'Pincode must be text.' })
  .trim()
  .regex(/^[1-9]\d{5}$/, 'Pincode must be 6 digits and cannot start with 0.');
/** Up to 3 decimals (kg, metres…); kept as a string like money so it is never a float. */
const quantity = z.union([z.number(), z.string().trim()], { error: 'Quantity must be a number.' }).transform((v, ctx) => {
  const s = String(v);
  if (!/^\d{1,11}(\.\d{1,3})?$/.test(s)) {
    ctx.addIssue({ code: 'custom', message: 'Quantity must be a positive number with at most 3 decimals.' });
    return z.NEVER;
  }
  return s;
});

const TXN_DOC_TYPES = [
  { id: 'bilty', name: 'Bilty (consignment note)' },
  { id: 'invoice', name: 'Invoice' },
  { id: 'payment_proof', name: 'Proof of payment' },
  { id: 'ledger_certificate', name: 'Ledger certificate' },
  { id: 'ca_certificate', name: 'CA certificate' },
] as const;
/** Udyam classification of an enterprise (MSMED Act, 2006, s.7). */
export const ENTERPRISE_TYPES = [
  { id: 'micro', name: 'Micro' },
  { id: 'small', name: 'Small' },
  { id: 'medium', name: 'Medium' },
] as const;
const BANDS = SCORE_BANDS.map((b) => ({ id: b.name, name: b.name, colour: b.colour }));

/** Businesses registered by GSTIN, their credit transactions and the credit information reports. */
export const businessResources = [
  defineResource({
    name: 'businesses',
    table: 'businesses',
    label: 'Businesses',
    recordLabel: 'Business',
    titleField: 'trade_name',
    feature: 'Business',
    menuGroup: 'Customer management',
    route: 'customer-management/businesses',
    naturalKeys: ['gstin'],
    softDelete: true,
    owner: { column: 'user_id', actions: ['list', 'show', 'create', 'edit'] },
    fields: {
      user_id: f.ref('Owner', 'customers', { required: true, list: true }),
      trade_name: f.string('Trade name', { required: true, min: 2, max: 200, searchable: true, sortable: true, list: true }),
      legal_name: f.string('Legal name', { max: 200, searchable: true }),
      gstin: f.gstin('GST number', { required: true, searchable: true, filter: true, list: true }),
      pan: f.pan('PAN', { searchable: true, filter: true, list: true }),
      category_id: f.ref('Category', 'business-categories', { list: true }),
      state_id: f.ref('State', 'states', { list: true }),
      city_id: f.ref('City', 'cities', { list: true }),
      address: f.text('Address', { max: 1000 }),
      pincode: f.string('Pincode', { zod: pincode }),
      // MSMED Act interest (issue 10 §4) is shown on a case when its reporting business is micro or small with a Udyam number.
      udyam_number: f.string('Udyam registration number', {
        max: 19,
        zod: udyamNumberSchema,
        searchable: true,
        filter: true,
        example: 'UDYAM-RJ-17-0012345',
        help: 'As on the Udyam certificate, like UDYAM-RJ-17-0012345.',
      }),
      enterprise_type: f.enum('Enterprise type (MSME)', ENTERPRISE_TYPES, {
        filter: true,
        list: true,
        help: 'As on the Udyam certificate. Micro and small enterprises may claim interest on late payments under the MSMED Act.',
      }),
      registration_source: f.enum('Registration source', CASE_SOURCES, { staffOnly: true, default: 'web', filter: true, list: true }),
      gst_verified_at: f.datetime('GST verified on', { readOnly: true }),
      // Which GST provider answered the look-up that filled the GST data, and when (issue 20 §2).
      gst_source: f.string('GST data source', { max: 40, readOnly: true }),
      gst_fetched_at: f.datetime('GST data fetched on', { readOnly: true }),
      // Proof that the member controls the GST registration (issue 18 §1): only a proven business has own-business rights.
      control_proven_at: f.datetime('Control proven on', { readOnly: true, filter: true, list: true }),
      control_proof_method: f.enum('Control proven by', CONTROL_PROOF_METHODS, { readOnly: true }),
      // A member confirmed a name that differs from the GST records (api/src/domain/businesses/businessNameRules.ts).
      name_mismatch: f.boolean('Name differs from GST records', { staffOnly: true, default: false, filter: true, list: true }),
      name_mismatch_confirmed: f.boolean('Name difference confirmed by the member', {
        virtual: true,
        help: 'Members only: sent with a name that differs from the GST records, to keep it anyway (the business is flagged for review).',
      }),
      ...statusField(),
    },
  }),
  defineResource({
    name: 'gstin-review-requests',
    table: 'gstin_review_requests',
    label: 'GSTIN review requests',
    recordLabel: 'GSTIN review request',
    titleField: 'gstin',
    feature: 'Business',
    menuGroup: 'Customer management',
    route: 'customer-management/gstin-review-requests',
    // A member asks support to review a GSTIN someone else registered; support answers here.
    createdThrough: 'POST /api/businesses/gstin-review',
    owner: { column: 'user_id', actions: ['list', 'show'] },
    fields: {
      user_id: f.ref('Requested by', 'customers', { readOnly: true, list: true }),
      gstin: f.gstin('GST number', { readOnly: true, searchable: true, filter: true, list: true }),
      note: f.text('Member’s note', { readOnly: true, max: 1000, list: true }),
      status: f.enum(
        'Status',
        [
          { id: 'open', name: 'Open', colour: '#1e88e5' },
          { id: 'resolved', name: 'Resolved', colour: '#43a047' },
          { id: 'rejected', name: 'Rejected', colour: '#9e9e9e' },
        ],
        { default: 'open', staffOnly: true, filter: true, sortable: true, list: true },
      ),
      staff_remarks: f.text('Staff remarks', { staffOnly: true, max: 1000 }),
    },
  }),
  defineResource({
    name: 'business-transactions',
    table: 'business_transactions',
    label: 'Business transactions',
    titleField: 'voucher_number',
    feature: 'Business Transactions',
    menuGroup: 'List views',
    route: 'business-transactions',
    // Recorded by the supplier's flow (buyer by GSTIN, voucher once per pair, frozen once the buyer consents).
    flow: {
      create: 'POST /api/member/business-transactions',
      edit: 'PUT /api/member/business-transactions/{id}',
      delete: 'DELETE /api/member/business-transactions/{id}',
    },
    owner: { column: 'user_id', actions: ['list', 'show'] },
    fields: {
      supplier_business_id: f.ref('Supplier', 'businesses', { required: true, list: true }),
      buyer_business_id: f.ref('Buyer', 'businesses', { required: true, list: true }),
      user_id: f.ref('Recorded by', 'customers', { required: true }),
      voucher_number: f.string('Voucher number', { max: 60, searchable: true, filter: true, list: true }),
      transaction_type: f.enum(
        'Type',
        [
          { id: 'sale', name: 'Sale' },
          { id: 'purchase', name: 'Purchase' },
        ],
        { required: true, filter: true, list: true },
      ),
      unit: f.string('Unit', { max: 20 }),
      unit_value: f.money('Unit value'),
      tax_percentage: f.percent('Tax %', { default: '0.00' }),
      quantity: f.string('Quantity', { zod: quantity }),
      amount: f.money('Amount', { required: true, filter: true, sortable: true, list: true }),
      advance_paid: f.money('Advance paid', { default: '0.00', list: true }),
      invoice_date: f.date('Invoice date', { filter: true, sortable: true, list: true }),
      due_date: f.date('Due date', { filter: true, sortable: true, list: true }),
      source: f.enum(
        'Source',
        [
          { id: 'manual', name: 'Entered by hand' },
          { id: 'tally', name: 'Tally sync' },
        ],
        { staffOnly: true, default: 'manual', filter: true },
      ),
    },
  }),
  defineResource({
    name: 'transaction-documents',
    table: 'transaction_documents',
    label: 'Transaction bill details',
    recordLabel: 'Transaction document',
    titleField: 'original_name',
    feature: 'Business Transactions',
    menuGroup: 'Customer management',
    route: 'customer-management/transation-bill-details',
    owner: { column: 'user_id', actions: ['list', 'show', 'create'] },
    upload: { folder: 'transaction-documents', ...EVIDENCE_UPLOAD },
    fields: {
      transaction_id: f.ref('Transaction', 'business-transactions', { required: true, list: true, ownedByCaller: true }),
      doc_type: f.enum('Document type', TXN_DOC_TYPES, { required: true, filter: true, list: true }),
      ...fileFields,
      user_id: f.ref('Uploaded by', 'customers', { required: true }),
    },
  }),
  defineResource({
    name: 'cir-reports',
    table: 'cir_reports',
    label: 'Credit information reports',
    recordLabel: 'Credit information report',
    titleField: 'subject_name',
    feature: 'CIR',
    menuGroup: 'List views',
    route: 'cir',
    // Generated (and charged) by the CIR service, never written through the engine.
    readOnly: true,
    owner: { column: 'user_id', actions: ['list', 'show'] },
    fields: {
      user_id: f.ref('Pulled by', 'customers', { list: true }),
      business_id: f.ref('Business', 'businesses'),
      subject_gstin: f.gstin('GST number', { searchable: true, filter: true, list: true }),
      subject_name: f.string('Business name', { searchable: true, list: true }),
      score: f.integer('Score', { min: 0, max: 900, filter: true, sortable: true, list: true }),
      band: f.enum('Band', BANDS, { filter: true, list: true }),
      reason_codes: f.json('Reason codes'),
      fee: f.money('Fee', { list: true }),
      status: f.enum(
        'Status',
        [
          { id: 'generated', name: 'Generated', colour: '#43A047' },
          { id: 'failed', name: 'Failed', colour: '#E53935' },
        ],
        { filter: true, list: true },
      ),
      pdf_path: f.string('PDF', { hidden: true }),
      generated_at: f.datetime('Generated on', { filter: true, sortable: true, list: true }),
    },
  }),
];
