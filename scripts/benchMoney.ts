/**
 * npm run bench:money — two figures of issue 9 §7, each beside a bare baseline in the same run:
 * 1. paid orders per second end to end through the sandbox gateway: place the order (HTTP), pay on the
 *    hosted page (HTTP), the sandbox's signed webhook into the API (HTTP), the order paid with its
 *    journal, plan period and GST invoice, then the invoice PDF downloaded (HTTP) — against a bare
 *    `pg` client writing the same rows (order, payment, invoice number and invoice, journal and
 *    entries, balance) in one transaction per order;
 * 2. reading a member's ledger balance with 1,000,000 journal entries on their wallet: through the API
 *    (wallet/balance/{id}/false/false) against a bare `SELECT`, and the full recompute from the entries.
 * BENCH_ORDERS (default 200) and BENCH_CONCURRENCY (default 8) change the first; BENCH_ENTRIES the second.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import pino from 'pino';
import { bypassableCaptcha } from '../api/src/adapters/captcha';
import { createDevOutbox } from '../api/src/domain/messages';
import { sandboxGatewayFor } from '../api/src/adapters/paymentGateway/gatewayFromEnv';
import { createApp } from '../api/src/app';
import { issueToken } from '../api/src/auth/tokens';
import { defaultRateLimits, type AppContext } from '../api/src/context';
import { createKnex } from '../api/src/db/database';
import { migrateLatest } from '../api/src/db/migrate';
import { closeSidePool } from '../api/src/db/sidePool';
import { createThrowawayDatabase } from '../api/src/db/throwawayDatabase';
import { resourceHookTable } from '../api/src/domain/resourceHooks';
import { ORDER_DELIVERIES } from '../api/src/domain/orderDeliveries';
import { sandboxGstin } from '../api/src/domain/gst/sandboxGstAdapter';
import { ROLE } from '../api/src/registry/features';
import { seedAll } from '../seeds/index';
import { aggregateRow } from '../api/src/db/aggregateRow';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const fmt = (n: number, d = 0) => n.toLocaleString('en-IN', { maximumFractionDigits: d, minimumFractionDigits: d });
const pan = () =>
  `${Array.from({ length: 5 }, () => String.fromCharCode(65 + crypto.randomInt(26))).join('')}${crypto.randomInt(1000, 9999)}K`;

async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const database = await createThrowawayDatabase('bakaya_bench_money');
const db = createKnex(database.url, { min: 0, max: 20 });
const bare = new pg.Pool({ connectionString: database.url, max: 20 });
let server: http.Server | undefined;
try {
  await migrateLatest(db);
  await seedAll(db, { demo: false });
  let origin = '';
  const ctx: AppContext = {
    db,
    logger: pino({ level: 'silent' }),
    messaging: createDevOutbox({ revealSecrets: false }),
    captcha: bypassableCaptcha(true),
    limits: defaultRateLimits,
    hooks: resourceHookTable(),
    orderDeliveries: ORDER_DELIVERIES,
    production: false,
  };
  ctx.gateway = sandboxGatewayFor(db, {
    send: async (_url, body, headers) => (await fetch(`${origin}/api/payments/webhook/sandbox`, { method: 'POST', body, headers })).status,
  });
  server = http.createServer(createApp(ctx));
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // A plan and ORDERS members, each with a business in Rajasthan (CGST + SGST).
  const [plan] = await db('membership_plans').insert({ name: 'Bench plan', slug: 'bench-plan' }).returning('id');
  await db('plan_versions').insert({
    plan_id: plan.id,
    version: 1,
    fee: '999.00',
    duration_value: 1,
    duration_unit: 'years',
    published: 1,
    effective_from: new Date(Date.now() - 60_000),
  });
  const members = [];
  for (let i = 0; i < ORDERS; i++) {
    const mobile = `9${String(100_000_000 + i).padStart(9, '0')}`;
    const [user] = await db('users')
      .insert({ name: `Bench ${i}`, mobile, email: `bench${i}@example.com`, role_id: ROLE.USER, account_type: 'customer' })
      .returning(['id', 'role_id']);
    const [business] = await db('businesses')
      .insert({ user_id: user.id, trade_name: `Bench ${i}`, gstin: sandboxGstin('08', pan()) })
      .returning('id');
    members.push({ auth: `Bearer ${(await issueToken(db, user)).token}`, businessId: business.id, userId: user.id });
  }

  // 1a. End to end through the API and the sandbox.
  const latencies: number[] = [];
  const t0 = performance.now();
  await pool(members, CONCURRENCY, async (m) => {
    const started = performance.now();
    const placed = await fetch(`${origin}/api/checkout/orders`, {
      method: 'POST',
      headers: { authorization: m.auth, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ planId: plan.id, businessId: m.businessId }),
    }).then((r) => r.json());
    await fetch(`${origin}${placed.next.redirectUrl}`, {
      method: 'POST',
      body: 'decision=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    let invoice: { id: number } | undefined;
    while (!(invoice = await db('invoices').where({ order_id: placed.order.id, status: 'issued' }).first('id')))
      await new Promise((r) => setTimeout(r, 5));
    const pdf = await fetch(`${origin}/api/invoices/${invoice.id}/pdf`, { headers: { authorization: m.auth } });
    if (pdf.status !== 200) throw new Error(`invoice PDF answered ${pdf.status}`);
    await pdf.arrayBuffer();
    latencies.push(performance.now() - started);
  });
  const apiSeconds = (performance.now() - t0) / 1000;

  // 1b. The same rows written by a bare pg client, one transaction per order.
  const b0 = performance.now();
  await pool(members, CONCURRENCY, async (m) => {
    const c = await bare.connect();
    try {
      await c.query('BEGIN');
      const o = await c.query(
        `INSERT INTO orders (order_number, user_id, business_id, purpose, amount, discount, tax, total, status, paid_at)
         VALUES ($1, $2, $3, 'subscription', 999, 0, 179.82, 1178.82, 'paid', now()) RETURNING id`,
        [`BARE-${crypto.randomUUID().slice(0, 20)}`, m.userId, m.businessId],
      );
      const id = o.rows[0].id;
      await c.query(
        `INSERT INTO payments (order_id, gateway, gateway_payment_id, amount, status) VALUES ($1, 'bare', $2, 1178.82, 'success')`,
        [id, `bare_${id}`],
      );
      const n = await c.query(
        `INSERT INTO invoice_number_counters (series, financial_year, last_sequence) VALUES ('invoice', '2099-00', 1)
         ON CONFLICT (series, financial_year) DO UPDATE SET last_sequence = invoice_number_counters.last_sequence + 1 RETURNING last_sequence`,
      );
      await c.query(
        `INSERT INTO invoices (invoice_number, financial_year, sequence, order_id, user_id, business_id, place_of_supply, taxable_amount, cgst, sgst, total, status, issued_at)
         VALUES ($1, '2099-00', $2, $3, $4, $5, '08', 999, 89.91, 89.91, 1178.82, 'issued', now())`,
        [`BARE/${n.rows[0].last_sequence}`, n.rows[0].last_sequence + 1_000_000, id, m.userId, m.businessId],
      );
      const j = await c.query(`INSERT INTO wallet_journal (kind, amount, idempotency_key) VALUES ('payment', 1178.82, $1) RETURNING id`, [
        `bare:${id}`,
      ]);
      await c.query(
        `INSERT INTO wallet_ledger_entries (journal_id, account, debit, credit) VALUES ($1, 'gateway_clearing', 1178.82, 0), ($1, 'revenue', 0, 999), ($1, 'gst_payable', 0, 179.82)`,
        [j.rows[0].id],
      );
      await c.query('COMMIT');
    } finally {
      c.release();
    }
  });
  const bareSeconds = (performance.now() - b0) / 1000;

  // 2. One member with ENTRIES wallet entries (half credits, half debits), loaded in bulk.
  const [heavy] = await db('users')
    .insert({ name: 'Heavy wallet', mobile: '8999999999', email: 'heavy@example.com', role_id: ROLE.USER, account_type: 'customer' })
    .returning(['id', 'role_id']);
  // ENTRIES journals, each a top-up (odd) or a spend (even) of ₹1: ENTRIES lines on the wallet, as many on the other side.
  const journals = ENTRIES;
  const l0 = performance.now();
  await db.transaction(async (trx) => {
    await trx.raw('SET LOCAL session_replication_role = replica'); // bulk load: skip the per-row balance trigger
    await trx.raw(
      `INSERT INTO wallet_journal (id, user_id, kind, amount, idempotency_key, narration)
       SELECT 1000000000 + g, ?, CASE WHEN g % 2 = 1 THEN 'topup' ELSE 'debit' END, 1.00, 'bench:' || g, 'bench' FROM generate_series(1, ?) g`,
      [heavy.id, journals],
    );
    await trx.raw(
      `INSERT INTO wallet_ledger_entries (journal_id, account, user_id, debit, credit, balance_after)
       SELECT 1000000000 + g, 'user_wallet', ?::bigint, CASE WHEN g % 2 = 1 THEN 0 ELSE 1.00 END, CASE WHEN g % 2 = 1 THEN 1.00 ELSE 0 END,
              CASE WHEN g % 2 = 1 THEN 1.00 ELSE 0 END
         FROM generate_series(1, ?) g
       UNION ALL
       SELECT 1000000000 + g, CASE WHEN g % 2 = 1 THEN 'gateway_clearing' ELSE 'revenue' END, NULL::bigint,
              CASE WHEN g % 2 = 1 THEN 1.00 ELSE 0 END, CASE WHEN g % 2 = 1 THEN 0 ELSE 1.00 END, NULL
         FROM generate_series(1, ?) g`,
      [heavy.id, journals, journals],
    );
    await trx.raw(
      `UPDATE users SET wallet_balance = (SELECT sum(credit - debit) FROM wallet_ledger_entries WHERE account = 'user_wallet' AND user_id = ?) WHERE id = ?`,
      [heavy.id, heavy.id],
    );
  });
  await db.raw('ANALYZE wallet_ledger_entries');
  const loadSeconds = (performance.now() - l0) / 1000;
  const { n: walletEntries } = aggregateRow(
    await db('wallet_ledger_entries').where({ account: 'user_wallet', user_id: heavy.id }).count({ n: '*' }),
  );
  const heavyAuth = `Bearer ${(await issueToken(db, heavy)).token}`;

  const timed = async (runs: number, fn: () => Promise<unknown>) => {
    const ms: number[] = [];
    for (let i = 0; i < runs; i++) {
      const s = performance.now();
      await fn();
      ms.push(performance.now() - s);
    }
    return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
  };
  const apiBalance = await timed(300, async () => {
    const r = await fetch(`${origin}/api/wallet/balance/${heavy.id}/false/false`, { headers: { authorization: heavyAuth } });
    if (r.status !== 200) throw new Error(`wallet/balance answered ${r.status}`);
    await r.json();
  });
  const bareBalance = await timed(300, () => bare.query('SELECT wallet_balance FROM users WHERE id = $1', [heavy.id]));
  const recompute = await timed(5, () =>
    bare.query(`SELECT sum(credit - debit) FROM wallet_ledger_entries WHERE account = 'user_wallet' AND user_id = $1`, [heavy.id]),
  );
  const statement = await timed(5, async () => {
    const r = await fetch(`${origin}/api/wallet`, { headers: { authorization: heavyAuth } });
    await r.json();
  });

  console.log(
    `\nMoney benchmark — ${database.url.includes('127.0.0.1:5432') ? 'DATABASE_URL server' : 'throw-away database'}, Node ${process.version}\n`,
  );
  console.log(
    `Paid orders end to end (${fmt(ORDERS)} orders, ${CONCURRENCY} at a time: order → hosted page → signed webhook → paid + journal + plan + invoice → PDF)`,
  );
  console.log(
    `  this API        ${fmt(ORDERS / apiSeconds, 1)} orders/s   p50 ${fmt(percentile(latencies, 50))} ms   p95 ${fmt(percentile(latencies, 95))} ms`,
  );
  console.log(`  bare pg rows    ${fmt(ORDERS / bareSeconds, 1)} orders/s   (same rows, one transaction each, no HTTP, no PDF)`);
  console.log(`  ratio           ${fmt(bareSeconds / apiSeconds, 3)}×`);
  console.log(`\nLedger balance with ${fmt(Number(walletEntries))} entries on one member's wallet (loaded in ${fmt(loadSeconds, 1)} s)`);
  console.log(
    `  API wallet/balance/{id}/false/false   p50 ${fmt(apiBalance.p50, 2)} ms   p95 ${fmt(apiBalance.p95, 2)} ms   (target < 5 ms)`,
  );
  console.log(
    `  bare SELECT wallet_balance            p50 ${fmt(bareBalance.p50, 2)} ms   p95 ${fmt(bareBalance.p95, 2)} ms   ratio ${fmt(bareBalance.p50 / apiBalance.p50, 3)}×`,
  );
  console.log(`  recompute Σ entries (ledger check)    p50 ${fmt(recompute.p50, 1)} ms`);
  console.log(`  GET /api/wallet (latest 50 + running) p50 ${fmt(statement.p50, 1)} ms\n`);
} finally {
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  await bare.end();
  await closeSidePool(db);
  await db.destroy();
  await database.drop();
}
