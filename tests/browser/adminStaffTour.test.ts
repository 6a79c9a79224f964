/**
 * Issue 12, as staff use the back office: lists fit the screen (default columns, "Columns" to pick
 * more, toolbar in view) at 1440 and 1280 px and turn compact on a 390 px phone; amounts in ₹ or %
 * follow their type field; deactivation says what it does and names the record; toasts stay clear of
 * the app bar and the page's buttons; axe-core finds no critical or serious violation on the dashboard
 * and on a generated list, detail and edit screen. Screenshots go to /tmp/shots (not the repo).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserDb } from './support/api';
import { adminPage, goInApp, launchBrowser, watchPageErrors } from './support/browser';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const db = browserDb();
let browser: Browser;
let page: Page;
let errors: string[];
let promoId: number;
const CODE = `TOUR${Date.now() % 100000}`;

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  [{ id: promoId }] = await db('promo_codes')
    .insert({
      code: CODE,
      max_uses: 100,
      max_uses_per_user: 1,
      starts_at: new Date(Date.now() - 86_400_000),
      ends_at: new Date(Date.now() + 30 * 86_400_000),
      discount_type: 'percent',
      discount_value: '25.00',
    })
    .returning('id');
  browser = await launchBrowser();
  page = await adminPage(browser, '9876543210', DESKTOP);
  errors = watchPageErrors(page);
});
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png` });

async function open(path: string, ready: string) {
  await goInApp(page, `/admin/${path}`);
  await page.locator(ready).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/** How far the page scrolls sideways (0: it fits). */
const sideScroll = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The element's box lies inside the viewport. */
async function inView(selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  const vp = page.viewportSize()!;
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= vp.width + 1 && box.y + box.height <= vp.height + 1;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const LISTS = [
  ['customer-management/defaulter', 'defaulters'],
  ['customer-management/businesses', 'businesses'],
  ['invoices', 'invoices'],
  ['customer-management/customers', 'customers'],
  ['promotion-management/promo-code', 'promo-codes'],
] as const;

describe('wide lists fit the screen', () => {
  for (const width of [1440, 1280]) {
    it(`at ${width} px: no sideways scroll, the toolbar (Columns, Export) in view`, async () => {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, name] of LISTS) {
        await open(path, 'table tbody tr');
        await shot(`list-${name}`);
        expect(await sideScroll(), `${name} at ${width}`).toBeLessThanOrEqual(0);
        expect(await inView('button:has-text("Columns")'), `${name} Columns`).toBe(true);
        expect(await inView('button:has-text("Export")'), `${name} Export`).toBe(true);
        // Every column header, the status among them, is on screen.
        for (const th of await page.locator('table thead th').all()) {
          const box = (await th.boundingBox())!;
          expect(box.x + box.width, `${name} column ${await th.innerText()}`).toBeLessThanOrEqual(width + 1);
        }
      }
    });
  }

  it('staff pick more columns with "Columns"; a 25 % discount reads 25.00% there', async () => {
    await page.setViewportSize(DESKTOP);
    await open('promotion-management/promo-code', 'table tbody tr');
    const before = await page.locator('table thead th').count();
    await page.getByRole('button', { name: 'Columns' }).click();
    const toggle = page.locator('.MuiPopover-paper label', { hasText: 'Discount value' }).first();
    await toggle.click();
    await expect.poll(() => page.locator('table thead th').count()).toBe(before + 1);
    await shot('list-columns-picker');
    await page.keyboard.press('Escape');
    const row = page.locator('table tbody tr', { hasText: CODE });
    await expect.poll(() => row.innerText()).toContain('25.00%');
    expect(await row.innerText()).not.toContain('₹25');
    expect(await sideScroll()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Columns' }).click();
    await toggle.click();
    await page.keyboard.press('Escape');
  });
});

describe('phone layout (390 × 844)', () => {
  it('lists are compact, with the toolbar in reach and nothing scrolling sideways', async () => {
    await page.setViewportSize(PHONE);
    for (const [path, name] of LISTS) {
      await open(path, '.compact-list li');
      expect(await page.locator('table').count(), `${name}: no table`).toBe(0);
      expect(await sideScroll(), name).toBeLessThanOrEqual(0);
      expect(await inView('[aria-label="Export"], button:has-text("Export")'), `${name} Export`).toBe(true);
      await page.waitForTimeout(300);
      await shot(`list-${name}`);
    }
    // Each line says what its values are, and shows the record's state (a promo code's is derived).
    await open('promotion-management/promo-code', '.compact-list li');
    const line = await page.locator('.compact-list li').first().innerText();
    expect(line).toMatch(/Uses: /);
    expect(line).toMatch(/Scheduled|Active|Ended|Used up|Deactivated/);
  });
});

describe('amounts follow their type field', () => {
  it('a 25 % promo code reads 25.00% in the detail and form', async () => {
    await page.setViewportSize(DESKTOP);
    await open(`promotion-management/promo-code/${promoId}/show`, `text=${CODE}`);
    expect(await page.locator('main').innerText()).toContain('25.00%');
    await shot('promo-show');
    await open(`promotion-management/promo-code/${promoId}`, 'input[name="discount_value"]');
    const field = page.locator('.MuiFormControl-root', { has: page.locator('input[name="discount_value"]') });
    expect(await field.innerText()).toContain('%');
    expect(await field.innerText()).not.toContain('₹');
    await shot('promo-edit');
  });
});

describe('deactivation and toasts', () => {
  it('a saved edit toasts below the app bar, clear of the user menu and the Edit button', async () => {
    await page.setViewportSize(DESKTOP);
    await open(`promotion-management/promo-code/${promoId}`, 'input[name="max_uses"]');
    await page.locator('input[name="max_uses"]').fill('120');
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.locator('.MuiSnackbar-root').first();
    await toast.waitFor();
    await page.getByRole('link', { name: 'Edit' }).first().waitFor();
    await page.waitForTimeout(300);
    const t = (await toast.boundingBox())!;
    const bar = (await page.locator('header').first().boundingBox())!;
    expect(t.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(overlaps(t, (await page.locator('header button').last().boundingBox())!)).toBe(false);
    expect(overlaps(t, (await page.getByRole('link', { name: 'Edit' }).first().boundingBox())!)).toBe(false);
    expect(t.x + t.width).toBeGreaterThan(DESKTOP.width - 80); // still at the right
    expect(await toast.innerText()).toContain('Promo code saved');
    await shot('toast-after-save');
  });

  it('deactivating names the record and says it is kept; the toast says it was deactivated', async () => {
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
    await open(`promotion-management/promo-code/${promoId}/show`, `text=${CODE}`);
    await page.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForTimeout(400);
    expect(await dialog.innerText()).toContain(`Deactivate promo code ${CODE}?`);
    expect(await dialog.innerText()).not.toMatch(/promotion-management|delete this/i);
    await shot('deactivate-confirm');
    await dialog.getByRole('button', { name: /confirm/i }).click();
    await expect.poll(() => page.locator('.MuiSnackbar-root').first().innerText()).toContain(`Promo code ${CODE} deactivated`);
    await page.waitForTimeout(300);
    await shot('toast-deactivated');
    expect((await db('promo_codes').where({ id: promoId }).first()).status).toBe(0);
  });
});

describe('customer page', () => {
  it('its Deactivate names the customer in words', async () => {
    const customer = await db('users').where({ account_type: 'customer', status: 1 }).whereNotNull('name').first('id', 'name');
    await page.setViewportSize(DESKTOP);
    await open(`customer-management/customer/view?id=${customer.id}`, `text=${customer.name}`);
    await page.getByRole('button', { name: 'Deactivate' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForTimeout(300);
    expect(await dialog.innerText()).toContain(`Deactivate customer ${customer.name}?`);
    await shot('customer-deactivate-confirm');
    await dialog.getByRole('button', { name: /cancel/i }).click();
  });
});

describe('bulk deactivation', () => {
  it('counts the selection in words, in the confirmation and the toast', async () => {
    const codes = [`BULKA${Date.now() % 10000}`, `BULKB${Date.now() % 10000}`];
    for (const code of codes)
      await db('promo_codes').insert({ code, starts_at: new Date(), discount_type: 'flat', discount_value: '50.00' });
    await page.setViewportSize(DESKTOP);
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
    await page.reload();
    await open('promotion-management/promo-code', `table tbody tr:has-text("${codes[1]}")`);
    for (const code of codes)
      await page.locator('table tbody tr', { hasText: code }).getByRole('checkbox', { name: 'Select this row' }).check();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForTimeout(300);
    expect(await dialog.innerText()).toContain('Deactivate 2 promo codes?');
    await shot('bulk-deactivate-confirm');
    await dialog.getByRole('button', { name: /confirm/i }).click();
    await expect.poll(() => page.locator('.MuiSnackbar-root').first().innerText()).toContain('2 promo codes deactivated');
    expect((await db('promo_codes').whereIn('code', codes).pluck('status')).sort()).toEqual([0, 0]);
  });
});

describe('accessibility (axe-core)', () => {
  async function axe(name: string) {
    // A notification left by an earlier step is fading out (its contrast is measured mid-fade): wait it out.
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached', timeout: 15_000 });
    // The admin's CSP allows same-origin scripts only: serve axe from the app's own origin.
    await page.route('**/__axe.js', (route) => route.fulfill({ path: AXE, contentType: 'text/javascript' }));
    await page.addScriptTag({ url: '/__axe.js' });
    const violations = await page.evaluate(async () => {
      const r = await (
        window as unknown as {
          axe: {
            run: (
              c: unknown,
              o: unknown,
            ) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }>;
          };
        }
      ).axe.run(document, {
        resultTypes: ['violations'],
      });
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        count: v.nodes.length,
        first: v.nodes[0]?.target.join(' '),
        html: v.nodes.slice(0, 3).map((n) => (n as unknown as { html: string }).html),
      }));
    });
    const bad = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
    expect(bad, name).toEqual([]);
  }

  for (const vp of [DESKTOP, PHONE]) {
    it(`dashboard, a list, a detail and an edit screen at ${vp.width} px`, async () => {
      await page.setViewportSize(vp);
      await open('dashboard', 'main');
      await page.waitForTimeout(500);
      await axe('dashboard');
      await shot('dashboard');
      await open('customer-management/defaulter', vp === DESKTOP ? 'table tbody tr' : '.compact-list li');
      await axe('defaulter list');
      await shot('a11y-defaulters');
      await open('customer-management/customers', vp === DESKTOP ? 'table tbody tr' : '.compact-list li');
      await axe('customer list');
      await open(`promotion-management/promo-code/${promoId}/show`, `text=${CODE}`);
      await axe('promo code detail');
      await shot('a11y-promo-show');
      await open(`promotion-management/promo-code/${promoId}`, 'input[name="discount_value"]');
      await axe('promo code edit');
      await shot('a11y-promo-edit');
    });
  }

  it('no page errors along the way', () => {
    expect(errors).toEqual([]);
  });
});
