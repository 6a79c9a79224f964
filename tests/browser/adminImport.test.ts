/**
 * Bulk import as data-entry staff do it: a CSV with one bad row shows that row's error and
 * commits nothing; the fixed file commits every row, with a progress bar and a notification.
 */
import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserDb } from './support/api';
import { adminPage, baseUrl, goInApp, launchBrowser } from './support/browser';

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

const t = crypto.randomBytes(3).toString('hex');
const csv = (lines: string[]) => ({ name: 'cities.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n') + '\n') });
const importedCount = async () => Number((await db('cities').where('name', 'like', `% ${t}`).count('* as n').first())!.n);

async function openImportDialog() {
  await page.goto(`${baseUrl()}/admin/master-data/cities`); // a fresh screen: no dialog left open
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.locator('input[aria-label="Import file"]').waitFor({ state: 'attached' });
}

describe('importing cities from the list', () => {
  it('shows the bad row’s error and commits nothing', async () => {
    await openImportDialog();
    await page
      .locator('input[aria-label="Import file"]')
      .setInputFiles(csv(['Name,State', `Kota ${t},Rajasthan`, `Bikaner ${t},Atlantis`, `Alwar ${t},Rajasthan`]));
    await expect.poll(() => page.getByTestId('import-count-errors').textContent(), { timeout: 15_000 }).toMatch(/With errors\s*1$/);
    const badRow = page.getByRole('table', { name: 'Rows with errors' }).locator('tr[data-row="3"]');
    await expect.poll(() => badRow.textContent()).toMatch(/State.*Atlantis/);
    await expect.poll(() => page.getByTestId('import-blocked').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Import [\d,]+ rows?$/ }).isDisabled()).toBe(true);
    expect(await importedCount()).toBe(0);
  });

  it('commits every row of the fixed file, with progress and a notification', async () => {
    await openImportDialog();
    await page
      .locator('input[aria-label="Import file"]')
      .setInputFiles(csv(['Name,State', `Kota ${t},Rajasthan`, `Bikaner ${t},Rajasthan`, `Alwar ${t},Rajasthan`]));
    const importButton = page.getByRole('button', { name: 'Import 3 rows' });
    await expect.poll(() => importButton.isEnabled(), { timeout: 15_000 }).toBe(true);
    await importButton.click();
    await expect.poll(() => page.getByTestId('import-success').textContent(), { timeout: 30_000 }).toMatch(/Imported 3 rows/);
    expect(await importedCount()).toBe(3);
    const audit = await db('audit_logs').where({ resource: 'cities', action: 'import' }).orderBy('id', 'desc').first();
    expect(audit.after.rows).toBe(3);
  });
});

describe('report defaulters in bulk (spec route defaulter/report-bulk)', () => {
  it('opens as a full page with the import flow', async () => {
    await goInApp(page, '/admin/customer-management/defaulter/report-bulk');
    await expect.poll(() => page.title()).toBe('Report defaulters in bulk | Bakaya Admin');
    await page.locator('input[aria-label="Import file"]').waitFor({ state: 'attached' });
    expect(await page.getByRole('button', { name: 'Download template' }).count()).toBe(1);
  });
});
