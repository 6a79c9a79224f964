/**
 * Engine hooks for staff accounts, roles and access rules: the rules of ./roleGrants.ts applied
 * inside the write's transaction, and deactivation ending every session of the account.
 */
import { invalidatePrincipals, invalidatePrincipalsOnCommit, revokeAllSessions } from '../../auth';
import type { HookContext, HookMap, ResourceHooks } from '../../engine/hooks';
import { FEATURES } from '../../registry/features';
import { grantsOfRows, mayAssignRole, mayChangeRole, mayManageAccount, type Grants, type RoleDecision } from './roleGrants';
import { reason, refusal, ruleRefusal } from '../errors';

type Row = Record<string, unknown>;

async function roleGrants(h: HookContext, roleId: number): Promise<Grants> {
  return grantsOfRows(await h.trx('role_permissions').where({ role_id: roleId }));
}

function enforce(decision: RoleDecision, field?: string) {
  if (!decision.ok) throw ruleRefusal(decision.message, field ? [field] : undefined);
}

async function assertAdminRole(h: HookContext, roleId: unknown) {
  const role = await h
    .trx('roles')
    .where({ id: Number(roleId) })
    .first('role_type');
  if (role?.role_type !== 'admin') throw refusal('CHOOSE_ADMIN_ROLE', {}, ['role_id']);
}

async function assertMayAssign(h: HookContext, roleId: unknown) {
  await assertAdminRole(h, roleId);
  enforce(mayAssignRole(h.principal, Number(roleId), await roleGrants(h, Number(roleId))), 'role_id');
}

async function assertMayManage(h: HookContext, account: Row) {
  enforce(mayManageAccount(h.principal, Number(account.role_id), await roleGrants(h, Number(account.role_id))));
}

/** Any change to an account, a role, its access rules or the restricted IPs: requests stop using remembered callers (auth/principalCache.ts). */
export const forgetCachedCallers: ResourceHooks = {
  afterWrite(_action, _after, _before, h) {
    invalidatePrincipals();
    invalidatePrincipalsOnCommit(h.trx);
  },
};

/** Status 1 → 0 (deactivation, by edit or by DELETE) ends every session of the account at once. */
export const revokeSessionsOnDeactivation: ResourceHooks = {
  async afterWrite(_action, after, before, h) {
    if (Number(after.status) === 0 && Number(before?.status) !== 0) await revokeAllSessions(h.trx, Number(after.id));
  },
};

const adminUserHooks: ResourceHooks = {
  async beforeCreate(data, h) {
    await assertMayAssign(h, data.role_id);
  },
  async beforeUpdate(data, before, h) {
    const changesRole = data.role_id !== undefined && Number(data.role_id) !== Number(before.role_id);
    // Nobody may raise, demote or deactivate their own account.
    if (before.id === h.principal.userId && (changesRole || data.status === 0)) {
      throw refusal('OWN_ROLE', {});
    }
    await assertMayManage(h, before);
    if (changesRole) await assertMayAssign(h, data.role_id);
  },
  async beforeDelete(before, h) {
    if (before.id === h.principal.userId) throw refusal('OWN_ACCOUNT', {});
    await assertMayManage(h, before);
  },
};

const adminRoleHooks: ResourceHooks = {
  beforeCreate: (data) => ({ ...data, role_type: 'admin', is_system: false }),
  beforeUpdate(data, before, h) {
    enforce(mayChangeRole(h.principal, Number(before.id), new Map()));
    if (before.is_system && data.status === 0) throw refusal('BUILT_IN_ROLE_ACTIVE', {});
  },
  beforeDelete(before, h) {
    enforce(mayChangeRole(h.principal, Number(before.id), new Map()));
    if (before.is_system) throw refusal('BUILT_IN_ROLE_KEPT', {});
  },
};

function assertKnownFeature(feature: unknown) {
  if (!(FEATURES as readonly string[]).includes(String(feature))) {
    throw refusal('UNKNOWN_FEATURE', {}, { feature: reason('CHOOSE_FEATURE', { count: FEATURES.length }) });
  }
}

/** An access-rule row: its role must be an admin role the caller may shape, and every flag it sets one the caller holds. */
async function assertMayWriteRule(h: HookContext, row: Row) {
  assertKnownFeature(row.feature);
  await assertAdminRole(h, row.role_id);
  enforce(mayChangeRole(h.principal, Number(row.role_id), grantsOfRows([row])));
}

const rolePermissionHooks: ResourceHooks = {
  async beforeCreate(data, h) {
    await assertMayWriteRule(h, data);
  },
  async beforeUpdate(data, before, h) {
    // Moving a rule to another role changes both roles.
    if (data.role_id !== undefined && Number(data.role_id) !== Number(before.role_id)) {
      enforce(mayChangeRole(h.principal, Number(before.role_id), new Map()));
    }
    await assertMayWriteRule(h, { ...before, ...data });
  },
  beforeDelete(before, h) {
    enforce(mayChangeRole(h.principal, Number(before.role_id), new Map()));
  },
};

export const staffAccessHooks = {
  'admin-users': [adminUserHooks, revokeSessionsOnDeactivation, forgetCachedCallers],
  'admin-roles': [adminRoleHooks, forgetCachedCallers],
  'role-permissions': [rolePermissionHooks, forgetCachedCallers],
  // Remembered staff callers carry the restricted-IP rules (auth/restrictedIp.ts): a change applies to the next request.
  'restricted-ips': [forgetCachedCallers],
} satisfies HookMap;
