/**
 * The benchmark's baseline: what a competent hand-written server would do for the same
 * ra-data-simple-rest calls — node:http, a `pg` Pool, parameterised SQL, page and exact count(*)
 * in parallel, Content-Range. No framework, no auth, no per-request look-ups.
 *
 *   GET /api/defaulter-cases?sort=["col","DESC"]&range=[0,24]&filter={"status":…,"q":…,"reporter_user_id":…,"id":[…]}
 *   GET /api/defaulter-cases/:id
 *
 * It answers with the same visible columns as the registry resource, the same ORDER BY (the sort
 * column, then id in the same direction; NULLS FIRST/LAST only on nullable columns, where the engine's
 * order and PostgreSQL's default differ) and ILIKE over the same searchable columns for `q`. A computed
 * field (the case's state, `left(defaulter_gstin, 2)`) is selected and filtered by its expression, as
 * any hand-written server would.
 */
import http from 'node:http';
import pg from 'pg';
import { getResource } from '../../api/src/registry';
import { closeServer, listenLocally } from './localServer';

// The same JSON as the API: bigint ids as numbers, dates as 'YYYY-MM-DD', numeric (money) as strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export interface BareResource {
  name: string;
  table: string;
  columns: string[];
  searchable: string[];
  sortable: Set<string>;
  filterable: Set<string>;
  nullable: Set<string>;
  /** Computed fields: name → SQL expression over the row. */
  computed: Map<string, string>;
  defaultSort: { column: string; order: 'ASC' | 'DESC' };
}

export const MAX_PAGE = 1000;

/** The resource's column lists, read once from the registry declaration (no per-request work). */
export function describeResource(name: string, nullable: Set<string>): BareResource {
  const r = getResource(name);
  if (!r) throw new Error(`no registry resource "${name}"`);
  const fields = Object.entries(r.fields);
  const [column, order] = r.defaultSort;
  return {
    name: r.name,
    table: r.table,
    // The API's order: the stored columns, then the computed ones (engine/resourceService.ts readColumns).
    columns: [
      ...fields.filter(([, d]) => !d.hidden && !d.virtual && !d.computed).map(([n]) => n),
      ...fields.filter(([, d]) => !d.hidden && d.computed).map(([n]) => n),
    ],
    searchable: fields.filter(([, d]) => d.searchable && !d.hidden).map(([n]) => n),
    sortable: new Set(fields.filter(([n, d]) => !d.hidden && (n === 'id' || d.sortable)).map(([n]) => n)),
    filterable: new Set(
      fields.filter(([n, d]) => !d.hidden && !d.virtual && (n === 'id' || d.filter || d.type === 'reference')).map(([n]) => n),
    ),
    nullable,
    computed: new Map(fields.flatMap(([n, d]) => (d.computed && !d.hidden ? [[n, d.computed] as const] : []))),
    defaultSort: { column, order: order.toUpperCase() === 'ASC' ? 'ASC' : 'DESC' },
  };
}

export async function nullableColumns(pool: pg.Pool, table: string): Promise<Set<string>> {
  const { rows } = await pool.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND is_nullable = 'YES'`,
    [table],
  );
  return new Set(rows.map((r) => r.column_name));
}

class BadRequest extends Error {}

const q = (ident: string) => `"${ident.replace(/"/g, '""')}"`;
/** A column as a filter sees it: the column, or a computed field's expression. */
const operand = (r: BareResource, name: string) => (r.computed.has(name) ? `(${r.computed.get(name)})` : q(name));
/** A column as a SELECT lists it: a computed field under its name. */
const selected = (r: BareResource, name: string) => (r.computed.has(name) ? `(${r.computed.get(name)}) AS ${q(name)}` : q(name));
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function json(raw: string | null, name: string): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequest(`"${name}" is not valid JSON`);
  }
}

export interface ListSql {
  page: { text: string; values: unknown[] };
  count: { text: string; values: unknown[] };
  offset: number;
  limit: number;
}

/** The two statements for one list call. Column names come only from the resource's lists. */
export function buildListSql(r: BareResource, params: URLSearchParams): ListSql {
  const values: unknown[] = [];
  const where: string[] = [];
  const filter = json(params.get('filter'), 'filter') ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new BadRequest('"filter" must be an object');
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (key === 'q') {
      const term = typeof value === 'string' ? value.trim().slice(0, 100) : '';
      if (!term) continue;
      values.push(`%${escapeLike(term)}%`);
      where.push(`(${r.searchable.map((c) => `${q(c)} ILIKE $${values.length}`).join(' OR ')})`);
    } else if (r.filterable.has(key)) {
      if (Array.isArray(value)) {
        values.push(value.map(String));
        where.push(
          key === 'id' ? `${q(key)} = ANY($${values.length}::bigint[])` : `${operand(r, key)}::text = ANY($${values.length}::text[])`,
        );
      } else if (value === null) {
        where.push(`${operand(r, key)} IS NULL`);
      } else {
        values.push(value);
        where.push(`${operand(r, key)} = $${values.length}`);
      }
    } else {
      throw new BadRequest(`unknown filter "${key}"`);
    }
  }
  const sort = json(params.get('sort'), 'sort') as [string, string] | undefined;
  const column = sort?.[0] ?? r.defaultSort.column;
  const order = (sort?.[1] ?? r.defaultSort.order).toUpperCase();
  if (!r.sortable.has(column) || (order !== 'ASC' && order !== 'DESC')) throw new BadRequest('bad sort');
  const nulls = r.nullable.has(column) ? (order === 'ASC' ? ' NULLS FIRST' : ' NULLS LAST') : '';
  const orderBy = column === 'id' ? `id ${order}` : `${q(column)} ${order}${nulls}, id ${order}`;
  const range = json(params.get('range'), 'range') as [number, number] | undefined;
  const [start, end] = range ?? [0, 24];
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) throw new BadRequest('bad range');
  const limit = Math.min(end - start + 1, MAX_PAGE);
  const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const n = values.length;
  return {
    page: {
      text: `SELECT ${r.columns.map((c) => selected(r, c)).join(', ')} FROM ${q(r.table)}${whereSql} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
      values: [...values, limit, start],
    },
    count: { text: `SELECT count(*) AS total FROM ${q(r.table)}${whereSql}`, values },
    offset: start,
    limit,
  };
}

export function getOneSql(r: BareResource, id: number) {
  return { text: `SELECT ${r.columns.map((c) => selected(r, c)).join(', ')} FROM ${q(r.table)} WHERE id = $1`, values: [id] };
}

export interface BareServer {
  server: http.Server;
  pool: pg.Pool;
  port: number;
  close: () => Promise<void>;
}

/**
 * Starts the baseline on `port` (0: any free port). `onQuery` sees every statement it runs (for
 * EXPLAIN in the benchmark report).
 */
export async function startBareServer(opts: {
  url: string;
  resource: string;
  port?: number;
  poolSize?: number;
  onQuery?: (q: { text: string; values: unknown[] }) => void;
}): Promise<BareServer> {
  const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
  // An idle connection the server closed (restart, shutdown) must not take the process down.
  pool.on('error', (err) => console.error('[bare] idle connection error:', err.message));
  const r = describeResource(opts.resource, await nullableColumns(pool, getResource(opts.resource)!.table));
  const prefix = `/api/${r.name}`;
  const run = (s: { text: string; values: unknown[] }) => {
    opts.onQuery?.(s);
    return pool.query(s.text, s.values);
  };

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...headers });
    res.end(text);
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    if (req.method !== 'GET' || !url.pathname.startsWith(prefix)) return send(res, 404, { message: 'Not found' });
    const rest = url.pathname.slice(prefix.length);
    if (rest === '' || rest === '/') {
      const sql = buildListSql(r, url.searchParams);
      const [page, count] = await Promise.all([run(sql.page), run(sql.count)]);
      const total = Number(count.rows[0].total);
      const range = page.rows.length ? `${sql.offset}-${sql.offset + page.rows.length - 1}` : '*';
      return send(res, 200, page.rows, {
        'Content-Range': `${r.name} ${range}/${total}`,
        'Access-Control-Expose-Headers': 'Content-Range',
      });
    }
    const m = /^\/(\d{1,15})$/.exec(rest);
    if (!m) return send(res, 404, { message: 'Not found' });
    const { rows } = await run(getOneSql(r, Number(m[1])));
    return rows.length ? send(res, 200, rows[0]) : send(res, 404, { message: 'Not found' });
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (err instanceof BadRequest) send(res, 400, { message: err.message });
      else {
        console.error('[bare]', err);
        send(res, 500, { message: 'Internal error' });
      }
    });
  });
  const port = await listenLocally(server, opts.port);
  return {
    server,
    pool,
    port,
    close: async () => {
      await closeServer(server);
      await pool.end();
    },
  };
}
