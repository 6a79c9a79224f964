/**
 * Issue 8 §2: every public route of spec §2 shows its screen with the right title and canonical link
 * (the server sends them in the HTML too), CMS content comes from the published rows, an unknown path
 * is the not-found page with HTTP 404; no critical or serious axe violation on home and login; 390 px.
 */
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, watchPageErrors } from './support/browser';
import { axeSerious } from './support/portal';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots8';
let browser: Browser;
beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES: Array<[path: string, heading: RegExp, title: RegExp]> = [
  ['/', /Get paid what you are owed/, /^Bakaya — /],
  ['/home', /Get paid what you are owed/, /^Bakaya — /],
  ['/about', /./, / \| Bakaya$/],
  ['/blog', /^Blog$/, /^Blog \| Bakaya$/],
  ['/faq', /Frequently asked questions/, /^Frequently asked questions \| Bakaya$/],
  ['/events', /Events & Media/, /^Events & Media \| Bakaya$/],
  ['/gallery', /Gallery/, /^Gallery \| Bakaya$/],
  ['/subscription', /Membership plans/, /^Membership plans \| Bakaya$/],
  ['/contact', /Contact us/, /^Contact us \| Bakaya$/],
  ['/page/privacy-policy', /./, / \| Bakaya$/],
  ['/voucher/WELCOME50', /Create your account/, /^Create your account \| Bakaya$/],
];

describe('public routes', () => {
  for (const [path, heading, title] of PAGES) {
    it(`${path} shows its screen with title and canonical`, async () => {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      const errors = watchPageErrors(page);
      const res = await page.goto(`${baseUrl()}${path}`);
      expect(res?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      await expect.poll(() => page.title()).toMatch(title);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl()}${path}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('the page icon the head names is served (no favicon 404)', async () => {
    const page = await browser.newPage();
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`${baseUrl()}/`);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    const icon = await page.request.get(`${baseUrl()}${href}`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(missing).toEqual([]);
    await page.close();
  });

  it('the home page shows the CMS sections and the footer’s contact details', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('region', { name: 'What you can do' }).waitFor();
    await page.getByRole('region', { name: 'What members say' }).waitFor();
    await expect.poll(() => page.locator('footer').innerText()).toMatch(/Toll-free/);
    expect(await page.locator('footer').innerText()).toMatch(/Available on the web, Android and iOS/);
    await page.screenshot({ path: `${SHOTS}/home-1440.png`, fullPage: true });
    await page.close();
  });

  it('FAQ groups questions by help topic; plans show ₹ with Indian grouping', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/faq`);
    await page.getByRole('heading', { level: 2, name: 'General' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/faq-390.png` });
    await page.goto(`${baseUrl()}/subscription`);
    await page.locator('main h2').first().waitFor();
    expect(await page.locator('main').innerText()).toMatch(/₹\d{1,3}(,\d{2})*(,\d{3})?\.\d{2}|₹\d+\.\d{2}/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/plans-390.png` });
    await page.close();
  });

  it('the contact form shows the API’s own rule messages, then sends the message', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/contact`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Please enter your message (at least 10 characters).').waitFor();
    await page.getByLabel('Your name').fill('Asha Verma');
    await page.getByLabel('Your email').fill('asha@example.com');
    await page.getByLabel('Your mobile number').fill('9812345678');
    await page.getByLabel('Your message').fill('Please call me about the quarterly plan.');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/utils/sendmail'));
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await sent).status()).toBe(202);
    await page.getByText('Thank you. We have received your message').waitFor();
    await page.screenshot({ path: `${SHOTS}/contact-390.png` });
    await page.close();
  });

  it('an unknown path is answered with HTTP 404 and the not-found page', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${baseUrl()}/no-such-page-here`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.close();
  });

  for (const path of ['/', '/login', '/faq']) {
    it(`${path} has no critical or serious axe violation`, async () => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axeSerious(page)).toEqual([]);
      await page.close();
    });
  }
});
