/**
 * Issue 21 §6b in a real browser: a member whose wallet is short of a defaulter report's fee is told
 * so as soon as the form opens (before filling anything), fills the form and chooses the files, adds
 * money through the sandbox gateway from a dialog in the form, comes back to find every field and
 * file still there, and sends the report. And the race: the money leaves the wallet after the quote,
 * the server refuses (402), and the form makes the same offer instead of a dead end.
 * Screenshots go to /tmp/shots-report-short-wallet.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomGstin } from '../domain/fixtures';
import { samples } from '../media/samples';
import crypto from 'node:crypto';
import { callAs } from '../../api/src/callContext';
import { postJournal } from '../../api/src/domain/walletLedger/ledgerService';
import { fundWallet } from '../support/fundWallet';
import { baseUrl, watchPageErrors } from './support/browser';
import { chooseReportFiles, fillReport, planFor } from './support/cases';
import { registerMember } from './support/portal';
import { browserSuite } from './support/suite';

const SHOTS = process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/report-short-wallet` : '/tmp/shots-report-short-wallet';
const suite = browserSuite(SHOTS);
const { db } = suite;
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'short-wallet-files-'));
  fs.writeFileSync(path.join(dir, 'invoice-SW-1.pdf'), samples.pdf);
  fs.writeFileSync(path.join(dir, 'ledger-confirmation.pdf'), samples.pdf);
  fs.writeFileSync(path.join(dir, 'ca-certificate.png'), samples.png);
});
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

let serial = 0;
const freshMobile = () => `6${String(Date.now() + (serial += 1)).slice(-9)}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const files = () => ({
  invoice: path.join(dir, 'invoice-SW-1.pdf'),
  ledger_certificate: path.join(dir, 'ledger-confirmation.pdf'),
  ca_certificate: path.join(dir, 'ca-certificate.png'),
});

/** A member with one verified business on a plan whose report fee is ₹79 (+ 18% GST = ₹93.22), nothing in the wallet. */
async function shortMember(width: number, name: string, tradeName: string) {
  const page = await (await suite.browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } })).newPage();
  const errors = watchPageErrors(page);
  const mobile = freshMobile();
  await registerMember(page, mobile, name);
  const user = (await db('users').where({ mobile }).first('id')) as { id: number };
  const [business] = await db('businesses')
    .insert({ user_id: user.id, trade_name: tradeName, gstin: randomGstin('08'), gst_verified_at: new Date() })
    .returning('id');
  await planFor(db, Number(user.id), Number(business.id), { report_defaulter_fee: '79.00' });
  return { page, errors, userId: Number(user.id), businessId: Number(business.id) };
}

/** Money taken out of the wallet the way staff would (the adjustment journal, reversed). */
async function drainWallet(userId: number, paise: number) {
  await postJournal(db, callAs(null), {
    idempotencyKey: `test-drain-${crypto.randomUUID()}`,
    kind: 'adjustment',
    memberId: userId,
    narration: 'Test spend elsewhere',
    entries: [
      { account: 'user_wallet', memberId: userId, debit: paise },
      { account: 'adjustment_expense', credit: paise },
    ],
  });
}

const walletOf = async (userId: number) =>
  ((await db('users').where({ id: userId }).first('wallet_balance')) as { wallet_balance: string }).wallet_balance;

describe('reporting a defaulter with a short wallet', () => {
  it('says so up front, keeps fields and files across adding money on the gateway, then reports', async () => {
    const { page, errors, userId, businessId } = await shortMember(1440, 'Short Wallet Reporter', 'Ganga Handlooms');
    const buyerGstin = randomGstin('27');
    const invoiceNumber = `SW-${Date.now() % 100000}`;

    await page.goto(`${baseUrl()}/defaulter?report=1`);
    await page.getByRole('form', { name: 'Report a defaulter' }).waitFor();
    // Before anything is filled in: the shortfall, the balance, and "Add money" in place.
    const offer = page.getByRole('status').filter({ hasText: 'Your wallet is short for this report' }).first();
    await offer.waitFor();
    expect(await offer.innerText()).toContain('Reporting takes ₹93.22 from your wallet; your balance is ₹0.00. Add at least ₹93.22');
    expect(await offer.innerText()).toContain('cannot be paid separately at a checkout');
    expect(await page.getByLabel('Buyer’s GSTIN').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Report defaulter' }).isDisabled()).toBe(true);
    await shot(page, 'short-up-front-1440');

    await fillReport(page, { business: /Ganga Handlooms/, buyerGstin, buyerName: 'Slow Payer Exports', invoiceNumber, preselected: true });
    await page.getByLabel('Contact name').fill('Suresh Patel');
    await page.getByLabel(/Remarks/).fill('Three reminders, no reply.');
    await chooseReportFiles(page, files());
    await page.getByRole('checkbox', { name: /Show my business name/ }).check();
    await page.getByRole('checkbox', { name: /I confirm these details are true/ }).check();

    // Add money from the form: a dialog with the wallet's top-up, the amount the gateway's minimum (₹100 ≥ ₹93.22).
    await offer.getByRole('button', { name: 'Add money' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add money to your wallet' });
    await dialog.getByText('Your report needs ₹93.22 more in your wallet.').waitFor();
    await expect.poll(() => dialog.getByLabel(/Amount to add/).inputValue()).toBe('100.00');
    await shot(page, 'add-money-dialog-1440');
    await dialog.getByRole('button', { name: 'Add ₹100.00' }).click();

    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Pay ₹100.00' }).click();
    await page.waitForURL(/\/payment-success\?order=\d+/, { timeout: 30_000 });
    await page.getByText('₹100.00 has been added to your wallet.').waitFor();
    expect(await walletOf(userId)).toBe('100.00');
    await page.getByRole('link', { name: 'Back to your report' }).click();
    await page.waitForURL(/\/defaulter\?report=1$/);

    // Everything is still there: each field, each file; the warning is gone and the fee comes from the new balance.
    await page.getByText('We kept what you filled in and the files you chose.').waitFor();
    await page.getByText('₹93.22 will be taken from your wallet (balance ₹100.00).').waitFor();
    expect(await page.getByText('Your wallet is short for this report').count()).toBe(0);
    await expect.poll(() => page.getByLabel(/Reporting as/).innerText()).toMatch(/Ganga Handlooms/);
    const values = {
      'Buyer’s GSTIN': buyerGstin,
      'Buyer’s name': 'Slow Payer Exports',
      'Invoice number': invoiceNumber,
      'Amount (₹)': '120000',
      'Invoice date': '2026-05-04',
      'Due date': '2026-06-03',
      'Advance received (₹)': '20000',
      'Goods accepted on': '2026-05-06',
      'Contact name': 'Suresh Patel',
    };
    for (const [label, value] of Object.entries(values)) expect(await page.getByLabel(label).inputValue(), label).toBe(value);
    expect(await page.getByLabel(/Agreed credit period/).inputValue()).toBe('30');
    expect(await page.getByLabel(/CA UDIN/).inputValue()).toBe('26123456ABCDEF1234');
    expect(await page.getByLabel(/Remarks/).inputValue()).toBe('Three reminders, no reply.');
    expect(await page.getByRole('checkbox', { name: /Show my business name/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /I confirm these details are true/ }).isChecked()).toBe(true);
    for (const name of ['invoice-SW-1.pdf', 'ledger-confirmation.pdf', 'ca-certificate.png']) await page.getByText(name).waitFor();
    await shot(page, 'draft-restored-1440');

    await page.getByRole('button', { name: 'Report defaulter' }).click();
    await page.waitForURL(/\/defaulter-detail\/\d+$/);
    await page.getByText('Report created successfully').waitFor();
    const caseId = Number(page.url().split('/').pop());
    const saved = await db('defaulter_cases').where({ id: caseId }).first('reporter_business_id', 'defaulter_gstin', 'due_amount');
    expect(saved).toMatchObject({ reporter_business_id: businessId, defaulter_gstin: buyerGstin, due_amount: '100000.00' });
    const stored = (await db('case_documents').where({ case_id: caseId }).pluck('doc_type')) as string[];
    expect(stored.sort()).toEqual(['ca_certificate', 'invoice', 'ledger_certificate']);
    expect(await walletOf(userId)).toBe('6.78');
    // The draft is gone: the form opens empty next time.
    expect(await page.evaluate((k) => sessionStorage.getItem(k), `report-draft:${userId}`)).toBeNull();
    await page.goto(`${baseUrl()}/defaulter?report=1`);
    await page.getByRole('form', { name: 'Report a defaulter' }).waitFor();
    // ₹6.78 left: the next report is short again, and says so at once.
    await page.getByText('Reporting takes ₹93.22 from your wallet; your balance is ₹6.78. Add at least ₹86.44').first().waitFor();
    expect(await page.getByLabel('Buyer’s GSTIN').inputValue()).toBe('');
    expect(await page.getByText('We kept what you filled in').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a refusal for a short wallet (money gone after the quote) makes the same offer', async () => {
    const { page, userId } = await shortMember(390, 'Race Reporter', 'Yamuna Weaves');
    await fundWallet(db, userId, 10_000);
    await page.goto(`${baseUrl()}/defaulter?report=1`);
    await page.getByText('₹93.22 will be taken from your wallet (balance ₹100.00).').waitFor();
    await fillReport(page, {
      business: /Yamuna Weaves/,
      buyerGstin: randomGstin('27'),
      buyerName: 'Race Buyer',
      invoiceNumber: `RC-${Date.now() % 100000}`,
      preselected: true,
    });
    await chooseReportFiles(page, files());
    await page.getByRole('checkbox', { name: /I confirm these details are true/ }).check();
    // The money leaves the wallet after the quote was read (another tab spent it).
    await drainWallet(userId, 10_000);
    await page.getByRole('button', { name: 'Report defaulter' }).click();
    const offer = page.getByRole('status').filter({ hasText: 'Your wallet is short for this report' }).first();
    await offer.waitFor();
    expect(await offer.innerText()).toContain('Add at least ₹93.22');
    await offer.getByRole('button', { name: 'Add money' }).click();
    await page
      .getByRole('dialog', { name: 'Add money to your wallet' })
      .getByText('Your report needs ₹93.22 more in your wallet.')
      .waitFor();
    await shot(page, 'refused-offer-390');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    // In Hindi, at 390 px: the same offer up front, nothing sideways.
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.goto(`${baseUrl()}/defaulter?report=1`);
    const hindi = page.getByRole('status').filter({ hasText: 'इस रिपोर्ट के लिए आपके वॉलेट में पैसे कम हैं' }).first();
    await hindi.waitFor();
    expect(await hindi.innerText()).toContain('आपका शेष ₹0.00 है');
    await hindi.getByRole('button', { name: 'पैसे जोड़ें' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await shot(page, 'short-up-front-hi-390');
    expect(
      await db('defaulter_cases')
        .join('businesses', 'businesses.id', 'defaulter_cases.reporter_business_id')
        .where('businesses.user_id', userId)
        .count({ n: '*' }),
    ).toEqual([{ n: 0 }]);
  });
});

describe('a credit report with a short wallet', () => {
  it('"Add money" in place, through the sandbox, back to the same business with the same choices', async () => {
    const subject = randomGstin('27');
    const { page, errors, userId } = await shortMember(1440, 'Short Cir Owner', 'Narmada Mills');
    await db('plan_versions')
      .whereIn('id', db('subscriptions').where({ user_id: userId }).select('plan_version_id'))
      .update({ cir_fee: '500.00', free_cirs: 0 });

    await page.goto(`${baseUrl()}/cir-report`);
    await page.getByLabel('GSTIN, PAN or business name').fill(subject);
    await page.getByRole('button', { name: 'Check this business' }).first().click();
    await page.getByLabel(/Why are you checking/).click();
    await page.getByRole('option', { name: 'Selling on credit to a new buyer' }).click();
    // ₹500 + GST ₹90 = ₹590, nothing in the wallet: said at once, with both ways on the spot.
    await page.getByText(/This report costs ₹590.00 and your wallet has ₹0.00/).waitFor();
    await page.getByRole('button', { name: 'Pay ₹590.00 and generate' }).waitFor();
    await page.getByRole('button', { name: 'Add money to your wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add money to your wallet' });
    await dialog.getByText('Your credit report needs ₹590.00 more in your wallet.').waitFor();
    await dialog.getByLabel(/Amount to add/).fill('600');
    await dialog.getByRole('button', { name: 'Add ₹600.00' }).click();

    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Pay ₹600.00' }).click();
    await page.waitForURL(/\/payment-success\?order=\d+/, { timeout: 30_000 });
    await page.getByRole('link', { name: 'Back to your credit report' }).click();
    await page.waitForURL(new RegExp(`/cir-report\\?q=${subject}$`));
    // The same business is being checked, from the same business, for the same reason; now from the wallet.
    await page.getByText('₹590.00 will be paid from your wallet (balance ₹600.00).').waitFor();
    await expect.poll(() => page.getByLabel(/Why are you checking/).innerText()).toMatch(/Selling on credit to a new buyer/);
    await shot(page, 'cir-back-with-choices-1440');
    await page.getByRole('button', { name: 'Generate report' }).click();
    await page.waitForURL(/\/cir-view\?id=\d+$/);
    const report = await db('cir_reports').where({ user_id: userId }).first('subject_gstin', 'purpose');
    expect(report).toMatchObject({ subject_gstin: subject, purpose: 'new_credit' });
    expect(await walletOf(userId)).toBe('10.00');
    expect(errors).toEqual([]);
  });
});
