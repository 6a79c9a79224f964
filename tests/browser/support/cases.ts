/** Set-ups shared by the browser tests of defaulter cases and settlements (issue 10). */
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { browserDb } from './api';
import { baseUrl } from './browser';

type Db = ReturnType<typeof browserDb>;

/** The newest message to `to` in the dev outbox matching `pattern` (bodies there are as sent). */
export async function outboxMatch(to: string, pattern: RegExp): Promise<RegExpMatchArray> {
  for (let i = 0; i < 100; i += 1) {
    const res = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    for (const m of (await res.json()) as Array<{ body: string }>) {
      const found = m.body.match(pattern);
      if (found) return found;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no message to ${to} matching ${pattern}`);
}

/**
 * The newest one-time code sent to `to`, read from the message's own wording ("… code is 123456",
 * "123456 is your code …") so no other 6-digit run (a link's token) is taken for it.
 */
export async function outboxCode(to: string): Promise<string> {
  const found = await outboxMatch(to, /(?:^|\s)(\d{6}) is your code|\bcode is (\d{6})\b/);
  return (found[1] ?? found[2])!;
}

/** A plan that includes reporting (no fee), active for the business; `terms` set other plan-version columns (cir_fee …). */
export async function planFor(db: Db, userId: number, businessId: number, terms: Record<string, unknown> = {}): Promise<void> {
  const slug = `cases-plan-${crypto.randomUUID().slice(0, 8)}`;
  const [plan] = await db('membership_plans')
    .insert({ name: `Cases ${slug.slice(-4)}`, slug })
    .returning('id');
  const [version] = await db('plan_versions')
    .insert({
      plan_id: plan.id,
      version: 1,
      fee: '0.00',
      report_defaulter_fee: '0.00',
      duration_value: 1,
      duration_unit: 'years',
      published: 1,
      ...terms,
    })
    .returning('id');
  await db('subscriptions').insert({
    user_id: userId,
    business_id: businessId,
    plan_version_id: version.id,
    starts_at: new Date(Date.now() - 86_400_000),
    ends_at: new Date(Date.now() + 300 * 86_400_000),
    status: 'active',
  });
}

/**
 * Fills the portal's report form for one invoice of ₹1,20,000 with ₹20,000 advance (due ₹1,00,000);
 * the files are chosen by the caller through the form's own file inputs.
 */
export async function fillReport(
  page: Page,
  r: { business: RegExp; buyerGstin: string; buyerName: string; invoiceNumber: string; preselected?: boolean },
): Promise<void> {
  // A member with one verified business finds it already chosen (issue 21 §6c).
  if (r.preselected) await expect.poll(() => page.getByLabel(/Reporting as/).innerText()).toMatch(r.business);
  await page.getByLabel(/Reporting as/).click();
  await page.getByRole('option', { name: r.business }).click();
  await page.getByLabel('Buyer’s GSTIN').fill(r.buyerGstin);
  await page.getByLabel('Buyer’s name').fill(r.buyerName);
  await page.getByLabel('Invoice number').fill(r.invoiceNumber);
  await page.getByLabel('Amount (₹)').fill('120000');
  await page.getByLabel('Invoice date').fill('2026-05-04');
  await page.getByLabel('Due date').fill('2026-06-03');
  await page.getByLabel('Advance received (₹)').fill('20000');
  await page.getByLabel('Goods accepted on').fill('2026-05-06');
  await page.getByLabel(/Agreed credit period/).fill('30');
  await page.getByLabel(/CA UDIN/).fill('26123456ABCDEF1234');
}

/** Chooses files in the report form's pickers (one path per document kind). */
export async function chooseReportFiles(page: Page, files: Record<string, string>): Promise<void> {
  for (const [kind, file] of Object.entries(files)) await page.locator(`input[name="${kind}"]`).setInputFiles(file);
}
