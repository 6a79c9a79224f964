/** The report form's draft across the add-money detour (issue 21 §6b): stored fields, files checked on the way back, the way back itself. */
import type { DefaulterReportInput } from '@bakaya/api/contracts';
import { describe, expect, it } from 'vitest';
import {
  DRAFT_MAX_AGE_MS,
  draftHasContent,
  draftKey,
  parseDraft,
  restoredFiles,
  serialiseDraft,
} from '../../portal/src/pages/cases/reportDraft';
import { isAppPath } from '../../portal/src/pages/money/returnAfterTopUp';
import { cirDraftKey, parseCirDraft, serialiseCirDraft } from '../../portal/src/pages/cir/cirDraft';

const empty: DefaulterReportInput = {
  reporter_business_id: 7,
  defaulter_gstin: '',
  defaulter_name: '',
  invoices: [{ invoice_number: '', invoice_date: '', amount: '', due_date: '' }],
  advance_paid: '0',
  goods_accepted_on: '',
  agreed_credit_days: '',
  contact: { name: '', mobile: '', email: '' },
  remarks: '',
  ca_udin: '',
  terms_accepted: false as unknown as true,
  show_reporter_name: false,
};
const filled: DefaulterReportInput = {
  ...empty,
  defaulter_gstin: '27AAAAA0000A1Z5',
  defaulter_name: 'Late Payer Traders',
  invoices: [
    { invoice_number: 'INV-1', invoice_date: '2026-05-04', amount: '120000', due_date: '2026-06-03' },
    { invoice_number: 'INV-2', invoice_date: '2026-05-05', amount: '5000.50', due_date: '2026-06-04' },
  ],
  advance_paid: '20000',
  contact: { name: 'Ravi', mobile: '9876543210', email: 'ravi@example.com' },
  remarks: 'Two reminders sent — कोई जवाब नहीं',
  ca_udin: '26123456ABCDEF1234',
  terms_accepted: true,
  show_reporter_name: true,
};

describe('report draft', () => {
  const now = Date.UTC(2026, 10, 28, 12, 0, 0);

  it('gives back exactly the values it stored, Hindi and all', () => {
    expect(parseDraft(serialiseDraft(filled, now), now + 60_000)).toEqual(filled);
  });

  it('keys the draft by member', () => {
    expect(draftKey(12)).toBe('report-draft:12');
    expect(draftKey(12)).not.toBe(draftKey(13));
  });

  it('offers nothing back when missing, unreadable, of another version, too old or from the future', () => {
    expect(parseDraft(null, now)).toBeNull();
    expect(parseDraft('', now)).toBeNull();
    expect(parseDraft('{not json', now)).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 2, savedAt: now, values: filled }), now)).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 1, savedAt: 'yesterday', values: filled }), now)).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 1, savedAt: now, values: { ...filled, invoices: 'x' } }), now)).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 1, savedAt: now, values: null }), now)).toBeNull();
    expect(parseDraft(serialiseDraft(filled, now - DRAFT_MAX_AGE_MS - 1), now)).toBeNull();
    expect(parseDraft(serialiseDraft(filled, now - DRAFT_MAX_AGE_MS + 1000), now)).toEqual(filled);
    expect(parseDraft(serialiseDraft(filled, now + 10 * 60_000), now)).toBeNull();
  });

  it('takes back only files of known document kinds', () => {
    const invoice = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf', lastModified: 5 });
    const ledger = new File(['x'], 'ledger.pdf', { type: 'application/pdf' });
    const files = restoredFiles({
      invoice: [invoice, 'not a file', { name: 'fake.pdf' }],
      ledger_certificate: [ledger],
      ca_certificate: 'nope',
      stolen_kind: [invoice],
    });
    expect(Object.keys(files).sort()).toEqual(['invoice', 'ledger_certificate']);
    expect(files.invoice).toEqual([invoice]);
    expect(files.invoice![0]!.name).toBe('invoice.pdf');
    expect(files.ledger_certificate).toEqual([ledger]);
    expect(restoredFiles(undefined)).toEqual({});
    expect(restoredFiles('text')).toEqual({});
  });

  it('keeps a draft only when something was filled in or chosen', () => {
    expect(draftHasContent(empty, {})).toBe(false);
    expect(draftHasContent({ ...empty, terms_accepted: true }, {})).toBe(false);
    expect(draftHasContent({ ...empty, defaulter_name: 'X' }, {})).toBe(true);
    expect(draftHasContent({ ...empty, advance_paid: '10' }, {})).toBe(true);
    expect(draftHasContent({ ...empty, invoices: [{ ...empty.invoices[0]!, amount: '1' }] }, {})).toBe(true);
    expect(draftHasContent({ ...empty, contact: { name: '', mobile: '98', email: '' } }, {})).toBe(true);
    expect(draftHasContent(empty, { invoice: [new File(['a'], 'a.pdf')] })).toBe(true);
    expect(draftHasContent(empty, { invoice: [] })).toBe(false);
  });

  it('goes back only to a page of the portal', () => {
    expect(isAppPath('/defaulter?report=1')).toBe(true);
    expect(isAppPath('//evil.example/x')).toBe(false);
    expect(isAppPath('/\\evil.example')).toBe(false);
    expect(isAppPath('https://evil.example/')).toBe(false);
    expect(isAppPath('defaulter')).toBe(false);
    expect(isAppPath('/a b')).toBe(false);
  });
});

describe('credit report choices kept across adding money', () => {
  const now = Date.UTC(2026, 10, 28, 12, 0, 0);
  const gstin = '27AAAAA0000A1Z5';

  it('gives back the business and purpose for the same GSTIN only', () => {
    const text = serialiseCirDraft({ gstin, business_id: 4, purpose: 'new_credit' }, now);
    expect(parseCirDraft(text, gstin, now)).toEqual({ business_id: 4, purpose: 'new_credit' });
    expect(parseCirDraft(text, '08BBBBB1111B1Z5', now)).toBeNull();
    expect(cirDraftKey(3)).toBe('cir-draft:3');
  });

  it('refuses unknown purposes, bad ids, stale or unreadable text', () => {
    expect(parseCirDraft(serialiseCirDraft({ gstin, business_id: 4, purpose: 'gossip' as 'new_credit' }, now), gstin, now)).toBeNull();
    expect(parseCirDraft(serialiseCirDraft({ gstin, business_id: 0, purpose: 'new_credit' }, now), gstin, now)).toBeNull();
    expect(parseCirDraft(serialiseCirDraft({ gstin, business_id: 4, purpose: 'new_credit' }, now - 25 * 3600_000), gstin, now)).toBeNull();
    expect(parseCirDraft('{', gstin, now)).toBeNull();
    expect(parseCirDraft(null, gstin, now)).toBeNull();
    expect(parseCirDraft(serialiseCirDraft({ gstin, business_id: 4, purpose: '' }, now), gstin, now)).toEqual({
      business_id: 4,
      purpose: '',
    });
  });
});
