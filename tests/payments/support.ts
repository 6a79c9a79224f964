/** Shared set-up of the checkout tests: a plan on sale, a member with a business, promo codes, wallet money. */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import request from 'supertest';
import { expect } from 'vitest';
import { sandboxWebhookSecret } from '../../api/src/adapters/paymentGateway/gatewayFromEnv';
import { signSandboxPayload } from '../../api/src/adapters/paymentGateway/sandboxSignature';
import { verifyLedger } from '../../api/src/domain/walletLedger/ledgerCheck';
import { createBusiness, randomGstin } from '../domain/fixtures';
import { signedIn } from '../support/testApp';

/** A plan with one published version: ₹10,000 a year, 18 % GST, 10 % referral cashback, ₹500 referral discount. */
export async function planOnSale(db: Knex, terms: Record<string, unknown> = {}) {
  const slug = `plan-${crypto.randomUUID().slice(0, 8)}`;
  const [plan] = await db('membership_plans')
    .insert({ name: `Test ${slug}`, slug })
    .returning('*');
  const [version] = await db('plan_versions')
    .insert({
      plan_id: plan.id,
      version: 1,
      fee: '10000.00',
      duration_value: 1,
      duration_unit: 'years',
      referral_discount: '500.00',
      referral_cashback_percent: '10.00',
      published: 1,
      effective_from: new Date(Date.now() - 60_000),
      ...terms,
    })
    .returning('*');
  return { plan, version };
}

/** A signed-in member owning one business in `state` (the seeded seller is in 08, Rajasthan). */
export async function memberWithBusiness(db: Knex, state = '08') {
  const member = await signedIn(db);
  const business = await createBusiness(db, { userId: member.user.id, gstin: randomGstin(state) });
  return { ...member, business };
}

export async function promoCode(db: Knex, rules: Record<string, unknown> = {}) {
  const code = `T${crypto.randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  const [row] = await db('promo_codes')
    .insert({ code, starts_at: new Date(Date.now() - 86_400_000), discount_type: 'percent', discount_value: '10.00', ...rules })
    .returning('*');
  return row as { id: number; code: string; uses: number };
}

export { fundWallet } from '../support/fundWallet';

export const placeOrder = (
  app: Parameters<typeof request>[0],
  auth: string,
  body: Record<string, unknown>,
  key: string = crypto.randomUUID(),
) => request(app).post('/api/checkout/orders').set('Authorization', auth).set('Idempotency-Key', key).send(body);

/** The tester's choice on the sandbox's hosted page (what the browser posts). */
export const decide = (app: Parameters<typeof request>[0], redirectUrl: string, decision: 'pay' | 'fail' | 'pending') =>
  request(app).post(redirectUrl).type('form').send({ decision });

/**
 * The signed webhook the sandbox made for the checkout at `redirectUrl` once the tester decided (a test
 * app whose sandboxSend does not deliver keeps it in the sandbox's outbox): the test delivers it itself.
 */
export async function sandboxWebhook(db: Knex, redirectUrl: string) {
  const row = await db('sandbox_gateway_webhooks')
    .where({ session_id: redirectUrl.split('/').pop() })
    .first();
  return { body: row.body as string, headers: { 'x-sandbox-signature': signSandboxPayload(sandboxWebhookSecret(), row.body) } };
}

/** Delivers a webhook body to the app as the gateway would. */
export const deliverWebhook = (app: Parameters<typeof request>[0], body: string, headers: Record<string, string>) =>
  request(app).post('/api/payments/webhook/sandbox').set(headers).set('content-type', 'application/json').send(body);

/**
 * The ledger of these members is sound: every journal of theirs (and of their orders) balances and
 * each stored wallet balance equals its entries. Scoped to the test's own members: the database is
 * shared with suites that put deliberately broken rows in for a moment.
 */
export async function expectLedgerSound(db: Knex, memberIds: number[]) {
  const ids = memberIds.map(Number);
  const ours = new Set(
    (
      await db('wallet_journal')
        .whereIn('user_id', ids)
        .orWhere(
          (q) =>
            void q
              .where({ reference_type: 'order' })
              .whereIn('reference_id', db('orders').whereIn('user_id', ids).select(db.raw('id::text'))),
        )
        .pluck('id')
    ).map(Number),
  );
  expect(ours.size).toBeGreaterThan(0);
  const report = await verifyLedger(db);
  expect(report.unbalancedJournals.filter((j) => ours.has(j.journalId))).toEqual([]);
  expect(report.balanceMismatches.filter((m) => ids.includes(m.memberId))).toEqual([]);
}

export async function orderStatus(db: Knex, orderId: number) {
  return (await db('orders').where({ id: orderId }).first('status')).status as string;
}
