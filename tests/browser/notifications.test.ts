/**
 * Issue 20 §4 in a real browser: a member with unread notifications sees the count on the header's
 * bell, opens the list through the bell (each text from its kind and params, its date, unread marked),
 * marks all read — the bell's count goes — and a click on one opens what it is about; in Hindi the
 * same list reads in Hindi.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserDb } from './support/api';
import { launchBrowser, watchPageErrors } from './support/browser';
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

const freshMobile = () => `6${String(Date.now()).slice(-9)}`;

describe('the notification bell', () => {
  it('shows the unread count, opens the list, marks all read and follows a notification', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const mobile = freshMobile();
    await registerMember(page, mobile, 'Bell Reader');
    const user = await db('users').where({ mobile }).first('id');
    await db('member_notifications').insert([
      {
        user_id: user.id,
        kind: 'invoice_issued',
        params: JSON.stringify({ invoice_number: 'BK/2026-27/000042', amount: '125000.00' }),
        link: '/my-invoices',
        created_at: new Date('2026-11-20T10:00:00+05:30'),
      },
      {
        user_id: user.id,
        kind: 'plan_expired',
        params: JSON.stringify({ plan_name: 'Gold' }),
        link: '/dashboard',
        created_at: new Date('2026-11-21T10:00:00+05:30'),
      },
    ]);
    // The bell asks again when the window regains focus (and every minute): a reload stands in.
    await page.reload();
    const bell = page.getByRole('link', { name: 'Notifications: 2 unread' });
    await bell.waitFor();
    await expect.poll(() => page.getByTestId('notification-count').innerText()).toContain('2');

    await bell.click();
    await page.waitForURL(/\/notifications$/);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const list = page.getByRole('list', { name: 'Notifications' });
    // Newest first, amounts grouped the Indian way, the date as DD, Mon, YYYY.
    await expect
      .poll(() => list.getByRole('button').allInnerTexts())
      .toEqual([
        expect.stringMatching(/^Your plan Gold has ended\. Renew to report and check credit again\.\s+21, Nov, 2026\s+Unread$/),
        expect.stringMatching(/^Invoice BK\/2026-27\/000042 for ₹1,25,000\.00 is ready\.\s+20, Nov, 2026\s+Unread$/),
      ]);
    await page.getByText('2 unread').waitFor();

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('0 unread').waitFor();
    await page.getByRole('link', { name: 'Notifications', exact: true }).first().waitFor();
    expect(await page.getByRole('link', { name: /unread/ }).count()).toBe(0);
    const unread = await db('member_notifications').where({ user_id: user.id }).whereNull('read_at').count({ n: '*' }).first();
    expect(Number(unread?.n)).toBe(0);

    // In Hindi, the same list; a click opens what it is about.
    await page.getByRole('button', { name: 'Language: हिन्दी' }).click();
    await page.getByText('₹1,25,000.00 का इनवॉइस BK/2026-27/000042 तैयार है।').click();
    await page.waitForURL(/\/my-invoices$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
