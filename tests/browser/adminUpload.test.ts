/**
 * Upload resources in the back office: staff add a terms document by choosing a file (the server
 * sets its path, type and size), and download it again from its detail page.
 */
import crypto from 'node:crypto';
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

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('a terms document', () => {
  const title = `Terms of use ${crypto.randomBytes(3).toString('hex')}`;

  it('is created from a chosen file and can be downloaded again', async () => {
    await goInApp(page, '/admin/settings/upload/tcp/create');
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Version/).fill('v2026.11');
    await page.getByLabel(/^Document/).click();
    await page.getByRole('option', { name: 'Terms and conditions' }).click();
    await page.locator('input[type=file]').setInputFiles({ name: 'terms.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/create'));
    await expect.poll(async () => (await db('tcp_uploads').where({ title }).first())?.id, { timeout: 10_000 }).toBeTruthy();
    const row = await db('tcp_uploads').where({ title }).first();
    expect(row).toMatchObject({ original_name: 'terms.pdf', mime_type: 'application/pdf', size_bytes: PDF.length });
    expect(row.file_path).toMatch(/^policy-documents\//);

    await goInApp(page, `/admin/settings/upload/tcp/${row.id}/show`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download file' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('terms.pdf');
    await page.getByText('File downloaded successfully').waitFor();
  });
});
