/**
 * The back office's report and tools in a real browser: the reported-defaulters report (₹, dates,
 * a row opening its cases), the agent-revenue export with spec §8's download messages, the sign-in
 * reset of a locked member, and a legal-notice batch made from eligible cases.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserDb } from './support/api';
import fs from 'node:fs';
import { adminPage, baseUrl, goInApp, launchBrowser, typeDay, watchPageErrors } from './support/browser';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots12b';
fs.mkdirSync(SHOTS, { recursive: true });

const db = browserDb();
let browser: Browser;
let page: Page;
let errors: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  page = await adminPage(browser, '9876543210');
  errors = watchPageErrors(page);
});
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

const api = (path: string, body: unknown) =>
  fetch(`${baseUrl()}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('reported defaulters (defaulter/report-defaulter)', () => {
  it('lists defaulters by GSTIN with ₹ amounts and DD, Mon, YYYY dates; a name opens its cases', async () => {
    await goInApp(page, '/admin/customer-management/defaulter/report-defaulter');
    const table = page.getByRole('table', { name: 'Reported defaulters' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
    const first = await table.getByRole('row').nth(1).innerText();
    expect(first).toMatch(/₹\d{1,2}(,\d{2})*,\d{3}\.\d{2}/);
    expect(first).toMatch(/\d{2}, [A-Z][a-z]{2}, \d{4}/);
    const name = table.getByRole('row').nth(1).getByRole('link').first();
    const gstin = (await table.getByRole('row').nth(1).innerText()).match(/\b\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]\b/)![0];
    await name.click();
    await page.waitForURL(/\/admin\/customer-management\/defaulter\?filter=/);
    expect(decodeURIComponent(new URL(page.url()).search)).toContain(`"defaulter_gstin":"${gstin}"`);
    expect(errors).toEqual([]);
  });
});

describe('agent revenue export (agent/revenue/detail/export)', () => {
  it('downloads the period’s CSV, then says there is nothing to download for an empty one', async () => {
    await goInApp(page, '/admin/customer-management/agent/revenue/detail/export');
    await page.getByRole('button', { name: 'Download CSV' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^agent-revenue_\d{4}-\d{2}-01_to_\d{4}-\d{2}-\d{2}\.csv$/);
    await expect.poll(() => page.getByText('File downloaded successfully').count()).toBeGreaterThan(0);
    // The period's pickers take 'DD, Mon, YYYY' (no native mm/dd/yyyy input on the screen).
    expect(await page.locator('input[type="date"]').count()).toBe(0);
    await typeDay(page, 'From', '2001-01-01');
    await typeDay(page, 'To', '2001-01-31');
    await page.screenshot({ path: `${SHOTS}/agent-revenue-export-period.png` });
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await expect.poll(() => page.getByText('Nothing to download').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

describe('reset a member’s sign-in lock (settings/reset)', () => {
  it('finds a locked member, resets with a reason, and the member can ask for a code at once', async () => {
    const mobile = `7${String(Date.now()).slice(-9)}`;
    await db('users').insert({ name: 'Locked Member', mobile, email: `lock${mobile}@example.com`, role_id: 1, account_type: 'customer' });
    expect((await api('/user/sendotp', { mobile })).status).toBe(200);
    for (let i = 0; i < 5; i += 1) await api('/user/verifyOtp', { mobile, otp: '000000' });
    expect((await api('/user/sendotp', { mobile })).status).toBe(429);

    await goInApp(page, '/admin/settings/reset');
    await page.getByLabel('Member’s mobile or email').fill(mobile);
    await page.getByRole('button', { name: 'Find member' }).click();
    await expect.poll(() => page.getByText('Sign-in blocked for now').count()).toBeGreaterThan(0);
    await page.getByLabel('Reason (kept in the audit log)').fill('Caller verified by registered email');
    await page.getByRole('button', { name: 'Reset sign-in lock' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => page.getByText('Not blocked').count()).toBeGreaterThan(0);
    expect((await api('/user/sendotp', { mobile })).status).toBe(200);
    expect(errors).toEqual([]);
  });
});

describe('legal notice process (legal-notice/process)', () => {
  it('makes a batch of pending notices from chosen cases and a template', async () => {
    await goInApp(page, '/admin/legal-notice/process/buyer');
    const table = page.getByRole('table', { name: 'Cases eligible for a notice' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
    // Due dates are picked as 'DD, Mon, YYYY': an impossible range says so and is not sent.
    expect(await page.locator('input[type="date"]').count()).toBe(0);
    const listed = page.waitForRequest(
      (r) => /\/api\/legal-notices\/eligible-cases/.test(r.url()) && decodeURIComponent(r.url()).includes('"due_from":"2001-01-01"'),
    );
    await typeDay(page, 'Due from', '2001-01-01');
    expect(decodeURIComponent((await listed).url())).toContain('"due_from":"2001-01-01"');
    await typeDay(page, 'Due until', '2000-12-31');
    await expect.poll(() => page.getByText('On or after the first due date').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/legal-notice-due-dates.png` });
    await page.getByRole('group', { name: 'Due from', exact: true }).locator('[role="spinbutton"]').first().click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await page.getByRole('group', { name: 'Due until', exact: true }).locator('[role="spinbutton"]').first().click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await expect.poll(() => page.getByText('On or after the first due date').count()).toBe(0);
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
    const caseId = Number((await table.getByRole('row').nth(1).getByRole('link').first().innerText()).replace('#', ''));
    await table.getByRole('row').nth(1).getByRole('checkbox').check();
    await page.getByLabel('Notice template').click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Create batch of 1' }).click();
    await expect.poll(() => page.getByText(/holds 1 pending notice/).count()).toBeGreaterThan(0);
    const notice = await db('legal_notices').where({ case_id: caseId, notice_for: 'buyer' }).orderBy('id', 'desc').first();
    expect(notice.status).toBe('pending');
    expect(errors).toEqual([]);
  });
});
