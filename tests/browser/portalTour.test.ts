/**
 * Every portal screen at 1440×900 and 390×844, in English and in Hindi, as a visitor or a signed-in
 * member sees it: it shows its heading, nothing runs off the side of the screen, no script error.
 * Screenshots go to /tmp/shots8/tour (not the repo) for people to look at.
 */
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserDb } from './support/api';
import { baseUrl, launchBrowser, watchPageErrors } from './support/browser';
import { registerMember } from './support/portal';

const SHOTS = `${process.env.SHOTS_DIR ?? '/tmp/shots8'}/tour`;
const db = browserDb();
let browser: Browser;
let storage: string;
let businessId = 0;

const PUBLIC = [
  '/',
  '/about',
  '/blog',
  '/faq',
  '/events',
  '/gallery',
  '/subscription',
  '/contact',
  '/page/privacy-policy',
  '/login',
  '/no-such-page',
];
const MEMBER = [
  '/dashboard',
  '/business-dashboard',
  '/my-profile',
  '/tutorial',
  '/free-benefits',
  '/user-account/deactivation-step-1',
  'AGREEMENT',
  '/wallet',
  '/my-invoices',
  'CHECKOUT',
  '/defaulter',
  '/settlement-requests',
];

/** Member screens whose path needs this run's rows. */
const SPECIAL: Record<string, () => string> = {
  AGREEMENT: () => `/dashboard/agreement/${businessId}`,
  CHECKOUT: () => `/subscription/renew/${businessId}?plan=${planId}`,
};
let planId = 0;

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  const context = await browser.newContext();
  const page = await context.newPage();
  const mobile = `7${String(Date.now()).slice(-9)}`;
  await registerMember(page, mobile, 'Tour Member');
  const user = await db('users').where({ mobile }).first('id');
  const [business] = await db('businesses')
    .insert({ user_id: user.id, trade_name: 'Tour Traders', legal_name: 'Tour Traders Private Limited', gstin: '08AAACT2727Q1ZW' })
    .onConflict('gstin')
    .merge({ user_id: user.id })
    .returning('id');
  businessId = business.id;
  planId = (await db('membership_plans').where({ status: 1 }).orderBy('id').first('id')).id;
  storage = JSON.stringify(await context.storageState());
  await context.close();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

/** Whether every shipped Devanagari weight is in, as the first heading shows (text laid out before its face stays boxes). */
const devanagariReady = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Noto Sans Devanagari').every((f) => f.status === 'loaded'),
  );

async function visit(page: Page, path: string, name: string, lang: 'en' | 'hi') {
  const errors = watchPageErrors(page);
  await page.goto(`${baseUrl()}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (lang === 'hi') expect(await devanagariReady(page), `${path}: Hindi shown before its fonts`).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `${path}: no horizontal scroll`).toBe(
    true,
  );
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
  expect(errors, path).toEqual([]);
}

const slug = (path: string) => path.replace(/^\//, '').replace(/\//g, '_') || 'home';

for (const lang of ['en', 'hi'] as const) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    describe(`${lang} at ${viewport.width} px`, () => {
      it('public screens', async () => {
        const context = await browser.newContext({ viewport });
        await context.addInitScript((l) => localStorage.setItem('language', l), lang);
        const page = await context.newPage();
        for (const path of PUBLIC) await visit(page, path, `${lang}-${viewport.width}-${slug(path)}`, lang);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        await context.close();
      }, 120_000);

      it('member screens', async () => {
        const context = await browser.newContext({ viewport, storageState: JSON.parse(storage) });
        await context.addInitScript((l) => localStorage.setItem('language', l), lang);
        const page = await context.newPage();
        for (const path of MEMBER) {
          const real = SPECIAL[path]?.() ?? path;
          await visit(page, real, `${lang}-${viewport.width}-${slug(SPECIAL[path] ? `/${path.toLowerCase()}` : path)}`, lang);
        }
        await context.close();
      }, 120_000);
    });
  }
}
