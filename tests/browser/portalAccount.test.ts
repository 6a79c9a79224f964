/**
 * Issue 8 §4 in a real browser: a member adds a business by GSTIN (look-up fills the registered
 * details), accepts the member agreement for it, sees their free benefits, and asks to deactivate the
 * account in two steps (reason, then a code) with an acknowledgement; another member cannot open the
 * first one's business by URL; axe on the profile and business screens. Screenshots go to /tmp/shots8.
 */
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxGstin } from '../../api/src/domain/gst/sandboxGstAdapter';
import { browserDb } from './support/api';
import { baseUrl, latestOtp, launchBrowser, watchPageErrors } from './support/browser';
import { axeSerious, registerMember } from './support/portal';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots8';
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

let serial = 0;
const freshMobile = () => `8${String(Date.now() + (serial += 1)).slice(-9)}`;
/** A PAN nobody else in this run uses: five letters, four digits, a letter. */
const freshPan = () => {
  const n = String(Date.now() + (serial += 1)).slice(-4);
  const letters = 'PQRST'.split('').map((c, i) => String.fromCharCode(((c.charCodeAt(0) - 65 + Number(n[i % 4])) % 26) + 65));
  return `${letters.join('')}${n}K`;
};

async function registeredMember(name: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await registerMember(page, freshMobile(), name);
  return page;
}

describe('a member’s businesses and account', () => {
  let businessId = 0;

  it('adds a business by GSTIN: checked as typed, details from the look-up, saved and active', async () => {
    const page = await registeredMember('Business Owner');
    const errors = watchPageErrors(page);
    await page.goto(`${baseUrl()}/business-dashboard`);
    await page.getByRole('button', { name: 'Add a business' }).click();
    const gstinBox = page.getByLabel('GSTIN');
    await gstinBox.fill('27AAPFU0939F1ZX'); // wrong check character
    await page.getByText('This GSTIN’s check digit is wrong').waitFor();
    const gstin = sandboxGstin('08', freshPan());
    await gstinBox.fill(gstin);
    await page.getByRole('button', { name: 'Find details' }).click();
    await page.getByText(/Registered as .+ \(Active\) in Rajasthan/).waitFor();
    expect(await page.getByLabel('Business name (as you use it)').inputValue()).not.toBe('');
    await page.screenshot({ path: `${SHOTS}/add-business-1440.png` });
    await page.getByRole('button', { name: 'Save business' }).click();
    await page.getByText('Business saved successfully').waitFor();
    await page.getByText(gstin).waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    const row = await db('businesses').where({ gstin }).first('id', 'user_id', 'pan');
    expect(row.pan).toBe(gstin.slice(2, 12));
    businessId = row.id;
    expect(await axeSerious(page)).toEqual([]);

    // The member agreement for this business.
    await page.goto(`${baseUrl()}/dashboard/agreement/${businessId}`);
    await page.getByRole('heading', { name: 'Member agreement' }).waitFor();
    await page.getByRole('button', { name: 'I accept the agreement' }).click();
    await page.getByText(/You accepted this version on \d{2}, [A-Z][a-z]{2}, \d{4}/).waitFor();

    // Free benefits: no plan yet, said plainly.
    await page.goto(`${baseUrl()}/free-benefits`);
    await page.getByText('You do not have an active plan').waitFor();

    await page.goto(`${baseUrl()}/my-profile`);
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('saves a business whose trade name differs from the GST name once the member confirms it (issue 21 §6a)', async () => {
    const page = await registeredMember('Trade Name Owner');
    await page.goto(`${baseUrl()}/business-dashboard`);
    await page.getByRole('button', { name: 'Add a business' }).click();
    const gstin = sandboxGstin('08', freshPan());
    await page.getByLabel('GSTIN').fill(gstin);
    await page.getByRole('button', { name: 'Find details' }).click();
    await page.getByText(/Registered as .+ \(Active\) in Rajasthan/).waitFor();
    await page.getByLabel('Business name (as you use it)').fill('Shree Ganesh Kirana Corner');
    const save = page.getByRole('button', { name: 'Save business' });
    await page.getByText(/does not match the registered name/).waitFor();
    await expect.poll(() => save.isDisabled()).toBe(true);
    await page.getByLabel(/The names differ but this is my business/).check();
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText('Business saved successfully').waitFor();
    // The page goes back to the top, where the list shows the new business.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const row = await db('businesses').where({ gstin }).first('trade_name');
    expect(row.trade_name).toBe('Shree Ganesh Kirana Corner');
    await page.context().close();
  });

  it('another member cannot open that business by URL', async () => {
    const page = await registeredMember('Curious Neighbour');
    await page.goto(`${baseUrl()}/dashboard/agreement/${businessId}`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText('Business Owner').count()).toBe(0);
    await page.context().close();
  });

  it('asks to deactivate the account in two steps, with an acknowledgement', async () => {
    const page = await registeredMember('Leaving Member');
    const mobile = (await page.evaluate(() => JSON.parse(localStorage.getItem('state')!).user.mobile)) as string;
    await page.goto(`${baseUrl()}/my-profile`);
    await page.getByRole('link', { name: 'Deactivate my account' }).click();
    await page.getByRole('heading', { name: 'What happens to your data' }).waitFor();
    await page.getByRole('button', { name: 'Continue to step 2' }).click();
    await page.getByText('Please tell us, in at least 10 characters, why you are leaving.').waitFor();
    await page.getByLabel('Why do you want to deactivate your account?').fill('Closing the shop at the end of the year.');
    await page.getByRole('button', { name: 'Continue to step 2' }).click();
    await page.waitForURL(/deactivation-step-2$/);
    // The sign-up code went to this mobile moments ago: let its resend cool-down (30 s) pass.
    await db('otp_challenges')
      .where({ identifier: mobile })
      .update({ created_at: db.raw("now() - interval '2 minutes'") });
    await page.getByRole('button', { name: 'Send the code' }).click();
    // The code box shows once the new code is sent; only then is the newest message in the outbox that code.
    await page.getByLabel('6-digit code').waitFor();
    await page.getByLabel('6-digit code').fill(await latestOtp(mobile));
    await page.getByRole('button', { name: 'Confirm deactivation request' }).click();
    const confirmed = page.getByText(/Your request DR-\d+ is confirmed/);
    await confirmed.waitFor();
    await page.screenshot({ path: `${SHOTS}/deactivation-confirmed-1440.png` });
    const reference = (await confirmed.innerText()).match(/DR-\d+/)![0];
    await page.goto(`${baseUrl()}/acknowledgement/${reference}`);
    await page.getByText('Account deactivation request').waitFor();
    await page.getByText(new RegExp(`Reference ${reference}`)).waitFor();
    await page.context().close();
  });
});
