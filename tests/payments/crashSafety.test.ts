/**
 * Issue 9 §7 "faults": the server is killed (SIGKILL) after a webhook arrived and before it was
 * processed; after a restart the order ends paid exactly once. The first server only stores webhooks
 * (PAYMENT_WEBHOOK_INLINE=false, no job runner), so the kill always falls between arrival and
 * processing; the second picks the stored event up at start (the payment-events job runs at start).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { jwtSecret } from '../../api/src/auth/jwtSecret';
import { signSandboxPayload } from '../../api/src/adapters/paymentGateway/sandboxSignature';
import { testKnex } from '../support/db';
import { startServer, stop, type Running } from '../support/serverProcess';
import { memberWithBusiness, planOnSale } from './support';

const SECRET = 'crash-test-webhook-secret';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bakaya-crash-'));
fs.chmodSync(dataDir, 0o755);
const db = testKnex();
const running: Running[] = [];
afterAll(async () => {
  for (const r of running) if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGKILL');
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const serverEnv = (extra: Record<string, string>) => ({
  DATABASE_URL: inject('databaseUrl'),
  SEED_DEMO: 'false',
  SANDBOX_WEBHOOK_SECRET: SECRET,
  JWT_SECRET: jwtSecret(), // the members' tokens are made by this test process
  ...extra,
});

async function post(url: string, init: { body: string; headers: Record<string, string> }) {
  const res = await fetch(url, { method: 'POST', ...init, redirect: 'manual' });
  return { status: res.status, text: await res.text() };
}

describe('a crash between a webhook and its processing', () => {
  it('loses nothing: after a restart the order is paid exactly once', async () => {
    const { plan } = await planOnSale(db);
    const m = await memberWithBusiness(db);
    const first = await startServer(dataDir, serverEnv({ JOBS: 'false', PAYMENT_WEBHOOK_INLINE: 'false' }));
    running.push(first);

    const placed = await fetch(`${first.url}/api/checkout/orders`, {
      method: 'POST',
      headers: { authorization: m.auth, 'content-type': 'application/json', 'idempotency-key': `crash-${Date.now()}` },
      body: JSON.stringify({ planId: plan.id, businessId: m.business.id }),
    }).then((r) => r.json());
    const orderId = placed.order.id as number;
    // The tester pays on the hosted page; the sandbox delivers its webhook to the first server, which stores it.
    const paid = await post(`${first.url}${placed.next.redirectUrl}`, {
      body: 'decision=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(303);
    await expect
      .poll(async () => (await db('payment_webhook_events').where({ gateway_order_id: placed.next.redirectUrl.split('/').pop() })).length, {
        timeout: 15_000,
      })
      .toBe(1);
    expect((await db('orders').where({ id: orderId }).first()).status).toBe('pending');

    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    const second = await startServer(dataDir, serverEnv({}));
    running.push(second);
    await expect
      .poll(async () => (await db('orders').where({ id: orderId }).first()).status, { timeout: 60_000, interval: 500 })
      .toBe('paid');

    // The gateway retries the same webhook (it never saw our 200 for sure): nothing more happens.
    const row = await db('sandbox_gateway_webhooks')
      .where({ session_id: placed.next.redirectUrl.split('/').pop() })
      .first();
    const again = await post(`${second.url}/api/payments/webhook/sandbox`, {
      body: row.body,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandboxPayload(SECRET, row.body) },
    });
    expect(again.status).toBe(200);
    expect(await db('payments').where({ order_id: orderId })).toHaveLength(1);
    expect(await db('invoices').where({ order_id: orderId })).toHaveLength(1);
    expect(await db('subscriptions').where({ order_id: orderId })).toHaveLength(1);
    expect(await db('wallet_journal').where({ idempotency_key: `order:${orderId}:paid` })).toHaveLength(1);
    expect(await stop(second, 'SIGTERM')).toBe(0);
  }, 180_000);
});
