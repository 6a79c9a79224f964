/**
 * SCREEN TEST WITH A STUBBED CIR API (issue 11 §2): the screens' layout and wording against a rich fixture
 * (a heavy report with a dispute, Hindi, a phone). The same flow on the real API is cirEndToEnd.test.ts. Here every
 * /api/cir/search, /api/cir/quote and /api/cir/reports… call is answered by Playwright's page.route()
 * from tests/cir/cirFixture.ts (the contract's shapes), while sign-in, businesses and the admin's
 * own record come from the real server.
 *
 * A member searches a buyer on /cir-report, chooses it, their business and a purpose, sees the price,
 * generates (one Idempotency-Key) and lands on /cir-view?id= with the gauge, reasons, cases and
 * dispute; downloads the PDF; reads the report in Hindi and on a phone; sees "No history yet" on
 * their own business with who checked it; the report form offers "show my business name"; staff open
 * the CIR in the admin. Screenshots (1440×900 and 390×844, English and Hindi) go to /tmp/shots-cir.
 */
import fs from 'node:fs';
import type { BrowserContext, Page, Route } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomGstin } from '../domain/fixtures';
import { samples } from '../media/samples';
import { cirReport, ownReport, quotes, reportList, searchHits } from '../cir/cirFixture';
import { browserDb } from './support/api';
import { adminPage, baseUrl, launchBrowser, watchPageErrors } from './support/browser';
import { axeSerious, registerMember } from './support/portal';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-cir';
const db = browserDb();
let browser: Browser;
beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

/** A full-page shot once nothing is moving (a button enabling or a menu closing fades for a moment). */
async function shot(page: Page, name: string) {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
// x-charts hides the gauge's svg from assistive tech (aria-hidden); the score is also printed as text beside it.
const gauge = (page: Page) => page.locator('svg[role="meter"]');
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

/** What the stub saw: the generate calls' Idempotency-Keys and bodies. */
interface StubLog {
  generated: Array<{ key: string | null; body: unknown }>;
}

/** Answers the CIR API from the fixture (see the file's header): only for the screens' visual check. */
async function stubCirApi(target: Page | BrowserContext, reports: Record<number, typeof cirReport> = {}): Promise<StubLog> {
  const log: StubLog = { generated: [] };
  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  const byId: Record<number, typeof cirReport> = { [cirReport.id]: cirReport, [ownReport.id]: ownReport, ...reports };
  await target.route(
    (url) => /^\/api\/cir\/(search|quote|reports)(\/|\?|$)/.test(url.pathname),
    async (route) => {
      const url = new URL(route.request().url());
      const method = route.request().method();
      if (url.pathname === '/api/cir/search') {
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        return json(
          route,
          searchHits.filter((h) => `${h.name} ${h.trade_name ?? ''} ${h.gstin}`.toLowerCase().includes(q)),
        );
      }
      if (url.pathname === '/api/cir/quote') return json(route, quotes.wallet);
      if (url.pathname === '/api/cir/reports' && method === 'POST') {
        log.generated.push({ key: route.request().headers()['idempotency-key'] ?? null, body: route.request().postDataJSON() });
        return json(route, cirReport, 201);
      }
      if (url.pathname === '/api/cir/reports') return json(route, reportList);
      const pdf = /^\/api\/cir\/reports\/(\d+)\/pdf$/.exec(url.pathname);
      if (pdf)
        return route.fulfill({
          status: 200,
          contentType: 'application/pdf',
          headers: { 'Content-Disposition': `attachment; filename="CIR-${pdf[1]}-${url.searchParams.get('lang')}.pdf"` },
          body: samples.pdf,
        });
      const one = /^\/api\/cir\/reports\/(\d+)$/.exec(url.pathname);
      const report = one ? byId[Number(one[1])] : undefined;
      return report ? json(route, report) : json(route, { message: 'Credit report not found' }, 404);
    },
  );
  return log;
}

describe('CIR screens (stubbed CIR API)', () => {
  it('a member searches, generates and reads a credit report in English and Hindi, on a desktop and a phone', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const mobile = `6${String(Date.now()).slice(-9)}`;
    await registerMember(page, mobile, 'Kaveri Owner');
    const user = (await db('users').where({ mobile }).first('id')) as { id: number };
    await db('businesses').insert({
      user_id: user.id,
      trade_name: 'Kaveri Textiles',
      legal_name: 'Kaveri Textiles Private Limited',
      gstin: randomGstin('08'),
      gst_verified_at: new Date(),
    });
    const log = await stubCirApi(page);

    // /cir-report: search by name, choose the buyer, the purpose; the price from the wallet.
    await page.goto(`${baseUrl()}/cir-report`);
    await page.getByRole('heading', { name: 'Credit reports (CIR)' }).waitFor();
    await page.getByText('Lakshmi Saree Emporium').waitFor(); // "Your reports"
    await page.getByLabel('GSTIN, PAN or business name').fill('Lak');
    await page.getByText('Lakshmi Garments Private Limited').first().waitFor();
    await page.getByText('3 reported cases').waitFor();
    await page.getByRole('button', { name: 'Check this business' }).first().click();
    await page.getByLabel(/Checking from/).click();
    await page.getByRole('option', { name: /Kaveri Textiles/ }).click();
    await page.getByLabel(/Why are you checking/).click();
    await page.getByRole('option', { name: 'Selling on credit to a new buyer' }).click();
    await page.getByText('₹118.00 will be paid from your wallet (balance ₹2,500.00).').waitFor();
    await shot(page, 'cir-report-en-1440');
    expect(await axeSerious(page)).toEqual([]);

    // Generate → /cir-view?id=4182, with an Idempotency-Key and the chosen subject and purpose.
    await page.getByRole('button', { name: 'Generate report' }).click();
    await page.waitForURL(/\/cir-view\?id=4182$/);
    expect(log.generated).toHaveLength(1);
    expect(log.generated[0]!.key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(log.generated[0]!.body).toMatchObject({ gstin: '08AAKCL4821P1ZX', purpose: 'new_credit' });
    await page.getByText('Generated on 20, Nov, 2026 — this is a snapshot').waitFor();
    await expect.poll(() => gauge(page).getAttribute('aria-valuenow')).toBe('400');
    await page.getByText('₹4,85,000.00 is still unpaid to suppliers on reported defaults.').waitFor();
    await page
      .getByText(/The goods arrived damaged/)
      .first()
      .waitFor();
    await page.getByText('A member in Gujarat').first().waitFor();
    await page.locator('.MuiChartsSurface-root').nth(1).waitFor(); // the trend chart drew
    await shot(page, 'cir-view-en-1440');
    expect(await axeSerious(page)).toEqual([]);

    // The PDF downloads with the session, under the server's name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF (English)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('CIR-4182-en.pdf');

    // Hindi: the reasons come from the snapshot's own Hindi sentence.
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.reload();
    await page.getByText('दर्ज भुगतान चूकों पर आपूर्तिकर्ताओं का ₹4,85,000.00 अभी भी बकाया है।').waitFor();
    await page.getByText('Gujarat का एक सदस्य').first().waitFor();
    await shot(page, 'cir-view-hi-1440');

    // A phone: cases as cards, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByText('मामला 9188').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'cir-view-hi-390');
    await page.goto(`${baseUrl()}/cir-report`);
    await page.getByLabel('GSTIN, PAN या व्यवसाय का नाम').fill('08AAKCL4821P1ZX');
    await page.getByRole('button', { name: 'इस व्यवसाय की जाँच करें' }).click();
    await page.getByText(/आपके वॉलेट से लिए जाएँगे/).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'cir-report-hi-390');

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto(`${baseUrl()}/cir-view?id=4182`);
    await page.getByText('Case 9188').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'cir-view-en-390');

    // One's own business: no score yet, and who checked it.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseUrl()}/cir-view?id=4183`);
    await page.getByText('No history yet').waitFor();
    await page.getByText('Mehta Yarn Agencies').waitFor();
    expect(await gauge(page).count()).toBe(0);
    await shot(page, 'cir-view-own-en-1440');

    // A wrong address says so kindly.
    await page.goto(`${baseUrl()}/cir-view`);
    await page.getByText('This address does not name a report.').waitFor();

    // The report form: "show my business name" is there, unchecked.
    await page.goto(`${baseUrl()}/defaulter`);
    await page.getByRole('button', { name: 'Report a defaulter' }).click();
    const showName = page.getByRole('checkbox', { name: 'Show my business name to members who check this buyer’s credit report' });
    await showName.waitFor();
    expect(await showName.isChecked()).toBe(false);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('staff open a CIR in the admin and read the same snapshot', async () => {
    const owner = (await db('users').where({ account_type: 'customer' }).first('id')) as { id: number };
    const [row] = await db('cir_reports')
      .insert({
        user_id: owner.id,
        subject_gstin: cirReport.snapshot.subject.gstin,
        subject_name: cirReport.snapshot.subject.name,
        score: 400,
        band: 'Very Poor',
        fee: '118.00',
        status: 'generated',
        generated_at: new Date(cirReport.snapshot.generated_at),
      })
      .returning('id');
    const id = Number(row.id);
    const page = await adminPage(browser, '9876543210', { width: 1440, height: 900 });
    const errors = watchPageErrors(page);
    await stubCirApi(page, { [id]: { ...cirReport, id } });
    await page.goto(`${baseUrl()}/admin/cir/${id}/show`);
    await page.getByRole('heading', { name: 'Lakshmi Garments Private Limited', exact: true }).waitFor();
    await expect.poll(() => gauge(page).getAttribute('aria-valuenow')).toBe('400');
    await page.getByText('3 reported defaults are still unpaid.').waitFor();
    await page.getByText('A member in Gujarat').waitFor();
    await page.getByText(/The goods arrived damaged/).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'admin-cir-1440');
    expect(errors).toEqual([]);
  });
});
