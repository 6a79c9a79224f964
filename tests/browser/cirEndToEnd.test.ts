/**
 * Issue 11 in a real browser, against the real API: a member looks a buyer with reported cases up on
 * /cir-report, generates its credit report and reads it on /cir-view — the score on the gauge, the
 * reasons, the cases (the reporter named only with its consent) — downloads the PDF and finds the score
 * and the GSTIN in it; then the buyer, a member too, generates the report on its own business for free
 * and sees who checked it. Screenshots go to /tmp/shots-cir-e2e.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomGstin } from '../domain/fixtures';
import { pdfText } from '../support/pdfText';
import { baseUrl, watchPageErrors } from './support/browser';
import { browserSuite } from './support/suite';
import { planFor } from './support/cases';
import { registerMember } from './support/portal';

const SHOTS = process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/cir-e2e` : '/tmp/shots-cir-e2e';
const suite = browserSuite(SHOTS);
const { db } = suite;

let serial = 0;
const freshMobile = () => `6${String(Date.now() + (serial += 1)).slice(-9)}`;
const DAY = 86_400_000;
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function member(width: number, name: string) {
  const page = await (await suite.browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true })).newPage();
  const errors = watchPageErrors(page);
  const mobile = freshMobile();
  await registerMember(page, mobile, name);
  const user = (await db('users').where({ mobile }).first('id')) as { id: number };
  return { page, errors, userId: Number(user.id) };
}

/** Generates a report from /cir-report for `gstin`; resolves on /cir-view with the new report's id. */
async function generate(page: Page, gstin: string, business: RegExp, purpose?: string): Promise<number> {
  await page.goto(`${baseUrl()}/cir-report`);
  await page.getByLabel('GSTIN, PAN or business name').fill(gstin);
  await page.getByRole('button', { name: 'Check this business' }).first().click();
  await page.getByLabel(/Checking from/).click();
  await page.getByRole('option', { name: business }).click();
  if (purpose) {
    await page.getByLabel(/Why are you checking/).click();
    await page.getByRole('option', { name: purpose }).click();
  }
  await page.getByRole('button', { name: 'Generate report' }).click();
  await page.waitForURL(/\/cir-view\?id=\d+$/);
  return Number(new URL(page.url()).searchParams.get('id'));
}

describe('a credit report in the browser, on the real API', () => {
  it('is generated for a buyer with cases, read with its gauge, reasons and cases, downloaded as a PDF; the buyer sees who checked', async () => {
    // The buyer: a member whose business has two listed cases against it, from two reporters.
    const buyer = await member(390, 'Late Payer Owner');
    const buyerGstin = randomGstin('27');
    await db('businesses').insert({
      user_id: buyer.userId,
      trade_name: 'Late Payer Garments',
      legal_name: 'Late Payer Garments Private Limited',
      gstin: buyerGstin,
      gst_verified_at: new Date(),
      // The buyer proved control of its GST registration: it sees who checked it.
      control_proven_at: new Date(),
      control_proof_method: 'gst_otp',
    });
    const reporters = [];
    for (const [tradeName, named] of [
      ['Asha Traders', true],
      ['Quiet Supplier', false],
    ] as const) {
      const mobile = freshMobile();
      const [u] = await db('users')
        .insert({ name: tradeName, mobile, email: `r${mobile}@example.com`, role_id: 1, account_type: 'customer' })
        .returning('id');
      const [b] = await db('businesses')
        .insert({ user_id: u.id, trade_name: tradeName, gstin: randomGstin('24'), gst_verified_at: new Date() })
        .returning('id');
      await db('defaulter_cases').insert({
        reporter_user_id: u.id,
        reporter_business_id: b.id,
        defaulter_gstin: buyerGstin,
        defaulter_name: 'Late Payer Garments Private Limited',
        due_amount: named ? '120000.00' : '45000.00',
        due_date: new Date(Date.now() - 150 * DAY).toISOString().slice(0, 10),
        status: 'verified',
        listed_from: new Date(Date.now() - 20 * DAY),
        show_reporter_name: named,
      });
      reporters.push(tradeName);
    }

    // The enquirer: a member with a verified business on a plan.
    const enquirer = await member(1440, 'Kaveri Owner');
    const [business] = await db('businesses')
      .insert({ user_id: enquirer.userId, trade_name: 'Kaveri Textiles', gstin: randomGstin('33'), gst_verified_at: new Date() })
      .returning('id');
    await planFor(db, enquirer.userId, business.id);

    const page = enquirer.page;
    const id = await generate(page, buyerGstin, /Kaveri Textiles/, 'Selling on credit to a new buyer');
    const stored = await db('cir_reports').where({ id }).first('score', 'snapshot', 'subject_gstin', 'user_id');
    expect(stored).toMatchObject({ subject_gstin: buyerGstin, user_id: enquirer.userId });
    const score = Number(stored.score);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThan(900);

    // The gauge shows the stored score; the first reason's sentence; the cases, named only with consent.
    await expect.poll(() => page.locator('svg[role="meter"]').getAttribute('aria-valuenow')).toBe(String(score));
    const reasons = (stored.snapshot as { score: { reasons: Array<{ en: string }> } }).score.reasons;
    await page.getByText(reasons[0]!.en).first().waitFor();
    await page.getByText('Asha Traders').first().waitFor();
    expect(await page.getByText('Quiet Supplier').count()).toBe(0);
    await page
      .getByText(/A member in /)
      .first()
      .waitFor();
    await page.getByText('₹1,20,000.00').first().waitFor();
    await shot(page, 'cir-view-1440');

    // The PDF: the same report, with its score and the buyer's GSTIN.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF (English)' }).click(),
    ]);
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(buyerGstin);
    expect(text).toContain(String(score));

    // The buyer generates the report on its own business (free) and sees who checked it, and why.
    const own = buyer.page;
    const ownId = await generate(own, buyerGstin, /Late Payer Garments/);
    expect(ownId).not.toBe(id);
    expect((await db('cir_reports').where({ id: ownId }).first('fee')).fee).toBe('0.00');
    await own.getByText('Who checked this business').waitFor();
    await own.getByText('Kaveri Textiles').first().waitFor();
    await own.getByText('Selling on credit to a new buyer').first().waitFor();
    expect(await own.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await shot(own, 'cir-own-390');

    expect(enquirer.errors).toEqual([]);
    expect(buyer.errors).toEqual([]);
  });
});
