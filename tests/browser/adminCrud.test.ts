/**
 * Staff create, edit and delete records in three registry resources through the generated
 * screens, and see the server's own field error (a duplicate) beside the field.
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

const tag = () => crypto.randomBytes(3).toString('hex');
const mobile = () => `9${crypto.randomInt(100_000_000, 999_999_999)}`;

interface Case {
  resource: string;
  route: string;
  table: string;
  fill: () => Record<string, string>;
  /** The label and value to change on edit. */
  rename: (v: string) => [string, string];
  /** A unique field: creating a second record with its value must fail on the server. */
  unique: string;
}

const CASES: Case[] = [
  {
    resource: 'business-categories',
    route: 'master-data/business-categories',
    table: 'business_categories',
    fill: () => ({ Name: `Handloom ${tag()}` }),
    rename: (v) => ['Name', `${v} and crafts`],
    unique: 'Name',
  },
  {
    resource: 'relationship-managers',
    route: 'customer-management/relationship-manager',
    table: 'relationship_managers',
    fill: () => ({ Name: `Kiran Desai ${tag()}`, Mobile: mobile(), Email: `kiran.${tag()}@example.com` }),
    rename: (v) => ['Name', `${v} (North)`],
    unique: 'Mobile',
  },
  {
    resource: 'bitrix-agents',
    route: 'customer-management/bitrix-management',
    table: 'bitrix_agents',
    fill: () => ({ Name: `Pooja Nair ${tag()}`, 'Bitrix id': `BX-${tag()}`, Email: `pooja.${tag()}@example.com`, Mobile: mobile() }),
    rename: (v) => ['Name', `${v} Jr`],
    unique: 'Bitrix id',
  },
];

/** A form input by its label; MUI marks required ones with a thin space and '*'. */
const input = (label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`)).first();

async function fillForm(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await input(label).fill(value);
}

describe.each(CASES.map((c) => [c.resource, c] as const))('%s', (_name, c) => {
  let values: Record<string, string>;
  let id: number;

  it('creates a record from the list’s Create button', async () => {
    await goInApp(page, `/admin/${c.route}`);
    await page.getByRole('link', { name: 'Create', exact: true }).first().click();
    await page.waitForURL(new RegExp(`/admin/${c.route}/create$`));
    values = c.fill();
    await fillForm(values);
    await page.getByRole('button', { name: 'Save' }).click();
    // react-admin leaves the create form once the record is saved; wait for it, or its late
    // redirect would land in the middle of the next test.
    await page.waitForURL((url) => !url.pathname.endsWith('/create'));
    const first = Object.values(values)[0]!;
    await expect.poll(async () => (await db(c.table).where({ name: first }).first('id'))?.id, { timeout: 10_000 }).toBeTruthy();
    id = (await db(c.table).where({ name: first }).first('id')).id;
  });

  it('shows the server’s field error for a duplicate, beside the field', async () => {
    await goInApp(page, `/admin/${c.route}/create`);
    const again = { ...c.fill(), [c.unique]: values[c.unique]! };
    await fillForm(again);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('This value is already in use.').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe(`/admin/${c.route}/create`);
  });

  it('edits the record', async () => {
    await goInApp(page, `/admin/${c.route}/${id}`);
    const [label, value] = c.rename(values.Name!);
    await input(label).waitFor();
    await expect.poll(() => input(label).inputValue()).toBe(values.Name);
    await input(label).fill(value);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await db(c.table).where({ id }).first('name')).name, { timeout: 10_000 }).toBe(value);
  });

  it('deletes (or deactivates) the record', async () => {
    await goInApp(page, `/admin/${c.route}/${id}`);
    // Soft-deleted resources (record status 0/1) label the button Deactivate.
    await page
      .getByRole('button', { name: /^(Delete|Deactivate)$/ })
      .first()
      .click();
    const confirm = page.getByRole('button', { name: /Confirm/ });
    if (await confirm.count()) await confirm.click();
    await expect
      .poll(
        async () => {
          const row = await db(c.table).where({ id }).first();
          return !row || row.status === 0;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  });
});
