import { describe, expect, it } from 'vitest';
import {
  defaulterReportInput,
  firstInvoiceDate,
  invoiceKey,
  latestDueDate,
  reportAmounts,
  REPORT_MESSAGES,
  todayInIndia,
} from './reportDefaulter';

const valid = () => ({
  reporter_business_id: 7,
  defaulter_gstin: '27aapfu0939f1zv',
  defaulter_name: ' Slow Payer ',
  invoices: [
    { invoice_number: 'A-1', invoice_date: '2026-01-10', amount: '100.10', due_date: '2026-02-09' },
    { invoice_number: 'A-2', invoice_date: '2026-01-05', amount: 200, due_date: '2026-03-01' },
  ],
  advance_paid: '0.10',
  goods_accepted_on: '2026-01-06',
  ca_udin: '26123456abcdef1234',
  terms_accepted: true,
});

const errorsOf = (input: unknown) => {
  const r = defaulterReportInput.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('invoice duplicate key', () => {
  it('ignores case and surrounding spaces, as the unique index does', () => {
    expect(invoiceKey('  INV/26-27/001 ')).toBe('inv/26-27/001');
    expect(invoiceKey('inv/26-27/001')).toBe(invoiceKey('INV/26-27/001'));
    expect(invoiceKey('INV 1')).not.toBe(invoiceKey('INV1'));
  });
});

describe('due computation', () => {
  it('is invoices − advance in paise, without float error', () => {
    expect(reportAmounts([{ amount: '0.10' }, { amount: '0.20' }], '0.05')).toEqual({ totalPaise: 30, advancePaise: 5, duePaise: 25 });
    expect(reportAmounts([{ amount: '100' }], null)).toEqual({ totalPaise: 10_000, advancePaise: 0, duePaise: 10_000 });
    expect(reportAmounts([{ amount: 'abc' }], '0')).toBeNull();
  });
  it('dates the case by the latest due date and the first invoice', () => {
    const inv = valid().invoices;
    expect(latestDueDate(inv)).toBe('2026-03-01');
    expect(firstInvoiceDate(inv)).toBe('2026-01-05');
  });
});

describe('defaulterReportInput', () => {
  it('accepts a sound report and normalises it', () => {
    const r = defaulterReportInput.parse(valid());
    expect(r).toMatchObject({
      defaulter_gstin: '27AAPFU0939F1ZV',
      defaulter_name: 'Slow Payer',
      advance_paid: '0.10',
      agreed_credit_days: null,
      contact: null,
      ca_udin: '26123456ABCDEF1234',
    });
    expect(r.invoices[1]!.amount).toBe('200.00');
  });
  it('names each field that is wrong', () => {
    const bad = valid();
    bad.defaulter_gstin = '27AAPFU0939F1ZW';
    bad.invoices[0]!.due_date = '2026-01-09';
    bad.invoices[1]!.invoice_number = ' a-1 ';
    bad.goods_accepted_on = '2026-01-04';
    const e = errorsOf({ ...bad, terms_accepted: false, agreed_credit_days: 400, ca_udin: 'X' });
    expect(e.defaulter_gstin).toMatch(/check digit/);
    expect(e['invoices.0.due_date']).toBe(REPORT_MESSAGES.dueBeforeInvoice);
    expect(e['invoices.1.invoice_number']).toBe(REPORT_MESSAGES.invoiceNumberRepeated);
    expect(e.terms_accepted).toBe(REPORT_MESSAGES.terms);
    expect(e.agreed_credit_days).toBe(REPORT_MESSAGES.creditDays);
    expect(e.ca_udin).toBeTruthy();
    // The cross-field rules run when the fields they read are sound, whatever else failed.
    const e2 = errorsOf({ ...valid(), goods_accepted_on: '2026-01-04', terms_accepted: false });
    expect(e2.goods_accepted_on).toBe(REPORT_MESSAGES.acceptedBeforeInvoice);
    expect(e2.terms_accepted).toBe(REPORT_MESSAGES.terms);
  });
  it('refuses an advance that leaves nothing due, future dates, no invoices and more than 50', () => {
    expect(errorsOf({ ...valid(), advance_paid: '300.10' }).advance_paid).toBe(REPORT_MESSAGES.advanceTooLarge);
    expect(errorsOf({ ...valid(), goods_accepted_on: '2999-01-01' }).goods_accepted_on).toBe(REPORT_MESSAGES.dateFuture);
    expect(errorsOf({ ...valid(), goods_accepted_on: '2026-02-30' }).goods_accepted_on).toBe(REPORT_MESSAGES.dateFormat);
    expect(errorsOf({ ...valid(), invoices: [] }).invoices).toBe(REPORT_MESSAGES.invoicesRequired);
    const many = Array.from({ length: 51 }, (_, i) => ({ ...valid().invoices[0]!, invoice_number: `N${i}` }));
    expect(errorsOf({ ...valid(), invoices: many }).invoices).toBe(REPORT_MESSAGES.invoicesTooMany);
    expect(errorsOf({ ...valid(), invoices: [{ ...valid().invoices[0]!, amount: '0' }] })['invoices.0.amount']).toBe(
      REPORT_MESSAGES.amountPositive,
    );
  });
  it('takes today (in India) as the latest date', () => {
    const today = todayInIndia();
    expect(errorsOf({ ...valid(), goods_accepted_on: today }).goods_accepted_on).toBeUndefined();
  });
  it('checks an optional contact', () => {
    expect(errorsOf({ ...valid(), contact: { name: 'Ravi', mobile: '12345', email: '' } })['contact.mobile']).toBeTruthy();
    expect(defaulterReportInput.parse({ ...valid(), contact: { name: 'Ravi', mobile: '', email: 'A@B.IN' } }).contact).toEqual({
      name: 'Ravi',
      mobile: null,
      email: 'a@b.in',
    });
  });

  it('reads a contact left empty (as the form sends it) as no contact, but a mobile without a name as incomplete', () => {
    expect(defaulterReportInput.parse({ ...valid(), contact: { name: '', mobile: '', email: '' } }).contact).toBeNull();
    expect(defaulterReportInput.parse({ ...valid(), contact: { name: '  ', mobile: null } }).contact).toBeNull();
    expect(errorsOf({ ...valid(), contact: { name: '', mobile: '9876543210', email: '' } })['contact.name']).toBe(
      'Please enter the contact person’s name',
    );
  });
});
