/**
 * Issue 9 in a real browser: a member buys a plan with a promo code through the sandbox gateway's
 * hosted page, lands on the success screen, finds the invoice in /my-invoices and downloads its PDF
 * (the GSTINs, the tax split and the total are in it); a failed payment lands on the error screen and
 * nothing is charged. Screenshots go to /tmp/shots9.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxGstin } from '../../api/src/domain/gst/sandboxGstAdapter';
import { browserDb } from './support/api';
import { baseUrl, launchBrowser, watchPageErrors } from './support/browser';
import { registerMember } from './support/portal';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots9';
const db = browserDb();
let browser: Browser;
let planId = 0;
let planName = '';
beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  const slug = `browser-plan-${crypto.randomUUID().slice(0, 8)}`;
  planName = `Growth ${slug.slice(-4)}`;
  const [plan] = await db('membership_plans').insert({ name: planName, slug }).returning('id');
  planId = Number(plan.id);
  await db('plan_versions').insert({
    plan_id: planId,
    version: 1,
    fee: '5000.00',
    duration_value: 1,
    duration_unit: 'years',
    published: 1,
    effective_from: new Date(Date.now() - 60_000),
  });
  await db('free_trials').insert({ plan_id: planId, days: 7, starts_at: new Date(Date.now() - 86_400_000) });
});
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

let serial = 0;
const freshMobile = () => `7${String(Date.now() + (serial += 1)).slice(-9)}`;
const freshPan = () =>
  `${['P', 'Q', 'R', 'S', 'T'].map((c) => String.fromCharCode(c.charCodeAt(0) + crypto.randomInt(0, 6))).join('')}${crypto.randomInt(1000, 9999)}K`;

/** A registered member with one business in `state`, signed in at 1440 × 900 (or `width`). */
async function memberWithBusiness(state: string, width = 1440): Promise<{ page: Page; userId: number; gstin: string }> {
  const page = await (await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, acceptDownloads: true })).newPage();
  const mobile = freshMobile();
  await registerMember(page, mobile, 'Plan Buyer');
  const user = await db('users').where({ mobile }).first('id');
  const gstin = sandboxGstin(state, freshPan());
  // A member who proved control of the business (a free trial needs it).
  await db('businesses').insert({
    user_id: user.id,
    trade_name: 'Buyer Traders',
    legal_name: 'Buyer Traders Pvt Ltd',
    gstin,
    control_proven_at: new Date(),
    control_proof_method: 'gst_otp',
  });
  return { page, userId: Number(user.id), gstin };
}

async function promo(maxUses = 5) {
  const code = `WEB${crypto.randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  await db('promo_codes').insert({
    code,
    starts_at: new Date(Date.now() - 86_400_000),
    discount_type: 'percent',
    discount_value: '10.00',
    max_uses: maxUses,
  });
  return code;
}

async function openCheckout(page: Page) {
  await page.goto(`${baseUrl()}/subscription?plan=${planId}`);
  await page.getByRole('button', { name: /^Pay ₹/ }).waitFor();
}

describe('buying a plan', () => {
  it('with a promo code through the sandbox: success page, invoice listed, PDF downloaded', async () => {
    const { page, userId, gstin } = await memberWithBusiness('08');
    const errors = watchPageErrors(page);
    const code = await promo();
    await openCheckout(page);
    await page.getByLabel('Promo code').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Promo code applied successfully').first().waitFor();
    // ₹5,000 − 10 % = ₹4,500 + CGST ₹405 + SGST ₹405 = ₹5,310
    await page.getByRole('button', { name: 'Pay ₹5,310.00' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/checkout-1440.png`, fullPage: true });
    await page.getByRole('button', { name: 'Pay ₹5,310.00' }).click();

    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByText('₹5,310.00').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/sandbox-page-1440.png` });
    await page.getByRole('button', { name: 'Pay ₹5,310.00' }).click();

    await page.waitForURL(/\/payment-success\?order=\d+/, { timeout: 30_000 });
    await page.getByText(planName).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/payment-success-1440.png` });
    const order = await db('orders').where({ user_id: userId }).first();
    expect(order).toMatchObject({ status: 'paid', total: '5310.00', discount: '500.00' });

    await page.goto(`${baseUrl()}/my-invoices`);
    const invoice = await db('invoices').where({ order_id: order.id }).first();
    await page.getByText(invoice.invoice_number).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/my-invoices-1440.png` });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: /Download PDF/ })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${invoice.invoice_number.replace(/\//g, '-')}.pdf`);
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pdfText } = await import('../support/pdfText');
    const text = await pdfText(pdf);
    for (const expected of [gstin, '08AAHCB4321K1ZP', '405.00', '5,310.00', invoice.invoice_number]) expect(text).toContain(expected);
    expect(errors).toEqual([]);
  }, 120_000);

  it('a failed payment lands on the error page and nothing is charged', async () => {
    const { page, userId, gstin } = await memberWithBusiness('27', 390);
    await openCheckout(page);
    // On a phone the chosen business's whole GSTIN is written out under the select (it cuts the line).
    await page.getByText(`GSTIN ${gstin}`).waitFor();
    await page.screenshot({ path: `${SHOTS}/checkout-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Pay ₹5,900.00' }).click(); // IGST 18 %
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Fail the payment' }).click();
    await page.waitForURL(/\/payment-error\?order=\d+/, { timeout: 30_000 });
    await page.getByText(/processed unsuccessfully/).waitFor();
    await page.getByText(/Returning to the site in \d+ seconds/).waitFor();
    await page.screenshot({ path: `${SHOTS}/payment-error-390.png` });
    const order = await db('orders').where({ user_id: userId }).first();
    expect(order.status).toBe('failed');
    expect(await db('invoices').where({ order_id: order.id })).toHaveLength(0);
    expect(await db('subscriptions').where({ order_id: order.id })).toHaveLength(0);
    await page.waitForURL(/\/subscription$/, { timeout: 15_000 });
  }, 120_000);

  it('a free trial starts once for a business with no plan, without paying', async () => {
    const { page, gstin } = await memberWithBusiness('08');
    await openCheckout(page);
    await page.getByRole('button', { name: 'Start your 7-day free trial' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByText('Your free trial has started').first().waitFor();
    const business = await db('businesses').where({ gstin }).first('id');
    const subscriptions = await db('subscriptions').where({ business_id: business.id });
    expect(subscriptions).toHaveLength(1);
    expect(await db('orders').where({ business_id: business.id })).toHaveLength(0);
    await openCheckout(page);
    expect(await page.getByRole('button', { name: 'Start your 7-day free trial' }).count()).toBe(0);
  }, 120_000);
});
