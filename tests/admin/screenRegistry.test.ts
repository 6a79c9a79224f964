import { resources, type ResourceDef } from '@bakaya/api/registry';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../../admin/src/routes/adminRoutes';
import { overrideProblems } from '../../admin/src/resources/overrideProblems';
import { overridesOf, type ResourceOverrides } from '../../admin/src/resources/overrideTypes';
import { formFields } from '../../admin/src/registry/fieldKinds';
import { customScreenProblems, mergeScreenFolders, registryProblems, SCREEN_FOLDERS, screenRegistry } from '../../admin/src/screenRegistry';

const SCREEN_OVERRIDES = screenRegistry.overrides;
const CUSTOM_SCREENS = screenRegistry.customScreens;
const SCREENS_DIR = join(import.meta.dirname, '../../admin/src/screens');

const names = new Set(resources.map((r) => r.name));
const def = (name: string) => {
  const r = resources.find((x) => x.name === name);
  if (!r) throw new Error(`no resource ${name}`);
  return r;
};
const Screen = () => null;

describe("screen registry (screenRegistry.ts, each screens/ folder's index.ts)", () => {
  it('gathers every screens/ folder that has an index.ts, and finds nothing wrong', () => {
    const withIndex = readdirSync(SCREENS_DIR).filter((d) => existsSync(join(SCREENS_DIR, d, 'index.ts')));
    expect(new Set(Object.keys(SCREEN_FOLDERS))).toEqual(new Set(withIndex));
    expect(registryProblems()).toEqual([]);
  });

  it('reports a resource or custom screen two folders register, and a custom screen nobody registers', () => {
    const { registry, problems } = mergeScreenFolders({
      a: { overrides: { customers: { show: Screen } }, customScreens: { dashboard: Screen } },
      b: { overrides: { customers: { list: Screen } }, customScreens: { dashboard: Screen } },
    });
    expect(problems).toEqual([
      'resource "customers" is registered by both screens/a and screens/b',
      'custom screen "dashboard" is registered by both screens/a and screens/b',
    ]);
    expect(registry.overrides.customers).toEqual({ show: Screen });
    expect(customScreenProblems(registry.customScreens)).toContain('custom screen "revenue" is registered by no screens/ folder');
    expect(customScreenProblems({ ...CUSTOM_SCREENS, ...{ nope: Screen } })).toEqual([
      `custom screen "nope" is not in routeTypes' CUSTOM_SCREEN_NAMES`,
    ]);
  });

  it('names only registry resources', () => {
    for (const key of Object.keys(SCREEN_OVERRIDES)) expect(names.has(key), `"${key}" is not a registry resource name`).toBe(true);
  });

  it('matches the registry: field inputs are form fields, no edit page on a read-only resource', () => {
    expect(overrideProblems(SCREEN_OVERRIDES, resources)).toEqual([]);
    for (const [name, o] of Object.entries(SCREEN_OVERRIDES)) {
      const form = new Set(formFields(def(name)).map(([field]) => field));
      for (const field of Object.keys(o.fieldInputs ?? {})) expect(form.has(field), `${name}.${field}`).toBe(true);
    }
  });

  it('keeps every screen that had its own page, input or toolbar buttons', () => {
    const kinds = Object.fromEntries(
      Object.entries(SCREEN_OVERRIDES).map(([name, o]) => [
        name,
        Object.entries(o)
          .filter(([, v]) => v !== undefined)
          .map(([k]) => k)
          .sort(),
      ]),
    );
    expect(kinds).toEqual({
      'admin-roles': ['create', 'edit'],
      'audit-logs': ['list', 'show'],
      businesses: ['listActions', 'showActions'],
      'cir-reports': ['show'],
      'credit-notes': ['showActions'],
      customers: ['show'],
      'defaulter-cases': ['show'],
      'defaulter-settlements': ['show'],
      'global-settings': ['fieldInputs', 'list'],
      invoices: ['showActions'],
      'media-files': ['list'],
      orders: ['show'],
      'settlement-requests': ['edit', 'show'],
      'sms-logs': ['showActions'],
      templates: ['showActions'],
      'wallet-transactions': ['listActions', 'showActions'],
    });
    expect(Object.keys(SCREEN_OVERRIDES['global-settings']!.fieldInputs!)).toEqual(['value']);
    // Two views of the same rows share one detail page.
    expect(SCREEN_OVERRIDES['settlement-requests']!.show).toBe(SCREEN_OVERRIDES['defaulter-settlements']!.show);
  });

  it('gives a resource without overrides none', () => {
    expect(overridesOf(SCREEN_OVERRIDES, def('cities'))).toEqual({});
    expect(overridesOf(SCREEN_OVERRIDES, def('businesses'))).toBe(SCREEN_OVERRIDES.businesses);
  });

  it('reports a name that is not a resource, a field that is not in the form and an unreachable edit page', () => {
    const readOnly = resources.find((r) => r.readOnly)!;
    const withRoute = resources.find((r) => r.route !== r.name)!;
    const table: Record<string, ResourceOverrides> = {
      'audit-log': { list: Screen },
      [withRoute.route]: { show: Screen },
      'global-settings': { fieldInputs: { valeu: Screen } },
      [readOnly.name]: { edit: Screen },
      customers: { show: Screen },
    };
    const problems = overrideProblems(table, resources);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toContain('"audit-log" is not a registry resource name');
    expect(problems[1]).toContain(`it is the route of "${withRoute.name}"`);
    expect(problems[2]).toContain('global-settings: fieldInputs.valeu');
    expect(problems[3]).toContain(`${readOnly.name}: an edit screen on a read-only resource`);
    expect(overrideProblems({}, [] as ResourceDef[])).toEqual([]);
  });

  it("is never bypassed by a filtered route (a resource's own list takes no fixed filter)", () => {
    for (const r of adminRoutes) {
      if (r.screen.kind === 'list' && r.screen.filterBy) expect(SCREEN_OVERRIDES[r.screen.resource]?.list, r.path).toBeUndefined();
    }
  });

  it('has a custom screen for every custom route, and every custom screen is routed', () => {
    const used = new Set(adminRoutes.flatMap((r) => (r.screen.kind === 'custom' ? [r.screen.name] : [])));
    for (const name of used) expect(CUSTOM_SCREENS[name], name).toBeDefined();
    expect(new Set(Object.keys(CUSTOM_SCREENS))).toEqual(used);
  });
});
