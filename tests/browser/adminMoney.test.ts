/**
 * The back office's money pages in a real browser: a paid order's page (facts, timeline from its
 * events, payments, gateway events, invoice with Download PDF) and its refund dialog; a member's
 * wallet statement (admin/wallet/transaction/{userId}) with the balance after each movement and
 * "Load more". Screenshots at 1440×900 and 390×844 go to SHOTS_DIR (default /tmp/shots9admin).
 */
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletMove } from '../ledger/walletMoves';
import { browserDb } from './support/api';
import { adminPage, goInApp, launchBrowser, watchPageErrors } from './support/browser';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots9admin';
fs.mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };

const db = browserDb();
let browser: Browser;
let page: Page;
let errors: string[];
let orderId = 0;
let memberId = 0;

/** A demo order that is paid and invoiced, given its gateway, checkout timeline and webhook event. */
async function paidOrder() {
  const order = await db('orders as o')
    .join('invoices as i', 'i.order_id', 'o.id')
    .where({ 'o.status': 'paid', 'i.status': 'issued' })
    .first('o.id', 'o.order_number', 'o.user_id', 'o.created_at');
  const gatewayOrderId = `order_sbx_${order.id}`;
  await db('orders').where({ id: order.id }).update({ gateway: 'sandbox', gateway_order_id: gatewayOrderId, paid_at: db.fn.now() });
  await db('order_events').where({ order_id: order.id }).del();
  await db('order_events').insert([
    {
      order_id: order.id,
      from_status: null,
      to_status: 'pending',
      source: 'checkout',
      note: 'Placed at checkout',
      actor_id: order.user_id,
    },
    { order_id: order.id, from_status: 'pending', to_status: 'paid', source: 'webhook', note: 'payment.captured' },
  ]);
  const payment = await db('payments').where({ order_id: order.id }).first('gateway_payment_id');
  await db('payment_webhook_events').insert({
    gateway: 'sandbox',
    event_id: `evt_admin_${order.id}_${Date.now()}`,
    gateway_order_id: gatewayOrderId,
    payload: JSON.stringify({ type: 'payment.captured', payment_id: payment?.gateway_payment_id }),
    occurred_at: db.fn.now(),
    processed_at: db.fn.now(),
    attempts: 1,
  });
  return Number(order.id);
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await adminPage(browser, '9876543210', { width: 1440, height: 900 });
  errors = watchPageErrors(page);
  orderId = await paidOrder();
  const mobile = `8${String(Date.now()).slice(-9)}`;
  const [member] = await db('users')
    .insert({ name: 'Statement Member', mobile, email: `wallet${mobile}@example.com`, role_id: 1, account_type: 'customer' })
    .returning('id');
  memberId = Number(member.id);
  // 55 movements: ₹1,000.00 in, then ₹10.00 out and ₹2.50 in by turns; the last page has 5.
  await walletMove(db, memberId, 'topup', 100_000, 'Wallet top-up', { type: 'order', id: '1' });
  for (let i = 1; i < 55; i += 1)
    await walletMove(db, memberId, i % 2 ? 'debit' : 'topup', i % 2 ? 1_000 : 250, i % 2 ? `CIR ${i}` : `Cashback ${i}`);
});
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

describe('an order’s page (orders/{id}/show)', () => {
  it('shows the order, its timeline, payments, gateway events and invoice', async () => {
    await goInApp(page, `/admin/orders/${orderId}/show`);
    await page.getByRole('heading', { level: 1, name: /^Order / }).waitFor();
    const timeline = page.getByRole('list', { name: 'Order timeline' });
    await expect.poll(() => timeline.getByRole('listitem').count()).toBe(2);
    expect(await timeline.innerText()).toMatch(
      /Pending[\s\S]*Checkout[\s\S]*Placed at checkout[\s\S]*Pending\s*→\s*Paid[\s\S]*Gateway webhook/,
    );
    const facts = await page.getByRole('region', { name: 'Order' }).innerText();
    expect(facts).toMatch(/Total\s*₹[\d,]+\.\d{2}/);
    expect(facts).toMatch(/Gateway part\s*₹/);
    expect(facts).toContain(`order_sbx_${orderId}`);
    await expect.poll(() => page.getByRole('table', { name: 'Payments' }).getByRole('row').count()).toBeGreaterThan(1);
    await expect.poll(() => page.getByRole('table', { name: 'Gateway webhook events' }).getByRole('row').count()).toBe(2);
    const invoice = page.getByRole('region', { name: 'Invoice' });
    await expect.poll(() => invoice.getByRole('link').count()).toBe(1);
    await invoice.getByRole('button', { name: 'Download PDF' }).waitFor();
    // The plan's name comes from its version's plan: 'Monthly · v1'.
    await expect.poll(() => page.getByRole('region', { name: 'Order' }).innerText()).toMatch(/Plan\s*\S+ · v\d/);
    await page.screenshot({ path: `${SHOTS}/order-page-1440.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  it('opens the refund dialog prefilled with what is left, and asks for a reason of 10 characters', async () => {
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: /^Refund order/ });
    await dialog.waitFor();
    const total = await db('invoices').where({ order_id: orderId }).first('total');
    const credited = await db('credit_notes').where({ order_id: orderId }).sum({ s: 'total' }).first();
    const left = (Number(total.total) - Number(credited?.s ?? 0)).toFixed(2);
    expect(await dialog.getByLabel('Amount').inputValue()).toBe(left);
    expect(await dialog.getByRole('radio', { name: 'Wallet' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'Original payment method' }).check();
    await dialog.getByLabel('Reason').fill('Too short');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect.poll(() => dialog.getByText('Give a reason of at least 10 characters.').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/refund-dialog-1440.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('a refund from the order page', () => {
  it('refunds part of the order to the wallet: a credit note is listed and the timeline records it', async () => {
    await goInApp(page, `/admin/orders/${orderId}/show`);
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: /^Refund order/ });
    await dialog.getByLabel('Amount').fill('10.00');
    await dialog.getByLabel('Reason').fill('Goodwill for a late activation');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(0);
    const note = await db('credit_notes').where({ order_id: orderId }).orderBy('id', 'desc').first();
    expect(note).toMatchObject({ total: '10.00', refund_to: 'wallet' });
    await page.getByText(note.credit_note_number).first().waitFor();
    await page
      .getByText(/Refund of 10\.00 to the wallet/)
      .first()
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/order-refunded-1440.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});

describe('a member’s wallet (admin/wallet/transaction/{userId})', () => {
  it('shows the balance and the statement newest first with the balance after each movement, 50 at a time', async () => {
    await goInApp(page, `/admin/wallet/transaction/${memberId}`);
    await page.getByRole('heading', { level: 1, name: 'Statement Member' }).waitFor();
    // ₹1,000.00 + 27 × ₹2.50 − 27 × ₹10.00 = ₹797.50.
    expect(await page.getByLabel('Wallet balance').innerText()).toBe('₹797.50');
    const table = page.getByRole('table', { name: 'Wallet statement' });
    await expect.poll(() => table.getByRole('row').count()).toBe(51);
    const cells = async (n: number) => (await table.getByRole('row').nth(n).getByRole('cell').allInnerTexts()).map((s) => s.trim());
    expect((await cells(1)).slice(2)).toEqual(['Cashback 54', '+ ₹2.50', '₹797.50']);
    expect((await cells(2)).slice(2)).toEqual(['CIR 53', '− ₹10.00', '₹795.00']);
    await page.screenshot({ path: `${SHOTS}/member-wallet-1440.png` });
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => table.getByRole('row').count()).toBe(56);
    expect((await cells(55)).slice(2)).toEqual(['Wallet top-up\norder #1', '+ ₹1,000.00', '₹1,000.00']);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('is linked from the customer page’s wallet section', async () => {
    await goInApp(page, `/admin/customer-management/customers/${memberId}/show`);
    await page.getByRole('link', { name: 'Statement and balance' }).click();
    await page.waitForURL(new RegExp(`/admin/wallet/transaction/${memberId}$`));
    await page.getByRole('heading', { level: 1, name: 'Statement Member' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('reads on a phone (390×844): the order page and the statement', async () => {
    const phone = await adminPage(browser, '9876543210', PHONE);
    const phoneErrors = watchPageErrors(phone);
    await goInApp(phone, `/admin/orders/${orderId}/show`);
    await phone.getByRole('list', { name: 'Order timeline' }).waitFor();
    await phone.screenshot({ path: `${SHOTS}/order-page-390.png`, fullPage: true });
    await phone.getByRole('button', { name: 'Refund' }).click();
    await phone.getByRole('dialog').waitFor();
    await phone.waitForTimeout(400); // the dialog's fade-in
    await phone.screenshot({ path: `${SHOTS}/refund-dialog-390.png` });
    await phone.getByRole('button', { name: 'Cancel' }).click();
    await goInApp(phone, `/admin/wallet/transaction/${memberId}`);
    const statement = phone.getByRole('table', { name: 'Wallet statement' });
    await statement.waitFor();
    // Amount and balance stay in view: the date and kind go under the narration.
    expect(await statement.getByRole('row').nth(1).getByRole('cell').allInnerTexts()).toHaveLength(3);
    await phone.screenshot({ path: `${SHOTS}/member-wallet-390.png` });
    expect(phoneErrors).toEqual([]);
    await phone.context().close();
  });
});
