/** The audit log reads as staff speak: members named as actors, actions and values in words. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserDb } from './support/api';
import { adminPage, goInApp, launchBrowser } from './support/browser';

const db = browserDb();
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await adminPage(browser, '9876543210');
});
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

describe('the audit log', () => {
  it('names a member who acted, with a masked mobile, and shows the change in words', async () => {
    const member = await db('users').where({ account_type: 'customer' }).orderBy('id').first('id', 'name', 'mobile');
    const caseRow = await db('defaulter_cases').orderBy('id').first('id');
    await db('audit_logs').insert({
      actor_user_id: member.id,
      actor_role: 'User',
      resource: 'defaulter-cases',
      record_id: String(caseRow.id),
      action: 'transition',
      before: JSON.stringify({ status: 'processing' }),
      after: JSON.stringify({ status: 'more_details_required', note: 'Upload the ledger' }),
    });
    await goInApp(page, '/admin/audit-logs');
    const row = page.locator('tr', { hasText: 'Status changed' }).first();
    await row.waitFor();
    await expect.poll(() => row.innerText(), { timeout: 10_000 }).toContain(member.name);
    expect(await row.innerText()).toContain(`xxxxxxxx${member.mobile.slice(-2)}`);
    await page.screenshot({ path: '/tmp/shots/audit-list-1440.png' });
    await row.click();
    await page.getByText('More Documents Required').first().waitFor();
    await page.screenshot({ path: '/tmp/shots/audit-show-1440.png', fullPage: true });
  });
});
