import type { Knex } from 'knex';
import type { Principal } from '../auth/principal';
import type { SignedInCall } from '../callContext';
import type { AppContext } from '../context';
import type { ResourceDef } from '../registry/types';
import type { FieldErrors } from './fieldErrors';

export interface HookContext {
  trx: Knex.Transaction;
  principal: Principal;
  /** The whole call (who, IP, request id), for audit rows a hook writes. */
  call: SignedInCall;
  resource: ResourceDef;
  app: AppContext;
}

type Row = Record<string, unknown>;

/** A file the engine served (GET /api/<resource>/:id/file), to whom; evidence logs these downloads. */
export interface FileDownload {
  db: Knex;
  resource: ResourceDef;
  principal: Principal;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Per-resource rules that a declaration cannot express. Each runs inside the write's
 * transaction; throwing an HttpError aborts the write with that answer.
 */
export interface ResourceHooks {
  /**
   * Pure field rules (one field against another, or against the stored row): they add every
   * problem to `errors` instead of stopping at the first. The engine runs them on every create and
   * update — even when some fields failed their own (zod) rule, on the fields that passed — and
   * answers one 400 with all the field errors together. `row` is the record as it will be after
   * the write (defaults applied on create, stored values overlaid on update); `before` the stored row.
   */
  checkFields?: (row: Row, errors: FieldErrors, before?: Row) => void;
  beforeCreate?: (data: Row, h: HookContext) => Promise<Row | void> | Row | void;
  beforeUpdate?: (data: Row, before: Row, h: HookContext) => Promise<Row | void> | Row | void;
  beforeDelete?: (before: Row, h: HookContext) => Promise<void> | void;
  afterWrite?: (action: 'create' | 'update' | 'delete', after: Row, before: Row | undefined, h: HookContext) => Promise<void> | void;
  /** After the engine served the file of `record` (outside any write transaction). */
  afterFileDownload?: (record: Row, d: FileDownload) => Promise<void> | void;
}

/**
 * What one domain component contributes: resource name → its hooks, or several hooks that run in
 * the order given (each before-hook sees the data the previous one returned).
 */
export type HookMap = Readonly<Record<string, ResourceHooks | readonly ResourceHooks[]>>;

/** The one map the engine receives (AppContext.hooks): every resource's hooks, already chained. */
export type ResourceHookTable = ReadonlyMap<string, ResourceHooks>;

type Before = NonNullable<ResourceHooks['beforeCreate']>;
type BeforeUpdate = NonNullable<ResourceHooks['beforeUpdate']>;

function chainCreate(a: Before | undefined, b: Before | undefined): Before | undefined {
  if (!a || !b) return a ?? b;
  return async (data, h) => {
    const d = (await a(data, h)) ?? data;
    return (await b(d, h)) ?? d;
  };
}
function chainUpdate(a: BeforeUpdate | undefined, b: BeforeUpdate | undefined): BeforeUpdate | undefined {
  if (!a || !b) return a ?? b;
  return async (data, before, h) => {
    const d = (await a(data, before, h)) ?? data;
    return (await b(d, before, h)) ?? d;
  };
}
type CheckFields = NonNullable<ResourceHooks['checkFields']>;
function chainChecks(a: CheckFields | undefined, b: CheckFields | undefined): CheckFields | undefined {
  if (!a || !b) return a ?? b;
  return (row, errors, before) => {
    a(row, errors, before);
    b(row, errors, before);
  };
}
function both<F extends (...args: never[]) => unknown>(a: F | undefined, b: F | undefined): F | undefined {
  if (!a || !b) return a ?? b;
  return (async (...args: Parameters<F>) => {
    await a(...args);
    await b(...args);
  }) as unknown as F;
}

/** Several hooks of one resource as one, run in order. */
export function chainHooks(list: readonly ResourceHooks[]): ResourceHooks {
  return list.reduce<ResourceHooks>(
    (acc, next) => ({
      checkFields: chainChecks(acc.checkFields, next.checkFields),
      beforeCreate: chainCreate(acc.beforeCreate, next.beforeCreate),
      beforeUpdate: chainUpdate(acc.beforeUpdate, next.beforeUpdate),
      beforeDelete: both(acc.beforeDelete, next.beforeDelete),
      afterWrite: both(acc.afterWrite, next.afterWrite),
      afterFileDownload: both(acc.afterFileDownload, next.afterFileDownload),
    }),
    {},
  );
}

/**
 * The components' maps as the engine's one table, checked against the registry: a hook for a
 * resource the registry does not have is a typo that would silently never run, so it stops the
 * start instead.
 */
export function buildHookTable(maps: readonly HookMap[], knownResources: ReadonlySet<string>): ResourceHookTable {
  const collected = new Map<string, ResourceHooks[]>();
  for (const map of maps) {
    for (const [name, hooks] of Object.entries(map)) {
      if (!knownResources.has(name)) throw new Error(`Hooks are declared for "${name}", which is not a registry resource.`);
      collected.set(name, [...(collected.get(name) ?? []), ...(Array.isArray(hooks) ? hooks : [hooks as ResourceHooks])]);
    }
  }
  return new Map([...collected].map(([name, list]) => [name, chainHooks(list)]));
}

const NONE: ResourceHooks = {};
export const hooksIn = (table: ResourceHookTable | undefined, resourceName: string): ResourceHooks => table?.get(resourceName) ?? NONE;
