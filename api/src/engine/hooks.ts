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

export function registerHooks(resourceName: string, hooks: ResourceHooks) {
  registered.set(resourceName, { ...registered.get(resourceName), ...hooks });
}

export function hooksFor(resourceName: string): ResourceHooks {
  return registered.get(resourceName) ?? {};
}
