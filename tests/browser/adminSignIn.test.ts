/** The super admin signs in with the OTP read from the dev outbox; a member is sent to /home. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPage, baseUrl, latestOtp, launchBrowser, watchPageErrors } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('admin sign-in', () => {
  it('signs the super admin in with the code from the outbox and shows the dashboard', async () => {
    const page = await adminPage(browser, '9876543210');
    const errors = watchPageErrors(page);
    await page.reload();
    await expect.poll(() => page.title()).toBe('Dashboard | Bakaya Admin');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('state') ?? '{}'));
    expect(stored.token).toMatch(/^ey/);
    expect(stored.user.role_id).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses a wrong code with a message and keeps the user on the sign-in page', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/admin/login`);
    await page.getByLabel('Mobile number or email').fill('admin@bakaya.local');
    await page.getByRole('button', { name: 'Send code' }).click();
    const right = await latestOtp('admin@bakaya.local');
    await page.getByLabel('6-digit code').fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText(/not correct/i).count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/admin\/login/);
    await page.close();
  });

  it('sends a signed-out visitor of an admin page to the sign-in page', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/admin/customer-management/customers`);
    await page.waitForURL(/\/admin\/login/);
    await page.close();
  });
});
