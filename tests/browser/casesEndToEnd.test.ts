/**
 * Issue 10 in a real browser: a member reports a defaulter with evidence files on the portal form; staff verify it on the
 * admin's case page; the reported business opens the notice link from its SMS, asks for a code and
 * disputes; staff reject the dispute on the case page and the notice shows the outcome; the two settle
 * and the case reads fully settled on both sides. Screenshots go to /tmp/shots10.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomGstin } from '../domain/fixtures';
import { samples } from '../media/samples';
import { bearerFor, browserDb } from './support/api';
import { adminPage, baseUrl, launchBrowser, watchPageErrors } from './support/browser';
import { chooseReportFiles, fillReport, outboxCode, outboxMatch, planFor } from './support/cases';
import { registerMember } from './support/portal';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots10';
const db = browserDb();
let browser: Browser;
let files: string;
beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  files = fs.mkdtempSync(path.join(os.tmpdir(), 'case-files-'));
  fs.writeFileSync(path.join(files, 'invoice.pdf'), samples.pdf);
  fs.writeFileSync(path.join(files, 'ledger.pdf'), samples.pdf);
  fs.writeFileSync(path.join(files, 'ca.png'), samples.png);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

let serial = 0;
const freshMobile = () => `7${String(Date.now() + (serial += 1)).slice(-9)}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const openedPages: Page[] = [];
afterAll(async () => {
  for (const [i, p] of openedPages.entries()) await shot(p, `last-state-${i}`).catch(() => undefined);
});

describe('a defaulter case in the browser', () => {
  it('is reported with files, verified, disputed through its notice, decided, settled, and reads fully settled on both sides', async () => {
    // The reporter: a newly registered member with a GST-verified business on a plan.
    const reporterPage = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    openedPages.push(reporterPage);
    const errors = watchPageErrors(reporterPage);
    const reporterMobile = freshMobile();
    await registerMember(reporterPage, reporterMobile, 'Asha Traders Owner');
    const reporter = await db('users').where({ mobile: reporterMobile }).first('id');
    const [business] = await db('businesses')
      .insert({
        user_id: reporter.id,
        trade_name: 'Asha Traders',
        legal_name: 'Asha Traders Pvt Ltd',
        gstin: randomGstin('08'),
        gst_verified_at: new Date(),
      })
      .returning('*');
    await planFor(db, reporter.id, business.id);

    // The buyer: a member owning the GSTIN being reported (so it can settle), reachable at a contact mobile.
    const buyerMobile = freshMobile();
    const [buyer] = await db('users')
      .insert({ name: 'Buyer Owner', mobile: buyerMobile, email: `b${buyerMobile}@example.com`, role_id: 1, account_type: 'customer' })
      .returning('id');
    const buyerGstin = randomGstin('27');
    await db('businesses').insert({
      user_id: buyer.id,
      trade_name: 'Slow Payer Traders',
      gstin: buyerGstin,
      control_proven_at: new Date(),
      control_proof_method: 'gst_otp',
    });
    const contactMobile = freshMobile();

    // 1. The member reports the buyer with evidence files, on the portal's form.
    await reporterPage.goto(`${baseUrl()}/defaulter`);
    await reporterPage.getByRole('button', { name: 'Report a defaulter' }).click();
    await fillReport(reporterPage, {
      preselected: true,
      business: /Asha Traders/,
      buyerGstin,
      buyerName: 'Slow Payer Traders',
      invoiceNumber: `INV-${Date.now() % 1_000_000}-9`,
    });
    await reporterPage.getByLabel('Contact name').fill('Accounts Desk');
    await reporterPage.getByLabel('Mobile', { exact: true }).fill(contactMobile);
    await chooseReportFiles(reporterPage, {
      invoice: path.join(files, 'invoice.pdf'),
      ledger_certificate: path.join(files, 'ledger.pdf'),
      ca_certificate: path.join(files, 'ca.png'),
    });
    await reporterPage.getByRole('checkbox', { name: /I confirm these details are true/ }).check();
    await reporterPage.getByRole('button', { name: 'Report defaulter' }).click();
    await reporterPage.waitForURL(/\/defaulter-detail\/\d+$/);
    const caseId = Number(reporterPage.url().split('/').pop());

    await reporterPage.goto(`${baseUrl()}/defaulter-detail/${caseId}`);
    await reporterPage.getByRole('heading', { name: 'Slow Payer Traders' }).waitFor();
    await reporterPage.getByText('invoice.pdf').first().waitFor();
    await shot(reporterPage, 'case-reported');

    // 2. Staff verify it on the case page.
    const admin = await adminPage(browser, '9876543210', { width: 1440, height: 900 });
    openedPages.push(admin);
    await admin.goto(`${baseUrl()}/admin/customer-management/defaulter-detail/${caseId}`);
    await admin.getByRole('button', { name: 'Move to Verified' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Move to Verified' }).click();
    await admin.getByRole('button', { name: 'Move to Verified' }).waitFor({ state: 'detached' });
    await shot(admin, 'case-verified-admin');

    // 3. The buyer opens the notice from its SMS, asks for a code and disputes.
    const token = (await outboxMatch(contactMobile, /\/notice\/([A-Za-z0-9_-]{43})/))[1]!;
    const notice = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    openedPages.push(notice);
    const noticeErrors = watchPageErrors(notice);
    await notice.goto(`${baseUrl()}/notice/${token}`);
    await notice.getByText('Slow Payer Traders').first().waitFor();
    await notice.getByRole('button', { name: 'Send me a code' }).click();
    const code = await outboxCode(contactMobile);
    await notice.getByLabel('6-digit code').fill(code);
    // Accepting asks first and says what it means; going back accepts nothing.
    await notice.getByRole('button', { name: 'Accept the claim' }).click();
    await notice
      .getByRole('dialog', { name: 'Accept this claim?' })
      .getByText(/counts in your business’s credit report from today/)
      .waitFor();
    await notice.getByRole('button', { name: 'Go back' }).click();
    await expect.poll(() => notice.getByRole('dialog').count()).toBe(0);
    await notice.getByRole('button', { name: 'Dispute the claim' }).click();
    await notice.getByLabel('Your statement').fill('Half the goods were returned as damaged; the credit note was never accounted for.');
    await notice.getByRole('button', { name: 'Send my dispute' }).click();
    // The reply card gives way to the dispute's own section once the page reloads the claim.
    await notice.getByText(/Under review — our staff will decide by/).waitFor();
    await shot(notice, 'notice-disputed-390');

    // 4. Staff reject the dispute; the notice shows the outcome.
    await admin.reload();
    await admin.getByRole('button', { name: 'Reject the dispute' }).click();
    await admin.getByLabel(/Reason/).fill('No credit note was issued; the goods were accepted.');
    await admin.getByRole('dialog').getByRole('button', { name: 'Reject the dispute' }).click();
    await admin.getByRole('dialog').waitFor({ state: 'detached' });
    await notice.reload();
    await notice.getByText(/Rejected on/).waitFor();
    await shot(notice, 'notice-dispute-rejected-390');

    // 5. The two settle (through the API, as the settlement screens do), in full.
    const buyerAuth = await bearerFor(db, buyer.id);
    const reporterAuth = await bearerFor(db, reporter.id);
    const call = async (auth: string, path: string, body: unknown) => {
      const res = await fetch(`${baseUrl()}/api/${path}`, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
      return (await res.json()) as Record<string, unknown>;
    };
    const opened = await call(buyerAuth, 'settlement/requests', { case_id: caseId, amount: '100000.00', schedule: 'full' });
    const requestId = Number(opened.id);
    await call(buyerAuth, 'user/otpForSettlement/send', { settlement_request_id: requestId });
    const settleCode = await outboxCode(buyerMobile);
    await call(buyerAuth, 'user/otpForSettlement/verify', { settlement_request_id: requestId, code: settleCode });
    await call(reporterAuth, `settlement/verify-bank/${business.gstin}/${requestId}`, {
      account_holder: 'Asha Traders',
      account_number: '50100123456789',
      confirm_account_number: '50100123456789',
      ifsc: 'HDFC0001234',
    });
    await call(reporterAuth, `settlement/sign-letter/${caseId}/settlement_letter`, {});
    await call(buyerAuth, `settlement/sign-letter/${caseId}/settlement_letter`, {});
    const payment = new FormData();
    payment.set('amount', '100000.00');
    payment.set('utr', `UTR${Date.now()}`);
    payment.set('method', 'neft');
    payment.set('paid_at', new Date().toISOString());
    payment.append('proof', new Blob([samples.pdf], { type: 'application/pdf' }), 'neft.pdf');
    const paid = await fetch(`${baseUrl()}/api/settlement-requests/${requestId}/payments`, {
      method: 'POST',
      headers: { Authorization: buyerAuth },
      body: payment,
    });
    expect(paid.status, await paid.clone().text()).toBe(201);

    // 6. Both sides read it as fully settled.
    await reporterPage.reload();
    await reporterPage
      .getByText(/Fully settled/i)
      .first()
      .waitFor();
    await shot(reporterPage, 'case-fully-settled');
    await notice.reload();
    await notice.getByText('Fully settled', { exact: true }).first().waitFor();
    await shot(notice, 'notice-fully-settled-390');
    expect(errors).toEqual([]);
    expect(noticeErrors).toEqual([]);
  });
});
