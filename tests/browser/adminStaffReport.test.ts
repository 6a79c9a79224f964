/**
 * Staff report a defaulter for a member (admin "Report a defaulter", POST /api/admin/defaulter/report)
 * in a real browser: a Super Admin opens the menu entry, finds the member, picks their GST-verified
 * business, fills the buyer, an invoice, the documents, UDIN and terms, submits and lands on the new
 * case with the toast; the case is the member's, from the back office, with its three documents. A
 * report without the CA certificate is stopped beside its picker, and the same invoice reported
 * again is refused by the API (409) beside the invoice number and above the button. Screenshots at
 * 1440×900 and 390×844 go to /tmp/shots-staff-report.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomGstin } from '../domain/fixtures';
import { samples } from '../media/samples';
import { createUser } from '../support/testApp';
import { adminPage, baseUrl, typeDay, watchPageErrors } from './support/browser';
import { planFor } from './support/cases';
import { browserSuite } from './support/suite';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-staff-report';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const suite = browserSuite(SHOTS);
const { db } = suite;
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });

const files = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-report-'));
fs.writeFileSync(path.join(files, 'invoice.pdf'), samples.pdf);
fs.writeFileSync(path.join(files, 'ledger.pdf'), samples.pdf);
fs.writeFileSync(path.join(files, 'ca.png'), samples.png);

/** A member with a GST-verified business on a plan that includes reporting. */
async function memberWithBusiness() {
  const name = `Meera Staffreport ${Date.now().toString(36)}`;
  const member = await createUser(db, { name });
  const gstin = randomGstin('08');
  const [business] = await db('businesses')
    .insert({
      user_id: member.id,
      trade_name: `Meera Textiles ${gstin.slice(2, 7)}`,
      gstin,
      pan: gstin.slice(2, 12),
      gst_verified_at: new Date(),
      control_proven_at: new Date(),
      control_proof_method: 'gst_otp',
    })
    .returning(['id', 'trade_name', 'gstin']);
  await planFor(db, member.id, business.id);
  return { member, business: business as { id: number; trade_name: string; gstin: string } };
}

async function openForm(page: Page) {
  await page.goto(`${baseUrl()}/admin/dashboard`);
  await page.getByRole('button', { name: /Customer management/ }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Report a defaulter', exact: true }).click();
  await page.waitForURL(/\/admin\/customer-management\/defaulter\/report$/);
  await page.getByRole('heading', { level: 1, name: 'Report a defaulter for a member' }).waitFor();
}

async function fillForm(page: Page, who: Awaited<ReturnType<typeof memberWithBusiness>>, buyerGstin: string, invoiceNumber: string) {
  await page.getByRole('combobox', { name: 'Reporting member' }).fill(who.member.name);
  await page.getByRole('option', { name: new RegExp(who.member.name) }).click();
  await page.getByRole('combobox', { name: 'Reporting business' }).click();
  await page.getByRole('option', { name: new RegExp(who.business.gstin) }).click();
  await page.getByLabel('Buyer’s GSTIN').fill(buyerGstin);
  await page.getByLabel('Buyer’s name').fill('Slow Payer Enterprises');
  await page.getByLabel('Invoice number').fill(invoiceNumber);
  await page.getByLabel('Amount').fill('1,20,000');
  await typeDay(page, 'Invoice date', '2026-05-04');
  await typeDay(page, 'Due date', '2026-06-03');
  await page.getByLabel('Advance received').fill('20000');
  await typeDay(page, 'Goods accepted on', '2026-05-06');
  await page.getByLabel('Agreed credit period (days)').fill('30');
  await page.getByLabel(/CA UDIN/).fill('26123456ABCDEF1234');
  await page.getByLabel(/accepts the terms for reporting a defaulter/).check();
}

describe('staff report a defaulter for a member', () => {
  it('opens from the menu, reports with the documents and lands on the new case', async () => {
    const who = await memberWithBusiness();
    const buyer = randomGstin('27');
    const page = await adminPage(suite.browser, '9876543210', DESKTOP);
    const errors = watchPageErrors(page);
    await openForm(page);
    await fillForm(page, who, buyer, 'MT-2026-001');
    await expect.poll(() => page.getByTestId('report-totals').innerText()).toBe('Invoices’ total ₹1,20,000.00 · due now ₹1,00,000.00');
    for (const [kind, file] of Object.entries({ invoice: 'invoice.pdf', ledger_certificate: 'ledger.pdf', ca_certificate: 'ca.png' }))
      await page.locator(`input[name="${kind}"]`).setInputFiles(path.join(files, file));
    await shot(page, 'staff-report-filled-1440');

    await page.getByRole('button', { name: 'Report defaulter' }).click();
    await page.waitForURL(/\/admin\/customer-management\/defaulter-detail\/\d+$/);
    await expect.poll(() => page.getByText('Report created successfully').count()).toBeGreaterThan(0);
    const id = Number(page.url().split('/').pop());
    const row = await db('defaulter_cases').where({ id }).first();
    expect(row).toMatchObject({
      reporter_user_id: who.member.id,
      reporter_business_id: who.business.id,
      defaulter_gstin: buyer,
      source: 'admin',
      status: 'processing',
      due_amount: '100000.00',
    });
    const docs = await db('case_documents').where({ case_id: id }).orderBy('doc_type').select('doc_type', 'udin');
    expect(docs).toEqual([
      { doc_type: 'ca_certificate', udin: '26123456ABCDEF1234' },
      { doc_type: 'invoice', udin: null },
      { doc_type: 'ledger_certificate', udin: null },
    ]);
    await page.getByRole('heading', { level: 1, name: 'Slow Payer Enterprises' }).waitFor();
    await page.getByText(`Case #${id}`).waitFor();
    await shot(page, 'staff-report-case-1440');
    expect(errors).toEqual([]);
  });

  it('says beside the picker that the CA certificate is missing, and shows the API’s refusal of an invoice already reported', async () => {
    const who = await memberWithBusiness();
    const buyer = randomGstin('27');
    const page = await adminPage(suite.browser, '9876543210', PHONE);
    const errors = watchPageErrors(page);
    await page.goto(`${baseUrl()}/admin/customer-management/defaulter/report`);
    await page.getByRole('heading', { level: 1, name: 'Report a defaulter for a member' }).waitFor();
    await shot(page, 'staff-report-empty-390');
    await fillForm(page, who, buyer, 'MT-2026-002');
    await page.locator('input[name="invoice"]').setInputFiles(path.join(files, 'invoice.pdf'));
    await page.locator('input[name="ledger_certificate"]').setInputFiles(path.join(files, 'ledger.pdf'));
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/admin/defaulter/report')) posts.push(r.url());
    });
    await page.getByRole('button', { name: 'Report defaulter' }).click();
    const caPicker = page.getByRole('group', { name: /CA certificate/ });
    await caPicker.getByText('Please attach the CA certificate (PDF, JPEG or PNG).').waitFor();
    expect(posts).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'staff-report-missing-ca-390');

    // The same invoice of the same business against the same buyer, already reported: the API's 409.
    await db('case_invoices').insert({
      case_id: (
        await db('defaulter_cases')
          .insert({
            reporter_user_id: who.member.id,
            reporter_business_id: who.business.id,
            defaulter_gstin: buyer,
            defaulter_name: 'Slow Payer Enterprises',
            due_amount: '1000.00',
            due_date: '2026-06-03',
            status: 'processing',
          })
          .returning('id')
      )[0].id,
      reporter_business_id: who.business.id,
      defaulter_gstin: buyer,
      invoice_number: 'MT-2026-002',
      invoice_date: '2026-05-04',
      amount: '1000.00',
      due_date: '2026-06-03',
      position: 0,
    });
    await page.locator('input[name="ca_certificate"]').setInputFiles(path.join(files, 'ca.png'));
    await page.getByRole('button', { name: 'Report defaulter' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /MT-2026-002/ })
      .waitFor();
    await page.getByRole('group', { name: 'Invoice 1' }).locator('.Mui-error').first().waitFor();
    expect(posts).toHaveLength(1);
    expect(page.url()).toMatch(/\/defaulter\/report$/);
    // Filled with long names, nothing in the form is wider than the form (its card would clip it on a phone).
    const form = page.getByRole('form', { name: 'Report a defaulter' });
    expect(await form.evaluate((el) => [el.scrollWidth <= el.clientWidth, el.getBoundingClientRect().right <= window.innerWidth])).toEqual([
      true,
      true,
    ]);
    await shot(page, 'staff-report-duplicate-390');
    expect(errors).toEqual([]);
  });
});
