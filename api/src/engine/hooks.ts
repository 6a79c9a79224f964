import type { Knex } from 'knex';
import type { Principal } from '../auth/principal';
import type { AppContext } from '../context';
import type { ResourceDef } from '../registry/types';

export interface HookContext {
  trx: Knex.Transaction;
  principal: Principal;
  resource: ResourceDef;
  app: AppContext;
}

type Row = Record<string, unknown>;

/**
 * Per-resource rules that a declaration cannot express. Each runs inside the write's
 * transaction; throwing an HttpError aborts the write with that answer.
 */
export interface ResourceHooks {
  beforeCreate?: (data: Row, h: HookContext) => Promise<Row | void> | Row | void;
  beforeUpdate?: (data: Row, before: Row, h: HookContext) => Promise<Row | void> | Row | void;
  beforeDelete?: (before: Row, h: HookContext) => Promise<void> | void;
  afterWrite?: (action: 'create' | 'update' | 'delete', after: Row, before: Row | undefined, h: HookContext) => Promise<void> | void;
}

const registered = new Map<string, ResourceHooks>();

/**
 * Adds hooks to a resource. Registering twice chains them in registration order: each
 * before-hook sees the data the previous one returned, so modules can add rules independently.
 */
export function registerHooks(resourceName: string, extra: ResourceHooks) {
  const prev = registered.get(resourceName) ?? {};
  registered.set(resourceName, {
    beforeCreate: chain(prev.beforeCreate, extra.beforeCreate),
    beforeUpdate: chain3(prev.beforeUpdate, extra.beforeUpdate),
    beforeDelete: both(prev.beforeDelete, extra.beforeDelete),
    afterWrite: both(prev.afterWrite, extra.afterWrite),
  });
}

type Before = NonNullable<ResourceHooks['beforeCreate']>;
function chain(a: Before | undefined, b: Before | undefined): Before | undefined {
  if (!a || !b) return a ?? b;
  return async (data, h) => {
    const d = (await a(data, h)) ?? data;
    return (await b(d, h)) ?? d;
  };
}
type BeforeUpdate = NonNullable<ResourceHooks['beforeUpdate']>;
function chain3(a: BeforeUpdate | undefined, b: BeforeUpdate | undefined): BeforeUpdate | undefined {
  if (!a || !b) return a ?? b;
  return async (data, before, h) => {
    const d = (await a(data, before, h)) ?? data;
    return (await b(d, before, h)) ?? d;
  };
}
function both<F extends (...args: never[]) => unknown>(a: F | undefined, b: F | undefined): F | undefined {
  if (!a || !b) return a ?? b;
  return (async (...args: Parameters<F>) => { await a(...args); await b(...args); }) as unknown as F;
}

export function hooksFor(resourceName: string): ResourceHooks {
  return registered.get(resourceName) ?? {};
}
