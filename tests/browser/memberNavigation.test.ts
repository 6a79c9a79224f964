/**
 * Issue 21 §1–2 in a real browser, through the menus only (no typed URLs after sign-in): a member
 * finds every part of the product from the persistent menu (1440 px) and from the bottom bar and its
 * "More" drawer (390 px), in English and Hindi; every page shows its heading, no horizontal scroll and
 * no page error. The dashboard states the API's facts: a newcomer is asked to add a business; the demo
 * member's tiles show their plan and cases as the API answers them.
 */
import type { MemberDashboard } from '@bakaya/api/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, browserDb } from './support/api';
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

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
const freshMobile = () => `7${String(Date.now()).slice(-9)}`;

/** Every item of the desktop member menu, in order, as the menu shows it. */
const MENU = [
  ['Dashboard', /^Hello, /],
  ['Report a defaulter', /^Defaulters you reported$/],
  ['My reported cases', /^Defaulters you reported$/],
  ['Claims against me', /^Claims against my businesses$/],
  ['Settlements', /^Settlement requests$/],
  ['Credit reports', /./],
  ['My businesses', /^My businesses$/],
  ['Sales', /./],
  ['Purchases', /./],
  ['Plans', /^Membership plans$/],
  ['Wallet', /./],
  ['My invoices', /./],
  ['Free benefits', /./],
  ['Notifications', /^Notifications$/],
  ['Tutorials', /^Tutorials$/],
  ['My profile', /^My profile$/],
] as const;

describe('the member menu', () => {
  it('at 1440 px: every item opens its page with a heading; the dashboard asks a newcomer to add a business', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await registerMember(page, freshMobile(), 'Menu Walker');
    // A brand-new member is welcomed, not "welcomed back".
    await page.getByText('Welcome to Bakaya, Menu Walker.').waitFor();
    await page.getByText('Add your business by its GSTIN to get started.').waitFor();
    await page.getByText('You do not have an active plan.').waitFor();
    await page.getByText('You have not reported any defaulter yet.').waitFor();
    const menu = page.getByRole('navigation', { name: 'Member menu' });
    for (const [item, heading] of MENU) {
      await menu.getByRole('link', { name: item, exact: true }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().innerText(), { message: item }).toMatch(heading);
      expect(await noHorizontalScroll(page), item).toBe(true);
    }
    // "Report a defaulter" opens the form itself, not only the list.
    await menu.getByRole('link', { name: 'Report a defaulter', exact: true }).click();
    await page.getByLabel('Buyer’s GSTIN').first().waitFor();
    // The contact form knows who is writing (issue 21): name and email come filled in.
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => page.getByLabel('Your name').inputValue()).toBe('Menu Walker');
    expect(await page.getByLabel('Your email').inputValue()).toMatch(/@example\.com$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 390 px: the bottom bar and its More drawer reach the same pages, in Hindi too', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await registerMember(page, freshMobile(), 'Phone Walker');
    const bar = page.getByRole('navigation', { name: 'Member menu' }).first();
    await bar.getByRole('link', { name: 'Claims against me' }).click();
    await page.getByRole('heading', { level: 1, name: 'Claims against my businesses' }).waitFor();
    await page.getByText('No business of yours has been reported.').waitFor();
    await bar.getByRole('link', { name: 'Settlements' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settlement requests' }).waitFor();
    await bar.getByRole('button', { name: 'More' }).click();
    await page.getByRole('presentation').getByRole('link', { name: 'Wallet', exact: true }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    // In Hindi: the same bar, translated.
    await page.getByRole('button', { name: 'Language: हिन्दी' }).click();
    await page.getByRole('navigation', { name: 'सदस्य मेनू' }).first().getByRole('link', { name: 'डैशबोर्ड' }).click();
    await page.getByRole('heading', { level: 1, name: /^नमस्ते, Phone Walker$/ }).waitFor();
    await page.getByText('शुरू करने के लिए अपना व्यवसाय उसके GSTIN से जोड़ें।').waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the demo member’s dashboard shows the plan and cases the API answers', async () => {
    const aarav = await db('users').where({ mobile: '9829012345' }).first('id', 'name');
    const auth = await bearerFor(db, aarav.id);
    const res = await fetch(`${baseUrl()}/api/member/dashboard`, { headers: { Authorization: auth } });
    const facts = (await res.json()) as MemberDashboard;
    expect(facts.plans.length).toBeGreaterThan(0);
    expect(facts.cases.total).toBeGreaterThan(0);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Mobile number or email').fill('9829012345');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').fill(await latestOtp('9829012345'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { level: 1, name: `Hello, ${aarav.name}` }).waitFor();
    const plan = facts.plans[0]!;
    await page.getByText(plan.plan_name, { exact: true }).waitFor();
    await page.getByText(`${plan.days_left} day${plan.days_left === 1 ? '' : 's'} left`).waitFor();
    await page.getByText(`${facts.cases.total} case${facts.cases.total === 1 ? '' : 's'} reported`).waitFor();
    // Nothing the dashboard used to say unconditionally.
    expect(await page.getByText('You do not have an active plan.').count()).toBe(0);
    expect(await page.getByText('You have not reported any defaulter yet.').count()).toBe(0);
    await context.close();
  });
});
