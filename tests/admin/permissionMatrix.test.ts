import { ACCESS_KINDS, FEATURES } from '@bakaya/api/registry';
import { describe, expect, it } from 'vitest';
import { filterGroups, featuresOf, groupFeatures, OTHER_GROUP } from '../../admin/src/screens/adminRoles/featureGroups';
import {
  allFlags,
  columnState,
  columnsOf,
  flagsOf,
  grantedCount,
  isBlank,
  noFlags,
  planCalls,
  planIsEmpty,
  planPermissionWrites,
  rowsToMatrix,
  rowState,
  setCell,
  setColumn,
  setRow,
  type PermissionRow,
} from '../../admin/src/screens/adminRoles/permissionMatrix';
import { adminRoutes } from '../../admin/src/routes/adminRoutes';
import { MENU_GROUPS } from '../../admin/src/routes/routeTypes';

const row = (id: number, feature: string, cols: Partial<Record<string, 0 | 1>> = {}): PermissionRow => ({
  id,
  role_id: 3,
  feature,
  list_view: 0,
  detail_view: 0,
  add_edit: 0,
  deactivate_activate: 0,
  download: 0,
  process: 0,
  ...cols,
});

describe('rows ↔ matrix', () => {
  it('has every feature, unticked unless a row says otherwise', () => {
    const m = rowsToMatrix([row(1, 'Defaulter', { list_view: 1, process: 1 })], FEATURES);
    expect(Object.keys(m)).toHaveLength(FEATURES.length);
    expect(m.Defaulter).toEqual({ ...noFlags(), listView: true, process: true });
    expect(isBlank(m.Customer)).toBe(true);
  });
  it('keeps a feature only the rows know', () => {
    expect(rowsToMatrix([row(1, 'Retired feature', { list_view: 1 })], ['Customer'])['Retired feature']!.listView).toBe(true);
  });
  it('reads "1" and 1 as ticked, and writes 0/1 columns', () => {
    expect(flagsOf({ ...row(1, 'X'), download: '1' } as PermissionRow).download).toBe(true);
    expect(columnsOf({ ...noFlags(), add_edit: true })).toEqual({
      list_view: 0,
      detail_view: 0,
      add_edit: 1,
      deactivate_activate: 0,
      download: 0,
      process: 0,
    });
  });
});

describe('planPermissionWrites', () => {
  const rows = [
    row(1, 'Customer', { list_view: 1 }),
    row(2, 'Business', { list_view: 1 }),
    row(3, 'Defaulter', { list_view: 1, detail_view: 1 }),
    row(4, 'Audit', { list_view: 1 }),
  ];
  const base = rowsToMatrix(rows, FEATURES);

  it('writes nothing when nothing changed', () => {
    const plan = planPermissionWrites(3, rows, base);
    expect(planIsEmpty(plan)).toBe(true);
    expect(planCalls(plan)).toBe(0);
  });
  it('creates a row for a newly granted feature', () => {
    const plan = planPermissionWrites(3, rows, setCell(base, 'CIR', 'listView', true));
    expect(plan.create).toEqual([
      { role_id: 3, feature: 'CIR', list_view: 1, detail_view: 0, add_edit: 0, deactivate_activate: 0, download: 0, process: 0 },
    ]);
    expect(plan.update).toEqual([]);
    expect(plan.remove).toEqual([]);
  });
  it('deletes rows left with all zeros, in one bulk call', () => {
    const m = setRow(setRow(base, 'Customer', false), 'Audit', false);
    const plan = planPermissionWrites(3, rows, m);
    expect(plan.remove).toEqual([1, 4]);
    expect(planCalls(plan)).toBe(1);
  });
  it('groups updates that end with the same columns into one bulk update', () => {
    const m = setColumn(base, 'download', true, ['Customer', 'Business', 'Defaulter']);
    const plan = planPermissionWrites(3, rows, m);
    expect(plan.update).toEqual([
      { ids: [1, 2], data: { list_view: 1, detail_view: 0, add_edit: 0, deactivate_activate: 0, download: 1, process: 0 } },
      { ids: [3], data: { list_view: 1, detail_view: 1, add_edit: 0, deactivate_activate: 0, download: 1, process: 0 } },
    ]);
    expect(planCalls(plan)).toBe(2);
  });
  it('does not write a feature set back to what it already was', () => {
    const m = setCell(setCell(base, 'Customer', 'process', true), 'Customer', 'process', false);
    expect(planIsEmpty(planPermissionWrites(3, rows, m))).toBe(true);
  });
  it('saves a new role as creates only', () => {
    const m = setRow(rowsToMatrix([], FEATURES), 'Dashboard', true);
    const plan = planPermissionWrites(9, [], m);
    expect(plan.create).toHaveLength(1);
    expect(plan.create[0]).toMatchObject({ role_id: 9, feature: 'Dashboard', process: 1 });
  });
});

describe('matrix toggles', () => {
  const m = rowsToMatrix([], ['A', 'B', 'C']);
  it('ticks a whole row and reports it', () => {
    const x = setRow(m, 'A', true);
    expect(x.A).toEqual(allFlags());
    expect(rowState(x, 'A')).toBe('all');
    expect(rowState(setCell(m, 'B', 'download', true), 'B')).toBe('some');
    expect(rowState(m, 'C')).toBe('none');
  });
  it('ticks a column for the features shown only', () => {
    const x = setColumn(m, 'listView', true, ['A', 'B']);
    expect(columnState(x, 'listView', ['A', 'B'])).toBe('all');
    expect(columnState(x, 'listView', ['A', 'B', 'C'])).toBe('some');
    expect(columnState(x, 'process', ['A'])).toBe('none');
    expect(columnState(x, 'process', [])).toBe('none');
    expect(x.C!.listView).toBe(false);
  });
  it('does not change the matrix it was given', () => {
    setCell(m, 'A', 'process', true);
    expect(m.A!.process).toBe(false);
  });
  it('counts features with any access', () => {
    expect(grantedCount(setCell(setRow(m, 'A', true), 'B', 'download', true))).toBe(2);
  });
  it('covers the six access kinds of spec §6', () => {
    expect(ACCESS_KINDS).toHaveLength(6);
  });
});

describe('feature groups', () => {
  const homes = [
    { feature: 'Defaulter', group: 'Customer management' },
    { feature: 'Defaulter', group: 'List views' },
    { feature: 'Audit', group: 'List views' },
  ];
  it('puts a feature in the first menu group that uses it, in menu order, alphabetical within', () => {
    expect(
      groupFeatures(
        ['Audit', 'Zeta', 'Defaulter', 'Customer'],
        [...homes, { feature: 'Customer', group: 'Customer management' }],
        MENU_GROUPS,
      ),
    ).toEqual([
      { group: 'Customer management', features: ['Customer', 'Defaulter'] },
      { group: 'List views', features: ['Audit'] },
      { group: OTHER_GROUP, features: ['Zeta'] },
    ]);
  });
  it('places every registry feature exactly once', () => {
    const groups = groupFeatures(
      FEATURES,
      adminRoutes.map((r) => ({ feature: r.feature, group: r.group })),
      MENU_GROUPS,
    );
    expect(featuresOf(groups).sort()).toEqual([...FEATURES].sort());
  });
  it('filters by feature title, or keeps a whole group whose name matches', () => {
    const groups = groupFeatures(
      ['Audit', 'Defaulter', 'Customer'],
      [...homes, { feature: 'Customer', group: 'Customer management' }],
      MENU_GROUPS,
    );
    expect(featuresOf(filterGroups(groups, 'aud'))).toEqual(['Audit']);
    expect(featuresOf(filterGroups(groups, 'customer man'))).toEqual(['Customer', 'Defaulter']);
    expect(filterGroups(groups, 'nothing')).toEqual([]);
    expect(filterGroups(groups, '  ')).toEqual(groups);
  });
});
