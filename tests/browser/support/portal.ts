/** Portal helpers for the browser suite: registering a member as a newcomer does, and axe-core. */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { baseUrl, latestOtp } from './browser';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Registers on /login (terms accepted), enters the code from the dev outbox; resolves on /dashboard. */
export async function registerMember(page: Page, mobile: string, name: string): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Your full name').fill(name);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Email address').fill(`m${mobile}@example.com`);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register and send code' }).click();
  await page.getByLabel('6-digit code').waitFor();
  // The page says how long the code lasts as the SMS does (issue 21: "a few minutes" vs "5 minutes").
  await page.getByText('It expires in 5 minutes.').waitFor();
  await page.getByLabel('6-digit code').fill(await latestOtp(mobile));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** Critical and serious axe-core violations on the page (axe served from the app's origin: the CSP allows only that). */
export async function axeSerious(page: Page): Promise<string[]> {
  // Colours are measured as they end up, not half way through a transition (a button enabling fades in).
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  await page.route('**/__axe.js', (route) => route.fulfill({ path: AXE, contentType: 'text/javascript' }));
  await page.addScriptTag({ url: '/__axe.js' });
  return page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }> };
    const r = await (window as unknown as { axe: { run: () => Promise<Result> } }).axe.run();
    return r.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}
