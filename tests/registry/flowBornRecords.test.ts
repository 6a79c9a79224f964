/**
 * Records born in a flow are never written through the generic API (issue 18 §2). "Born in a flow" is
 * read from the code itself, so nobody has to remember: every table a service outside the engine inserts
 * into (`trx('table').insert(…)`, `INSERT INTO table`, `insertAudited(trx, call, 'table', …)`) is a flow's table, and each registry resource over it
 * must be read-only, or have its generic create closed (`createdThrough` / `flow.create`: 405 for members
 * and staff alike), or be listed below with the reason the generic create stays. A member's generic create
 * (owner `create`) only ever goes through a dedicated endpoint, and a bulk import of a flow's records runs
 * the flow's own service.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORTABLE_RESOURCES } from '../../api/src/contracts/bulkImport';
import { recordImporterFor } from '../../api/src/domain/recordImporters';
import { closedWrite, genericWriteOpen, resources } from '../../api/src/registry';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'api/src');

/**
 * Resources over a flow's table whose generic create stays open, each with its reason. Keep it short:
 * a resource here must be a place where staff (or members) legitimately start such a record by hand.
 */
const GENERIC_CREATE_STAYS: Readonly<Record<string, string>> = {
  customers: 'Staff add a member by hand; registration (user/register) is the member’s own way in. Same hooks either way.',
  'admin-users': 'Staff accounts are created only by staff (the users table is shared with members, who register).',
  businesses:
    'Staff add a member’s business by hand (same GST hooks); businesses/businessWrites.ts only brings the demo’s businesses in with their dates.',
  'promo-codes':
    'Staff create promo codes by hand on their screen; payments/paymentHistory.ts only brings the demo’s past codes in with their dates.',
  'free-benefit-tracks':
    'Staff force a free-benefit track by hand (the “Free Benefits Force Track” feature); CIR use counts are the flow’s.',
};

/** A member's generic create that is itself the flow (its hooks are the flow's rules), with the reason. */
const OWNER_CREATE_STAYS: Readonly<Record<string, string>> = {
  businesses:
    'Adding a business is the generic create with its GST look-up hooks (domain/businesses/hooks.ts); the proof of control is issue 18 §1.',
};

/** The source of a file with comments blanked, so a comment may name `INSERT INTO`. */
const code = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/^\s*\/\/.*$/gm, ' ');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return path.relative(SRC, p) === 'engine' ? [] : sourceFiles(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

const INSERTS = [
  /\(\s*'([a-z_]+)'\s*\)\s*\.insert\s*\(/g,
  /\bINSERT INTO\s+"?([a-z_]+)"?/gi,
  // audit/auditedWrite.ts: insertAudited(trx, call, 'table', …) inserts the row with its audit row
  /\binsertAudited\s*(?:<[^>]*>)?\s*\(\s*\w+\s*,\s*\w+\s*,\s*'([a-z_]+)'/g,
];

/** table → the files (outside the generic engine) that insert into it. */
export function flowTables(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = code(file);
    for (const pattern of INSERTS) {
      for (const m of text.matchAll(pattern)) {
        const table = m[1]!.toLowerCase();
        out.set(table, [...new Set([...(out.get(table) ?? []), path.relative(ROOT, file)])]);
      }
    }
  }
  return out;
}

describe('records born in a flow', () => {
  const tables = flowTables();

  it('finds the flows’ tables in the code (the scan works)', () => {
    for (const table of ['defaulter_cases', 'settlement_requests', 'orders', 'payments', 'invoices', 'credit_notes', 'cir_reports'])
      expect(tables.has(table), table).toBe(true);
    expect(tables.get('defaulter_cases')).toContain('api/src/domain/defaulterCases/reportService.ts');
  });

  it('are never created through the generic API: every resource over a flow’s table is read-only or has its create closed', () => {
    const open = resources
      .filter((r) => tables.has(r.table) && genericWriteOpen(r, 'create') && !GENERIC_CREATE_STAYS[r.name])
      .map((r) => `${r.name} (table ${r.table}, written by ${tables.get(r.table)!.join(', ')})`);
    expect(open, 'declare flow.create (or createdThrough, or readOnly) on these resources').toEqual([]);
  });

  it('keeps the list of exceptions honest: each is a creatable resource over a flow’s table', () => {
    for (const name of Object.keys(GENERIC_CREATE_STAYS)) {
      const r = resources.find((x) => x.name === name);
      expect(r, name).toBeDefined();
      expect(tables.has(r!.table), `${name}: its table is no flow's, drop it from the list`).toBe(true);
      expect(genericWriteOpen(r!, 'create'), `${name}: its create is closed already, drop it from the list`).toBe(true);
    }
  });

  it('a member creates a record only through a dedicated endpoint (an upload, a flow’s own call), never the generic POST', () => {
    const generic = resources
      .filter((r) => r.owner?.actions.includes('create') && !r.createdThrough && !OWNER_CREATE_STAYS[r.name])
      .map((r) => r.name);
    expect(generic).toEqual([]);
  });

  it('closes the flow’s verbs for members and staff alike, naming the flow', () => {
    const cases = resources.find((r) => r.name === 'defaulter-cases')!;
    expect(closedWrite(cases, 'create')).toMatch(/POST \/api\/defaulter\/report/);
    expect(genericWriteOpen(cases, 'edit')).toBe(true);
    for (const r of resources) {
      for (const verb of ['edit', 'delete'] as const) {
        if (r.flow?.[verb]) expect(r.owner?.actions ?? [], `${r.name} ${verb}`).not.toContain(verb);
      }
    }
  });

  it('a bulk import of a flow’s records runs the flow’s own service', () => {
    for (const name of IMPORTABLE_RESOURCES) {
      const r = resources.find((x) => x.name === name)!;
      if (!genericWriteOpen(r, 'create')) expect(recordImporterFor(name), `${name}: needs a record importer`).toBeDefined();
    }
  });
});
