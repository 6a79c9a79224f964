/**
 * Which source files write which table, read from the code itself (issue 19 §1). A write is a Knex chain
 * on a table that calls a writing method (`db('t').insert(…)`, `trx('t').where(…).update(…)`,
 * `.into('t')`, `.table('t')…`), or raw SQL naming the table (`INSERT INTO t`, `UPDATE t SET`,
 * `DELETE FROM t`). Comments are blanked first, so a comment may name a statement.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

const WRITE_METHODS = new Set(['insert', 'update', 'del', 'delete', 'upsert', 'merge', 'onConflict', 'increment', 'decrement']);

/** The tables the migrations create: only these count, so `createHash('sha256').update(…)` is no write. */
export function schemaTables(): Set<string> {
  const dir = path.join(ROOT, 'migrations');
  const out = new Set<string>();
  for (const name of fs.readdirSync(dir)) {
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    for (const m of text.matchAll(/createTable\(\s*'([a-z_]+)'/g)) out.add(m[1]!);
    for (const m of text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?([a-z_]+)/gi)) out.add(m[1]!.toLowerCase());
  }
  return out;
}

/** The code of a file with comments blanked (strings kept). */
export function withoutComments(source: string): string {
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  return source
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[^:'"`])\/\/[^\n]*/g, (m, lead: string) => lead + blank(m.slice(lead.length)));
}

/** The methods called in the chain that starts at `from` (`.where(…).update(…)` → where, update). */
function chainMethods(text: string, from: number): string[] {
  const methods: string[] = [];
  let i = from;
  for (;;) {
    const m = /^\s*\.\s*([A-Za-z_$][\w$]*)\s*(?:<[^()]*?>)?\s*\(/.exec(text.slice(i, i + 400));
    if (!m) return methods;
    methods.push(m[1]!);
    let depth = 1;
    i += m[0].length;
    while (i < text.length && depth > 0) {
      const c = text[i++];
      if (c === '(') depth++;
      else if (c === ')') depth--;
    }
  }
}

/** Whether the Knex chain `x(arg)` at this match writes (`.into(…)`, `.table(…)` or a writing method after it). */
const writes = (text: string, m: RegExpMatchArray) =>
  ['into', 'table'].includes(m[1]!) || chainMethods(text, m.index! + m[0].length).some((x) => WRITE_METHODS.has(x));

/**
 * Helpers that write a table named by a parameter (`insertIds(trx, table, rows)` → `trx(table).insert`):
 * name → the parameter's position. Their callers are the writers of the tables they pass.
 */
export function tableHelpersIn(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const f of text.matchAll(/function\s+([A-Za-z_$][\w$]*)\s*(?:<[^>]*>)?\s*\(([^)]*)\)/g)) {
    const params = f[2]!.split(',').map((p) => p.trim().split(/[\s:?=]/)[0]!);
    params.forEach((param, index) => {
      if (!param) return;
      const call = new RegExp(`(?<![\\w$.])([A-Za-z_$][\\w$]*)\\s*\\(\\s*${param}\\s*\\)`, 'g');
      if ([...text.matchAll(call)].some((m) => writes(text, m))) out.set(f[1]!, index);
    });
  }
  return out;
}

/** The arguments of the call whose `(` is at `open`, split at top-level commas. */
function callArguments(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    if (depth === 0) return [...args, text.slice(start, i)];
    if (depth === 1 && c === ',') {
      args.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return args;
}

/** The tables one file's code writes, directly or through a table helper (name → parameter position). */
export function tablesWrittenBy(text: string, known: Set<string>, helpers = new Map<string, number>()): Set<string> {
  const out = new Set<string>();
  const add = (t: string) => {
    if (known.has(t)) out.add(t);
  };
  // `x('t')…` or `x.y('t')…` followed by a writing method somewhere in its chain.
  for (const m of text.matchAll(/(?<![\w$])([A-Za-z_$][\w$]*)\s*\(\s*'([a-z_]+)'\s*\)/g)) {
    if (writes(text, m)) add(m[2]!);
  }
  for (const [name, index] of helpers) {
    for (const m of text.matchAll(new RegExp(`(?<![\\w$.])${name}\\s*(?:<[^>]*>)?\\s*\\(`, 'g'))) {
      const arg = /^\s*'([a-z_]+)'\s*$/.exec(callArguments(text, m.index! + m[0].length - 1)[index] ?? '');
      if (arg) add(arg[1]!);
    }
  }
  for (const m of text.matchAll(/\bINSERT\s+INTO\s+"?([a-z_]+)"?/gi)) add(m[1]!.toLowerCase());
  for (const m of text.matchAll(/\bUPDATE\s+"?([a-z_]+)"?(?:\s+AS\s+\w+|\s+\w+)?\s+SET\b/gi)) add(m[1]!.toLowerCase());
  for (const m of text.matchAll(/\bDELETE\s+FROM\s+"?([a-z_]+)"?/gi)) add(m[1]!.toLowerCase());
  return out;
}

/** The component a file belongs to: api/src/domain/<c>/ → c; api/src/<folder>/ → folder; seeds → seeds. */
export function componentOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'seeds') return 'seeds';
  if (parts[2] === 'domain') return parts.length > 4 ? parts[3]! : 'domain';
  return parts.length > 3 ? parts[2]! : parts[2]!.replace(/\.ts$/, '');
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

/** table → files (relative to the repo) that write it, over api/src and seeds. */
export function tableWriters(): Map<string, string[]> {
  const known = schemaTables();
  const out = new Map<string, string[]>();
  const files = [...sourceFiles(path.join(ROOT, 'api/src')), ...sourceFiles(path.join(ROOT, 'seeds'))].map((file) => ({
    rel: path.relative(ROOT, file),
    text: withoutComments(fs.readFileSync(file, 'utf8')),
  }));
  const helpers = new Map(files.flatMap(({ text }) => [...tableHelpersIn(text)]));
  for (const { rel, text } of files) {
    for (const table of tablesWrittenBy(text, known, helpers)) {
      out.set(table, [...(out.get(table) ?? []), rel]);
    }
  }
  return out;
}
