import { describe, expect, it } from 'vitest';
import { COMPONENT_HOOKS, resourceHookTable } from '../domain/resourceHooks';
import { resources } from '../registry';
import { buildHookTable, chainHooks, hooksIn, type HookContext } from './hooks';

const h = {} as HookContext;

describe('buildHookTable', () => {
  it('refuses a hook for a resource the registry does not have', () => {
    expect(() => buildHookTable([{ custmers: {} }], new Set(['customers']))).toThrow(
      'Hooks are declared for "custmers", which is not a registry resource.',
    );
  });

  it('chains the hooks several components give one resource, in order', async () => {
    const table = buildHookTable(
      [
        { customers: { beforeCreate: (d) => ({ ...d, trail: `${d.trail ?? ''}a` }) } },
        { customers: [{ beforeCreate: (d) => ({ ...d, trail: `${d.trail}b` }) }, { beforeCreate: () => undefined }] },
      ],
      new Set(['customers']),
    );
    expect(await hooksIn(table, 'customers').beforeCreate!({}, h)).toEqual({ trail: 'ab' });
    expect(hooksIn(table, 'cities')).toEqual({});
  });

  it('the application table covers only registry resources', () => {
    const names = new Set(resources.map((r) => r.name));
    for (const map of COMPONENT_HOOKS) for (const name of Object.keys(map)) expect(names.has(name), name).toBe(true);
    expect(resourceHookTable().size).toBeGreaterThan(20);
  });
});

describe('chainHooks', () => {
  it('runs every after-hook and before-delete hook, in order', async () => {
    const calls: string[] = [];
    const chained = chainHooks([
      {
        beforeDelete: () => {
          calls.push('d1');
        },
        afterWrite: () => {
          calls.push('a1');
        },
      },
      {
        beforeDelete: () => {
          calls.push('d2');
        },
        afterWrite: () => {
          calls.push('a2');
        },
      },
    ]);
    await chained.beforeDelete!({}, h);
    await chained.afterWrite!('create', {}, undefined, h);
    expect(calls).toEqual(['d1', 'd2', 'a1', 'a2']);
  });
});
