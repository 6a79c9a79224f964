import { defineResource } from '../define';
import { f, statusField } from '../fields';

/**
 * Legal notice (spec §2): notice templates and their shared footer/header blocks, the
 * "sa-defaulter" list of cases chosen for legal action, generation batches and the notices.
 * Generating PDFs is a process action of the legal-notice service, not a CRUD write.
 */
const NOTICE_FOR = [
  { id: 'buyer', name: 'Buyer (defaulter)' },
  { id: 'supplier', name: 'Supplier (reporter)' },
] as const;
const NOTICE_STATUS = [
  { id: 'pending', name: 'Pending', colour: '#9e9e9e' },
  { id: 'generated', name: 'PDF generated', colour: '#1e88e5' },
  { id: 'sent', name: 'Sent', colour: '#43a047' },
  { id: 'failed', name: 'Failed', colour: '#e53935' },
] as const;

const documentFields = {
  title: f.string('Title', { required: true, max: 200, searchable: true, sortable: true, list: true }),
  notice_for: f.enum('Notice for', NOTICE_FOR, { required: true, filter: true, list: true }),
  body: f.richtext('Content', {
    required: true,
    max: 200000,
    help: 'Use {{placeholders}} such as {{defaulter_name}}, {{due_amount}}, {{due_date}}.',
  }),
  ...statusField(),
};

const noticeFields = {
  batch_id: f.ref('Batch', 'legal-notice-batches', { list: true }),
  case_id: f.ref('Defaulter case', 'defaulter-cases', { required: true, list: true }),
  notice_for: f.enum('Notice for', NOTICE_FOR, { required: true, filter: true, list: true }),
  document_id: f.ref('Template', 'legal-notice-documents'),
  status: f.enum('Status', NOTICE_STATUS, { default: 'pending', readOnly: true, filter: true, list: true }),
  pdf_path: f.string('PDF', { readOnly: true, list: true }),
  error: f.string('Error', { readOnly: true }),
  generated_at: f.datetime('Generated on', { readOnly: true, sortable: true, filter: true, list: true }),
  sent_at: f.datetime('Sent on', { readOnly: true, sortable: true, filter: true, list: true }),
};

export const legalNoticeResources = [
  defineResource({
    name: 'legal-notice-documents',
    table: 'legal_notice_documents',
    label: 'Legal notice documents',
    recordLabel: 'Legal notice document',
    titleField: 'title',
    feature: 'Legal Notice Documents',
    menuGroup: 'Legal notice',
    route: 'legal-notice/documents',
    baseFilter: { kind: 'document' },
    softDelete: true,
    fields: documentFields,
  }),
  defineResource({
    name: 'legal-notice-footer-headers',
    table: 'legal_notice_documents',
    label: 'Footer and header',
    recordLabel: 'Footer/header block',
    titleField: 'title',
    feature: 'Legal Notice Documents',
    menuGroup: 'Legal notice',
    route: 'legal-notice/footer-header',
    baseFilter: { kind: 'footer_header' },
    softDelete: true,
    fields: documentFields,
  }),
  defineResource({
    name: 'sa-defaulters',
    table: 'sa_defaulters',
    label: 'SA defaulters',
    recordLabel: 'SA defaulter',
    titleField: 'id',
    feature: 'Legal Notice Process',
    menuGroup: 'Legal notice',
    route: 'legal-notice/sa-defaulter',
    description: 'Defaulter cases selected for legal action.',
    fields: {
      case_id: f.ref('Defaulter case', 'defaulter-cases', { required: true, list: true }),
      status: f.enum(
        'Status',
        [
          { id: 'selected', name: 'Selected', colour: '#1e88e5' },
          { id: 'notice_generated', name: 'Notice generated', colour: '#fb8c00' },
          { id: 'notice_sent', name: 'Notice sent', colour: '#43a047' },
          { id: 'dropped', name: 'Dropped', colour: '#9e9e9e' },
        ],
        { default: 'selected', filter: true, sortable: true, list: true },
      ),
      note: f.text('Note', { max: 500, list: true }),
      added_by: f.ref('Added by', 'admin-users', { readOnly: true, list: true }),
    },
  }),
  defineResource({
    name: 'legal-notice-batches',
    table: 'legal_notice_batches',
    label: 'Legal notice batches',
    recordLabel: 'Legal notice batch',
    // Batches are made only by the legal-notice process, which checks each case's eligibility.
    createdThrough: 'POST /api/legal-notices/batches',
    titleField: 'name',
    feature: 'Legal Notice Process',
    menuGroup: 'Legal notice',
    route: 'legal-notice/batch',
    fields: {
      name: f.string('Name', { required: true, max: 160, searchable: true, sortable: true, list: true }),
      notice_for: f.enum('Notice for', NOTICE_FOR, { required: true, filter: true, list: true }),
      document_id: f.ref('Template', 'legal-notice-documents', { required: true, list: true }),
      footer_header_id: f.ref('Footer/header', 'legal-notice-footer-headers'),
      status: f.enum(
        'Status',
        [
          { id: 'draft', name: 'Draft', colour: '#9e9e9e' },
          { id: 'processing', name: 'Processing', colour: '#1e88e5' },
          { id: 'generated', name: 'Generated', colour: '#43a047' },
          { id: 'failed', name: 'Failed', colour: '#e53935' },
        ],
        { default: 'draft', readOnly: true, filter: true, list: true },
      ),
      total: f.integer('Notices', { readOnly: true, list: true }),
      generated_count: f.integer('Generated', { readOnly: true, list: true }),
      failed_count: f.integer('Failed', { readOnly: true, list: true }),
      created_by: f.ref('Created by', 'admin-users', { readOnly: true, list: true }),
      finished_at: f.datetime('Finished on', { readOnly: true }),
    },
  }),
  defineResource({
    name: 'legal-notices',
    table: 'legal_notices',
    label: 'Legal notices',
    recordLabel: 'Legal notice',
    // Batches are made only by the legal-notice process, which checks each case's eligibility.
    createdThrough: 'POST /api/legal-notices/batches',
    titleField: 'id',
    feature: 'Legal Notice Process',
    menuGroup: 'Legal notice',
    route: 'legal-notice/list',
    fields: noticeFields,
  }),
  defineResource({
    name: 'legal-notices-pdf-generated',
    table: 'legal_notices',
    label: 'Generated notice PDFs',
    recordLabel: 'Generated notice',
    titleField: 'id',
    feature: 'Legal Notice Process',
    menuGroup: 'Legal notice',
    route: 'legal-notice/pdf-generated',
    baseFilter: { status: 'generated' },
    readOnly: true,
    defaultSort: ['generated_at', 'DESC'],
    fields: noticeFields,
  }),
];
