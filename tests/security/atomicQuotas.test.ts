/**
 * Issue 18 §5: every quota is taken atomically. N requests at once → exactly `max` get through, the
 * rest answer 429 with Retry-After, and what the quota protects (an SMS, a paid GST call, an email)
 * happens exactly `max` times. Against this run's real PostgreSQL.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app';
import { takeQuota } from '../../api/src/db/quota';
import { MEMBER_GST_LOOKUP_LIMIT } from '../../api/src/contracts/memberBusiness';
import { createRole, createTestApp, createUser, signedIn, uniqueMobile } from '../support/testApp';
import { uniqueIp } from '../auth/helpers';
import { freshGstin } from '../businesses/memberApi';
import { fundWallet, memberWithBusiness, placeOrder, planOnSale } from '../payments/support';

const t = createTestApp({
  limits: {
    otpSendsPerIp: { max: 30, windowSeconds: 900 },
    otpVerifiesPerIp: { max: 10, windowSeconds: 900 },
    contactMessagesPerIp: { max: 5, windowSeconds: 3600 },
  },
});
// Trusts X-Forwarded-For, so each test acts from its own network.
const app = createApp(t.ctx, { trustProxy: true });
afterAll(() => t.close());

const takes = async (key: string) =>
  Number((await t.db('quota_counters').where({ key }).first(t.db.raw('cardinality(takes) AS n')))?.n ?? 0);

const statuses = (answers: request.Response[]) => {
  const count = (s: number) => answers.filter((r) => r.status === s).length;
  for (const r of answers.filter((a) => a.status === 429)) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  return { ok: answers.length - count(429), refused: count(429), other: answers.filter((r) => r.status >= 500).length };
};

describe('takeQuota', () => {
  it('gives exactly max of 60 concurrent takes, and tells when the next one is free', async () => {
    const quota = { key: `test:${uniqueMobile()}`, max: 7, windowSeconds: 120 };
    const results = await Promise.all(Array.from({ length: 60 }, () => takeQuota(t.db, quota)));
    expect(results.filter((r) => r === undefined)).toHaveLength(7);
    for (const r of results.filter((x) => x !== undefined)) {
      expect(r!.quota.key).toBe(quota.key);
      expect(r!.retryAfter).toBeGreaterThan(100);
      expect(r!.retryAfter).toBeLessThanOrEqual(120);
    }
    expect(await takes(quota.key)).toBe(7);
  });

  it('takes several quotas all or none, in one order whatever the callers pass (no deadlock)', async () => {
    const a = { key: `test:a:${uniqueMobile()}`, max: 3, windowSeconds: 60 };
    const b = { key: `test:b:${uniqueMobile()}`, max: 5, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => takeQuota(t.db, i % 2 ? [a, b] : [b, a])));
    expect(results.filter((r) => r === undefined)).toHaveLength(3);
    expect(results.filter((r) => r?.quota.key === a.key)).toHaveLength(17);
    // b was not taken by the refused ones.
    expect(await takes(b.key)).toBe(3);
    expect(await takeQuota(t.db, b)).toBeUndefined();
  });

  it('inside a caller’s transaction, a rollback gives the take back', async () => {
    const quota = { key: `test:${uniqueMobile()}`, max: 1, windowSeconds: 60 };
    await t.db
      .transaction(async (trx) => {
        expect(await takeQuota(trx, quota)).toBeUndefined();
        await trx.rollback();
      })
      .catch(() => undefined);
    expect(await takeQuota(t.db, quota)).toBeUndefined();
    expect(await takeQuota(t.db, quota)).toMatchObject({ quota: { key: quota.key } });
  });
});

describe('codes asked for from one network', () => {
  it('80 registrations at once → exactly 30 accounts and 30 SMS', async () => {
    const ip = uniqueIp();
    const mobiles = Array.from({ length: 80 }, () => uniqueMobile());
    const answers = await Promise.all(
      mobiles.map((mobile) =>
        request(app)
          .post('/api/user/register')
          .set('X-Forwarded-For', ip)
          .send({ name: 'Many Visitors', mobile, email: `r${mobile}@example.com`, consent_accepted: true }),
      ),
    );
    expect(statuses(answers)).toEqual({ ok: 30, refused: 50, other: 0 });
    expect(answers.filter((r) => r.status === 201)).toHaveLength(30);
    const sms = await t.db('outbox_messages').whereIn('recipient', mobiles).count({ n: '*' });
    expect(sms).toEqual([{ n: 30 }]);
    expect(await t.db('users').whereIn('mobile', mobiles).count({ n: '*' })).toEqual([{ n: 30 }]);
  });

  it('60 sign-in codes at once for 60 accounts → exactly 30 sent', async () => {
    const ip = uniqueIp();
    const users = await Promise.all(Array.from({ length: 60 }, () => createUser(t.db)));
    const answers = await Promise.all(
      users.map((u) => request(app).post('/api/user/sendotp').set('X-Forwarded-For', ip).send({ mobile: u.mobile })),
    );
    expect(statuses(answers)).toEqual({ ok: 30, refused: 30, other: 0 });
    expect(await t.db('otp_challenges').where({ ip }).count({ n: '*' })).toEqual([{ n: 30 }]);
  });

  it('40 code checks at once → exactly 10 looked at', async () => {
    const ip = uniqueIp();
    const users = await Promise.all(Array.from({ length: 40 }, () => createUser(t.db)));
    const answers = await Promise.all(
      users.map((u) => request(app).post('/api/user/verifyOtp').set('X-Forwarded-For', ip).send({ mobile: u.mobile, otp: '123456' })),
    );
    expect(statuses(answers)).toEqual({ ok: 10, refused: 30, other: 0 });
    expect(answers.filter((r) => r.status === 400)).toHaveLength(10);
  });
});

describe('a member’s GST look-ups', () => {
  it(`100 at once → exactly ${MEMBER_GST_LOOKUP_LIMIT.max} provider calls`, async () => {
    const member = await signedIn(t.db);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        request(t.app).post('/api/businesses/gst-lookup').set('Authorization', member.auth).send({ gstin: freshGstin() }),
      ),
    );
    expect(statuses(answers)).toEqual({ ok: MEMBER_GST_LOOKUP_LIMIT.max, refused: 100 - MEMBER_GST_LOOKUP_LIMIT.max, other: 0 });
    const calls = await t.db('api_consumption_logs').where({ user_id: member.user.id, provider: 'gst' }).count({ n: '*' });
    expect(calls).toEqual([{ n: MEMBER_GST_LOOKUP_LIMIT.max }]);
  });
});

describe('resending an invoice', () => {
  it('20 staff clicks at once → one email', async () => {
    const planId = Number((await planOnSale(t.db)).plan.id);
    const staff = (
      await signedIn(t.db, { roleId: (await createRole(t.db, `Senders ${uniqueMobile()}`, { Invoices: ['detailView', 'process'] })).id })
    ).auth;
    const m = await memberWithBusiness(t.db);
    await fundWallet(t.db, m.user.id, 2_000_000);
    const placed = await placeOrder(t.app, m.auth, { planId, businessId: m.business.id, useWallet: true });
    const invoiceId = placed.body.order.invoice.id as number;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(t.app).post(`/api/admin/invoices/${invoiceId}/resend`).set('Authorization', staff)),
    );
    expect(statuses(answers)).toEqual({ ok: 1, refused: 19, other: 0 });
    const mails = await t.db('outbox_messages').where({ recipient: m.user.email, template: 'invoice-resend-email' }).count({ n: '*' });
    expect(mails).toEqual([{ n: 1 }]);
  });
});

describe('contact-form messages from one network', () => {
  it('15 at once → exactly 5 queued', async () => {
    const ip = uniqueIp();
    const marker = `Atomic quota test ${uniqueMobile()}`;
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        request(app)
          .post('/api/utils/sendmail')
          .set('X-Forwarded-For', ip)
          .send({ name: 'Visitor', email: 'visitor@example.com', mobile: uniqueMobile(), message: marker }),
      ),
    );
    expect(statuses(answers)).toEqual({ ok: 5, refused: 10, other: 0 });
    expect(await t.db('outbox_messages').where('body', 'like', `%${marker}%`).count({ n: '*' })).toEqual([{ n: 5 }]);
  });
});
