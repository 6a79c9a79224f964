/**
 * Issue 12, items 9 and 14b: the admin's date inputs are pickers that show and accept 'DD, Mon, YYYY'
 * in IST and send the API 'YYYY-MM-DD'; Devanagari renders with the font shipped with the app (admin and
 * portal) under the app's CSP; forms never validate natively (the app's own message shows, the <form>
 * has novalidate); a list exports labels (Export) or ids and keys (Export raw). Screenshots at 1440×900 and 390×844 go to /tmp/shots12b (not the repo).
 */
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserDb } from './support/api';
import { adminPage, baseUrl, goInApp, launchBrowser, typeDay, watchPageErrors } from './support/browser';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots12b';
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const HINDI = 'बकाया — बकाया राशि की रिपोर्ट';

let browser: Browser;
beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(page: Page, path: string, ready: string) {
  await goInApp(page, `/admin/${path}`);
  await page.locator(ready).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/** Loads Noto Sans Devanagari for `text` and answers whether the browser now has it (our woff2). */
const devanagariFontLoaded = (page: Page, text: string) =>
  page.evaluate(async (t) => {
    const faces = await document.fonts.load('16px "Noto Sans Devanagari"', t);
    return faces.length > 0 && document.fonts.check('16px "Noto Sans Devanagari"', t);
  }, text);

describe('date pickers, DD, Mon, YYYY in IST', () => {
  for (const viewport of VIEWPORTS) {
    it(`a campaign's "Starts on" shows and accepts DD, Mon, YYYY and sends YYYY-MM-DD (${viewport.width} px)`, async () => {
      const page = await adminPage(browser, '9876543210', viewport);
      const errors = watchPageErrors(page);
      await open(page, 'promotion-management/campaign/create', 'input[name="name"]');
      const field = page.getByRole('group', { name: /Starts on/ });
      await field.waitFor();
      // No native date input anywhere on the form (they show mm/dd/yyyy).
      expect(await page.locator('input[type="date"], input[type="datetime-local"]').count()).toBe(0);
      // The empty field shows the spec's pattern as its placeholder sections.
      expect((await field.innerText()).replace(/\s+/g, ' ')).toMatch(/DD, MMMM?, YYYY/);
      // Typed as staff read it: day, month, year.
      await field.locator('[role="spinbutton"]').first().click();
      await page.keyboard.type('21');
      await page.keyboard.type('Nov');
      await page.keyboard.type('2026');
      await expect.poll(async () => (await field.innerText()).replace(/\s+/g, '')).toMatch(/^21,Nov,2026/);
      await page.screenshot({ path: `${SHOTS}/date-typed-${viewport.width}.png` });
      // The calendar opens on that day.
      await page
        .getByRole('button', { name: /Choose date/ })
        .first()
        .click();
      const calendar = page.getByRole('dialog').or(page.locator('.MuiPickerPopper-root, .MuiDialog-root')).first();
      await calendar.waitFor();
      await expect.poll(() => calendar.innerText()).toContain('November 2026');
      await page.waitForTimeout(400); // the popper's fade-in
      await page.screenshot({ path: `${SHOTS}/date-picker-open-${viewport.width}.png` });
      await page.keyboard.press('Escape');
      await calendar.waitFor({ state: 'hidden' });

      // Saving sends what the API stores: the IST calendar day as YYYY-MM-DD.
      await page.fill('input[name="name"]', `Dates ${viewport.width} ${Date.now()}`);
      for (const [label, option] of [
        ['Channel', 'SMS'],
        ['Audience', null],
      ] as const) {
        await page.getByRole('combobox', { name: new RegExp(label) }).click();
        await (option ? page.getByRole('option', { name: option }) : page.getByRole('option').first()).click();
      }
      const request = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/campaigns$/.test(r.url()));
      await page.getByRole('button', { name: 'Save' }).click();
      const body = JSON.parse((await request).postData() ?? '{}') as Record<string, unknown>;
      expect(body.starts_on).toBe('2026-11-21');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('date filters of generated lists', () => {
  for (const viewport of VIEWPORTS) {
    it(`"Created on from/to" are pickers; a day sent for a date-time field covers that whole IST day (${viewport.width} px)`, async () => {
      // A member who registered ten minutes after midnight IST today: still "yesterday" on a UTC clock.
      const db = browserDb();
      const name = `Early Bird ${viewport.width} ${Date.now()}`;
      const istMidnight = await db.raw("select (date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata') as t");
      const early = new Date(new Date(istMidnight.rows[0].t).getTime() + 10 * 60_000);
      await db('users').insert({
        name,
        mobile: `6${String(Date.now()).slice(-9)}`,
        role_id: 1,
        account_type: 'customer',
        created_at: early,
      });
      await db.destroy();
      const page = await adminPage(browser, '9876543210', viewport);
      const errors = watchPageErrors(page);
      await open(page, 'customer-management/customers', 'table, .MuiList-root');
      for (const label of ['Created on from', 'Created on to']) {
        await page.getByRole('button', { name: 'Add filter' }).click();
        await page.getByRole('menuitemcheckbox', { name: label }).click();
        await page.getByRole('group', { name: label }).waitFor();
      }
      expect(await page.locator('input[type="date"], input[type="datetime-local"]').count()).toBe(0);
      const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()));
      const listed = page.waitForRequest(
        (r) => /\/api\/customers\?/.test(r.url()) && decodeURIComponent(r.url()).includes(`"created_at_lte":"${today}"`),
      );
      await typeDay(page, 'Created on from', today);
      await typeDay(page, 'Created on to', today);
      const filter = JSON.parse(new URL((await listed).url()).searchParams.get('filter') ?? '{}') as Record<string, string>;
      expect(filter).toMatchObject({ created_at_gte: today, created_at_lte: today });
      // The whole IST day is in: the member who registered at 00:10 IST is listed.
      await expect.poll(() => page.getByText(name).count()).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      if (viewport.width > 600) await page.getByRole('button', { name: 'Export raw' }).waitFor();
      await page.screenshot({ path: `${SHOTS}/list-date-filters-${viewport.width}.png` });
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('Devanagari ships with the app', () => {
  for (const viewport of VIEWPORTS) {
    it(`the portal renders बकाया with Noto Sans Devanagari under the CSP (${viewport.width} px)`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      const fonts: string[] = [];
      page.on('response', (r) => {
        if (/\.woff2$/.test(r.url()) && r.ok()) fonts.push(r.url());
      });
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.evaluate((t) => {
        const p = document.createElement('p');
        p.id = 'hindi-sample';
        p.lang = 'hi';
        p.style.fontSize = '28px';
        p.textContent = t;
        document.querySelector('h1')!.after(p);
      }, HINDI);
      expect(await devanagariFontLoaded(page, HINDI)).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(fonts.some((u) => /noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/.test(u))).toBe(true);
      expect(violations).toEqual([]);
      // The heading's computed font names the Devanagari face after the Latin one.
      expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Roboto.*Noto Sans Devanagari/);
      await page.screenshot({ path: `${SHOTS}/portal-hindi-${viewport.width}.png` });
      await context.close();
    });

    it(`the admin renders Devanagari with the shipped font (${viewport.width} px)`, async () => {
      const page = await adminPage(browser, '9876543210', viewport);
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      await open(page, 'promotion-management/campaign/create', 'input[name="name"]');
      // Loaded by the app at start-up, before any Hindi is typed (an input typed into earlier stays boxes).
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'क'))).toBe(true);
      await page.fill('input[name="name"]', HINDI);
      expect(await devanagariFontLoaded(page, HINDI)).toBe(true);
      expect(await page.locator('input[name="name"]').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Noto Sans Devanagari/);
      expect(violations).toEqual([]);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/admin-hindi-${viewport.width}.png` });
      await page.context().close();
    });
  }
});

describe('no native validation', () => {
  it('the generic create form has novalidate, and an empty required field shows the app’s message', async () => {
    const page = await adminPage(browser, '9876543210', VIEWPORTS[0]);
    await open(page, 'promotion-management/campaign/create', 'input[name="name"]');
    expect(await page.locator('form').first().getAttribute('novalidate')).not.toBeNull();
    // Save is enabled once the form is touched; the required name stays empty.
    await page.fill('input[name="subject"]', 'Hello');
    await page.getByRole('button', { name: 'Save' }).click();
    // The app's message under the field, and the browser reports nothing invalid natively.
    const message = page.locator('.MuiFormHelperText-root.Mui-error').first();
    await message.waitFor();
    expect((await message.innerText()).trim()).toMatch(/name/i);
    const nativeInvalid = await page.evaluate(() =>
      [...document.querySelectorAll('form')].some((f) => !f.noValidate && !f.checkValidity()),
    );
    expect(nativeInvalid).toBe(false);
    await page.context().close();
  });
});

describe('CSV export: labels, and a raw option', () => {
  it('Export writes choice names and DD, Mon, YYYY; Export raw keeps keys and ISO dates', async () => {
    const db = browserDb();
    const name = `Export check ${Date.now()}`;
    await db('campaigns').insert({ name, channel: 'whatsapp', audience: 'paid_members', starts_on: '2026-11-21' });
    await db.destroy();
    const page = await adminPage(browser, '9876543210', VIEWPORTS[0]);
    await open(page, `promotion-management/campaign?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`, `text=${name}`);
    const download = async (label: string) => {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label, exact: true }).click()]);
      return fs.readFileSync((await file.path())!, 'utf8');
    };
    const labels = await download('Export');
    expect(labels).toContain('WhatsApp');
    expect(labels).toContain('Members with an active plan');
    expect(labels).toContain('"21, Nov, 2026"');
    expect(labels).not.toContain('paid_members');
    const raw = await download('Export raw');
    expect(raw).toContain('paid_members');
    expect(raw).toContain('2026-11-21');
    expect(raw).not.toContain('Members with an active plan');
    await page.screenshot({ path: `${SHOTS}/list-export-buttons-1440.png` });
    await page.context().close();
  });
});
