/**
 * Staff's "Report a defaulter" form (POST /api/admin/defaulter/report): its values as typed, the
 * `report` JSON it sends, and its own checks before sending — the API's shared contract
 * (defaulterReportInput) and the report's document rules (REPORT_DOCUMENT_KINDS, ATTACH_MESSAGE), so
 * no rule is written twice. Pure, so it is unit-tested; the server checks everything again and its
 * field errors land on the same keys ('invoices.0.amount', 'contact.name', 'ca_certificate' …).
 */
import {
  ATTACH_MESSAGE,
  caseFlowMessage,
  defaulterReportInput,
  MEDIA_TYPES,
  REPORT_DOCUMENT_KINDS,
  REPORT_FILE_MAX_BYTES,
  REPORT_FILE_TYPES,
  REPORT_MESSAGES,
  type ReportDocumentKind,
} from '@bakaya/api/contracts';
import { UNFINISHED_DATE } from '../../inputs/usePickerValue';
import { resourceByName } from '../../registry/resourceIndex';
import { cleanAmount } from '../defaulterCase/caseModel';

export interface InvoiceRow {
  invoice_number: string;
  invoice_date: string;
  amount: string;
  due_date: string;
}

export interface StaffReportForm {
  reporter_business_id: number | null;
  defaulter_gstin: string;
  defaulter_name: string;
  invoices: InvoiceRow[];
  advance_paid: string;
  goods_accepted_on: string;
  agreed_credit_days: string;
  contact: { name: string; mobile: string; email: string };
  remarks: string;
  ca_udin: string;
  terms_accepted: boolean;
  show_reporter_name: boolean;
}

/** The chosen files by document kind. */
export type ReportFileChoice = Partial<Record<ReportDocumentKind, ReadonlyArray<Pick<File, 'name' | 'size' | 'type'>>>>;
/** Messages by the API's keys: form fields ('invoices.0.amount'), document kinds, 'files'. */
export type FormErrors = Record<string, string>;

export const emptyInvoice = (): InvoiceRow => ({ invoice_number: '', invoice_date: '', amount: '', due_date: '' });

export const initialReport = (): StaffReportForm => ({
  reporter_business_id: null,
  defaulter_gstin: '',
  defaulter_name: '',
  invoices: [emptyInvoice()],
  advance_paid: '',
  goods_accepted_on: '',
  agreed_credit_days: '',
  contact: { name: '', mobile: '', email: '' },
  remarks: '',
  ca_udin: '',
  terms_accepted: false,
  show_reporter_name: false,
});

/** The document pickers, in the form's order, with what staff see. */
export const DOCUMENT_LABELS: Record<ReportDocumentKind, string> = {
  invoice: 'Invoice',
  bilty: 'Bilty (transport receipt)',
  ledger_certificate: 'Ledger certificate',
  ca_certificate: 'CA certificate',
  payment_proof: 'Proof of payment',
};
/** A report's files are evidence: the types the API's evidence upload accepts (EVIDENCE_UPLOAD, through the registry). */
const FILE_TYPES: readonly string[] = resourceByName('case-documents')!.upload!.accept.map((k) => MEDIA_TYPES[k].mime);
export const FILE_ACCEPT = FILE_TYPES.join(',');
const FILE_MB = Math.round(REPORT_FILE_MAX_BYTES / (1024 * 1024));
export const FILE_HINT = `${REPORT_FILE_TYPES}, at most ${FILE_MB} MB each.`;

/** A date picker's 'YYYY-MM-DD' as sent; its unfinished text as a value the contract refuses as not a date. */
const day = (v: string) => (v === UNFINISHED_DATE ? 'unfinished' : v);

/** The `report` JSON as the API takes it (the contract parses and trims it again). */
export function reportOf(form: StaffReportForm): Record<string, unknown> {
  const contact = form.contact;
  const hasContact = !!(contact.name.trim() || contact.mobile.trim() || contact.email.trim());
  return {
    reporter_business_id: form.reporter_business_id,
    defaulter_gstin: form.defaulter_gstin.trim().toUpperCase(),
    defaulter_name: form.defaulter_name,
    invoices: form.invoices.map((inv) => ({
      invoice_number: inv.invoice_number,
      invoice_date: day(inv.invoice_date),
      amount: cleanAmount(inv.amount),
      due_date: day(inv.due_date),
    })),
    advance_paid: cleanAmount(form.advance_paid) || '0',
    goods_accepted_on: day(form.goods_accepted_on),
    agreed_credit_days: form.agreed_credit_days.trim(),
    contact: hasContact ? { name: contact.name, mobile: contact.mobile.trim(), email: contact.email.trim() } : null,
    remarks: form.remarks,
    ca_udin: form.ca_udin.trim().toUpperCase(),
    terms_accepted: form.terms_accepted,
    show_reporter_name: form.show_reporter_name,
  };
}

/** The admin's date pickers show 'DD, Mon, YYYY': say so instead of the API's 'YYYY-MM-DD' wording. */
const ADMIN_WORDING: Record<string, string> = { [REPORT_MESSAGES.dateFormat]: 'Give the day (DD, Mon, YYYY).' };
export const shownMessage = (message: string) => ADMIN_WORDING[message] ?? message;

/** What is wrong with the chosen documents, by kind: required ones missing, too many, too large, not a PDF/JPEG/PNG. */
export function fileErrors(files: ReportFileChoice): FormErrors {
  const errors: FormErrors = {};
  for (const kind of REPORT_DOCUMENT_KINDS) {
    const list = files[kind.field] ?? [];
    if (kind.required && list.length === 0) errors[kind.field] = ATTACH_MESSAGE[kind.field]!;
    else if (list.length > kind.max) errors[kind.field] = caseFlowMessage('atMostFilesHere', { max: kind.max });
    else if (list.some((f) => f.size > REPORT_FILE_MAX_BYTES)) errors[kind.field] = `Each file must be at most ${FILE_MB} MB.`;
    else if (list.some((f) => f.type && !FILE_TYPES.includes(f.type))) errors[kind.field] = `Attach a ${REPORT_FILE_TYPES} file.`;
  }
  return errors;
}

/** The form's own checks: the contract's field rules (first message per field) and the documents. */
export function reportErrors(form: StaffReportForm, files: ReportFileChoice): FormErrors {
  const errors: FormErrors = {};
  if (form.reporter_business_id === null) errors.reporter_business_id = 'Choose the member’s business that reports.';
  const parsed = defaulterReportInput.safeParse(reportOf(form));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.') || 'report';
      errors[key] ??= shownMessage(issue.message);
    }
  return { ...errors, ...fileErrors(files) };
}

/** The API's field errors as the form shows them, and the message for above the button when no field carries it. */
export function splitServerErrors(status: number | undefined, fields: FormErrors, message: string): { fields: FormErrors; alert: string } {
  const shown: FormErrors = {};
  const elsewhere: string[] = [];
  for (const [k, v] of Object.entries(fields)) {
    shown[k] = shownMessage(v);
    if (!hasPlace(k)) elsewhere.push(shown[k]);
  }
  // 402 (no plan, wallet short) and 409 (invoice already reported) are refusals of the whole report: always said above the button.
  const alwaysAlert = status === 402 || status === 409;
  const alert = alwaysAlert || Object.keys(shown).length === 0 ? message : elsewhere.length ? `${message} ${elsewhere.join(' ')}` : '';
  return { fields: shown, alert };
}

/** The keys the form shows beside a field or picker; a message on any other key (the `report` itself, the invoice list) goes above the button. */
const PLACED = new Set<string>([
  'reporter_business_id',
  'defaulter_gstin',
  'defaulter_name',
  'advance_paid',
  'goods_accepted_on',
  'agreed_credit_days',
  'remarks',
  'ca_udin',
  'terms_accepted',
  'files',
  ...REPORT_DOCUMENT_KINDS.map((k) => k.field),
]);
const hasPlace = (key: string) =>
  PLACED.has(key) ||
  /^invoices\.\d+\.(invoice_number|invoice_date|amount|due_date)$/.test(key) ||
  /^contact\.(name|mobile|email)$/.test(key);

/** Where the new case opens (the route table's customer-management/defaulter-detail/:defaulterId). */
export const casePath = (id: number | string) => `/customer-management/defaulter-detail/${encodeURIComponent(String(id))}`;
