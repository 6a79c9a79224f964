/**
 * Paying through the gateway in a real browser, against the real API and the sandbox's hosted page: a
 * member whose wallet is short of a credit report's fee pays the rest ("Pay ₹490.00 and generate"),
 * lands on "Your credit report is ready" and opens the report; and, at 390 px, a member adds money to
 * the wallet from /wallet and sees it there. Screenshots go to /tmp/shots-cir-checkout.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomGstin } from '../domain/fixtures';
import { fundWallet } from '../support/fundWallet';
import { baseUrl, watchPageErrors } from './support/browser';
import { planFor } from './support/cases';
import { registerMember } from './support/portal';
import { browserSuite } from './support/suite';

const SHOTS = process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/cir-checkout` : '/tmp/shots-cir-checkout';
const suite = browserSuite(SHOTS);
const { db } = suite;

let serial = 0;
const freshMobile = () => `8${String(Date.now() + (serial += 1)).slice(-9)}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

async function member(width: number, name: string) {
  const page = await (await suite.browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } })).newPage();
  const errors = watchPageErrors(page);
  const mobile = freshMobile();
  await registerMember(page, mobile, name);
  const user = (await db('users').where({ mobile }).first('id')) as { id: number };
  return { page, errors, userId: Number(user.id) };
}

/** A verified business of the member (in Rajasthan, as the seller: CGST + SGST) on a plan with a ₹500 CIR fee. */
async function businessOnPlan(userId: number, tradeName: string) {
  const [business] = await db('businesses')
    .insert({ user_id: userId, trade_name: tradeName, gstin: randomGstin('08'), gst_verified_at: new Date() })
    .returning('id');
  await planFor(db, userId, Number(business.id), { cir_fee: '500.00', free_cirs: 0 });
}

describe('paying through the gateway', () => {
  it('a member whose wallet is short pays a credit report on the sandbox page and lands on the report', async () => {
    const buyer = randomGstin('27');
    const { page, errors, userId } = await member(1440, 'Short Wallet Owner');
    await businessOnPlan(userId, 'Meera Fabrics');
    await fundWallet(db, userId, 10_000);

    await page.goto(`${baseUrl()}/cir-report`);
    await page.getByLabel('GSTIN, PAN or business name').fill(buyer);
    await page.getByRole('button', { name: 'Check this business' }).first().click();
    await page.getByLabel(/Checking from/).click();
    await page.getByRole('option', { name: /Meera Fabrics/ }).click();
    await page.getByLabel(/Why are you checking/).click();
    await page.getByRole('option', { name: 'Selling on credit to a new buyer' }).click();
    // ₹500 + CGST ₹45 + SGST ₹45 = ₹590; the wallet's ₹100 first, the gateway ₹490.
    await page.getByText('Pay the remaining ₹490.00 now').waitFor();
    // "Add money" opens the top-up in place (issue 21 §6b), filled in with what is missing.
    await page.getByRole('button', { name: 'Add money to your wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add money to your wallet' });
    await expect.poll(() => dialog.getByLabel(/Amount to add/).inputValue()).toBe('490.00');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await shot(page, 'cir-pay-and-generate-1440');
    await page.getByRole('button', { name: 'Pay ₹490.00 and generate' }).click();

    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Pay ₹490.00' }).click();
    await page.waitForURL(/\/payment-success\?order=\d+/, { timeout: 30_000 });
    await page.getByText('Your credit report is ready').waitFor();
    await shot(page, 'cir-paid-1440');
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    const report = await db('cir_reports').where({ order_id: orderId }).first('id', 'user_id', 'subject_gstin', 'fee', 'invoice_id');
    expect(report).toMatchObject({ user_id: userId, subject_gstin: buyer, fee: '590.00' });
    expect(report.invoice_id).not.toBeNull();

    await page.getByRole('link', { name: 'Open the report' }).click();
    await page.waitForURL(new RegExp(`/cir-view\\?id=${report.id}$`));
    await page.getByText(buyer).first().waitFor();
    expect((await db('orders').where({ id: orderId }).first('status', 'purpose')).status).toBe('paid');
    expect((await db('users').where({ id: userId }).first('wallet_balance')).wallet_balance).toBe('0.00');
    expect(errors).toEqual([]);
  });

  it('/wallet: "Add money" at 390 px through the sandbox; the balance shows the money', async () => {
    const { page, errors, userId } = await member(390, 'Wallet Topper');
    // Sent by a credit report that needs ₹490: the form starts with that.
    await page.goto(`${baseUrl()}/wallet?add=490.00`);
    const amount = page.getByLabel(/Amount to add/);
    await expect.poll(() => amount.inputValue()).toBe('490.00');
    await page.getByText('Your credit report needs ₹490.00 more in your wallet.').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'wallet-add-money-390');

    await amount.fill('50');
    await page.getByRole('button', { name: 'Add money' }).click();
    await page.getByText('You can add at least ₹100.00 at a time.').waitFor();
    await amount.fill('1000');
    await page.getByRole('button', { name: 'Add ₹1,000.00' }).click();

    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Pay ₹1,000.00' }).click();
    await page.waitForURL(/\/payment-success\?order=\d+/, { timeout: 30_000 });
    await page.getByText('Money added to your wallet').waitFor();
    await page.getByText('₹1,000.00 has been added to your wallet.').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'wallet-topped-up-390');
    await page.getByRole('link', { name: 'Go to your wallet' }).click();
    await page.waitForURL(/\/wallet$/);
    await page.getByText('₹1,000.00').first().waitFor();
    expect((await db('users').where({ id: userId }).first('wallet_balance')).wallet_balance).toBe('1000.00');
    const order = await db('orders').where({ user_id: userId }).first('purpose', 'status', 'total');
    expect(order).toEqual({ purpose: 'wallet_topup', status: 'paid', total: '1000.00' });
    expect(errors).toEqual([]);
  });
});
