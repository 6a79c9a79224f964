/**
 * Issue 20 §4: every notification kind has its English (contracts/notifications.ts) and its Hindi
 * (portal/src/pages/notifications/texts/notifications.hi.ts), naming the same params; and every kind is
 * written somewhere in the API (a kind nobody emits is dead text).
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  fillNotification,
  NOTIFICATION_CATALOG,
  NOTIFICATION_KINDS,
  notificationPlaceholders,
} from '../../api/src/contracts/notifications';
import { notificationKindsHi } from '../../portal/src/pages/notifications/texts/notifications.hi';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the notification catalog', () => {
  it('has a kind code for each text, snake_case', () => {
    expect(NOTIFICATION_KINDS.length).toBeGreaterThanOrEqual(17);
    for (const kind of NOTIFICATION_KINDS) expect(kind).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('has English and Hindi for every kind, naming the same params', () => {
    expect(Object.keys(notificationKindsHi).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    for (const kind of NOTIFICATION_KINDS) {
      const en = NOTIFICATION_CATALOG[kind];
      const hi = notificationKindsHi[kind];
      expect(en.trim(), kind).not.toBe('');
      expect(hi, kind).toMatch(DEVANAGARI);
      expect(notificationPlaceholders(hi).sort(), kind).toEqual(notificationPlaceholders(en).sort());
      expect(notificationPlaceholders(en).length, kind).toBeGreaterThan(0);
    }
  });

  it('fills a text from its params, leaving an unknown one visible', () => {
    expect(fillNotification(NOTIFICATION_CATALOG.invoice_issued, { invoice_number: 'BK/2026-27/000012', amount: '1180.00' })).toBe(
      'Invoice BK/2026-27/000012 for ₹1180.00 is ready.',
    );
    expect(fillNotification('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });

  it('has every kind written by some component', () => {
    const source = execFileSync(
      'git',
      ['grep', '-h', '-E', "kind: '[a-z_]+'|'[a-z_]+' : '[a-z_]+'|'settlement_[a-z]+'", '--', 'api/src/domain'],
      {
        encoding: 'utf8',
      },
    );
    for (const kind of NOTIFICATION_KINDS) expect(source, kind).toContain(`'${kind}'`);
  });
});
