/**
 * The generic CRUD service every registry resource shares. Each write runs in one transaction:
 * validation → field allow-list → hooks → write → audit row.
 */
import type { Knex } from 'knex';
import type { SignedInCall } from '../callContext';
import type { AuditActionOf, RowAuditAction } from '../audit/auditActions';
import { writeAudit } from '../audit/auditLog';
import type { AppContext } from '../context';
import type { ResourceDef } from '../registry/types';
import { hooksIn, type HookContext } from './hooks';
import type { Condition, ListParams } from './listParams';
import { countRows, EXACT_COUNT_CAP, EXACT_COUNT_CAP_SEARCH } from './listTotals';
import { columnNullability, type ColumnNullability } from '../db/columnNullability';
import type { Scope } from './resourceScope';
import { assertOwnReferences } from './ownReferences';
import { toStoredColumns } from './storedColumns';
import { withCleanRichText } from './richText';
import { prepareWrite, withDefaults } from './writeInput';
import { rowRefusal } from './rowRefusal';
import { asHttpError } from '../http/domainErrors';
import { refusal } from '../domain/errors';

type Row = Record<string, unknown>;

/**
 * A call into the engine: the caller's context (who, IP, request id — the one call context of the
 * API, ../callContext.ts) plus the app, the row scope the caller is allowed, and optionally an open
 * transaction the call is part of (the engine's writes then join it as a savepoint).
 */
export interface EngineCall extends SignedInCall {
  app: AppContext;
  scope: Scope;
  trx?: Knex.Transaction;
}

/** Stored columns a client may see: declared, not hidden, not computed. */
export const visibleColumns = (r: ResourceDef) =>
  Object.entries(r.fields)
    .filter(([, d]) => !d.hidden && !d.virtual && !d.computed)
    .map(([n]) => n);

/** The SQL of a computed field (FieldDef.computed), in parentheses; undefined for a stored column. */
const computedSql = (r: ResourceDef, column: string) => {
  const sql = r.fields[column]?.computed;
  return sql ? `(${sql})` : undefined;
};

/** What a read selects: the visible stored columns and every computed field under its name. */
export function readColumns(db: Knex | Knex.Transaction, r: ResourceDef): Array<string | Knex.Raw> {
  const computed = Object.entries(r.fields)
    .filter(([, d]) => d.computed && !d.hidden)
    .map(([n, d]) => db.raw(`(${d.computed}) AS ??`, [n]));
  return [...visibleColumns(r), ...computed];
}

/** A read: who may see which rows (the scope) and the app. Writes need a whole EngineCall. */
export type ReadCall = Pick<EngineCall, 'app' | 'scope'>;

function scoped(r: ResourceDef, q: Knex.QueryBuilder, scope: Scope): Knex.QueryBuilder {
  if (r.baseFilter) q.where(r.baseFilter);
  if (scope.kind === 'owner') {
    q.where(scope.column, scope.userId);
    if (scope.hideDeleted && Object.hasOwn(r.fields, 'status')) q.where('status', 1);
  }
  if (scope.kind === 'public') for (const sql of scope.where) q.whereRaw(`(${sql})`);
  return q;
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The text `q` searches: the searchable columns joined into one string. One expression (rather
 * than an OR per column) so that one trigram index built on exactly this expression serves it;
 * see migrations/20261123000200_list_performance.ts.
 */
export const searchExpression = (columns: readonly string[]) => `(${columns.map(() => "coalesce(??::text, '')").join(" || ' ' || ")})`;

/** A condition on a computed field: the same comparison, on its expression. */
function applyComputedCondition(q: Knex.QueryBuilder, sql: string, c: Exclude<Condition, { kind: 'search' }>) {
  switch (c.kind) {
    case 'eq':
      return q.whereRaw(`${sql} = ?`, [c.value]);
    case 'null':
      return q.whereRaw(`${sql} IS NULL`);
    case 'in':
      return c.values.length ? q.whereRaw(`${sql} IN (${c.values.map(() => '?').join(', ')})`, c.values) : q.whereRaw('false');
    case 'cmp':
      return q.whereRaw(`${sql} ${c.op} ?`, [c.value]);
  }
}

/** A condition on an `integer` field, its values typed bigint (the column itself stays bare, so its index serves). */
function applyIntegerCondition(q: Knex.QueryBuilder, c: Exclude<Condition, { kind: 'search' }>) {
  switch (c.kind) {
    case 'eq':
      return q.whereRaw('?? = ?::bigint', [c.column, c.value]);
    case 'null':
      return q.whereNull(c.column);
    case 'in':
      return c.values.length
        ? q.whereRaw(`?? IN (${c.values.map(() => '?::bigint').join(', ')})`, [c.column, ...c.values])
        : q.whereRaw('false');
    case 'cmp':
      return q.whereRaw(`?? ${c.op} ?::bigint`, [c.column, c.value]);
  }
}

function applyCondition(r: ResourceDef, q: Knex.QueryBuilder, c: Condition) {
  const sql = c.kind === 'search' ? undefined : computedSql(r, c.column);
  if (sql && c.kind !== 'search') return applyComputedCondition(q, sql, c);
  // An `integer` field's column may be int4 or int8: the value is sent as a bigint, which PostgreSQL compares
  // with either (cross-type operators, indexes still used), so a large size_bytes filter is not a 22003 error.
  if (c.kind !== 'search' && r.fields[c.column]?.type === 'integer') return applyIntegerCondition(q, c);
  switch (c.kind) {
    case 'eq':
      return q.where(c.column, c.value);
    case 'null':
      return q.whereNull(c.column);
    case 'in':
      return c.values.length ? q.whereIn(c.column, c.values) : q.whereRaw('false');
    case 'cmp':
      return q.where(c.column, c.op, c.value);
    case 'search':
      return q.whereRaw(`${searchExpression(c.columns)} ILIKE ?`, [...c.columns, `%${escapeLike(c.term)}%`]);
  }
}

/**
 * ORDER BY for a list: the sort column, then id in the same direction (a stable order for paging).
 * Nullable columns keep empty values at the end in either direction (ASC NULLS FIRST reversed);
 * NOT NULL columns get no NULLS clause, so a plain index on the column is read forwards or
 * backwards instead of sorting the table.
 */
export function orderFor(
  r: ResourceDef,
  sort: ListParams['sort'],
  nullable: ColumnNullability,
): Array<{ column: string; order: 'asc' | 'desc'; nulls?: 'first' | 'last' }> {
  const { column, order } = sort;
  const mayBeNull = column !== 'id' && nullable.get(`${r.table}.${column}`) !== false;
  const first = mayBeNull ? { column, order, nulls: order === 'asc' ? ('first' as const) : ('last' as const) } : { column, order };
  return column === 'id' ? [{ column: 'id', order }] : [first, { column: 'id', order }];
}

/** react-admin's getMany (filter {"id":[…]} fitting one page): every match is in the page, so no count is needed. */
const idListOnly = (p: ListParams) =>
  p.offset === 0 &&
  p.conditions.length === 1 &&
  p.conditions[0]!.kind === 'in' &&
  p.conditions[0]!.column === 'id' &&
  p.conditions[0]!.values.length <= p.limit;

/** A text search re-checks every matching row in the table, so it is counted exactly only to a lower cap. */
const countCap = (p: ListParams) => (p.conditions.some((c) => c.kind === 'search') ? EXACT_COUNT_CAP_SEARCH : EXACT_COUNT_CAP);

/** From this offset on, a page is found through its ids first (an index-only scan), then its rows are read. */
export const DEFERRED_JOIN_OFFSET = 1000;

export async function listRecords(r: ResourceDef, params: ListParams, call: ReadCall) {
  const db = call.app.db;
  const filtered = () => {
    const q = scoped(r, db(r.table), call.scope);
    for (const c of params.conditions) applyCondition(r, q, c);
    return q;
  };
  const sortSql = computedSql(r, params.sort.column);
  const order = orderFor(r, params.sort, await columnNullability(db));
  // A computed sort orders by its expression (never null), then id.
  const ordered = (q: Knex.QueryBuilder) =>
    sortSql ? q.orderByRaw(`${sortSql} ${params.sort.order}, id ${params.sort.order}`) : q.orderBy(order);
  const page =
    params.offset >= DEFERRED_JOIN_OFFSET
      ? ordered(
          db(r.table)
            .select(readColumns(db, r))
            .whereIn('id', ordered(filtered().select('id')).offset(params.offset).limit(params.limit)),
        )
      : ordered(filtered().select(readColumns(db, r)))
          .offset(params.offset)
          .limit(params.limit);
  const [rows, total] = await Promise.all([page, idListOnly(params) ? undefined : countRows(db, filtered, r.count, countCap(params))]);
  return { rows: rows as Row[], ...(total ?? { total: rows.length, estimated: false }) };
}

async function findOne(db: Knex | Knex.Transaction, r: ResourceDef, id: number, scope: Scope, lock = false): Promise<Row | undefined> {
  const q = scoped(r, db(r.table), scope).where('id', id).first(readColumns(db, r));
  if (lock) q.forUpdate();
  return q;
}

export async function getRecord(r: ResourceDef, id: number, call: ReadCall): Promise<Row> {
  const row = await findOne(call.app.db, r, id, call.scope);
  if (!row) throw refusal('RECORD_ID_UNKNOWN', { label: r.recordLabel, id });
  return row;
}

/** One record by a unique field other than its id (a public page by its slug), within the scope. */
export async function getRecordBy(r: ResourceDef, column: string, value: string, call: ReadCall): Promise<Row> {
  const db = call.app.db;
  const row = await scoped(r, db(r.table), call.scope).where(column, value).first(readColumns(db, r));
  if (!row) throw refusal('RECORD_KEY_UNKNOWN', { label: r.recordLabel, key: String(value) });
  return row as Row;
}

function forcedValues(r: ResourceDef, scope: Scope): Row {
  return { ...(r.baseFilter ?? {}), ...(scope.kind === 'owner' ? { [scope.column]: scope.userId } : {}) };
}

async function inTransaction<T>(call: EngineCall, r: ResourceDef, fn: (h: HookContext) => Promise<T>): Promise<T> {
  return (call.trx ?? call.app.db).transaction((trx) => fn({ trx, principal: call.who, call, resource: r, app: call.app }));
}

/**
 * The pipeline's audit row (the one writeAudit call outside api/src/audit, tests/structure/auditWrites.test.ts):
 * `after` is the record as the pipeline answers it, read after the hooks ran. Its actions are catalogued:
 * the row verbs (and `deactivate`) of ROW_AUDIT_ACTIONS['*'], and a bulk create's `import`.
 */
const audit = (h: HookContext, call: EngineCall, action: RowAuditAction | AuditActionOf<string>, id: unknown, before?: Row, after?: Row) =>
  writeAudit(h.trx, call, { resource: h.resource.name, recordId: id as number, action, before, after });

/**
 * `serverSet`: values the server itself derived (e.g. the stored file's path, type and size for an
 * upload resource). They skip the client allow-list because no client sent them; everything else
 * goes through the same pipeline.
 */
export async function createRecord(r: ResourceDef, body: unknown, call: EngineCall, serverSet: Row = {}): Promise<Row> {
  const forced = forcedValues(r, call.scope);
  const hooks = hooksIn(call.app.hooks, r.name);
  let data = await withCleanRichText(
    r,
    withDefaults(r, { ...prepareWrite(r, 'create', body, call.scope, undefined, forced, hooks.checkFields), ...forced, ...serverSet }),
  );
  return inTransaction(call, r, async (h) => {
    await assertOwnReferences(h.trx, r, data, call.scope);
    data = (await hooks.beforeCreate?.(data, h)) ?? data;
    const [{ id }] = await h.trx(r.table).insert(toStoredColumns(r, data)).returning('id');
    const after = (await findOne(h.trx, r, id, { kind: 'staff' }))!;
    await hooks.afterWrite?.('create', after, undefined, h);
    await audit(h, call, 'create', id, undefined, after);
    return after;
  });
}

/** A row of a bulk create: its body (as a client would send it) and where it came from, for errors. */
export interface BulkRow {
  line: number;
  body: Record<string, unknown>;
}

const PG_MAX_PARAMS = 60_000;

/**
 * Many records of one resource in ONE transaction, all or none (the bulk import's commit). Each row
 * goes through the pipeline of createRecord — field allow-list and rules, owner check, rich-text
 * cleaning, beforeCreate hooks — and is inserted in batches; afterWrite hooks run per row. One audit
 * row records the whole batch (`audit`), not one per row. A row refused by the rules ends the
 * transaction with 409 naming its line. `onProgress` hears the running count after each batch.
 */
export async function createMany(
  r: ResourceDef,
  rows: AsyncIterable<BulkRow>,
  call: EngineCall,
  opts: { audit: { action: AuditActionOf<string>; after: Row }; onProgress?: (processed: number) => Promise<void> },
): Promise<number> {
  const hooks = hooksIn(call.app.hooks, r.name);
  const forced = forcedValues(r, call.scope);
  return inTransaction(call, r, async (h) => {
    let batch: Row[] = [];
    let processed = 0;
    const flush = async () => {
      if (!batch.length) return;
      const inserted = await h
        .trx(r.table)
        .insert(batch)
        .returning(hooks.afterWrite ? visibleColumns(r) : ['id']);
      if (hooks.afterWrite) for (const after of inserted as Row[]) await hooks.afterWrite('create', after, undefined, h);
      processed += batch.length;
      batch = [];
      await opts.onProgress?.(processed);
    };
    for await (const { line, body } of rows) {
      let data: Row;
      try {
        data = await withCleanRichText(
          r,
          withDefaults(r, { ...prepareWrite(r, 'create', body, call.scope, undefined, forced, hooks.checkFields), ...forced }),
        );
        await assertOwnReferences(h.trx, r, data, call.scope);
        data = (await hooks.beforeCreate?.(data, h)) ?? data;
      } catch (err) {
        const refused = asHttpError(err);
        if (!refused) throw err;
        throw rowRefusal(r, line, refused.errors ?? {}, refused.message);
      }
      batch.push(toStoredColumns(r, data));
      if (batch.length * Object.keys(data).length >= PG_MAX_PARAMS) await flush();
    }
    await flush();
    await audit(h, call, opts.audit.action, null, undefined, { ...opts.audit.after, rows: processed });
    return processed;
  });
}

async function updateOne(h: HookContext, call: EngineCall, id: number, body: unknown): Promise<Row> {
  const r = h.resource;
  const before = await findOne(h.trx, r, id, call.scope, true);
  if (!before) throw refusal('RECORD_ID_UNKNOWN', { label: r.recordLabel, id });
  const hooks = hooksIn(call.app.hooks, r.name);
  let data = await withCleanRichText(r, prepareWrite(r, 'update', body, call.scope, before, {}, hooks.checkFields));
  await assertOwnReferences(h.trx, r, data, call.scope);
  data = toStoredColumns(r, (await hooks.beforeUpdate?.(data, before, h)) ?? data);
  if (Object.keys(data).length) {
    await h
      .trx(r.table)
      .where('id', id)
      .update(r.timestamps ? { ...data, updated_at: h.trx.fn.now() } : data);
  }
  const after = (await findOne(h.trx, r, id, { kind: 'staff' }))!;
  await hooks.afterWrite?.('update', after, before, h);
  await audit(h, call, 'update', id, before, after);
  return after;
}

async function deleteOne(h: HookContext, call: EngineCall, id: number): Promise<Row> {
  const r = h.resource;
  const before = await findOne(h.trx, r, id, call.scope, true);
  if (!before) throw refusal('RECORD_ID_UNKNOWN', { label: r.recordLabel, id });
  const hooks = hooksIn(call.app.hooks, r.name);
  await hooks.beforeDelete?.(before, h);
  if (r.softDelete) {
    await h
      .trx(r.table)
      .where('id', id)
      .update(r.timestamps ? { status: 0, updated_at: h.trx.fn.now() } : { status: 0 });
    const after = (await findOne(h.trx, r, id, { kind: 'staff' }))!;
    await hooks.afterWrite?.('delete', after, before, h);
    await audit(h, call, 'deactivate', id, before, after);
  } else {
    await h.trx(r.table).where('id', id).delete();
    await hooks.afterWrite?.('delete', before, before, h);
    await audit(h, call, 'delete', id, before, undefined);
  }
  return before;
}

export const updateRecord = (r: ResourceDef, id: number, body: unknown, call: EngineCall) =>
  inTransaction(call, r, (h) => updateOne(h, call, id, body));

export const deleteRecord = (r: ResourceDef, id: number, call: EngineCall) => inTransaction(call, r, (h) => deleteOne(h, call, id));

/** Bulk update/delete: all ids or none, in one transaction, ids locked in a fixed order. */
export async function updateMany(r: ResourceDef, ids: number[], body: unknown, call: EngineCall): Promise<number[]> {
  const sorted = [...ids].sort((a, b) => a - b);
  return inTransaction(call, r, async (h) => {
    for (const id of sorted) await updateOne(h, call, id, body);
    return ids;
  });
}

export async function deleteMany(r: ResourceDef, ids: number[], call: EngineCall): Promise<number[]> {
  const sorted = [...ids].sort((a, b) => a - b);
  return inTransaction(call, r, async (h) => {
    for (const id of sorted) await deleteOne(h, call, id);
    return ids;
  });
}
