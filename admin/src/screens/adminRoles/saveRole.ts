/**
 * Writes a role and its access rules through the data provider: the role first (its name), then
 * the role-permissions plan — one bulk delete, one bulk update per group of identical rows, and a
 * create per newly granted feature (the API has no bulk create).
 */
import type { DataProvider, Identifier } from 'react-admin';
import { resourceByName } from '../../registry/resourceIndex';
import { planPermissionWrites, type Matrix, type PermissionRow, type WritePlan } from './permissionMatrix';

export const roles = resourceByName('admin-roles')!;
export const rules = resourceByName('role-permissions')!;

export async function applyPlan(dataProvider: DataProvider, plan: WritePlan): Promise<void> {
  if (plan.remove.length) await dataProvider.deleteMany(rules.route, { ids: plan.remove });
  for (const u of plan.update) await dataProvider.updateMany(rules.route, { ids: u.ids, data: u.data });
  for (const data of plan.create) await dataProvider.create(rules.route, { data });
}

export async function saveAccessRules(
  dataProvider: DataProvider,
  roleId: Identifier,
  rows: readonly PermissionRow[],
  matrix: Matrix,
): Promise<WritePlan> {
  const plan = planPermissionWrites(roleId, rows, matrix);
  await applyPlan(dataProvider, plan);
  return plan;
}

/** Field errors of a refused write (the API's { errors }), for the form; undefined when there are none. */
export function fieldErrors(error: unknown): Record<string, unknown> | undefined {
  const errors = (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors;
  return errors && Object.keys(errors).length ? errors : undefined;
}

export const errorText = (error: unknown, fallback: string) => {
  const m = (error as { message?: unknown })?.message;
  return typeof m === 'string' && m ? m : fallback;
};
