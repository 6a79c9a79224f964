import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Routes stay thin (issue 7 §2): a route handler parses the request, builds the call context and hands
// both to a service; the service runs the queries. So no file of routes may build a query itself.
// The rule, for a new file: name it `<something>Routes.ts` (or put it under a `routes/` folder) and
// call services with `ctx.db` as an argument — never `ctx.db('table')`, `trx(…)`, `….raw(…)`, `knex(…)`.
const ROOT = path.resolve(import.meta.dirname, '../..');

const SQL_CALLS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  // `db(` as a whole word: ctx.db('orders'), db('users')…; `.db(` is the same call through an object.
  { name: 'db(', pattern: /(?<![\w$])db\s*\(/ },
  { name: 'trx(', pattern: /(?<![\w$])trx\s*\(/ },
  // express.raw() is Express's raw-body parser (the payment webhooks need the exact bytes), not SQL.
  { name: '.raw(', pattern: /(?<!\bexpress)\.raw\s*\(/ },
  { name: 'knex(', pattern: /(?<![\w$])knex\s*\(/ },
];

/**
 * Lines that may still build a query in a route file, each with the reason. Keep it empty: move the
 * query into the component's service instead. An entry is `path:line text` exactly as reported.
 */
const ALLOWED: readonly string[] = [];

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(p);
    const isRoutes = /Routes\.ts$/.test(e.name) || (path.basename(dir) === 'routes' && /\.ts$/.test(e.name));
    return isRoutes && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

/** The code of a file with its comments blanked (line numbers kept), so a comment may name `db(`. */
function withoutComments(source: string): string {
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  return source
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/^(\s*)\/\/.*$/gm, (m, indent: string) => indent + blank(m.slice(indent.length)));
}

function sqlInRoutes(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    withoutComments(fs.readFileSync(file, 'utf8'))
      .split('\n')
      .flatMap((line, i) =>
        SQL_CALLS.filter((c) => c.pattern.test(line)).map((c) => `${path.relative(ROOT, file)}:${i + 1} ${c.name} ${line.trim()}`),
      ),
  );
}

describe('no SQL in route handlers', () => {
  const files = routeFiles(path.join(ROOT, 'api/src'));

  it('finds the route files of the engine and the domain components', () => {
    const names = files.map((f) => path.relative(ROOT, f));
    for (const known of [
      'api/src/engine/resourceRoutes.ts',
      'api/src/domain/payments/moneyMemberRoutes.ts',
      'api/src/domain/payments/paymentRoutes.ts',
      'api/src/domain/payments/paymentWebhookRoutes.ts',
    ]) {
      expect(names).toContain(known);
    }
    expect(files.length).toBeGreaterThan(30);
  });

  it('sees a query where there is one, and not in comments or express.raw()', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'noSqlInRoutes-'));
    try {
      const sample = path.join(dir, 'sampleRoutes.ts');
      fs.writeFileSync(
        sample,
        [
          '// a comment may say ctx.db("orders")',
          "router.post('/hook', express.raw({ type: () => true }), handler);",
          "const owned = await ctx.db('orders').where({ id }).first('id');",
          'await trx("users").update({ a: 1 });',
          "const n = await db.raw('select 1');",
          'const k = knex({ client: "pg" });',
          'await service(ctx.db, call, id);',
        ].join('\n'),
      );
      const found = sqlInRoutes([sample]).map((f) => f.replace(/^.*sampleRoutes\.ts:/, ''));
      expect(found).toEqual([
        "3 db( const owned = await ctx.db('orders').where({ id }).first('id');",
        '4 trx( await trx("users").update({ a: 1 });',
        "5 .raw( const n = await db.raw('select 1');",
        '6 knex( const k = knex({ client: "pg" });',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds no query in any route file (move it into the service)', () => {
    const found = sqlInRoutes(files).filter((f) => !ALLOWED.includes(f));
    expect(found).toEqual([]);
  });

  it('keeps the allow-list honest: every entry still matches a line', () => {
    const found = sqlInRoutes(files);
    expect(ALLOWED.filter((a) => !found.includes(a))).toEqual([]);
  });
});
