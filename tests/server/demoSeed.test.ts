/**
 * The business demo seed (seeds/demo) writes every owned table through its owner's service (issue 19 §1):
 * the rows come out as those services write them, dated in the past, and a second run adds nothing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { startSubscription } from '../../api/src/domain/membership';
import { seedDemoBusiness } from '../../seeds/demo/business';
import { createTestApp } from '../support/testApp';

const t = createTestApp();
afterAll(() => t.close());

const OWNED = [
  'users',
  'businesses',
  'business_transactions',
  'defaulter_cases',
  'case_events',
  'case_documents',
  'defaulter_contacts',
  'case_disputes',
  'settlement_requests',
  'settlement_payment_details',
  'bank_accounts',
  'call_request_holds',
  'call_hold_release_logs',
  'cir_reports',
  'free_benefit_tracks',
  'orders',
  'payments',
  'payment_webhook_events',
  'promo_codes',
  'promo_code_redemptions',
  'referrals',
  'commissions',
  'subscriptions',
  'invoices',
];
const DAY = 86_400_000;

async function counts(trx: Knex.Transaction) {
  const out: Record<string, number> = {};
  for (const table of OWNED) out[table] = Number((await trx(table).count({ n: '*' }))[0]!.n);
  return out;
}

/** Runs `check` on a database holding the demo data, then rolls it back (other files share the database). */
async function withDemo(check: (trx: Knex.Transaction) => Promise<void>) {
  const trx = await t.db.transaction();
  try {
    await seedDemoBusiness(trx);
    await check(trx);
  } finally {
    await trx.rollback();
  }
}

describe('the business demo seed', () => {
  it('keeps the demo sign-in and runs once: a second run adds nothing', () =>
    withDemo(async (trx) => {
      const aarav = await trx('users').where({ mobile: '9829012345' }).first();
      expect(aarav).toMatchObject({ name: 'Aarav Sharma', account_type: 'customer', referral_code: 'AARAV7K2' });
      expect(await trx('businesses').where({ user_id: aarav.id }).orderBy('id').pluck('trade_name')).toEqual([
        'Sharma Textiles',
        'Sharma Handicrafts',
      ]);
      const before = await counts(trx);
      expect(before.defaulter_cases).toBeGreaterThanOrEqual(13);
      await seedDemoBusiness(trx);
      expect(await counts(trx)).toEqual(before);
    }));

  it('places and releases the call holds through the hold service, on their days, audited as staff', () =>
    withDemo(async (trx) => {
      const admin = await trx('users').where({ account_type: 'admin' }).orderBy('id').first('id');
      const released = await trx('call_request_holds').where({ status: 'released', held_by: admin.id }).orderBy('id', 'desc').first();
      expect(released).toBeDefined();
      const ago = (d: Date) => Math.round((Date.now() - new Date(d).getTime()) / DAY);
      expect([ago(released.created_at), ago(released.released_at)]).toEqual([15, 8]);
      const logs = await trx('call_hold_release_logs').where({ hold_id: released.id }).orderBy('id');
      expect(logs.map((l) => [l.action, l.note, ago(l.created_at)])).toEqual([
        ['hold', 'Held for one week.', 15],
        ['release', 'Week over; calls resumed.', 8],
      ]);
      const audits = await trx('audit_logs')
        .where({ resource: 'call-request-holds', record_id: String(released.id) })
        .orderBy('id');
      expect(audits.map((a) => a.action)).toEqual(['create', 'release']);
    }));

  it("opens the dispute with the dispute window's deadline and stores CIRs as the report store does", () =>
    withDemo(async (trx) => {
      const dispute = await trx('case_disputes as d')
        .join('defaulter_cases as c', 'c.id', 'd.case_id')
        .where('c.invoice_number', 'INV/2026/1244')
        .first('d.*');
      expect(new Date(dispute.decide_by).getTime() - new Date(dispute.opened_at).getTime()).toBe(30 * DAY);
      expect(new Date(dispute.created_at).getTime()).toBe(new Date(dispute.opened_at).getTime());

      const reports = await trx('cir_reports').whereIn('subject_gstin', trx('businesses').select('gstin')).orderBy('id');
      expect(reports.length).toBeGreaterThanOrEqual(8);
      for (const r of reports.slice(-8)) {
        expect(
          await trx('audit_logs')
            .where({ resource: 'cir-reports', record_id: String(r.id) })
            .first('id'),
        ).toBeDefined();
        const used = await trx('free_benefit_tracks')
          .where({ user_id: r.user_id, benefit: 'free_cir' })
          .whereLike('note', `%report ${r.id} %`);
        expect(used.length).toBe(r.basis === 'free_quota' ? 1 : 0);
      }
    }));

  it('leaves the pending invoice drawn from its order as it would be issued, unnumbered', () =>
    withDemo(async (trx) => {
      const pending = await trx('invoices as i')
        .join('orders as o', 'o.id', 'i.order_id')
        .where('o.order_number', 'BKY-ORD-100008')
        .first('i.*', 'o.total as order_total', 'o.tax as order_tax');
      expect(pending).toMatchObject({ status: 'pending', invoice_number: null, issued_at: null });
      expect(pending.total).toBe(pending.order_total);
      expect(Number(pending.cgst) + Number(pending.sgst) + Number(pending.igst)).toBeCloseTo(Number(pending.order_tax), 2);
      expect(pending.seller_gstin).toMatch(/^08/);
    }));
});

describe('startSubscription with a date', () => {
  it('stores a plan bought on a past day that has already ended as expired, one still running as active', () =>
    withDemo(async (trx) => {
      const sub = await trx('subscriptions').orderBy('id', 'desc').first();
      const asOf = new Date();
      const ended = await startSubscription(
        trx,
        {
          user_id: sub.user_id,
          business_id: sub.business_id,
          plan_version_id: sub.plan_version_id,
          starts_at: new Date(Date.now() - 60 * DAY),
          ends_at: new Date(Date.now() - 30 * DAY),
          created_at: new Date(Date.now() - 60 * DAY),
        },
        asOf,
      );
      const running = await startSubscription(
        trx,
        {
          user_id: sub.user_id,
          business_id: sub.business_id,
          plan_version_id: sub.plan_version_id,
          starts_at: new Date(Date.now() - DAY),
          ends_at: new Date(Date.now() + 29 * DAY),
        },
        asOf,
      );
      const statuses = await trx('subscriptions').whereIn('id', [ended.id, running.id]).orderBy('id').pluck('status');
      expect(statuses).toEqual(['expired', 'active']);
    }));
});
