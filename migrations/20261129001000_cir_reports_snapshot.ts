import type { Knex } from 'knex';

/**
 * The CIR as a stored snapshot (issue 11 §2, api/src/domain/cir/):
 *  - cir_reports: the whole report as generated (snapshot jsonb, read back as it was, never
 *    recomputed), why the member looked (purpose), what paid for it (basis: own business, a free CIR
 *    of the plan, the plan's fee; the order and its GST invoice), the verification code printed on
 *    the PDF (20 characters of base32 from crypto: unguessable, unique), the member's Idempotency-Key
 *    (unique per member) with a hash of the request it came with, and the subject's PAN. The reports
 *    ARE the enquiry history: who (user, enquiring business), when, why, about which GSTIN — indexed
 *    by (subject_pan, created_at) for "enquiries on this PAN". Rows made before this migration keep
 *    a null snapshot (the API lists and reads only reports with one). `band` widens to the 40
 *    characters of score_bands.name; a generated report may have no score (no credit history).
 *  - defaulter_cases.show_reporter_name: the reporter agreed to be named in credit reports; else the
 *    report says "A member in <state>".
 *  - company_name_key(text): spec §5's company-name normalisation in SQL, the same as
 *    normaliseCompanyName (api/src/validation/companyName.ts; tests/cir/nameKey.test.ts holds
 *    the two equal): lower-case (after NFD, so accented capitals lower-case under any locale; Ø Æ Œ
 *    Đ Ł Þ Ə by hand); Latin and Devanagari combining marks removed after NFD; - _ / and
 *    dashes are spaces; punctuation (ASCII, Latin-1, general punctuation, currency signs, dandas)
 *    removed; words joined by '-'; whole words 'limited' → 'ltd', 'private ltd' → 'pvt-ltd',
 *    'public ltd' → 'pub-ltd'. Written with explicit ranges, not [[:alnum:]], because character
 *    classes beyond ASCII depend on the database's locale (the embedded server runs with C).
 *    The key of businesses' trade and legal names and of cases' defaulter names is kept in stored
 *    generated columns (trade_name_key, legal_name_key, defaulter_name_key: computed once per write,
 *    not per search — the regular expressions cost ~20 µs a name), COLLATE "C" so that a b-tree on
 *    (key, GSTIN) answers "names starting with …" in key order (the same name first) and stops
 *    after a page, and a trigram (GIN) index answers "names like …" — the CIR's name search
 *    (cirSearchService.ts) at 200,000 businesses and a million cases.
 */
/** The normalised names kept beside the names (stored generated columns), each with its trigram index. */
const NAME_KEYS = [
  ['businesses', 'trade_name_key', 'trade_name', 'gstin'],
  ['businesses', 'legal_name_key', 'legal_name', 'gstin'],
  ['defaulter_cases', 'defaulter_name_key', 'defaulter_name', 'defaulter_gstin'],
] as const;

const PURPOSES = ['new_credit', 'credit_review', 'collection', 'own_business', 'other'];

// No '?' anywhere: Knex would read it as a binding.
const NAME_KEY_FUNCTION = String.raw`
CREATE OR REPLACE FUNCTION company_name_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
  SELECT regexp_replace(regexp_replace(regexp_replace(
           regexp_replace(regexp_replace(
             regexp_replace(
               regexp_replace(
                 regexp_replace(lower(translate(normalize(name, NFD), 'ØÆŒĐŁÞƏ', 'øæœđłþə')),
                   '[\u0300-\u036f\u0900-\u0903\u093a-\u093c\u093e-\u094f\u0951-\u0957\u0962\u0963]+', '', 'g'),
                 '[-_/\u2010-\u2015\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff[:space:]]+', ' ', 'g'),
               '[\u0021-\u002c\u002e\u003a-\u0040\u005b-\u005e\u0060\u007b-\u007e\u00a1-\u00a9\u00ab-\u00b1\u00b4\u00b6-\u00b8\u00bb\u00bf\u00d7\u00f7\u2016-\u2027\u202a-\u202e\u2030-\u205e\u2060-\u206f\u20a0-\u20cf\u2120\u2122\u0964\u0965]+', '', 'g'),
             '^ +| +$', '', 'g'),
           ' +', '-', 'g'),
         '\mlimited\M', 'ltd', 'g'),
       '\mprivate-ltd\M', 'pvt-ltd', 'g'),
     '\mpublic-ltd\M', 'pub-ltd', 'g')
$fn$`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cir_reports', (t) => {
    t.jsonb('snapshot');
    t.string('purpose', 16).checkIn(PURPOSES);
    t.string('basis', 16).checkIn(['own_business', 'free_quota', 'plan_fee']);
    t.string('verification_code', 20).unique();
    t.specificType('subject_pan', 'char(10)');
    t.bigInteger('order_id').references('orders.id').onDelete('SET NULL');
    t.bigInteger('invoice_id').references('invoices.id').onDelete('SET NULL');
    t.string('idempotency_key', 80);
    t.string('request_hash', 64);
    t.index(['order_id']);
    t.index(['invoice_id']);
  });
  await knex.raw('ALTER TABLE cir_reports ALTER COLUMN band TYPE varchar(40)');
  // A generated report on a business with no credit history has no score ("no history").
  await knex.raw('ALTER TABLE cir_reports DROP CONSTRAINT cir_reports_score');
  await knex.raw(`ALTER TABLE cir_reports ADD CONSTRAINT cir_reports_score CHECK (
    (score IS NULL OR score BETWEEN 0 AND 900) AND fee >= 0 AND (snapshot IS NULL OR status = 'generated'))`);
  await knex.raw('UPDATE cir_reports SET subject_pan = substr(subject_gstin, 3, 10) WHERE subject_pan IS NULL');
  await knex.raw('CREATE UNIQUE INDEX cir_reports_user_idempotency ON cir_reports (user_id, idempotency_key)');
  await knex.raw('CREATE INDEX cir_reports_subject_pan_created_at ON cir_reports (subject_pan, created_at)');

  await knex.schema.alterTable('defaulter_cases', (t) => {
    t.boolean('show_reporter_name').notNullable().defaultTo(false);
  });

  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.raw(NAME_KEY_FUNCTION);
  for (const [table, key, column, gstin] of NAME_KEYS) {
    await knex.raw(`ALTER TABLE ?? ADD COLUMN ?? text COLLATE "C" GENERATED ALWAYS AS (company_name_key(??)) STORED`, [table, key, column]);
    await knex.raw(`CREATE INDEX ?? ON ?? USING gin (?? gin_trgm_ops)`, [`${table}_${key}_trgm`, table, key]);
    await knex.raw(`CREATE INDEX ?? ON ?? (??, ??)`, [`${table}_${key}_gstin`, table, key, gstin]);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, key] of NAME_KEYS) await knex.raw('ALTER TABLE ?? DROP COLUMN ??', [table, key]);
  await knex.raw('DROP FUNCTION IF EXISTS company_name_key(text)');
  await knex.schema.alterTable('defaulter_cases', (t) => t.dropColumn('show_reporter_name'));
  await knex.raw('DROP INDEX IF EXISTS cir_reports_subject_pan_created_at');
  await knex.raw('DROP INDEX IF EXISTS cir_reports_user_idempotency');
  await knex.raw('ALTER TABLE cir_reports DROP CONSTRAINT cir_reports_score');
  await knex.raw(`ALTER TABLE cir_reports ADD CONSTRAINT cir_reports_score CHECK (
    (score IS NULL OR score BETWEEN 0 AND 900) AND (status = 'failed' OR score IS NOT NULL) AND fee >= 0)`);
  await knex.raw('ALTER TABLE cir_reports ALTER COLUMN band TYPE varchar(20)');
  await knex.schema.alterTable('cir_reports', (t) => {
    for (const c of [
      'snapshot',
      'purpose',
      'basis',
      'verification_code',
      'subject_pan',
      'order_id',
      'invoice_id',
      'idempotency_key',
      'request_hash',
    ])
      t.dropColumn(c);
  });
}
