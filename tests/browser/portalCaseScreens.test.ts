/**
 * Issue 10 through the portal's own screens, as members use them: the reporter fills the /defaulter
 * form (invoice, dates, amounts, evidence files, UDIN, terms) and lands on the case page; staff verify
 * it; the buyer opens a settlement on /Settlement/defaulter/:caseId, confirms it with the code and
 * verifies Aadhaar; the reporter adds the receiving bank account and signs; the buyer signs and
 * records the payment with its proof; both read it settled. Screenshots (1440 px and 390 px, English
 * and Hindi) go to /tmp/shots10-portal.
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomGstin } from '../domain/fixtures';
import { samples } from '../media/samples';
import { bearerFor } from './support/api';
import { baseUrl, latestOtp, watchPageErrors } from './support/browser';
import { browserSuite } from './support/suite';
import { fillReport, outboxMatch, planFor } from './support/cases';
import { registerMember } from './support/portal';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots10-portal';
const suite = browserSuite(SHOTS);
const { db } = suite;
let files: string;
beforeAll(() => {
  files = fs.mkdtempSync(path.join(os.tmpdir(), 'case-files-'));
  fs.writeFileSync(path.join(files, 'invoice-INV-77.pdf'), samples.pdf);
  fs.writeFileSync(path.join(files, 'ledger.pdf'), samples.pdf);
  fs.writeFileSync(path.join(files, 'ca-certificate.png'), samples.png);
  fs.writeFileSync(path.join(files, 'neft-receipt.pdf'), samples.pdf);
  fs.writeFileSync(path.join(files, 'not-a-pdf.pdf'), 'plain text pretending to be a PDF');
});
afterAll(() => {
  if (files) fs.rmSync(files, { recursive: true, force: true });
});

let serial = 0;
const freshMobile = () => `7${String(Date.now() + (serial += 1)).slice(-9)}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

async function memberPage(width: number, height: number, name: string) {
  const page = await (await suite.browser.newContext({ viewport: { width, height } })).newPage();
  pages.push(page);
  const errors = watchPageErrors(page);
  const mobile = freshMobile();
  await registerMember(page, mobile, name);
  const user = (await db('users').where({ mobile }).first('id')) as { id: number };
  return { page, errors, mobile, userId: Number(user.id) };
}

const pages: Page[] = [];
afterAll(async () => {
  for (const [i, p] of pages.entries()) await shot(p, `last-state-${i}`).catch(() => undefined);
});

/**
 * Asks for the settlement code. The buyer signed in with a code moments ago, so the server may ask it
 * to wait (one code per mobile per 30 s, whatever its purpose): the page says so, and it asks again.
 */
async function sendSettlementCode(page: Page) {
  await page.getByRole('button', { name: 'Send the code' }).click();
  const sent = page.getByText('The code is on its way.');
  const wait = page.getByText(/Please wait \d+ seconds/);
  await sent.or(wait).first().waitFor();
  if (await wait.isVisible()) {
    const seconds = Number((await wait.textContent())?.match(/wait (\d+) seconds/)?.[1] ?? 30);
    await page.waitForTimeout((seconds + 1) * 1000);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await sent.waitFor();
  }
}

describe('reporting and settling through the portal screens', () => {
  it('a member reports with files on /defaulter; the buyer settles on the settlement screens; both read it settled', async () => {
    const buyer = await memberPage(390, 844, 'Late Payer Owner');
    const reporter = await memberPage(1440, 900, 'Kaveri Owner');
    const [business] = await db('businesses')
      .insert({
        user_id: reporter.userId,
        trade_name: 'Kaveri Textiles',
        legal_name: 'Kaveri Textiles Private Limited',
        gstin: randomGstin('33'),
        gst_verified_at: new Date(),
      })
      .returning(['id', 'gstin']);
    await planFor(db, reporter.userId, business.id);
    const buyerGstin = randomGstin('27');
    const invoiceNumber = `INV-77-${Date.now() % 100000}`;

    // 1. The form: what it refuses before sending, then the report.
    const page = reporter.page;
    await page.goto(`${baseUrl()}/defaulter`);
    await page.getByRole('button', { name: 'Report a defaulter' }).click();
    await page.getByRole('form', { name: 'Report a defaulter' }).waitFor();
    await page.getByRole('button', { name: 'Report defaulter' }).click();
    // Nothing chosen yet: the required documents and the terms say so; nothing is sent.
    await expect.poll(() => page.getByText('Please add this document').count()).toBe(3);
    await fillReport(page, { business: /Kaveri Textiles/, buyerGstin, buyerName: 'Late Payer Garments', invoiceNumber });
    // The due amount follows the invoices and the advance, in Indian grouping.
    await page.getByText('₹1,00,000.00').first().waitFor();
    await page.locator('input[name="invoice"]').setInputFiles(path.join(files, 'not-a-pdf.pdf'));
    await page.locator('input[name="ledger_certificate"]').setInputFiles(path.join(files, 'ledger.pdf'));
    await page.locator('input[name="ca_certificate"]').setInputFiles(path.join(files, 'ca-certificate.png'));
    await page.getByRole('checkbox', { name: /I confirm these details are true/ }).check();
    await page.getByText('Included in your plan').waitFor();
    await shot(page, 'report-form-1440');
    await page.getByRole('button', { name: 'Report defaulter' }).click();
    // The server reads the file's content, not its name: the fake PDF is refused beside its picker.
    await page.getByText(/not-a-pdf\.pdf.*this file is none of them/).waitFor();
    expect(await db('case_invoices').where({ invoice_number: invoiceNumber }).count({ n: '*' })).toEqual([{ n: 0 }]);
    await page.locator('input[name="invoice"]').setInputFiles(path.join(files, 'invoice-INV-77.pdf'));
    await page.getByRole('button', { name: 'Report defaulter' }).click();
    await page.waitForURL(/\/defaulter-detail\/\d+$/);
    await page.getByText('Report created successfully').waitFor();
    const caseId = Number(page.url().split('/').pop());
    await page.getByRole('heading', { name: 'Late Payer Garments' }).waitFor();
    await page.getByText('invoice-INV-77.pdf').first().waitFor();
    await page.getByText(invoiceNumber).first().waitFor();
    await shot(page, 'case-detail-1440');
    const saved = await db('defaulter_cases').where({ id: caseId }).first('due_amount', 'reporter_business_id', 'defaulter_gstin');
    expect(saved).toMatchObject({ due_amount: '100000.00', reporter_business_id: business.id, defaulter_gstin: buyerGstin });

    // The same invoice against the same buyer cannot be reported twice.
    await page.goto(`${baseUrl()}/defaulter`);
    await page.getByRole('button', { name: 'Report a defaulter' }).click();
    await fillReport(page, { business: /Kaveri Textiles/, buyerGstin, buyerName: 'Late Payer Garments', invoiceNumber });
    await page.locator('input[name="invoice"]').setInputFiles(path.join(files, 'invoice-INV-77.pdf'));
    await page.locator('input[name="ledger_certificate"]').setInputFiles(path.join(files, 'ledger.pdf'));
    await page.locator('input[name="ca_certificate"]').setInputFiles(path.join(files, 'ca-certificate.png'));
    await page.getByRole('checkbox', { name: /I confirm these details are true/ }).check();
    await page.getByRole('button', { name: 'Report defaulter' }).click();
    await page
      .getByText(/has already been reported/)
      .first()
      .waitFor();
    expect(await db('case_invoices').where({ invoice_number: invoiceNumber }).count({ n: '*' })).toEqual([{ n: 1 }]);

    // 2. Staff verify it (the admin's case page is covered by casesEndToEnd); the buyer, a member
    //    owning the GSTIN, is told by SMS.
    await db('businesses').insert({
      user_id: buyer.userId,
      trade_name: 'Late Payer Garments',
      gstin: buyerGstin,
      control_proven_at: new Date(),
      control_proof_method: 'gst_otp',
    });
    const admin = await db('users').where({ mobile: '9876543210' }).first('id');
    const verified = await fetch(`${baseUrl()}/api/defaulter-cases/${caseId}/transition`, {
      method: 'POST',
      headers: { Authorization: await bearerFor(db, admin.id), 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: 'verified', note: 'Invoice, ledger and CA certificate match.' }),
    });
    expect(verified.status, await verified.clone().text()).toBe(200);
    const noticeSms = await outboxMatch(buyer.mobile, /\/notice\/[A-Za-z0-9_-]{43}/);
    expect(noticeSms[0]).toBeTruthy();

    // 3. The buyer (a member owning the GSTIN, on a phone) opens a settlement in two instalments.
    const phone = buyer.page;
    await phone.goto(`${baseUrl()}/Settlement/defaulter/${caseId}`);
    await phone.getByText(/Late Payer Garments · /).waitFor();
    await phone.getByLabel('Amount').first().fill('100000');
    await phone.getByLabel('How will it be paid?').click();
    await phone.getByRole('option', { name: 'Instalments' }).click();
    await phone.getByLabel('Due on').first().fill('2026-12-15');
    await phone.getByLabel('Amount').nth(1).fill('60000');
    await phone.getByRole('button', { name: 'Open the request' }).click();
    // The instalments must add up to the amount; nothing is opened until they do.
    await phone.getByText('The instalments must add up to the amount.').first().waitFor();
    await phone.getByRole('button', { name: 'Add an instalment' }).click();
    await phone.getByLabel('Due on').nth(1).fill('2027-01-15');
    await phone.getByLabel('Amount').nth(2).fill('40000');
    await shot(phone, 'settlement-open-390');
    expect(await noSidewaysScroll(phone)).toBe(true);
    await phone.getByRole('button', { name: 'Open the request' }).click();
    await sendSettlementCode(phone);
    await phone.getByLabel('6-digit code').fill(await latestOtp(buyer.mobile));
    await phone.getByRole('button', { name: 'Confirm' }).click();
    await phone.waitForURL(/\/settlement-requests\/details\/\d+$/);
    const requestId = Number(phone.url().split('/').pop());
    await phone.getByLabel('Aadhaar number (12 digits)').fill('2345 6789 0124');
    await phone.getByRole('button', { name: 'Verify' }).click();
    await phone.getByText('Please agree to the Aadhaar check before we verify it.').waitFor();
    await phone.getByRole('checkbox', { name: /I agree that Bakaya checks this Aadhaar number/ }).check();
    await phone.getByRole('button', { name: 'Verify' }).click();
    // The page says whose step is next and what it is (issue 21 §7), not a bare "waiting".
    await phone.getByText(/Next: The reporting business must add the bank account that receives the money\./).waitFor();

    // 4. The reporter adds the receiving account (typed twice) and signs the letter.
    await page.goto(`${baseUrl()}/settlement-requests/details/${requestId}`);
    await page.getByRole('link', { name: 'Add the bank account' }).click();
    await page.getByLabel('Account holder’s name').fill('Kaveri Textiles');
    await page.getByLabel('Account number', { exact: true }).fill('50100123456789');
    await page.getByLabel('Account number again').fill('50100123456780');
    await page.getByLabel('IFSC').fill('HDFC0001234');
    await page.getByRole('button', { name: 'Verify the account' }).click();
    await page.getByText('The two account numbers do not match.').waitFor();
    await page.getByLabel('Account number again').fill('50100123456789');
    await page.getByRole('button', { name: 'Verify the account' }).click();
    await page.getByText(/Verified: Kaveri Textiles, account ending 6789/).waitFor();
    await page.goto(`${baseUrl()}/settlement-requests/details/${requestId}`);
    await page.getByRole('link', { name: 'Sign the letter' }).click();
    await page.getByRole('button', { name: 'Sign' }).click();
    await page.getByText('The letter is signed.').waitFor();

    // 5. The buyer signs and records the first instalment with its proof.
    await phone.goto(`${baseUrl()}/settlement-requests/details/${requestId}`);
    await phone.getByRole('link', { name: 'Sign the letter' }).click();
    await shot(phone, 'sign-letter-390');
    await phone.getByRole('button', { name: 'Sign' }).click();
    await phone.getByText('The letter is signed.').waitFor();
    await phone.goto(`${baseUrl()}/settlement-requests/details/${requestId}`);
    await phone.getByRole('button', { name: 'Record a payment' }).click();
    const dialog = phone.getByRole('dialog');
    await dialog.getByLabel('Amount').fill('60000');
    await dialog.getByLabel('UTR or cheque reference').fill(`UTR${Date.now()}`);
    await dialog.locator('input[type="file"]').setInputFiles(path.join(files, 'neft-receipt.pdf'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await phone.getByText('The payment is recorded.').waitFor();
    await phone.getByText('₹60,000.00').first().waitFor();
    // The first instalment is marked paid; the second is not yet.
    await expect.poll(() => phone.getByText('Paid', { exact: true }).count()).toBe(1);
    await phone
      .getByRole('button', { name: 'Download proof' })
      .or(phone.getByRole('link', { name: 'Download proof' }))
      .first()
      .waitFor();
    await shot(phone, 'settlement-details-390');
    expect(await noSidewaysScroll(phone)).toBe(true);

    // 6. The reporter's case reads partly settled with ₹40,000 outstanding; the same page in Hindi.
    await page.goto(`${baseUrl()}/defaulter-detail/${caseId}`);
    await page.getByText('Partly settled').first().waitFor();
    await page.getByText('₹40,000.00').first().waitFor();
    // A settlement is open on the case: the page leads to it instead of offering another.
    await page.getByRole('link', { name: 'See the open settlement' }).waitFor();
    expect(await page.getByRole('link', { name: 'Open a settlement' }).count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.reload();
    await page.getByText('आंशिक').first().waitFor();
    await shot(page, 'case-detail-hi-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/defaulter`);
    await page.getByRole('button', { name: 'डिफ़ॉल्टर की रिपोर्ट करें' }).click();
    await page.getByRole('form').getByLabel(/GSTIN/).first().waitFor();
    await shot(page, 'report-form-hi-390');
    expect(await noSidewaysScroll(page)).toBe(true);

    expect(reporter.errors).toEqual([]);
    expect(buyer.errors).toEqual([]);
  });

  it('a case waiting for documents takes them on its page (the CA certificate with its UDIN) and goes back for review', async () => {
    const member = await memberPage(390, 844, 'Documents Owner');
    const [business] = await db('businesses')
      .insert({ user_id: member.userId, trade_name: 'Docs Traders', gstin: randomGstin('09'), gst_verified_at: new Date() })
      .returning(['id']);
    const [c] = await db('defaulter_cases')
      .insert({
        reporter_user_id: member.userId,
        reporter_business_id: business.id,
        defaulter_gstin: randomGstin('24'),
        defaulter_name: 'Paperless Buyer',
        due_amount: '50000.00',
        invoice_total: '50000.00',
        due_date: '2026-08-30',
        status: 'more_details_required',
        source: 'import',
      })
      .returning(['id']);
    const page = member.page;
    await page.goto(`${baseUrl()}/defaulter-detail/${c.id}`);
    const uploader = page.getByRole('region', { name: 'Add a document' });
    const add = async (kind: string, file: string, udin?: string) => {
      await uploader.getByLabel('What is it?').click();
      await page.getByRole('option', { name: kind, exact: true }).click();
      if (udin) await uploader.getByLabel(/CA UDIN/).fill(udin);
      await uploader.locator('input[type="file"]').setInputFiles(path.join(files, file));
      await uploader.getByRole('button', { name: 'Upload' }).click();
    };
    // Only PDF, JPEG or PNG, told by the content: the fake PDF is refused with the server's reason.
    await add('Invoice', 'not-a-pdf.pdf');
    await uploader
      .getByRole('alert')
      .getByText(/none of them/)
      .waitFor();
    await add('Invoice', 'invoice-INV-77.pdf');
    await page.getByText('invoice-INV-77.pdf is added to the case.').waitFor();
    // Sending it back too early says what is still missing.
    await page.getByLabel('What did you add or change?').fill('Added the invoice');
    await page.getByRole('button', { name: 'Send back for review' }).click();
    await page
      .getByText(/Please upload the ledger certificate and the CA certificate/)
      .first()
      .waitFor();
    await add('Ledger certificate', 'ledger.pdf');
    await page.getByText('ledger.pdf is added to the case.').waitFor();
    await add('CA certificate', 'ca-certificate.png', '26123456ABCDEF1234');
    await page.getByText('ca-certificate.png is added to the case.').waitFor();
    await shot(page, 'case-documents-added-390');
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByRole('button', { name: 'Send back for review' }).click();
    await page.getByText('Sent back for review').first().waitFor();
    expect((await db('defaulter_cases').where({ id: c.id }).first('status')).status).toBe('processing');
    expect(await db('case_documents').where({ case_id: c.id }).orderBy('id').pluck('doc_type')).toEqual([
      'invoice',
      'ledger_certificate',
      'ca_certificate',
    ]);
    expect(member.errors).toEqual([]);
  });
});
