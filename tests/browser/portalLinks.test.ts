/**
 * Issue 21 §8: every link the portal renders resolves. The crawl opens the public site from the home
 * page (and, signed in, the member area from the dashboard and the account menu), collects every
 * same-origin link each rendered page shows, opens each newly found portal page in turn, and asks the
 * server for every link: a page the server does not know (an unknown route or CMS slug) answers 404,
 * which fails the test with the page that showed the link. External links are not fetched (no network).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './support/browser';
import { registerMember } from './support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Pages opened per crawl: the public site and the member area are each well under it. */
const MAX_PAGES = 80;

/** The same-origin paths of every link on the rendered page (no API files, no in-page anchors). */
async function linksOn(page: Page): Promise<string[]> {
  const origin = new URL(baseUrl()).origin;
  const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/api/'))
    .map((url) => url.pathname + url.search);
}

/** Breadth-first from `start`; answers each link's path → the first page that showed it, and the broken ones. */
async function crawl(page: Page, start: string[], within: (path: string) => boolean) {
  const shownOn = new Map<string, string>(start.map((p) => [p, '(start)']));
  const queue = [...start];
  let opened = 0;
  while (queue.length > 0 && opened < MAX_PAGES) {
    const path = queue.shift()!;
    await page.goto(`${baseUrl()}${path}`);
    await page.locator('main').first().waitFor();
    // Links render with the page's data: wait until the page settles.
    await page.waitForLoadState('networkidle');
    opened += 1;
    for (const link of await linksOn(page)) {
      if (shownOn.has(link)) continue;
      shownOn.set(link, path);
      if (within(link)) queue.push(link);
    }
  }
  const broken: string[] = [];
  for (const [link, from] of shownOn) {
    const res = await page.request.get(`${baseUrl()}${link}`, { maxRedirects: 5 });
    if (res.status() >= 400) broken.push(`${link} → ${res.status()} (linked from ${from})`);
  }
  return { links: [...shownOn.keys()], broken };
}

const MEMBER_AREA =
  /^\/(dashboard|business-dashboard|cir-report|subscription|wallet|my-invoices|free-benefits|tutorial|my-profile|defaulter|settlement-requests|transactions)/;

describe('links the portal renders', () => {
  it('every link on the public site resolves (terms, privacy, footer, CMS pages)', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // Public pages only: the blog and gallery item pages are followed too, the member area is not (signed out).
    const { links, broken } = await crawl(page, ['/', '/login'], (p) => !MEMBER_AREA.test(p) && !p.startsWith('/admin'));
    expect(links).toContain('/p/terms');
    expect(links.length).toBeGreaterThan(10);
    expect(broken).toEqual([]);
    await page.close();
  });

  it('every link a signed-in member sees resolves', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await registerMember(page, `8${String(Date.now()).slice(-9)}`, 'Link Checker');
    await page.getByRole('button', { name: 'Your account' }).click();
    const menu = await page
      .getByRole('menuitem')
      .evaluateAll((items) => items.map((i) => (i as HTMLAnchorElement).getAttribute('href')).filter((h): h is string => !!h));
    await page.keyboard.press('Escape');
    expect(menu.length).toBeGreaterThan(5);
    const { broken } = await crawl(page, ['/dashboard', ...menu], (p) => MEMBER_AREA.test(p));
    expect(broken).toEqual([]);
    await context.close();
  });
});
