/**
 * npm run bench:import — 100,000 city rows through the admin's bulk import (stream-parse,
 * validate with the zod rules, resolve state names, insert in one transaction), beside a plain
 * PostgreSQL COPY of the same rows. Prints rows/s and peak memory. BENCH_ROWS to change the size.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pino from 'pino';
import { from as copyFrom } from 'pg-copy-streams';
import { bypassableCaptcha } from '../api/src/adapters/captcha';
import { createDevOutbox } from '../api/src/domain/messages';
import { defaultRateLimits, type AppContext } from '../api/src/context';
import { createKnex } from '../api/src/db/database';
import { migrateLatest } from '../api/src/db/migrate';
import { createThrowawayDatabase } from '../api/src/db/throwawayDatabase';
import { closeSidePool } from '../api/src/db/sidePool';
import { commitImport, getImportJob, previewImport } from '../api/src/import/importService';
import { callAs } from '../api/src/callContext';
import { getResource } from '../api/src/registry';
import { seedAll } from '../seeds/index';
import { resourceHookTable } from '../api/src/domain/resourceHooks';
import { ORDER_DELIVERIES } from '../api/src/domain/orderDeliveries';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const STATES = ['Rajasthan', 'Maharashtra', 'Gujarat', 'Karnataka', 'Tamil Nadu', 'Delhi', 'Uttar Pradesh', 'West Bengal'];

/** Samples RSS and heap while `fn` runs; reports the peaks above the starting point. */
async function measure<T>(fn: () => Promise<T>) {
  global.gc?.();
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const t0 = performance.now();
  const result = await fn();
  const ms = performance.now() - t0;
  clearInterval(timer);
  return {
    result,
    ms,
    peakRssMb: peakRss / 2 ** 20,
    rssGrowthMb: (peakRss - start.rss) / 2 ** 20,
    heapGrowthMb: (peakHeap - start.heapUsed) / 2 ** 20,
  };
}

const fmt = (n: number, d = 0) => n.toLocaleString('en-IN', { maximumFractionDigits: d, minimumFractionDigits: d });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bakaya-bench-'));
const csvFile = path.join(dir, 'cities.csv');
fs.writeFileSync(
  csvFile,
  'Name,State\n' +
    Array.from({ length: ROWS }, (_, i) => `Bench city ${String(i).padStart(7, '0')},${STATES[i % STATES.length]}`).join('\n') +
    '\n',
);

const database = await createThrowawayDatabase('bakaya_bench');
const db = createKnex(database.url);
try {
  await migrateLatest(db);
  await seedAll(db, { demo: false });
  const admin = await db('users').where({ role_id: 2 }).first('id');
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
  const principal = {
    userId: admin.id,
    roleId: 2,
    roleName: 'Super Admin',
    roleType: 'admin' as const,
    sessionId: 'bench',
    sessionKind: 'member' as const,
    isSuperAdmin: true,
    permissions: new Map(),
  };
  const cities = getResource('cities')!;

  const preview = await measure(() => previewImport(ctx, principal, cities, { path: csvFile, originalName: 'cities.csv', format: 'csv' }));
  if (preview.result.invalid_rows) throw new Error(`unexpected invalid rows: ${JSON.stringify(preview.result.errors.slice(0, 3))}`);
  const job = await getImportJob(db, preview.result.import_id);
  const commit = await measure(async () => {
    const { started } = await commitImport(ctx, callAs(principal), job);
    await started;
    return getImportJob(db, job.id);
  });
  if (commit.result.status !== 'committed') throw new Error(`import ${commit.result.status}: ${commit.result.error}`);

  // COPY baseline: the same rows, state names resolved up front (COPY cannot look them up).
  const stateIds = new Map((await db('states').select('id', 'name')).map((s) => [s.name, s.id]));
  const copy = await measure(async () => {
    const client = await db.client.acquireConnection();
    try {
      const sink = client.query(copyFrom('COPY cities (name, state_id) FROM STDIN WITH (FORMAT csv)'));
      const lines = (function* () {
        for (let i = 0; i < ROWS; i += 1) yield `Copy city ${String(i).padStart(7, '0')},${stateIds.get(STATES[i % STATES.length])}\n`;
      })();
      await pipeline(Readable.from(lines), sink);
    } finally {
      await db.client.releaseConnection(client);
    }
  });

  const rate = (ms: number) => ROWS / (ms / 1000);
  console.log(
    `\nBulk import benchmark — ${fmt(ROWS)} rows (cities), ${database.url.includes('bakaya_bench') && !process.env.DATABASE_URL ? 'embedded PostgreSQL' : 'DATABASE_URL server'}, Node ${process.version}\n`,
  );
  console.log('step                         time (s)    rows/s   peak RSS (MB)  RSS growth (MB)  heap growth (MB)');
  for (const [name, m] of [
    ['import: preview (validate)', preview],
    ['import: commit (1 transaction)', commit],
    ['PostgreSQL COPY (baseline)', copy],
  ] as const) {
    console.log(
      `${name.padEnd(28)} ${fmt(m.ms / 1000, 2).padStart(8)} ${fmt(rate(m.ms)).padStart(9)} ${fmt(m.peakRssMb, 1).padStart(15)} ${fmt(m.rssGrowthMb, 1).padStart(16)} ${fmt(m.heapGrowthMb, 1).padStart(17)}`,
    );
  }
  const total = preview.ms + commit.ms;
  console.log(`\nimport end to end: ${fmt(rate(total))} rows/s (${fmt(total / copy.ms, 1)}× the time of COPY)`);
} finally {
  await closeSidePool(db);
  await db.destroy();
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
}
