/**
 * The back office runs a settlement (issue 10 §5) in a real browser: a case and a signed settlement in
 * two instalments are set up through the API (tests/settlements/support.ts, against the browser
 * server); a Super Admin opens the request page, sees the schedule, the letter's SHA-256 and both
 * signatures, records the first instalment with a proof file (a double click records one payment),
 * sees it listed with its proof and the total move, downloads the proof, is shown the server's message
 * when a UTR is used twice, releases the hold and rejects the request with notes. A role that may only
 * view settlements sees the flow but none of the buttons. Screenshots at 1440×900 and 390×844 go to
 * /tmp/shots-settle-admin.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { samples } from '../media/samples';
import { caseBetweenMembers, inDays, settlementApi, signedSettlement, today } from '../settlements/support';
import { staffWithRole } from './support/api';
import { adminPage, baseUrl, signInToAdmin, watchPageErrors } from './support/browser';
import { browserSuite } from './support/suite';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-settle-admin';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const suite = browserSuite(SHOTS);
const { db } = suite;

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
/** An open dialog as staff see it: the viewport, its opening transition finished. */
const dialogShot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
const requestPath = (id: number) => `${baseUrl()}/admin/settlement/details/${id}`;

/** A verified case of ₹60,000 between two members and a settlement in two signed instalments of ₹30,000. */
async function signedTwoInstalments() {
  const parties = await caseBetweenMembers(db, { due: '60000.00' });
  const id = await signedSettlement(baseUrl(), parties, {
    amount: '60000.00',
    schedule: 'instalments',
    instalments: [
      { due_on: today(), amount: '30000.00' },
      { due_on: inDays(30), amount: '30000.00' },
    ],
  });
  const details = await settlementApi(baseUrl()).details(parties.reporter.auth, id);
  return { parties, id, letterSha: details.body.letter_sha256 as string };
}

const paymentsOf = (id: number) => db('settlement_payment_details').where({ settlement_request_id: id }).orderBy('id');

/** The page holds no horizontal scroll (nothing wider than the phone). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('a settlement request in the back office', () => {
  it('shows the flow and lets a Super Admin record a payment with its proof, release the hold and reject', async () => {
    const { parties, id, letterSha } = await signedTwoInstalments();
    const page = await adminPage(suite.browser, '9876543210', DESKTOP);
    const errors = watchPageErrors(page);
    // The Idempotency-Key of every payment the page sends.
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/settlement-requests/${id}/payments`)) keys.push(r.headers()['idempotency-key'] ?? '');
    });
    await page.goto(requestPath(id));
    await page.getByRole('heading', { level: 1, name: `Settlement request #${id}` }).waitFor();

    // The schedule, the letter and both signatures.
    const schedule = page.getByRole('table', { name: 'Schedule' });
    await schedule.waitFor();
    expect(await schedule.getByRole('row').count()).toBe(3);
    await expect.poll(() => schedule.getByText('Due', { exact: true }).count()).toBe(2);
    expect(await page.getByTestId('settlement-letter-sha256').innerText()).toBe(letterSha);
    const signatures = page.getByRole('list', { name: 'Signatures' });
    await expect.poll(() => signatures.getByText('Signed', { exact: true }).count()).toBe(2);
    await signatures.getByText(parties.reporter.user.name).waitFor();
    await signatures.getByText(parties.defaulter.user.name).waitFor();
    await expect.poll(() => page.getByTestId('settlement-paid-total').innerText()).toBe('₹0.00 paid of ₹60,000.00');
    await shot(page, 'settlement-signed-1440');

    // Record the first instalment: the form says what is missing before anything is sent.
    await page.getByRole('button', { name: 'Record a payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a payment' });
    expect(await dialog.getByLabel('Amount').inputValue()).toBe('30000.00');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByText('Attach the proof of payment (PDF, PNG or JPEG).').waitFor();
    await dialog
      .getByText(/6 to 30 letters or digits/)
      .first()
      .waitFor();
    const utr = `ADMINUTR${Date.now()}`;
    await dialog.getByLabel('UTR or cheque number').fill(utr.toLowerCase());
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'neft-advice.pdf', mimeType: 'application/pdf', buffer: samples.pdf });
    await dialog.getByText('neft-advice.pdf').waitFor();
    await dialogShot(page, 'record-payment-dialog-1440');
    // A double click sends the same Idempotency-Key twice: one payment.
    await dialog.getByRole('button', { name: 'Record payment' }).dblclick();
    await dialog.waitFor({ state: 'detached' });
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size, 'one key for every send from one dialog').toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('settlement-paid-total').innerText()).toBe('₹30,000.00 paid of ₹60,000.00');
    const payments = page.getByRole('table', { name: 'Payments' });
    await payments.getByText(utr).waitFor();
    await expect.poll(() => schedule.getByText('Paid', { exact: true }).count()).toBe(1);
    const recorded = await paymentsOf(id);
    expect(recorded.map((p) => [p.amount, p.utr, p.proof_name])).toEqual([['30000.00', utr, 'neft-advice.pdf']]);
    const admin = await db('users').where({ mobile: '9876543210' }).first('id');
    expect(recorded[0].recorded_by_user_id).toBe(admin.id);
    expect(recorded[0].paid_by_user_id).toBe(parties.defaulter.user.id);

    // The proof downloads through the API with the session.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      payments.getByRole('button', { name: 'Download the proof neft-advice.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('neft-advice.pdf');
    expect(Buffer.compare(fs.readFileSync((await download.path())!), samples.pdf)).toBe(0);

    // The server's refusal is shown, not a blank failure: the same UTR again.
    await page.getByRole('button', { name: 'Record a payment' }).click();
    const again = page.getByRole('dialog', { name: 'Record a payment' });
    expect(await again.getByLabel('Amount').inputValue()).toBe('30000.00');
    await again.getByLabel('UTR or cheque number').fill(utr);
    await again.locator('input[type="file"]').setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: samples.png });
    await again.getByRole('button', { name: 'Record payment' }).click();
    await again.getByText('A payment with this UTR is already recorded.').waitFor();
    expect(keys.at(-1), 'a new opening of the dialog makes a new key').not.toBe(keys[0]);
    await again.getByRole('button', { name: 'Cancel' }).click();
    expect(await paymentsOf(id)).toHaveLength(1);
    await shot(page, 'settlement-part-paid-1440');

    // The same page on a phone: nothing runs off the side; the tables become lists.
    const phone = await adminPage(suite.browser, '9876543210', PHONE);
    const phoneErrors = watchPageErrors(phone);
    await phone.goto(requestPath(id));
    await phone.getByRole('heading', { level: 1, name: `Settlement request #${id}` }).waitFor();
    await phone.getByRole('list', { name: 'Payments' }).getByText(utr).waitFor();
    expect(await fitsWidth(phone)).toBe(true);
    await shot(phone, 'settlement-part-paid-390');
    for (const part of ['Schedule', 'Payments', 'Settlement letter'])
      await phone.getByRole('region', { name: part }).screenshot({ path: `${SHOTS}/part-${part.replace(/ /g, '-')}-390.png` });
    await phone.getByRole('button', { name: 'Record a payment' }).click();
    await phone.getByRole('dialog', { name: 'Record a payment' }).waitFor();
    await dialogShot(phone, 'record-payment-dialog-390');
    await phone.getByRole('button', { name: 'Cancel' }).click();
    expect(phoneErrors).toEqual([]);
    await phone.context().close();

    // Release the hold: a note is required, then it reads released.
    const holds = page.getByRole('list', { name: 'Holds' });
    await holds.getByRole('button', { name: 'Release the hold' }).click();
    const release = page.getByRole('dialog', { name: /Release hold/ });
    await release.getByRole('button', { name: 'Release the hold' }).click();
    await release.getByText(/Write a short note/).waitFor();
    await release.getByLabel(/Why is it released/).fill('The parties asked for calls to resume.');
    await release.getByRole('button', { name: 'Release the hold' }).click();
    await release.waitFor({ state: 'detached' });
    await holds.getByText('Released', { exact: true }).waitFor();
    expect(await holds.getByRole('button', { name: 'Release the hold' }).count()).toBe(0);
    const logged = await db('call_hold_release_logs as l')
      .join('call_request_holds as h', 'h.id', 'l.hold_id')
      .where({ 'h.settlement_request_id': id })
      .orderBy('l.id')
      .select('l.action', 'l.note');
    expect(logged).toEqual([
      { action: 'hold', note: expect.any(String) },
      { action: 'release', note: 'The parties asked for calls to resume.' },
    ]);

    // Reject the request with a reason: the page reads rejected and offers nothing more.
    await page.getByRole('button', { name: 'Reject the request' }).click();
    const reject = page.getByRole('dialog', { name: `Reject settlement request #${id}?` });
    await reject.getByLabel(/Reason/).fill('The defaulter stopped paying after the first instalment.');
    await reject.getByRole('button', { name: 'Reject the request' }).click();
    await reject.waitFor({ state: 'detached' });
    await page.getByText('This request was rejected: it takes no more payments.').waitFor();
    expect(await page.getByRole('button', { name: 'Record a payment' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reject the request' }).count()).toBe(0);
    expect(await db('settlement_requests').where({ id }).first('status', 'remarks')).toEqual({
      status: 'rejected',
      remarks: 'The defaulter stopped paying after the first instalment.',
    });
    await shot(page, 'settlement-rejected-1440');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a role that may only view settlements sees the flow but no action buttons', async () => {
    const { id } = await signedTwoInstalments();
    const mobile = await staffWithRole(db, { 'Settlement Request': { list_view: 1, detail_view: 1 } }, 'Settlement Viewer');
    const page = await (await suite.browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = watchPageErrors(page);
    await signInToAdmin(page, mobile);
    await page.goto(requestPath(id));
    await page.getByRole('heading', { level: 1, name: `Settlement request #${id}` }).waitFor();
    await page.getByRole('table', { name: 'Schedule' }).waitFor();
    await page.getByRole('list', { name: 'Holds' }).getByText('On hold').waitFor();
    expect(await page.getByRole('heading', { name: 'Process this settlement' }).count()).toBe(0);
    for (const name of ['Record a payment', 'Reject the request', 'Release the hold'])
      expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    await shot(page, 'settlement-viewer-1440');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
