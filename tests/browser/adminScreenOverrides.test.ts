/**
 * The screens/ folders' registrations reach the generic screens through App's provider
 * (ResourceOverridesContext): a resource's own list and detail toolbar buttons and its own field
 * input, each on a generic page. (Own whole pages are covered by the audit, money and CIR tests.)
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserDb } from './support/api';
import { adminPage, goInApp, launchBrowser, watchPageErrors } from './support/browser';

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

describe('screen registrations on the generic screens', () => {
  it('puts "Bulk GST hit" in the businesses list toolbar and "GST hit" on a business', async () => {
    await goInApp(page, '/admin/customer-management/businesses');
    await page.getByRole('button', { name: 'Bulk GST hit' }).waitFor();
    const business = await db('businesses').orderBy('id').first('id');
    await goInApp(page, `/admin/customer-management/businesses/${business.id}/show`);
    await page.getByRole('button', { name: 'GST hit' }).waitFor();
    expect(errors).toEqual([]);
  });

  it("gives a yes/no global setting's value a switch in the generic edit form", async () => {
    const setting = await db('global_settings').where({ input_type: 'boolean' }).orderBy('id').first('id');
    await goInApp(page, `/admin/settings/global/setting/${setting.id}`);
    await expect.poll(() => page.getByRole('switch', { name: 'Value' }).count()).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Value' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
