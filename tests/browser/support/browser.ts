import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function baseUrl(): string {
  return inject('baseUrl');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

/** The latest sign-in code sent to `to`, read from the development outbox. */
export async function latestOtp(to: string): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const res = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const messages = (await res.json()) as Array<{ body: string; created_at: string }>;
    const code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no OTP for ${to}`);
}

/** Fails the test on uncaught page errors instead of letting a broken screen pass. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Signs in on /admin/login with the OTP from the dev outbox; resolves once the dashboard shows. */
export async function signInToAdmin(page: Page, identifier: string): Promise<void> {
  await page.goto(`${baseUrl()}/admin/login`);
  await page.getByLabel('Mobile number or email').fill(identifier);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').waitFor();
  await page.getByLabel('6-digit code').fill(await latestOtp(identifier));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}

/** Client-side navigation inside the admin SPA (react-router listens to popstate): no reload. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * A page signed in as `identifier`. The first call of a run goes through the real OTP sign-in;
 * later ones reuse its stored session (sign-in codes have a resend cool-down and a rate limit).
 */
export async function adminPage(browser: Browser, identifier: string, viewport = { width: 1400, height: 900 }): Promise<Page> {
  const stateFile = path.join(os.tmpdir(), `bakaya-browser-${new URL(baseUrl()).port}-${identifier}.json`);
  if (fs.existsSync(stateFile)) {
    const context = await browser.newContext({ storageState: stateFile, viewport });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin/dashboard`);
    await page.waitForURL(/\/admin\/dashboard$/);
    return page;
  }
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInToAdmin(page, identifier);
  await context.storageState({ path: stateFile });
  return page;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Types a calendar day ('YYYY-MM-DD') into the admin date picker labelled `label`, as staff do: day,
 * month, year into its sections ('DD, Mon, YYYY'). Resolves once the field shows the whole day.
 */
export async function typeDay(page: Page, label: string | RegExp, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  const field = page.getByRole('group', { name: label, exact: typeof label === 'string' ? true : undefined });
  await field.locator('[role="spinbutton"]').first().click();
  await page.keyboard.type(date!);
  await page.keyboard.type(MONTHS[Number(month) - 1]!);
  await page.keyboard.type(year!);
  const shown = `${date},${MONTHS[Number(month) - 1]},${year}`;
  await page.waitForFunction(([el, text]) => (el as HTMLElement).innerText.replace(/\s+/g, '').startsWith(text as string), [
    await field.elementHandle(),
    shown,
  ] as const);
}
