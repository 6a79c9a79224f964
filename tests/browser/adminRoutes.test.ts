/**
 * Every admin route of spec §2 opens its own screen — not the not-found page, not a redirect —
 * with the title '{page} | Bakaya Admin'. Route parameters get real ids from the demo data.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '../../admin/src/routes/adminRoutes';
import { pathParams, type AdminRoute } from '../../admin/src/routes/routeTypes';
import { toStoredColumns } from '../../api/src/engine/storedColumns';
import { getResource } from '../../api/src/registry';
import { sampleRow } from '../support/sampleRecord';
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

/** Values for parameters that are not record ids. */
const NAMED_PARAMS: Record<string, string> = {
  legalNoticeFor: 'buyer',
  doctype: 'invoice',
  gstn: '08AAQFB6723C1ZH',
  paramFile: 'vouchers.xml',
  batch: 'BATCH-1',
};

/** The first record of a resource; one is made when the demo data has none (e.g. sponsors). */
async function firstId(resourceName: string | undefined): Promise<string> {
  const r = resourceName ? getResource(resourceName) : undefined;
  if (!r) return '1';
  const row = await db(r.table)
    .where(r.baseFilter ?? {})
    .orderBy('id')
    .first('id');
  if (row) return String(row.id);
  const sample = await sampleRow(db, r, 'insert-full');
  const [created] = await db(r.table)
    .insert(toStoredColumns(r, { ...sample, ...(r.baseFilter ?? {}) }))
    .returning('id');
  return String(created.id);
}

async function concretePath(route: AdminRoute): Promise<string> {
  let path = route.path;
  const resource = 'resource' in route.screen ? route.screen.resource : undefined;
  for (const param of pathParams(route.path)) {
    const value =
      NAMED_PARAMS[param] ??
      (param === 'buyerSupplier'
        ? `${await firstId('businesses')},${await firstId('businesses')}`
        : // A member's id, whichever resource the route lists (their wallet transactions, their statement).
          await firstId(param === 'userId' ? 'customers' : resource));
    path = path.replace(`:${param}`, encodeURIComponent(value));
  }
  if (route.screen.kind === 'show' && route.screen.idQuery) path += `?${route.screen.idQuery}=${await firstId(resource)}`;
  return `/admin/${path}`;
}

const specRoutes = adminRoutes.filter((r) => r.spec);

describe('every admin route of spec §2', () => {
  it('has a route table covering the spec', () => {
    expect(specRoutes.length).toBeGreaterThanOrEqual(160);
  });

  it.each(specRoutes.map((r) => [r.spec!, r] as const))('%s opens its screen', async (_spec, route) => {
    const path = await concretePath(route);
    await goInApp(page, path);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(/ \| Bakaya Admin$/);
    if (route.screen.kind === 'list' || route.screen.kind === 'custom' || route.screen.kind === 'create') {
      await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(`${route.title} | Bakaya Admin`);
    }
    expect(await page.title()).not.toBe('Page not found | Bakaya Admin');
    expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
    await expect.poll(() => page.locator('main, #main-content, [role="main"]').first().isVisible()).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('shows the not-found page for any other path', async () => {
    await goInApp(page, '/admin/no/such/screen');
    await expect.poll(() => page.title()).toBe('Page not found | Bakaya Admin');
    expect(await page.getByText(/page not found/i).count()).toBeGreaterThan(0);
  });
});
