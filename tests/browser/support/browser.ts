import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
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
