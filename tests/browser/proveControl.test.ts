/**
 * Issue 18 §1 in a real browser: a member's business added by GSTIN is "GST verified" but not yet
 * theirs to act as; on My businesses they prove control — a code to the contact registered with GST,
 * shown masked — and the card shows "Control proven". A wrong code is refused on the field.
 */
import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxGstin } from '../../api/src/domain/gst/sandboxGstAdapter';
import { sandboxRegisteredMobile } from '../../api/src/domain/gst/sandboxGstControlAdapter';
import { browserDb } from './support/api';
import { baseUrl, latestOtp, launchBrowser, watchPageErrors } from './support/browser';
import { registerMember } from './support/portal';

const db = browserDb();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

const freshPan = () =>
  `${Array.from({ length: 5 }, () => String.fromCharCode(65 + crypto.randomInt(0, 26))).join('')}${crypto.randomInt(1000, 9999)}C`;

describe('proving control of a business', () => {
  it('request a code → enter it → the business shows “Control proven”', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const errors = watchPageErrors(page);
    const mobile = `8${String(Date.now()).slice(-9)}`;
    await registerMember(page, mobile, 'Proving Owner');
    const user = await db('users').where({ mobile }).first('id');
    const gstin = sandboxGstin('08', freshPan());
    await db('businesses').insert({
      user_id: user.id,
      trade_name: 'Proof Textiles',
      gstin,
      pan: gstin.slice(2, 12),
      gst_verified_at: new Date(),
    });

    await page.goto(`${baseUrl()}/business-dashboard`);
    const card = page.getByRole('listitem').filter({ hasText: 'Proof Textiles' });
    await card.getByText('GST verified').waitFor();
    expect(await card.getByText('Control proven').count()).toBe(0);
    await card.getByRole('button', { name: 'Prove control' }).click();
    await card.getByRole('button', { name: 'Send code' }).click();
    const contact = sandboxRegisteredMobile(gstin)!;
    await card.getByText(`Code sent to xxxxxxxx${contact.slice(-2)}`).waitFor();
    expect(await page.content()).not.toContain(contact);

    const code = await latestOtp(contact);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await card.getByLabel('6-digit code').fill(wrong);
    await card.getByRole('button', { name: 'Confirm' }).click();
    await card.getByText(/The code is not correct/).waitFor();

    await card.getByLabel('6-digit code').fill(code);
    await card.getByRole('button', { name: 'Confirm' }).click();
    await card.getByText('Control proven').waitFor();
    expect(await card.getByRole('button', { name: 'Prove control' }).count()).toBe(0);
    expect((await db('businesses').where({ gstin }).first('control_proof_method')).control_proof_method).toBe('gst_otp');
    expect(errors).toEqual([]);
  });
});
