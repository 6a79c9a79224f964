/**
 * The CIR benchmark's data beyond the cases (loadCases.ts loads those and their 2,000 reporters),
 * straight into PostgreSQL with server-side INSERT … SELECT over generate_series (no rows cross the
 * wire), deterministic (every "random" choice a hash of the row number, as loadCases):
 *  - every case's timeline (reported; settled with its amount);
 *  - businesses up to `businesses`: half registered defaulters (the GSTIN and name of their cases),
 *    half other members' businesses; one owner per four businesses;
 *  - `transactions` business transactions between random businesses (60 % paid, 20 % in part, 20 %
 *    unpaid; due 7–90 days after the invoice), business_transactions' indexes rebuilt after the load;
 *  - the two subjects timed, with valid GSTINs (the API checks the check digit):
 *    heavy — one PAN, two GSTINs (Maharashtra, Gujarat), `heavyCases` cases from 150 reporters (70 %
 *    listed, 10 % partly settled, 10 % settled with their timeline, 5 % under dispute, 5 % in
 *    processing; a third of the reporters micro with a Udyam number, so MSMED interest is worked out
 *    case by case), 300 recorded purchases with consent, a GST registration date;
 *    typical — one GSTIN with 3 cases (2 listed, 1 settled) and 20 recorded purchases;
 *  - `members` members on a plan (CIR fee ₹199 + 18 % GST) with ₹50,00,000 in their wallets, each
 *    with a GST-verified business in Rajasthan: the callers of POST /api/cir/reports.
 */
import type { Knex } from 'knex';
import pg from 'pg';
import { callAs } from '../../api/src/callContext';
import { postJournal } from '../../api/src/domain/walletLedger/ledgerService';
import { gstinCheckChar } from '../../api/src/validation';
import { prepareBulkLoad } from './loadCases';

export interface CirLoadOptions {
  businesses: number;
  transactions: number;
  heavyCases: number;
  members: number;
}

export interface CirLoad {
  heavy: { gstin: string; cases: number };
  typical: { gstin: string; cases: number };
  businesses: number;
  transactions: number;
  members: Array<{ userId: number; businessId: number }>;
  seconds: number;
}

const validGstin = (state: string, pan: string, entity = '1') => {
  const first14 = `${state}${pan}${entity}Z`;
  return first14 + gstinCheckChar(first14);
};
export const HEAVY_PAN = 'HEAVY0001H';
export const TYPICAL_PAN = 'TYPIC0001T';
const WALLET_PAISE = 500_000_000;

/** Secondary indexes of `table` (not those behind a constraint): dropped for a bulk load, rebuilt from their definitions after. */
export async function withoutIndexes<T>(client: pg.Client, table: string, load: () => Promise<T>): Promise<T> {
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY c.relname`,
    [table],
  );
  for (const ix of indexes) await client.query(`DROP INDEX ${pg.escapeIdentifier(ix.name)}`);
  const result = await load();
  for (const ix of indexes) await client.query(ix.def);
  return result;
}

const u = (key: string, k: number) => `pg_temp.u(${key}, ${k})`;

async function loadBusinesses(client: pg.Client, target: number) {
  const existing = Number((await client.query(`SELECT count(*) AS n FROM businesses`)).rows[0].n);
  const extra = Math.max(0, target - existing);
  const owners = Math.max(1, Math.ceil(extra / 4));
  await client.query(`
    INSERT INTO users (name, mobile, email, role_id, account_type, status, registration_source)
    SELECT 'Bench owner ' || g, '7' || lpad(g::text, 9, '0'), 'owner' || g || '@bench.bakaya.local', 1, 'customer', 1, 'seed'
    FROM generate_series(0, ${owners - 1}) AS g`);
  await client.query(`CREATE TEMP TABLE bench_owner AS
    SELECT row_number() OVER (ORDER BY id) - 1 AS idx, id FROM users WHERE email LIKE 'owner%@bench.bakaya.local'`);
  await client.query(`CREATE UNIQUE INDEX ON bench_owner (idx)`);
  // Half: defaulters that registered (their cases' GSTIN and name).
  await client.query(`
    INSERT INTO businesses (user_id, trade_name, legal_name, gstin, pan, state_id, registration_source, gst_verified_at, status)
    SELECT o.id, d.name, d.name, d.gstin, substr(d.gstin, 3, 10), s.id, 'seed', now(), 1
    FROM (SELECT row_number() OVER (ORDER BY x.h) - 1 AS idx, x.gstin, x.name FROM (
            SELECT DISTINCT ON (defaulter_gstin) defaulter_gstin AS gstin, defaulter_name AS name,
                   hashtext(defaulter_gstin) AS h
            FROM defaulter_cases ORDER BY defaulter_gstin, id) x
          ORDER BY x.h LIMIT ${Math.floor(extra / 2)}) d
    JOIN bench_owner o ON o.idx = d.idx % ${owners}
    LEFT JOIN states s ON s.gst_code = left(d.gstin, 2)
    ON CONFLICT (gstin) DO NOTHING`);
  // The rest: other members' businesses, PANs 'Q' + 4 letters (the row number in base 26) + digits + 'B'.
  const now = Number((await client.query(`SELECT count(*) AS n FROM businesses`)).rows[0].n);
  const rest = Math.max(0, target - now);
  await client.query(`
    INSERT INTO businesses (user_id, trade_name, legal_name, gstin, pan, state_id, registration_source, gst_verified_at, status)
    SELECT o.id, 'Bench Trading ' || g, NULL, b.gstin, substr(b.gstin, 3, 10), s.id, 'seed', now(), 1
    FROM generate_series(0, ${rest - 1}) AS g
    CROSS JOIN LATERAL (SELECT lpad((1 + floor(37 * ${u('g', 201)}))::int::text, 2, '0') || 'Q'
        || chr(65 + (g / 17576) % 26) || chr(65 + (g / 676) % 26) || chr(65 + (g / 26) % 26) || chr(65 + g % 26)
        || lpad(floor(10000 * ${u('g', 202)})::int::text, 4, '0') || 'B1Z' || chr(65 + floor(26 * ${u('g', 203)})::int) AS gstin) b
    JOIN bench_owner o ON o.idx = g % ${owners}
    LEFT JOIN states s ON s.gst_code = left(b.gstin, 2)
    ON CONFLICT (gstin) DO NOTHING`);
  await client.query(`CREATE TEMP TABLE bench_business AS SELECT row_number() OVER (ORDER BY id) - 1 AS idx, id, user_id FROM businesses`);
  await client.query(`CREATE UNIQUE INDEX ON bench_business (idx)`);
  await client.query(`ANALYZE bench_business`);
  return Number((await client.query(`SELECT count(*) AS n FROM businesses`)).rows[0].n);
}

/** Every case's timeline as the workflow writes it: reported, and settled (with the amount) for the settled ones. */
async function loadCaseEvents(client: pg.Client) {
  await withoutIndexes(client, 'case_events', () =>
    client.query(`
      INSERT INTO case_events (case_id, from_status, to_status, settled_delta, created_at, updated_at)
      SELECT id, NULL, 'processing', 0, created_at, created_at FROM defaulter_cases
      UNION ALL
      SELECT id, 'verified', status, settled_amount, updated_at, updated_at FROM defaulter_cases
      WHERE status IN ('partial_settled', 'full_settled')`),
  );
}

async function loadTransactions(client: pg.Client, rows: number, businesses: number) {
  await withoutIndexes(client, 'business_transactions', () =>
    client.query(`
      INSERT INTO business_transactions (supplier_business_id, buyer_business_id, user_id, transaction_type, amount, advance_paid,
        invoice_date, due_date, created_at, updated_at)
      SELECT s.id, b.id, s.user_id, 'sale', t.amount,
             CASE WHEN t.p < 0.6 THEN t.amount WHEN t.p < 0.8 THEN round(t.amount * 0.5, 2) ELSE 0 END,
             t.invoice_date, t.invoice_date + t.days,
             t.invoice_date::timestamptz, (t.invoice_date + t.days + (floor(40 * ${u('g', 305)}) - 20)::int)::timestamptz
      FROM generate_series(1, ${rows}) AS g
      CROSS JOIN LATERAL (SELECT floor(${businesses} * ${u('g', 301)})::bigint AS si,
                                 round((1000 + 500000 * power(${u('g', 302)}, 3))::numeric, 2) AS amount,
                                 ${u('g', 303)} AS p,
                                 (date '2024-01-01' + floor(1000 * ${u('g', 304)})::int) AS invoice_date,
                                 (7 + floor(84 * ${u('g', 306)}))::int AS days) t
      JOIN bench_business s ON s.idx = t.si
      JOIN bench_business b ON b.idx = (t.si + 1 + floor(${businesses - 1} * ${u('g', 307)})::bigint) % ${businesses}`),
  );
}

/** One subject: its business, its cases (from `reporters` of the first 2,000 businesses), purchases with consent, a registration date. */
async function loadSubject(
  client: pg.Client,
  s: { gstins: string[]; name: string; cases: number; reporters: number; purchases: number; key: number; statuses?: string[] },
) {
  const [main] = s.gstins;
  const owner = (await client.query(`SELECT id FROM users WHERE email LIKE 'owner%@bench.bakaya.local' ORDER BY id LIMIT 1`)).rows[0].id;
  const {
    rows: [business],
  } = await client.query(
    `INSERT INTO businesses (user_id, trade_name, legal_name, gstin, pan, registration_source, gst_verified_at, status)
     VALUES ($1, $2::text, $2::text, $3::text, substr($3::text, 3, 10), 'seed', now(), 1) RETURNING id`,
    [owner, s.name, main],
  );
  await client.query(
    `INSERT INTO gst_hit_logs (gstin, business_id, status, response) VALUES ($1, $2, 'success', '{"registration_date": "2019-07-01"}')`,
    [main, business.id],
  );
  const k = s.key;
  await client.query(
    `
    WITH r AS (SELECT b.id, b.user_id, row_number() OVER (ORDER BY b.id) - 1 AS idx FROM businesses b
               WHERE b.registration_source = 'seed' AND b.user_id IN (SELECT id FROM users WHERE email LIKE 'reporter%@bench.bakaya.local')
               ORDER BY b.id LIMIT ${s.reporters})
    INSERT INTO defaulter_cases (reporter_user_id, reporter_business_id, defaulter_gstin, defaulter_name, defaulter_pan, due_amount, due_date,
      status, settled_amount, verified_on, listed_from, show_reporter_name, created_at, updated_at)
    SELECT r.user_id, r.id, ($1::text[])[1 + g % array_length($1::text[], 1)], $2, substr(($1::text[])[1], 3, 10), c.due,
           (c.created_at - interval '30 days')::date, c.status,
           CASE c.status WHEN 'full_settled' THEN c.due WHEN 'partial_settled' THEN round(c.due * 0.4, 2) ELSE 0 END,
           c.created_at + interval '3 days', CASE WHEN c.status <> 'processing' THEN c.created_at + interval '24 days' END,
           ${u('g', k + 5)} < 0.3, c.created_at, c.created_at + interval '60 days'
    FROM generate_series(0, ${s.cases - 1}) AS g
    CROSS JOIN LATERAL (SELECT CASE WHEN $3::text[] IS NOT NULL THEN ($3::text[])[1 + g] WHEN ${u('g', k + 1)} < 0.7 THEN 'verified' WHEN ${u('g', k + 1)} < 0.8 THEN 'partial_settled'
                                    WHEN ${u('g', k + 1)} < 0.9 THEN 'full_settled' WHEN ${u('g', k + 1)} < 0.95 THEN 'disputed' ELSE 'processing' END AS status,
                               round((5000 + 900000 * power(${u('g', k + 2)}, 2))::numeric, 2) AS due,
                               timestamptz '2024-06-01' + floor(500 * ${u('g', k + 3)}) * interval '1 day' AS created_at) c
    JOIN r ON r.idx = g % ${s.reporters}`,
    [s.gstins, s.name, s.statuses ?? null],
  );
  const pan = main!.slice(2, 12);
  // Settled ones settle on their timeline; disputed ones carry the reported business's statement.
  await client.query(
    `INSERT INTO case_events (case_id, from_status, to_status, settled_delta, created_at, updated_at)
     SELECT id, 'verified', status, settled_amount, updated_at, updated_at FROM defaulter_cases
     WHERE substr(defaulter_gstin, 3, 10) = $1 AND status IN ('partial_settled', 'full_settled')`,
    [pan],
  );
  await client.query(
    `INSERT INTO case_disputes (case_id, statement, opened_at, decide_by, status, previous_status)
     SELECT id, 'We never received these goods; the delivery note is not signed by us.', created_at + interval '10 days',
            created_at + interval '40 days', 'open', 'verified'
     FROM defaulter_cases WHERE substr(defaulter_gstin, 3, 10) = $1 AND status = 'disputed'`,
    [pan],
  );
  // A third of the reporters are micro enterprises with a Udyam number: MSMED interest on their cases.
  await client.query(
    `UPDATE businesses SET enterprise_type = 'micro', udyam_number = 'UDYAM-RJ-17-' || lpad(id::text, 7, '0')
     WHERE id IN (SELECT DISTINCT reporter_business_id FROM defaulter_cases WHERE substr(defaulter_gstin, 3, 10) = $1) AND id % 3 = 0`,
    [pan],
  );
  await client.query(
    `
    INSERT INTO business_transactions (supplier_business_id, buyer_business_id, user_id, transaction_type, amount, advance_paid,
      invoice_date, due_date, created_at, updated_at)
    SELECT s.id, $1, s.user_id, 'sale', 25000, CASE WHEN g % 5 = 0 THEN 0 ELSE 25000 END, date '2025-01-01' + g, date '2025-01-31' + g,
           timestamptz '2025-01-01' + g * interval '1 day', timestamptz '2025-01-20' + (g + g % 30) * interval '1 day'
    FROM generate_series(0, ${s.purchases - 1}) AS g
    JOIN bench_business s ON s.idx = 2000 + g % 100`,
    [business.id],
  );
  await client.query(
    `INSERT INTO transaction_consents (supplier_business_id, buyer_business_id, consented_by, consented_at, text_version, text_sha256)
     SELECT DISTINCT s.id, $1::bigint, s.user_id, timestamptz '2024-12-01', 'bench', repeat('a', 64)
     FROM bench_business s WHERE s.idx BETWEEN 2000 AND 2099`,
    [business.id],
  );
  return Number(
    (await client.query(`SELECT count(*) AS n FROM defaulter_cases WHERE substr(defaulter_gstin, 3, 10) = $1`, [pan])).rows[0].n,
  );
}

async function loadMembers(db: Knex, count: number) {
  const [plan] = await db('membership_plans').insert({ name: 'Bench plan', slug: 'bench-plan' }).returning('id');
  const [version] = await db('plan_versions')
    .insert({ plan_id: plan.id, version: 1, fee: '10000.00', duration_value: 1, duration_unit: 'years', cir_fee: '199.00', published: 1 })
    .returning('id');
  const members: CirLoad['members'] = [];
  for (let i = 0; i < count; i++) {
    const [user] = await db('users')
      .insert({
        name: `Bench member ${i}`,
        mobile: `8${String(i).padStart(9, '0')}`,
        email: `member${i}@bench.bakaya.local`,
        role_id: 1,
        account_type: 'customer',
        status: 1,
      })
      .returning('id');
    const pan = `MEMB${String.fromCharCode(65 + (i % 26))}${String(1000 + i).slice(-4)}M`;
    const [business] = await db('businesses')
      .insert({
        user_id: user.id,
        trade_name: `Bench Member Traders ${i}`,
        gstin: validGstin('08', pan),
        pan,
        gst_verified_at: new Date(),
        registration_source: 'seed',
      })
      .returning('id');
    await db('subscriptions').insert({
      user_id: user.id,
      business_id: business.id,
      plan_version_id: version.id,
      starts_at: new Date(Date.now() - 86_400_000),
      ends_at: new Date(Date.now() + 300 * 86_400_000),
      status: 'active',
    });
    await postJournal(db, callAs(null), {
      idempotencyKey: `bench-cir-wallet-${i}`,
      kind: 'adjustment',
      memberId: Number(user.id),
      narration: 'Bench funds',
      entries: [
        { account: 'adjustment_expense', debit: WALLET_PAISE },
        { account: 'user_wallet', memberId: Number(user.id), credit: WALLET_PAISE },
      ],
    });
    members.push({ userId: Number(user.id), businessId: Number(business.id) });
  }
  return members;
}

export async function loadCirData(url: string, db: Knex, opts: CirLoadOptions, log: (line: string) => void): Promise<CirLoad> {
  const t0 = performance.now();
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {
    /* the failing query rejects with the same error */
  });
  await client.connect();
  try {
    await prepareBulkLoad(client, log);
    await loadCaseEvents(client);
    const businesses = await loadBusinesses(client, opts.businesses);
    log(`  ${businesses.toLocaleString('en-US')} businesses (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    await loadTransactions(client, opts.transactions, businesses);
    log(`  ${opts.transactions.toLocaleString('en-US')} business transactions (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    const heavy = [validGstin('27', HEAVY_PAN), validGstin('24', HEAVY_PAN)];
    const typical = [validGstin('08', TYPICAL_PAN)];
    const heavyCases = await loadSubject(client, {
      gstins: heavy,
      name: 'Heavy Defaulter Industries Private Limited',
      cases: opts.heavyCases,
      reporters: 150,
      purchases: 300,
      key: 400,
    });
    const typicalCases = await loadSubject(client, {
      gstins: typical,
      name: 'Typical Buyer Traders',
      cases: 3,
      reporters: 3,
      purchases: 20,
      key: 500,
      statuses: ['verified', 'verified', 'full_settled'],
    });
    await client.query(`SET session_replication_role = DEFAULT`).catch(() => {});
    for (const table of ['businesses', 'business_transactions', 'transaction_consents', 'defaulter_cases', 'case_events', 'users'])
      await client.query(`VACUUM (ANALYZE) ${table}`);
    const members = await loadMembers(db, opts.members);
    return {
      heavy: { gstin: heavy[0]!, cases: heavyCases },
      typical: { gstin: typical[0]!, cases: typicalCases },
      businesses: businesses + 2,
      transactions: opts.transactions,
      members,
      seconds: (performance.now() - t0) / 1000,
    };
  } finally {
    await client.end().catch(() => {});
  }
}
