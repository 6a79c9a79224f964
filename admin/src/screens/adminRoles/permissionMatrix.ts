/**
 * The permission matrix of an admin role (features × the six access kinds of spec §6) and how it
 * maps onto role-permissions rows: one row per feature with a 0/1 column per access kind. Saving is
 * a plan — rows to create, rows to update (grouped by identical values, one bulk call per group)
 * and rows to delete (a feature with no access left keeps no row). Pure, so it is unit-tested.
 */
import { ACCESS_KIND_COLUMNS, ACCESS_KINDS, type AccessKind } from '@bakaya/api/registry';

export type Flags = Record<AccessKind, boolean>;
/** Flags by feature title. */
export type Matrix = Record<string, Flags>;
export type RowId = string | number;

/** A role-permissions row as the API sends it. */
export interface PermissionRow {
  id: RowId;
  role_id: RowId;
  feature: string;
  [column: string]: unknown;
}

/** The six 0/1 columns of a row. */
export type PermissionColumns = Record<string, 0 | 1>;

export const noFlags = (): Flags => Object.fromEntries(ACCESS_KINDS.map((k) => [k, false])) as Flags;
export const allFlags = (): Flags => Object.fromEntries(ACCESS_KINDS.map((k) => [k, true])) as Flags;

const on = (v: unknown) => v === 1 || v === '1' || v === true;

export const flagsOf = (row: PermissionRow): Flags =>
  Object.fromEntries(ACCESS_KINDS.map((k) => [k, on(row[ACCESS_KIND_COLUMNS[k]])])) as Flags;

export const columnsOf = (flags: Flags): PermissionColumns =>
  Object.fromEntries(ACCESS_KINDS.map((k) => [ACCESS_KIND_COLUMNS[k], flags[k] ? 1 : 0])) as PermissionColumns;

export const isBlank = (flags: Flags | undefined) => !flags || ACCESS_KINDS.every((k) => !flags[k]);
const sameFlags = (a: Flags, b: Flags) => ACCESS_KINDS.every((k) => a[k] === b[k]);

/** Every feature of the list (unticked when the role has no row for it), plus any feature only the rows name. */
export function rowsToMatrix(rows: readonly PermissionRow[], features: readonly string[]): Matrix {
  const m: Matrix = {};
  for (const f of features) m[f] = noFlags();
  for (const r of rows) m[r.feature] = flagsOf(r);
  return m;
}

/** A new row: the role, the feature and its six 0/1 columns. */
export interface NewRule {
  role_id: RowId;
  feature: string;
  [column: string]: RowId;
}

export interface WritePlan {
  create: NewRule[];
  /** Rows that end with identical columns share one bulk update. */
  update: Array<{ ids: RowId[]; data: PermissionColumns }>;
  remove: RowId[];
}

/** What to write so the role's rows say what the matrix says; untouched features cost nothing. */
export function planPermissionWrites(roleId: RowId, rows: readonly PermissionRow[], matrix: Matrix): WritePlan {
  const plan: WritePlan = { create: [], update: [], remove: [] };
  const byFeature = new Map(rows.map((r) => [r.feature, r]));
  const groups = new Map<string, { ids: RowId[]; data: PermissionColumns }>();
  for (const [feature, flags] of Object.entries(matrix)) {
    const row = byFeature.get(feature);
    if (!row) {
      if (!isBlank(flags)) plan.create.push({ role_id: roleId, feature, ...columnsOf(flags) });
    } else if (isBlank(flags)) {
      plan.remove.push(row.id);
    } else if (!sameFlags(flagsOf(row), flags)) {
      const data = columnsOf(flags);
      const key = JSON.stringify(data);
      const group = groups.get(key) ?? { ids: [], data };
      group.ids.push(row.id);
      groups.set(key, group);
    }
  }
  // Rows the matrix does not mention at all are left as they are.
  plan.update = [...groups.values()];
  return plan;
}

export const planIsEmpty = (p: WritePlan) => !p.create.length && !p.update.length && !p.remove.length;

/** Number of API calls a plan makes (one per create, one per update group, one for all deletes). */
export const planCalls = (p: WritePlan) => p.create.length + p.update.length + (p.remove.length ? 1 : 0);

export function setCell(m: Matrix, feature: string, kind: AccessKind, value: boolean): Matrix {
  return { ...m, [feature]: { ...(m[feature] ?? noFlags()), [kind]: value } };
}

export function setRow(m: Matrix, feature: string, value: boolean): Matrix {
  return { ...m, [feature]: value ? allFlags() : noFlags() };
}

/** Ticks or clears one access kind for the given (e.g. the filtered) features. */
export function setColumn(m: Matrix, kind: AccessKind, value: boolean, features: readonly string[]): Matrix {
  const out = { ...m };
  for (const f of features) out[f] = { ...(m[f] ?? noFlags()), [kind]: value };
  return out;
}

export type TriState = 'all' | 'some' | 'none';

const tri = (values: boolean[]): TriState => (values.length && values.every(Boolean) ? 'all' : values.some(Boolean) ? 'some' : 'none');

export const rowState = (m: Matrix, feature: string): TriState => tri(ACCESS_KINDS.map((k) => !!m[feature]?.[k]));

export const columnState = (m: Matrix, kind: AccessKind, features: readonly string[]): TriState => tri(features.map((f) => !!m[f]?.[kind]));

/** Features with at least one access kind ticked. */
export const grantedCount = (m: Matrix) => Object.values(m).filter((f) => !isBlank(f)).length;
