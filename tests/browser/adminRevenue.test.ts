/**
 * The back office's revenue screen (/admin/revenue, Invoices → listView) in a real browser: two paid
 * orders on two plans in two months of 2021 → the stacked chart draws their bars, the cards and the
 * table's total row read their sums in ₹ with Indian grouping; an empty period says so kindly; a
 * role without Invoices has no menu entry and is sent to the dashboard. Screenshots at 1440×900 and
 * 390×844 go to SHOTS_DIR (default /tmp/shots9revenue).
 */
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserDb, staffWithRole } from './support/api';
import { adminPage, goInApp, launchBrowser, signInToAdmin, typeDay, watchPageErrors } from './support/browser';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots9revenue';
fs.mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };

const db = browserDb();
let browser: Browser;
let page: Page;
let errors: string[];
let plans: Array<{ versionId: number; name: string }> = [];

async function paidOrder(userId: number, versionId: number, paidAt: string, amount: string, discount: string, tax: string) {
  const total = ((Math.round(Number(amount) * 100) - Math.round(Number(discount) * 100) + Math.round(Number(tax) * 100)) / 100).toFixed(2);
  await db('orders').insert({
    order_number: `REV-${crypto.randomUUID().slice(0, 12)}`,
    user_id: userId,
    purpose: 'subscription',
    plan_version_id: versionId,
    amount,
    discount,
    tax,
    total,
    status: 'paid',
    paid_at: paidAt,
  });
}

/** Sets the screen's period as staff do: the end first, so the two never pass 60 months apart. */
async function choosePeriod(from: string, to: string) {
  await typeDay(page, 'To', to);
  await typeDay(page, 'From', from);
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await adminPage(browser, '9876543210', { width: 1440, height: 900 });
  errors = watchPageErrors(page);
  // Two plans of the demo data, each with a version to buy.
  const rows = await db('plan_versions as v')
    .join('membership_plans as p', 'p.id', 'v.plan_id')
    .distinctOn('p.id')
    .orderBy(['p.id', 'v.id'])
    .select('v.id as versionId', 'p.name');
  plans = rows.slice(0, 2).map((r) => ({ versionId: Number(r.versionId), name: String(r.name) }));
  const member = await db('users').where({ account_type: 'customer' }).first('id');
  // 15 Apr 2021 (IST): ₹1,50,000 − ₹10,000 discount + ₹25,200 GST; 20 May 2021: ₹5,000 + ₹900 GST.
  await paidOrder(Number(member.id), plans[0]!.versionId, '2021-04-15T06:00:00Z', '150000.00', '10000.00', '25200.00');
  await paidOrder(Number(member.id), plans[1]!.versionId, '2021-05-20T06:00:00Z', '5000.00', '0.00', '900.00');
  // And one this month, so the default period (the last 12 months) has figures too.
  await paidOrder(Number(member.id), plans[0]!.versionId, new Date().toISOString(), '999.00', '0.00', '179.82');
});
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

describe('revenue by month and plan (/admin/revenue)', () => {
  it('is in the menu beside the invoices and opens on the last 12 months, this one included', async () => {
    expect(plans).toHaveLength(2);
    await page.getByRole('button', { name: /List views/ }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Revenue', exact: true }).click();
    await page.waitForURL(/\/admin\/revenue$/);
    await expect.poll(() => page.title()).toBe('Revenue | Bakaya Admin');
    await page.getByRole('heading', { name: 'Revenue', level: 1 }).waitFor();
    await page.getByLabel('Totals of the period').waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Month by month' }).getByRole('row').count()).toBe(14); // head, 12 months, total
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /could not|went wrong/ })
        .count(),
    ).toBe(0);
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/revenue-12-months-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('charts and totals the seeded orders of a chosen period', async () => {
    await choosePeriod('2021-04-01', '2021-06-30');
    const totalsRow = page.getByTestId('revenue-totals-row');
    await expect
      .poll(() => totalsRow.innerText(), { timeout: 15_000 })
      .toMatch(/Total\s+2\s+₹1,45,000\.00\s+₹26,100\.00\s+₹10,000\.00\s+₹1,71,100\.00/);
    const table = page.getByRole('table', { name: 'Month by month' });
    expect(await table.getByRole('row').allInnerTexts()).toEqual([
      expect.stringMatching(/^Month/),
      expect.stringMatching(/^Apr 2021\s+1\s+₹1,40,000\.00\s+₹25,200\.00\s+₹10,000\.00\s+₹1,65,200\.00$/),
      expect.stringMatching(/^May 2021\s+1\s+₹5,000\.00\s+₹900\.00\s+₹0\.00\s+₹5,900\.00$/),
      expect.stringMatching(/^Jun 2021\s+0\s+₹0\.00/),
      expect.stringMatching(/^Total/),
    ]);
    const cards = page.getByLabel('Totals of the period');
    for (const text of ['₹1,45,000.00', '₹26,100.00', '₹10,000.00', '₹1,71,100.00']) expect(await cards.getByText(text).count()).toBe(1);

    // The stacked chart: an svg with one bar per plan and month with sales, and both plans in its legend.
    const chart = page.locator('section[aria-labelledby="revenue-taxable-title"]');
    await expect.poll(() => chart.locator('svg .MuiBarChart-element').count()).toBeGreaterThanOrEqual(2);
    for (const plan of plans) expect(await chart.getByText(plan.name, { exact: true }).count()).toBeGreaterThan(0);
    const gst = page.locator('section[aria-labelledby="revenue-gst-title"]');
    await expect.poll(() => gst.locator('svg .MuiBarChart-element').count()).toBeGreaterThanOrEqual(2);
    // Ticks in ₹ (lakh units), months shortened.
    const drawn = await chart.locator('svg:has(.MuiBarChart-element)').textContent();
    expect(drawn).toMatch(/₹1\.?\d*L/);
    expect(drawn).toContain("Apr '21");

    await page.screenshot({ path: `${SHOTS}/revenue-1440.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(400);
    // Nothing wider than the phone but the table, which scrolls in its own box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/revenue-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('says kindly when the period has no paid orders', async () => {
    await choosePeriod('2020-01-01', '2020-03-31');
    await page.getByText('No paid orders in this period').waitFor();
    expect(await page.getByText(/between 01, Jan, 2020 and 31, Mar, 2020/).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/revenue-empty-1440.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});

describe('a staff role without Invoices', () => {
  it('has no Revenue menu entry and is sent to the dashboard from /admin/revenue', async () => {
    const mobile = await staffWithRole(db, { Customer: { list_view: 1, detail_view: 1 } }, 'Desk Without Money');
    const desk = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInToAdmin(desk, mobile);
    const menu = desk.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(() => menu.getByRole('button', { name: /Customer management/ }).count()).toBeGreaterThan(0);
    expect(await menu.getByRole('button', { name: /List views/ }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Revenue', exact: true }).count()).toBe(0);
    await goInApp(desk, '/admin/revenue');
    await desk.waitForURL(/\/admin\/dashboard$/);
    await expect.poll(() => desk.getByText(/do not have permission to open “Revenue”/).count()).toBeGreaterThan(0);
    await desk.close();
  });
});
