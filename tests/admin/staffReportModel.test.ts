/** The staff report form's own checks (admin/src/screens/staffReport/staffReportModel.ts): the shared contract's rules, the documents' rules. */
import { defaulterReportInput, REPORT_FILE_MAX_BYTES } from '@bakaya/api/contracts';
import { describe, expect, it } from 'vitest';
import { UNFINISHED_DATE } from '../../admin/src/inputs/usePickerValue';
import {
  casePath,
  fileErrors,
  initialReport,
  reportErrors,
  reportOf,
  splitServerErrors,
  type StaffReportForm,
} from '../../admin/src/screens/staffReport/staffReportModel';
import { randomGstin } from '../domain/fixtures';

const pdf = { name: 'x.pdf', type: 'application/pdf', size: 1000 };
const allFiles = { invoice: [pdf], ledger_certificate: [pdf], ca_certificate: [{ ...pdf, type: 'image/png' }] };
const filled = (): StaffReportForm => ({
  ...initialReport(),
  reporter_business_id: 7,
  defaulter_gstin: randomGstin('27').toLowerCase(),
  defaulter_name: 'Late Payer Pvt Ltd',
  invoices: [{ invoice_number: 'INV-1', invoice_date: '2026-01-04', amount: '₹1,20,000', due_date: '2026-02-03' }],
  advance_paid: '20,000',
  goods_accepted_on: '2026-01-06',
  agreed_credit_days: '30',
  ca_udin: '26123456abcdef1234',
  terms_accepted: true,
});

describe('the staff report form', () => {
  it('sends what the shared contract accepts: amounts without ₹ and commas, GSTIN and UDIN upper-cased, no contact when empty', () => {
    const report = reportOf(filled());
    expect(report).toMatchObject({ advance_paid: '20000', ca_udin: '26123456ABCDEF1234', contact: null });
    expect((report.invoices as Array<{ amount: string }>)[0]!.amount).toBe('120000');
    expect(defaulterReportInput.safeParse(report).success).toBe(true);
    expect(reportErrors(filled(), allFiles)).toEqual({});
  });

  it('names every problem by the API’s own keys: business, nested invoice fields, contact, terms, UDIN', () => {
    const form = filled();
    form.reporter_business_id = null;
    form.invoices = [{ invoice_number: '', invoice_date: UNFINISHED_DATE, amount: '0', due_date: UNFINISHED_DATE }];
    form.contact = { name: '', mobile: '98765', email: '' };
    form.terms_accepted = false;
    form.ca_udin = 'short';
    const errors = reportErrors(form, allFiles);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'reporter_business_id',
        'invoices.0.invoice_number',
        'invoices.0.invoice_date',
        'invoices.0.amount',
        'invoices.0.due_date',
        'contact.name',
        'contact.mobile',
        'terms_accepted',
        'ca_udin',
      ].sort(),
    );
    // The admin's pickers show DD, Mon, YYYY: the contract's "YYYY-MM-DD" wording is not shown.
    expect(errors['invoices.0.invoice_date']).toBe('Give the day (DD, Mon, YYYY).');
  });

  it('asks for each required document beside its picker, and refuses large or foreign files', () => {
    expect(fileErrors({})).toEqual({
      invoice: 'Please attach the invoice (PDF, JPEG or PNG).',
      ledger_certificate: 'Please attach the ledger certificate (PDF, JPEG or PNG).',
      ca_certificate: 'Please attach the CA certificate (PDF, JPEG or PNG).',
    });
    expect(fileErrors({ ...allFiles, bilty: [{ ...pdf, size: REPORT_FILE_MAX_BYTES + 1 }] })).toHaveProperty('bilty');
    expect(fileErrors({ ...allFiles, payment_proof: [{ ...pdf, type: 'text/plain' }] })).toHaveProperty('payment_proof');
    expect(fileErrors({ ...allFiles, ledger_certificate: [pdf, pdf] })).toHaveProperty('ledger_certificate');
  });

  it('shows a refusal of the whole report (402, 409) above the button, other field errors beside their fields', () => {
    expect(splitServerErrors(409, { 'invoices.0.invoice_number': 'taken' }, 'Already reported')).toEqual({
      fields: { 'invoices.0.invoice_number': 'taken' },
      alert: 'Already reported',
    });
    expect(splitServerErrors(402, {}, 'Wallet short')).toEqual({ fields: {}, alert: 'Wallet short' });
    expect(splitServerErrors(400, { ca_certificate: 'Attach it' }, 'Please check the attached documents.')).toEqual({
      fields: { ca_certificate: 'Attach it' },
      alert: '',
    });
    // A message with no field of its own on the form (the report JSON, the invoice list) is said above the button too.
    expect(splitServerErrors(400, { report: 'Send the report details.' }, 'Send the report details in the "report" field.')).toEqual({
      fields: { report: 'Send the report details.' },
      alert: 'Send the report details in the "report" field. Send the report details.',
    });
    expect(casePath(12)).toBe('/customer-management/defaulter-detail/12');
  });
});
