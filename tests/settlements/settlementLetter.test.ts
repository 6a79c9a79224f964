/**
 * Issue 21 §4: the settlement letter both sides e-sign is an agreement, not a template dump — both
 * parties with GSTINs, the case's invoices, the agreed amount in figures and words, each instalment,
 * the receiving account masked, the default clause and signature blocks; no markup, no ₹₹, no
 * unfilled {{placeholder}}. Staff cannot save a letter part the letter cannot fill, and a broken part
 * stored earlier makes the letter refuse (503, coded) rather than print a gap.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LETTER } from '../../api/src/domain/settlements/settlementLetterPdf';
import { LETTER_PLACEHOLDERS } from '../../api/src/domain/settlements/letterPlaceholders';
import { pdfText } from '../support/pdfText';
import { createTestApp, signedIn } from '../support/testApp';
import { caseBetweenMembers, goodBank, inDays, settlementApi, today } from './support';
import { latestCode } from '../auth/helpers';

const t = createTestApp();
const api = settlementApi(t.app);
afterAll(() => t.close());

async function letterWithSchedule() {
  const p = await caseBetweenMembers(t.db, { due: '120000.00' });
  await t.db('case_invoices').insert([
    {
      case_id: p.case.id,
      reporter_business_id: p.reporterBusiness.id,
      defaulter_gstin: p.defaulterBusiness.gstin,
      invoice_number: 'INV-2026-041',
      invoice_date: '2026-04-02',
      amount: '70000.00',
      due_date: '2026-05-02',
      position: 0,
    },
    {
      case_id: p.case.id,
      reporter_business_id: p.reporterBusiness.id,
      defaulter_gstin: p.defaulterBusiness.gstin,
      invoice_number: 'INV-2026-057',
      invoice_date: '2026-04-20',
      amount: '50000.00',
      due_date: '2026-05-20',
      position: 1,
    },
  ]);
  const opened = await api.open(p.defaulter.auth, {
    case_id: p.case.id,
    amount: '80000.00',
    schedule: 'instalments',
    instalments: [
      { due_on: today(), amount: '30000.00' },
      { due_on: inDays(31), amount: '50000.00' },
    ],
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const id = opened.body.id as number;
  expect((await api.sendCode(p.defaulter.auth, id)).status).toBe(200);
  expect((await api.verifyCode(p.defaulter.auth, id, await latestCode(t.app as never, p.defaulter.user.mobile))).status).toBe(200);
  expect((await api.bank(p.reporter.auth, p.reporterBusiness.gstin, id, goodBank)).status).toBe(200);
  return { p, id };
}

describe('the settlement letter', () => {
  it('the built-in parts use only placeholders the letter fills', () => {
    for (const part of Object.values(DEFAULT_LETTER)) expect(part).not.toMatch(/₹\s*\{\{/);
  });

  it('states the parties, invoices, amount in words, schedule and masked account — and nothing raw', async () => {
    const { p, id } = await letterWithSchedule();
    const res = await api.letter(p.reporter.auth, id);
    expect(res.status).toBe(200);
    const text = await pdfText(res.body as Buffer);
    for (const expected of [
      'Settlement agreement',
      `GSTIN ${p.reporterBusiness.gstin}`,
      `GSTIN ${p.defaulterBusiness.gstin}`,
      'Late Payer Pvt Ltd',
      'INV-2026-041',
      'INV-2026-057',
      '02, Apr, 2026',
      '₹1,20,000.00',
      '₹80,000.00',
      'Rupees Eighty Thousand Only',
      '₹30,000.00',
      '₹50,000.00',
      'XXXXXXXX6789',
      'HDFC0001234',
      'within 7 days of its due date',
      'For the creditor',
      'For the debtor',
      'Aadhaar e-sign',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toMatch(/\{\{|\}\}|<\/?[a-z]+>|₹₹|has settled|needs no signature/);
    expect(text).not.toContain('50100123456789');
  });

  it('is the same bytes for the same facts, so a signature still counts after a payment', async () => {
    const { p, id } = await letterWithSchedule();
    const first = (await api.letter(p.reporter.auth, id)).body as Buffer;
    await t.db('settlement_requests').where({ id }).update({ paid_amount: '30000.00' });
    expect(((await api.letter(p.defaulter.auth, id)).body as Buffer).equals(first)).toBe(true);
  });

  it('fills every placeholder a letter part may use (none survives)', async () => {
    const { p, id } = await letterWithSchedule();
    const all = Object.keys(LETTER_PLACEHOLDERS)
      .map((k) => `<p>${k}=[{{${k}}}]</p>`)
      .join('');
    await t.db('settlement_document_templates').insert({ kind: 'document', title: 'Every placeholder', body: all });
    const text = await pdfText((await api.letter(p.reporter.auth, id)).body as Buffer);
    for (const k of Object.keys(LETTER_PLACEHOLDERS)) expect(text).toMatch(new RegExp(`${k}=\\[[^\\]\\s{][^\\]]*\\]`));
    expect(text).not.toMatch(/\{\{|\}\}/);
    await t.db('settlement_document_templates').where({ title: 'Every placeholder' }).delete();
  });

  it('refuses to save a part naming a placeholder it cannot fill, or ₹ before an amount', async () => {
    const admin = await signedIn(t.db, { roleId: 2 });
    const save = (body: string) =>
      request(t.app).post('/api/settlement-documents').set('Authorization', admin.auth).send({ kind: 'document', title: 'Terms', body });
    const unknown = await save('<p>We confirm that {{defaulter_name}} has settled {{amount}} against invoice {{invoice_number}}.</p>');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.body).toMatch(/cannot fill \{\{invoice_number\}\}/);
    const doubled = await save('<p>Pay ₹{{amount}}.</p>');
    expect(doubled.status).toBe(400);
    expect(doubled.body.errors.body).toMatch(/Remove the ₹ before \{\{amount\}\}/);
    expect((await save('<p>Pay {{amount}} ({{amount_in_words}}).</p>')).status).toBe(201);
  });

  it('a broken part stored earlier makes the letter refuse with a code, never print a gap', async () => {
    const { p, id } = await letterWithSchedule();
    await t.db('settlement_document_templates').insert({ kind: 'footer', title: 'Old footer', body: '<p>Invoice {{invoice_number}}</p>' });
    const res = await request(t.app).get(`/api/settlement/letter/${id}.pdf`).set('Authorization', p.reporter.auth);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('LETTER_TEMPLATE_BROKEN');
    expect(res.body.message).toContain('invoice_number');
    await t.db('settlement_document_templates').where({ title: 'Old footer' }).delete();
  });
});
