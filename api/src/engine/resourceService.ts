/**
 * The generic CRUD service every registry resource shares. Each write runs in one transaction:
 * validation → field allow-list → hooks → write → audit row.
 */
import type { Knex } from 'knex';
import type { Principal } from '../auth/principal';
import { writeAudit } from '../audit/auditLog';
import type { AppContext } from '../context';
import { notFound } from '../http/httpError';
import type { ResourceDef } from '../registry/types';
import { hooksFor, type HookContext } from './hooks';
import type { Condition, ListParams } from './listParams';
import type { Scope } from './resourceScope';
import { assertOwnReferences } from './ownReferences';
import { toStoredColumns } from './storedColumns';
import { prepareWrite, withDefaults } from './writeInput';

type Row = Record<string, unknown>;

export interface CallContext {
  app: AppContext;
  principal: Principal;
  scope: Scope;
  ip?: string;
  requestId?: string;
}

/** Columns a client may see: declared, not hidden. */
export const visibleColumns = (r: ResourceDef) => Object.entries(r.fields).filter(([, d]) => !d.hidden && !d.virtual).map(([n]) => n);

function scoped(r: ResourceDef, q: Knex.QueryBuilder, scope: Scope): Knex.QueryBuilder {
  if (r.baseFilter) q.where(r.baseFilter);
  if (scope.kind === 'owner') {
    q.where(scope.column, scope.userId);
    if (scope.hideDeleted && 'status' in r.fields) q.where('status', 1);
  }
  return q;
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function applyCondition(q: Knex.QueryBuilder, c: Condition) {
  switch (c.kind) {
    case 'eq': return q.where(c.column, c.value);
    case 'null': return q.whereNull(c.column);
    case 'in': return c.values.length ? q.whereIn(c.column, c.values) : q.whereRaw('false');
    case 'cmp': return q.where(c.column, c.op, c.value);
    case 'search': {
      const pattern = `%${escapeLike(c.term)}%`;
      return q.where((w) => { for (const col of c.columns) w.orWhereRaw('??::text ILIKE ?', [col, pattern]); });
    }
  }
}

export async function listRecords(r: ResourceDef, params: ListParams, call: CallContext) {
  const db = call.app.db;
  const filtered = () => {
    const q = scoped(r, db(r.table), call.scope);
    for (const c of params.conditions) applyCondition(q, c);
    return q;
  };
  const { column, order } = params.sort;
  const [rows, countRow] = await Promise.all([
    filtered().select(visibleColumns(r)).orderBy([{ column, order, nulls: order === 'asc' ? 'first' : 'last' }, { column: 'id', order }])
      .offset(params.offset).limit(params.limit),
    filtered().count<{ count: number }[]>({ count: '*' }).first(),
  ]);
  return { rows: rows as Row[], total: Number(countRow?.count ?? 0) };
}

async function findOne(db: Knex | Knex.Transaction, r: ResourceDef, id: number, scope: Scope, lock = false): Promise<Row | undefined> {
  const q = scoped(r, db(r.table), scope).where('id', id).first(visibleColumns(r));
  if (lock) q.forUpdate();
  return q;
}

export async function getRecord(r: ResourceDef, id: number, call: CallContext): Promise<Row> {
  const row = await findOne(call.app.db, r, id, call.scope);
  if (!row) throw notFound(`${r.recordLabel} ${id} was not found.`);
  return row;
}

function forcedValues(r: ResourceDef, scope: Scope): Row {
  return { ...(r.baseFilter ?? {}), ...(scope.kind === 'owner' ? { [scope.column]: scope.userId } : {}) };
}

async function inTransaction<T>(call: CallContext, r: ResourceDef, fn: (h: HookContext) => Promise<T>): Promise<T> {
  return call.app.db.transaction((trx) => fn({ trx, principal: call.principal, resource: r, app: call.app }));
}

const audit = (h: HookContext, call: CallContext, action: string, id: unknown, before?: Row, after?: Row) =>
  writeAudit(h.trx, {
    actorUserId: call.principal.userId, actorRole: call.principal.roleName, ip: call.ip, requestId: call.requestId,
    resource: h.resource.name, recordId: id as number, action, before, after,
  });

export async function createRecord(r: ResourceDef, body: unknown, call: CallContext): Promise<Row> {
  const forced = forcedValues(r, call.scope);
  let data = withDefaults(r, { ...prepareWrite(r, 'create', body, call.scope, undefined, forced), ...forced });
  const hooks = hooksFor(r.name);
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

async function updateOne(h: HookContext, call: CallContext, id: number, body: unknown): Promise<Row> {
  const r = h.resource;
  const before = await findOne(h.trx, r, id, call.scope, true);
  if (!before) throw notFound(`${r.recordLabel} ${id} was not found.`);
  const hooks = hooksFor(r.name);
  let data = prepareWrite(r, 'update', body, call.scope, before);
  await assertOwnReferences(h.trx, r, data, call.scope);
  data = toStoredColumns(r, (await hooks.beforeUpdate?.(data, before, h)) ?? data);
  if (Object.keys(data).length) {
    await h.trx(r.table).where('id', id).update(r.timestamps ? { ...data, updated_at: h.trx.fn.now() } : data);
  }
  const after = (await findOne(h.trx, r, id, { kind: 'staff' }))!;
  await hooks.afterWrite?.('update', after, before, h);
  await audit(h, call, 'update', id, before, after);
  return after;
}

async function deleteOne(h: HookContext, call: CallContext, id: number): Promise<Row> {
  const r = h.resource;
  const before = await findOne(h.trx, r, id, call.scope, true);
  if (!before) throw notFound(`${r.recordLabel} ${id} was not found.`);
  const hooks = hooksFor(r.name);
  await hooks.beforeDelete?.(before, h);
  if (r.softDelete) {
    await h.trx(r.table).where('id', id).update(r.timestamps ? { status: 0, updated_at: h.trx.fn.now() } : { status: 0 });
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

export const updateRecord = (r: ResourceDef, id: number, body: unknown, call: CallContext) =>
  inTransaction(call, r, (h) => updateOne(h, call, id, body));

export const deleteRecord = (r: ResourceDef, id: number, call: CallContext) =>
  inTransaction(call, r, (h) => deleteOne(h, call, id));

/** Bulk update/delete: all ids or none, in one transaction, ids locked in a fixed order. */
export async function updateMany(r: ResourceDef, ids: number[], body: unknown, call: CallContext): Promise<number[]> {
  const sorted = [...ids].sort((a, b) => a - b);
  return inTransaction(call, r, async (h) => {
    for (const id of sorted) await updateOne(h, call, id, body);
    return ids;
  });
}

export async function deleteMany(r: ResourceDef, ids: number[], call: CallContext): Promise<number[]> {
  const sorted = [...ids].sort((a, b) => a - b);
  return inTransaction(call, r, async (h) => {
    for (const id of sorted) await deleteOne(h, call, id);
    return ids;
  });
}
