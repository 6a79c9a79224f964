/** Access control in the admin: menu entries follow the role's rules; forbidden routes go to the dashboard. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserDb, staffWithRole as withRole } from './support/api';
import { goInApp, launchBrowser, signInToAdmin } from './support/browser';

const db = browserDb();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

const staffWithRole = (rules: Record<string, Record<string, 1>>) => withRole(db, rules);

describe('an admin whose role lacks Customer → list view', () => {
  it('does not see the Customers menu entry and is sent to the dashboard when opening it', async () => {
    const mobile = await staffWithRole({ Business: { list_view: 1, detail_view: 1 } });
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await signInToAdmin(page, mobile);
    await page.getByRole('button', { name: /Customer management/ }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(() => menu.getByRole('link', { name: 'Businesses' }).count()).toBeGreaterThan(0);
    expect(await menu.getByRole('link', { name: 'Customers', exact: true }).count()).toBe(0);
    await goInApp(page, '/admin/customer-management/customers');
    await page.waitForURL(/\/admin\/dashboard$/);
    await expect.poll(() => page.title()).toBe('Dashboard | Bakaya Admin');
    await expect.poll(() => page.getByText(/do not have permission/).count()).toBeGreaterThan(0);
    await page.close();
  });

  it('the API refuses it too (the hidden button is not the security)', async () => {
    const mobile = await staffWithRole({ Business: { list_view: 1 } });
    const page = await browser.newPage();
    await signInToAdmin(page, mobile);
    const status = await page.evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('state') ?? '{}');
      return (await fetch('/api/customers', { headers: { Authorization: `Bearer ${token}` } })).status;
    });
    expect(status).toBe(403);
    await page.close();
  });
});

describe('a member (role_type customer)', () => {
  it('is sent to /home after signing in to the admin', async () => {
    const mobile = `8${String(Date.now()).slice(-9)}`;
    await db('users').insert({ name: 'Meera Iyer', mobile, email: `m${mobile}@example.com`, role_id: 1, account_type: 'customer' });
    const page = await browser.newPage();
    await page.goto(`${(await import('./support/browser')).baseUrl()}/admin/login`);
    await page.getByLabel('Mobile number or email').fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').fill(await (await import('./support/browser')).latestOtp(mobile));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/home$/);
    await page.close();
  });
});
