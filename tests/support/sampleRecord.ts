/**
 * Generates a valid record for any registry resource from its field types, creating referenced
 * parents first. Used by the engine contract suite so every resource is exercised for real.
 */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { getResource } from '../../api/src/registry';
import type { FieldDef, ResourceDef } from '../../api/src/registry/types';
import { sandboxDetails } from '../../api/src/domain/gst/sandboxGstAdapter';
import { gstinCheckChar } from '../../api/src/validation';
import { uniqueMobile } from './testApp';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const pick = (s: string, n: number) => Array.from({ length: n }, () => s[crypto.randomInt(s.length)]).join('');
const digits = (n: number) => pick('0123456789', n);
const uid = () => crypto.randomBytes(4).toString('hex');

export function sampleGstin(stateCode = '27'): string {
  const first14 = `${stateCode}${pick(LETTERS, 5)}${digits(4)}${pick(LETTERS, 1)}1Z`;
  return first14 + gstinCheckChar(first14);
}

type SampleMode = 'api' | 'insert-minimal' | 'insert-full';
type Override = (db: Knex, mode: SampleMode) => Promise<Record<string, unknown>> | Record<string, unknown>;

const isoDaysFrom = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString();
const SAMPLE_START = '2026-11-21T10:30:00.000Z';
/** A start and an end 30 days later (the generic generator gives both the same instant). */
const window30 = (start = 'starts_at', end = 'ends_at') => ({ [start]: SAMPLE_START, [end]: isoDaysFrom(SAMPLE_START, 30) });

/** A random value of `candidates` not yet in `column` of `table`. */
async function unusedValue<T extends string | number>(db: Knex, table: string, column: string, candidates: T[]): Promise<T> {
  const used = new Set((await db(table).pluck(column)).map(String));
  const free = candidates.filter((c) => !used.has(String(c)));
  if (!free.length) throw new Error(`no unused ${table}.${column} left for a sample`);
  return free[crypto.randomInt(free.length)]!;
}

/** Server-set values the API makes itself (hooks), needed when a sample row is inserted directly. */
const partnerCode: Override = (_db, mode) => (mode === 'api' ? {} : { code: `SAMPLE-${pick(LETTERS + '0123456789', 8)}` });

/** Per-resource values a generic generator cannot guess (hook rules, cross-field checks, unique keys). */
export const SAMPLE_OVERRIDES: Record<string, Override> = {
  'role-permissions': async (db) => {
    const [role] = await db('roles')
      .insert({ name: `Sample role ${uid()}`, role_type: 'admin' })
      .returning('id');
    return { role_id: role.id, feature: 'Audit' };
  },
  'admin-users': () => ({ role_id: 3 }),
  // A live rule holds every staff request of the run (auth/restrictedIp.ts): a sample blocks one TEST-NET
  // address (203.0.113.x), which no test request comes from, instead of starting an allow-list.
  'restricted-ips': () => ({ rule: 'block' }),
  // Every GST code in use today is seeded; a sample takes a free one of 01-99.
  states: async (db) => ({
    gst_code: await unusedValue(
      db,
      'states',
      'gst_code',
      Array.from({ length: 99 }, (_, i) => String(i + 1).padStart(2, '0')),
    ),
  }),
  'score-bands': async (db) => {
    const min = await unusedValue(
      db,
      'score_bands',
      'min_score',
      Array.from({ length: 901 }, (_, i) => i),
    );
    return { min_score: min, max_score: Math.min(900, min + 10) };
  },
  // A member's add is checked against the GST look-up (the sandbox's answer for the GSTIN): names that match it.
  businesses: (_db, mode) => {
    if (mode !== 'api') return {};
    const gstin = sampleGstin('08');
    const registered = sandboxDetails(gstin);
    return { gstin, trade_name: registered.trade_name, legal_name: registered.legal_name, name_mismatch_confirmed: false };
  },
  // Supplier and buyer must be different businesses.
  'business-transactions': async (db) => ({
    supplier_business_id: await referenceId(db, 'businesses'),
    buyer_business_id: await freshId(db, 'businesses'),
  }),
  // An open case of its own: the sample amount (₹1,250.50, 'full') is exactly its outstanding due.
  // A request is on an open case of its own (the first stored case may be settled already).
  'settlement-requests': async (db, mode) =>
    mode === 'api' ? { case_id: await openCase(db), mode: 'full' } : { case_id: await freshId(db, 'defaulter-cases') },
  // A payment of ₹1 on a request of its own, well within what it agreed.
  // At most one successful payment pays an order (payments_one_applied_per_order): each sample pays its own order.
  payments: async (db) => ({ order_id: await freshId(db, 'orders') }),
  'settlement-payment-details': async (db) => ({ settlement_request_id: await freshId(db, 'settlement-requests'), amount: '1.00' }),
  'bank-accounts': (_db, mode) => (mode === 'api' ? { account_number: `50100${digits(9)}` } : {}),
  'free-trials': () => window30(),
  'promo-codes': () => ({ code: `SAVE${pick(LETTERS + '0123456789', 8)}`, ...window30() }),
  subscriptions: () => window30(),
  // Totals that add up (total = taxable + taxes; IGST or CGST+SGST), one live invoice per order.
  invoices: async (db) => invoiceSample(db),
  'pending-invoices': async (db) => invoiceSample(db),
  // A credit note's parts add up too (one tax kind), against an invoice of its own.
  'credit-notes': async (db) => ({
    invoice_id: await freshId(db, 'invoices'),
    sequence: crypto.randomInt(1, 2_000_000_000),
    taxable_amount: '100.00',
    igst: '18.00',
    cgst: '0.00',
    sgst: '0.00',
    total: '118.00',
  }),
  /**
   * A ledger entry is one leg of a journal that must balance when its transaction commits (a
   * deferred trigger), and the suite inserts the sample row on its own. So the sample is the
   * revenue credit of a ₹500 payment whose other leg (the bank-clearing debit) is staged first, with
   * the balance trigger held off for that one insert (ALTER TABLE … DISABLE TRIGGER is
   * transactional: no other session sees it). The journal balances once the sample row commits.
   */
  // An account code is lower-case letters and underscores only (a database check).
  'ledger-accounts': () => ({ code: `sample_${pick('abcdefghijklmnopqrstuvwxyz', 10)}`, kind: 'asset', per_member: false }),
  'ledger-entries': async (db) => {
    const userId = await referenceId(db, 'customers');
    const [journal] = await db('wallet_journal')
      .insert({
        user_id: userId,
        kind: 'payment',
        amount: '500.00',
        idempotency_key: `sample-${uid()}`,
        narration: 'Sample payment',
      })
      .returning('id');
    await db.transaction(async (trx) => {
      await trx.raw('ALTER TABLE wallet_ledger_entries DISABLE TRIGGER wallet_ledger_entries_balanced');
      await trx('wallet_ledger_entries').insert({ journal_id: journal.id, account: 'bank_clearing', debit: '500.00', credit: '0.00' });
      await trx.raw('ALTER TABLE wallet_ledger_entries ENABLE TRIGGER wallet_ledger_entries_balanced');
    });
    // Not the member's wallet: a wallet leg written outside the ledger service would leave
    // users.wallet_balance differing from the entries, which verifyLedger reports.
    return { journal_id: journal.id, account: 'revenue', user_id: null, debit: '0.00', credit: '500.00' };
  },
  partners: partnerCode,
  affiliates: partnerCode,
  professionals: partnerCode,
  'channel-partners': partnerCode,
  // One rule per (partner type, order purpose).
  'commission-rules': async (db) => {
    const used = new Set((await db('commission_rules').select('partner_type', 'purpose')).map((r) => `${r.partner_type}/${r.purpose}`));
    const types = getResource('commission-rules')!.fields.partner_type!.choices!.map((c) => String(c.id));
    const purposes = getResource('commission-rules')!.fields.purpose!.choices!.map((c) => String(c.id));
    const free = types.flatMap((t) => purposes.map((p) => [t, p] as const)).filter(([t, p]) => !used.has(`${t}/${p}`));
    if (!free.length) throw new Error('no unused commission rule left for a sample');
    const [partner_type, purpose] = free[crypto.randomInt(free.length)]!;
    return { partner_type, purpose };
  },
  // One commission per partner and order.
  commissions: async (db) => ({ order_id: await freshId(db, 'orders') }),
  'export-jobs': () => ({ uuid: crypto.randomUUID() }),
  // Seeded slabs cover every day; a sample is an inactive slab being prepared (active ones may not overlap).
  'user-deactivation-slabs': () => ({ min_days: 10, max_days: 20, status: 0 }),
  'contact-blocks': () => ({ contact: uniqueMobile(), contact_type: 'mobile' }),
  // The invoice keeps a copy of its reporter business (for the once-only index); not a registry field.
  'case-invoices': async (db) => ({ reporter_business_id: await referenceId(db, 'businesses') }),
  // An open dispute has no decision yet (a CHECK ties the decision columns to the status).
  'case-disputes': () => ({
    status: 'open',
    previous_status: 'verified',
    notice_id: null,
    decided_at: null,
    decided_by: null,
    decision_note: null,
    upheld_status: null,
  }),
  // One bank rate per date: a sample takes a day of 2100 nobody has used.
  'rbi-bank-rates': async (db) => ({
    effective_from: await unusedValue(
      db,
      'rbi_bank_rates',
      'effective_from',
      Array.from({ length: 365 }, (_, i) => new Date(Date.UTC(2100, 0, 1 + i)).toISOString().slice(0, 10)),
    ),
  }),
  // A limit is for one role or one admin user; one row per role.
  'export-day-settings': async (db) => {
    const [role] = await db('roles')
      .insert({ name: `Sample export role ${uid()}`, role_type: 'admin' })
      .returning('id');
    return { role_id: role.id, user_id: null };
  },
  // One open deactivation request per member.
  'user-deactivation-requests': async (db) => ({ user_id: await freshId(db, 'customers') }),
  // A case is selected once; a case gets one notice per party and batch.
  'sa-defaulters': async (db) => ({ case_id: await freshId(db, 'defaulter-cases') }),
  'legal-notices': async (db) => ({ case_id: await freshId(db, 'defaulter-cases') }),
  'legal-notices-pdf-generated': async (db) => ({ case_id: await freshId(db, 'defaulter-cases') }),
};

/** A new case in review with its whole due (₹1,250.50) outstanding. */
export async function openCase(db: Knex): Promise<number> {
  const id = await freshId(db, 'defaulter-cases');
  await db('defaulter_cases')
    .where({ id })
    .update({ due_amount: '1250.50', settled_amount: '0.00', write_off_amount: '0.00', status: 'processing' });
  return id;
}

async function invoiceSample(db: Knex) {
  return {
    order_id: await freshId(db, 'orders'),
    sequence: crypto.randomInt(1, 2_000_000_000),
    taxable_amount: '1000.00',
    igst: '180.00',
    cgst: '0.00',
    sgst: '0.00',
    total: '1180.00',
  };
}

/** `prefix` plus a random suffix, cut to the field's length from the front so the suffix (uniqueness) survives. */
function textOf(def: FieldDef, prefix: string, suffix = ` ${uid()}`): string {
  const max = def.max ?? 255;
  let s = (prefix.slice(0, Math.max(0, max - suffix.length)) + suffix).trim().slice(-max);
  while (def.min && s.length < def.min) s += 'x';
  return s;
}

export function sampleValue(def: FieldDef, name: string): unknown {
  switch (def.type) {
    case 'string':
      // A file fingerprint column is checked to be hex SHA-256.
      if (name === 'sha256') return crypto.randomBytes(32).toString('hex');
      return textOf(def, def.label);
    case 'text':
    case 'richtext':
      return textOf(def, `Sample ${def.label.toLowerCase()} written for a test`, ` ${uid()}.`);
    case 'email':
      return `t${uid()}@example.com`;
    case 'mobile':
      return uniqueMobile();
    case 'gstin':
      return sampleGstin();
    case 'pan':
      return `${pick(LETTERS, 5)}${digits(4)}${pick(LETTERS, 1)}`;
    case 'ifsc':
      return `HDFC0${pick(LETTERS + '0123456789', 6)}`;
    case 'udin':
      return `${digits(8)}${pick(LETTERS + '0123456789', 10)}`;
    case 'url':
      return `https://example.com/${uid()}`;
    case 'slug':
      return `sample-${uid()}`;
    case 'integer':
      return Math.max(def.min ?? 1, Math.min(def.max ?? 1, 1)) || (def.min ?? 0);
    case 'money':
      // An advance is checked to be below the amount it was paid against.
      // A sample case has nothing settled yet, so it stays open for settlement samples.
      return name === 'advance_paid' || name === 'settled_amount' ? '0.00' : '1250.50';
    case 'percent':
      return '18.00';
    case 'boolean':
      return true;
    case 'date':
      return '2026-11-21';
    case 'datetime':
      return '2026-11-21T10:30:00.000Z';
    case 'enum':
      return def.choices![0]!.id;
    case 'json':
      return { sample: true };
    case 'ip':
      return `203.0.113.${crypto.randomInt(1, 250)}`;
    case 'colour':
      return '#1e88e5';
    case 'id':
    case 'reference':
      throw new Error(`no direct sample for ${name}`);
  }
}

/** Id of a row of `resourceName` (existing, or created for the purpose). */
export async function referenceId(db: Knex, resourceName: string, depth = 0): Promise<number> {
  const target = getResource(resourceName)!;
  const existing = await db(target.table)
    .where(target.baseFilter ?? {})
    .orderBy('id')
    .first('id');
  if (existing) return existing.id;
  return freshId(db, resourceName, depth);
}

/** Id of a new row of `resourceName`, inserted directly (for samples that need their own parent). */
export async function freshId(db: Knex, resourceName: string, depth = 0): Promise<number> {
  const target = getResource(resourceName)!;
  if (depth > 6) throw new Error(`reference chain too deep at ${resourceName}`);
  // A system-kept resource declares no required fields (nothing is written through the engine): fill them all.
  const row = await sampleRow(db, target, target.readOnly ? 'insert-full' : 'insert-minimal', depth + 1);
  const [created] = await db(target.table)
    .insert({ ...row, ...(target.baseFilter ?? {}) })
    .returning('id');
  return created.id;
}

/**
 * A sample record.
 * - 'api': every writable field, for POST through the API;
 * - 'insert-minimal': required fields and defaults, for a parent row inserted directly;
 * - 'insert-full': every field including server-set ones, for read-only (log) resources.
 */
export async function sampleRow(db: Knex, resource: ResourceDef, mode: SampleMode = 'api', depth = 0) {
  const row: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(resource.fields)) {
    if (def.type === 'id' || name === 'created_at' || name === 'updated_at') continue;
    if (mode === 'api' && (def.readOnly || def.hidden)) continue;
    if (mode !== 'api' && (def.virtual || def.computed)) continue;
    // Direct inserts fill required fields and server-set ones (often NOT NULL, e.g. numbers).
    if (mode === 'insert-minimal' && !def.required && !def.readOnly && !def.hidden) {
      if (def.default !== undefined) row[name] = def.default;
      continue;
    }
    if (def.example !== undefined) row[name] = def.example;
    // The cached sum of the member's wallet entries, and a sample member has none (see verifyLedger).
    else if (name === 'wallet_balance') row[name] = '0.00';
    else if (def.type === 'reference') row[name] = await referenceId(db, def.reference!, depth);
    else if (def.zod && def.type === 'string')
      continue; // a custom rule on free text: needs an example
    else row[name] = sampleValue(def, name);
  }
  const override = SAMPLE_OVERRIDES[resource.name];
  return override ? { ...row, ...(await override(db, mode)) } : row;
}
