/**
 * Loads the list benchmark's data set straight into PostgreSQL: reporter customers with one
 * business each, then `rows` defaulter cases in ONE server-side `INSERT … SELECT … FROM
 * generate_series` (no rows cross the wire). Deterministic: every "random" choice is a hash of the
 * row number (`hashint8extended`, stable across PostgreSQL versions because hash partitioning
 * depends on it), so two runs load the same rows.
 *
 * Shape of the data (spread like real data, see the constants below):
 * - REPORTERS customers (users, account_type 'customer', role_id 1), each with a business. Reporter 0,
 *   "the big reporter", owns BIG_REPORTER_SHARE of the cases; the rest are spread with a skew (u²).
 * - defaulters: about rows × 0.3 distinct defaulter entities, skewed (some are reported many times);
 *   an entity keeps one name and one GSTIN over all its cases.
 * - statuses: STATUS_MIX below (the status-filter shape asks for FILTER_STATUS, ~40 % of rows).
 * - names: PREFIXES × TRADES × SUFFIXES ("Shree Cotton Traders"); `q` = SEARCH_TERM (a prefix of
 *   middling frequency) matches a few per cent of rows.
 * - GSTINs: state code 01-37 (60 % from eight large states) + PAN (5 letters, 4 digits, 1 letter;
 *   the 4th letter is the holder type) + entity digit + 'Z' + one alphanumeric (check digits do not
 *   matter for a direct insert).
 * - due_amount numeric(14,2) log-spread 5,000 – 50,00,000; created_at over three years (more recent
 *   ones more frequent), ids in created_at order as in a real table; due_date 15–180 days before
 *   created_at; verified_on / settled_amount consistent with the status; verified and settled cases
 *   listed from their verification (as if the buyer accepted the claim at once: listing.ts).
 *
 * The table's secondary indexes (whatever the migrations define, read from the catalogue) are
 * dropped for the load and rebuilt from their own definitions afterwards — a sorted build is far
 * faster than maintaining 15 indexes row by row. Then VACUUM (ANALYZE), so the visibility map is
 * set and autovacuum does not start in the middle of a measurement.
 */
import pg from 'pg';

export const REPORTERS = 2000;
export const BIG_REPORTER_SHARE = 0.05;
export const FILTER_STATUS = 'verified';
export const SEARCH_TERM = 'balaji';

/** Cumulative status mix (ids of CASE_STATUSES in api/src/registry/resources/defaulter.ts). */
export const STATUS_MIX: ReadonlyArray<readonly [string, number]> = [
  ['verified', 0.4],
  ['processing', 0.25],
  ['full_settled', 0.1],
  ['partial_settled', 0.08],
  ['rejected', 0.05],
  ['more_details_required', 0.05],
  ['incomplete', 0.03],
  ['removed', 0.02],
  ['wrongly_reported', 0.02],
];

const PREFIXES = [
  'Shree',
  'Sri',
  'Jai',
  'Om',
  'Balaji',
  'Ganesh',
  'Laxmi',
  'Krishna',
  'Sai',
  'Mahalaxmi',
  'Durga',
  'Ambika',
  'Bharat',
  'Hindustan',
  'National',
  'Royal',
  'Supreme',
  'Global',
  'New',
  'Maruti',
  'Vinayak',
  'Shiv',
  'Hari',
  'Radhe',
  'Gurukripa',
  'Annapurna',
  'Saraswati',
  'Kaveri',
  'Ganga',
  'Yamuna',
  'Himalaya',
  'Vijay',
  'Anand',
  'Sagar',
  'Kohinoor',
  'Jyoti',
  'Modern',
  'Prakash',
  'Rajdhani',
  'Navrang',
];
const TRADES = [
  'Textiles',
  'Steel',
  'Agro',
  'Chemicals',
  'Plastics',
  'Electricals',
  'Pharma',
  'Foods',
  'Paper',
  'Cotton',
  'Spices',
  'Timber',
  'Hardware',
  'Auto',
  'Cement',
  'Garments',
  'Dairy',
  'Rice',
  'Oil',
  'Tiles',
  'Glass',
  'Leather',
  'Packaging',
  'Tyres',
  'Jewellers',
];
const SUFFIXES = [
  'Traders',
  'Enterprises',
  'Industries',
  'Agencies',
  'Corporation',
  '& Co',
  'Brothers',
  '& Sons',
  'Private Limited',
  'LLP',
  'Distributors',
  'Suppliers',
  'Mills',
  'Udyog',
  'Stores',
];
/** Maharashtra, Gujarat, Rajasthan, Uttar Pradesh, Delhi, Tamil Nadu, Karnataka, West Bengal. */
const BIG_STATES = ['27', '24', '08', '09', '07', '33', '29', '19'];
const SOURCE_MIX: ReadonlyArray<readonly [string, number]> = [
  ['web', 0.7],
  ['android', 0.12],
  ['ios', 0.05],
  ['agent', 0.05],
  ['admin', 0.05],
  ['import', 0.03],
];
/** The three years the cases were reported in (fixed, so a run does not depend on today's date). */
const PERIOD_START = '2023-11-01T00:00:00Z';
const PERIOD_DAYS = 1096;

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;
const sqlArray = (xs: readonly string[]) => `ARRAY[${xs.map(sqlText).join(',')}]::text[]`;

/** CASE over a cumulative mix: `mix` fractions must add up to 1. */
function pickByMix(u: string, mix: ReadonlyArray<readonly [string, number]>): string {
  let acc = 0;
  const arms = mix.slice(0, -1).map(([id, share]) => {
    acc += share;
    return `WHEN ${u} < ${acc.toFixed(6)} THEN ${sqlText(id)}`;
  });
  return `CASE ${arms.join(' ')} ELSE ${sqlText(mix[mix.length - 1]![0])} END`;
}

/** A letter A-Z from a hash stream. */
const letter = (key: string, k: number) => `chr(65 + floor(26 * pg_temp.u(${key}, ${k}))::int)`;
const alnum = (key: string, k: number) => `substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1 + floor(36 * pg_temp.u(${key}, ${k}))::int, 1)`;

export interface LoadResult {
  rows: number;
  reporters: number;
  bigReporter: { userId: number; cases: number };
  statusRows: number;
  searchRows: number;
  seconds: { reporters: number; insert: number; indexes: number; vacuum: number; total: number };
}

/**
 * A session for bulk loading: no per-row foreign-key triggers (rows are valid by construction; needs a
 * superuser, which both the embedded server and the machine's server give us), big sort memory, no
 * waiting for the WAL, and pg_temp.u(i, k): the k-th deterministic "random" number in [0, 1) of row i.
 */
export async function prepareBulkLoad(client: pg.Client, log: (line: string) => void): Promise<void> {
  await client.query(`SET session_replication_role = replica`).catch(() => log('  (not a superuser: foreign keys are checked row by row)'));
  await client.query(`SET work_mem = '256MB'`);
  await client.query(`SET maintenance_work_mem = '512MB'`);
  await client.query(`SET synchronous_commit = off`);
  await client.query(`CREATE FUNCTION pg_temp.u(i bigint, k bigint) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT (hashint8extended(i, k) & 2147483647)::float8 / 2147483648.0 $$`);
}

export async function loadCases(url: string, rows: number, log: (line: string) => void = () => {}): Promise<LoadResult> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {
    /* the failing query rejects with the same error */
  });
  await client.connect();
  const t0 = performance.now();
  const lap = (() => {
    let last = t0;
    return () => {
      const now = performance.now();
      const s = (now - last) / 1000;
      last = now;
      return s;
    };
  })();
  try {
    await prepareBulkLoad(client, log);

    await client.query('BEGIN');
    // Reporters: customer + business each. GSTIN letters 1-3 spell the reporter number in base 26: unique.
    await client.query(`
      INSERT INTO users (name, mobile, email, role_id, account_type, status, registration_source, created_at, updated_at)
      SELECT CASE WHEN g = 0 THEN 'Bench big reporter' ELSE 'Bench reporter ' || g END,
             '6' || lpad(g::text, 9, '0'), 'reporter' || g || '@bench.bakaya.local', 1, 'customer', 1, 'seed',
             timestamptz '${PERIOD_START}' - interval '30 days', timestamptz '${PERIOD_START}' - interval '30 days'
      FROM generate_series(0, ${REPORTERS - 1}) AS g`);
    await client.query(`
      CREATE TEMP TABLE bench_reporter AS
      SELECT g AS idx, u.id AS user_id,
             CASE WHEN pg_temp.u(g, 101) < 0.6 THEN (${sqlArray(BIG_STATES)})[1 + floor(8 * pg_temp.u(g, 102))::int]
                  ELSE lpad((1 + floor(37 * pg_temp.u(g, 103)))::text, 2, '0') END
               || chr(65 + (g / 676) % 26) || chr(65 + (g / 26) % 26) || chr(65 + g % 26)
               || (ARRAY['C','F','P','H'])[1 + floor(4 * pg_temp.u(g, 104))::int] || ${letter('g', 105)}
               || lpad(floor(10000 * pg_temp.u(g, 106))::int::text, 4, '0') || ${letter('g', 107)}
               || (1 + floor(9 * pg_temp.u(g, 108)))::int::text || 'Z' || ${alnum('g', 109)} AS gstin
      FROM generate_series(0, ${REPORTERS - 1}) AS g
      JOIN users u ON u.email = 'reporter' || g || '@bench.bakaya.local'`);
    await client.query(`
      INSERT INTO businesses (user_id, trade_name, legal_name, gstin, pan, state_id, registration_source, gst_verified_at, status, created_at, updated_at)
      SELECT r.user_id,
             (${sqlArray(PREFIXES)})[1 + floor(40 * pg_temp.u(r.idx, 111))::int] || ' ' || (${sqlArray(TRADES)})[1 + floor(25 * pg_temp.u(r.idx, 112))::int] || ' Trading Co',
             NULL, r.gstin, substr(r.gstin, 3, 10), s.id, 'seed', timestamptz '${PERIOD_START}' - interval '29 days', 1,
             timestamptz '${PERIOD_START}' - interval '30 days', timestamptz '${PERIOD_START}' - interval '30 days'
      FROM bench_reporter r LEFT JOIN states s ON s.gst_code = left(r.gstin, 2)
      ORDER BY r.idx`);
    await client.query(`ALTER TABLE bench_reporter ADD COLUMN business_id bigint`);
    await client.query(`UPDATE bench_reporter r SET business_id = b.id FROM businesses b WHERE b.user_id = r.user_id`);
    await client.query(`CREATE UNIQUE INDEX ON bench_reporter (idx)`);
    await client.query(`ANALYZE bench_reporter`);
    const reportersSeconds = lap();

    // Secondary indexes of defaulter_cases (not those behind a constraint): dropped now, rebuilt after the load.
    const { rows: indexes } = await client.query<{ name: string; def: string }>(`
      SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = 'defaulter_cases'::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY c.relname`);
    for (const ix of indexes) await client.query(`DROP INDEX ${pg.escapeIdentifier(ix.name)}`);

    const defaulters = Math.max(1000, Math.round(rows * 0.3));
    const u = (k: number) => `pg_temp.u(g, ${k})`;
    await client.query(`
      INSERT INTO defaulter_cases (reporter_user_id, reporter_business_id, defaulter_business_id, defaulter_gstin, defaulter_name,
        defaulter_pan, due_amount, due_date, invoice_number, verified_on, listed_from, write_off_amount, settled_amount, status, legal_case,
        remarks, source, created_at, updated_at)
      SELECT r.user_id, r.business_id, NULL, d.gstin, d.name, substr(d.gstin, 3, 10), c.due_amount,
             (c.created_at::date - (15 + floor(165 * ${u(7)}))::int),
             CASE WHEN ${u(11)} < 0.8 THEN 'INV/' || to_char(c.created_at, 'YYYY') || '/' || lpad((g % 100000)::text, 5, '0') END,
             c.verified_on, c.verified_on, 0,
             CASE c.status WHEN 'full_settled' THEN c.due_amount
                           WHEN 'partial_settled' THEN round(c.due_amount * (0.1 + 0.8 * ${u(9)})::numeric, 2)
                           ELSE 0 END,
             c.status, ${u(10)} < 0.03, NULL, ${pickByMix(u(12), SOURCE_MIX)},
             c.created_at, coalesce(c.verified_on, c.created_at)
      FROM generate_series(1, ${rows}) AS g
      CROSS JOIN LATERAL (
        SELECT CASE WHEN ${u(1)} < ${BIG_REPORTER_SHARE} THEN 0 ELSE 1 + floor(${REPORTERS - 1} * power(${u(2)}, 2))::int END AS reporter,
               floor(${defaulters} * power(${u(3)}, 2))::bigint AS defaulter,
               ${pickByMix(u(4), STATUS_MIX)} AS status,
               timestamptz '${PERIOD_START}' + sqrt(${u(5)}) * interval '${PERIOD_DAYS} days' AS created_at,
               round((5000 * power(1000, power(${u(6)}, 1.5)))::numeric, 2) AS due_amount
      ) c0
      CROSS JOIN LATERAL (
        SELECT c0.*, CASE WHEN c0.status IN ('verified', 'partial_settled', 'full_settled')
                          THEN c0.created_at + (1 + 14 * ${u(8)}) * interval '1 day' END AS verified_on
      ) c
      JOIN bench_reporter r ON r.idx = c.reporter
      CROSS JOIN LATERAL (
        SELECT (${sqlArray(PREFIXES)})[1 + floor(40 * power(pg_temp.u(c.defaulter, 21), 1.5))::int] || ' '
                 || (${sqlArray(TRADES)})[1 + floor(25 * pg_temp.u(c.defaulter, 22))::int] || ' '
                 || (${sqlArray(SUFFIXES)})[1 + floor(15 * pg_temp.u(c.defaulter, 23))::int] AS name,
               CASE WHEN pg_temp.u(c.defaulter, 24) < 0.6 THEN (${sqlArray(BIG_STATES)})[1 + floor(8 * pg_temp.u(c.defaulter, 25))::int]
                    ELSE lpad((1 + floor(37 * pg_temp.u(c.defaulter, 26)))::text, 2, '0') END
                 || ${letter('c.defaulter', 27)} || ${letter('c.defaulter', 28)} || ${letter('c.defaulter', 29)}
                 || (ARRAY['C','F','P','H'])[1 + floor(4 * pg_temp.u(c.defaulter, 30))::int] || ${letter('c.defaulter', 31)}
                 || lpad(floor(10000 * pg_temp.u(c.defaulter, 32))::int::text, 4, '0') || ${letter('c.defaulter', 33)}
                 || (1 + floor(9 * pg_temp.u(c.defaulter, 34)))::int::text || 'Z' || ${alnum('c.defaulter', 35)} AS gstin
      ) d
      ORDER BY c.created_at, g`);
    const insertSeconds = lap();
    log(`  inserted ${rows.toLocaleString('en-US')} cases in ${insertSeconds.toFixed(1)} s; rebuilding ${indexes.length} indexes…`);

    for (const ix of indexes) await client.query(ix.def);
    await client.query('COMMIT');
    const indexSeconds = lap();
    await client.query(`SET session_replication_role = DEFAULT`).catch(() => {});
    await client.query('VACUUM (ANALYZE) defaulter_cases');
    await client.query('VACUUM (ANALYZE) businesses');
    await client.query('VACUUM (ANALYZE) users');
    const vacuumSeconds = lap();

    const {
      rows: [facts],
    } = await client.query<{ big_user: string; big_cases: string; status_rows: string; search_rows: string }>(
      `
      SELECT (SELECT user_id FROM bench_reporter WHERE idx = 0) AS big_user,
             (SELECT count(*) FROM defaulter_cases WHERE reporter_user_id = (SELECT user_id FROM bench_reporter WHERE idx = 0)) AS big_cases,
             (SELECT count(*) FROM defaulter_cases WHERE status = $1) AS status_rows,
             (SELECT count(*) FROM defaulter_cases WHERE defaulter_name ILIKE $2) AS search_rows`,
      [FILTER_STATUS, `%${SEARCH_TERM}%`],
    );
    return {
      rows,
      reporters: REPORTERS,
      bigReporter: { userId: Number(facts!.big_user), cases: Number(facts!.big_cases) },
      statusRows: Number(facts!.status_rows),
      searchRows: Number(facts!.search_rows),
      seconds: {
        reporters: reportersSeconds,
        insert: insertSeconds,
        indexes: indexSeconds,
        vacuum: vacuumSeconds,
        total: (performance.now() - t0) / 1000,
      },
    };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}
