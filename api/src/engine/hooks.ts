/**
 * The engine's hooks (their types live with AppContext in ../context.ts, which holds the table and
 * which every hook receives): chaining several per resource and building the one table.
 */
import type { HookMap, ResourceHooks, ResourceHookTable } from '../context';

export type { FileDownload, HookContext, HookMap, ResourceHooks, ResourceHookTable } from '../context';

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
