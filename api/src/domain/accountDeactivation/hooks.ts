/**
 * Engine hooks of user-deactivation-requests. Filing (step 1, a member's owner create or staff):
 * only for a member account, one open request at a time (409), the plan in effect recorded.
 * Staff changes (User Deactivation → add_edit) follow deactivationMoveRefusal; completing a
 * confirmed request records the slab refund (days used, percent, amount — the money itself moves
 * in a later issue), stamps who and when, and deactivates the account through the engine
 * (customers: status 0, every session revoked, audited) in the same transaction.
 */
import { deleteRecord } from '../../engine/resourceService';
import type { HookMap, ResourceHooks } from '../../engine/hooks';
import type { DeactivationStatus } from '../../contracts/memberAccount';
import { getResource } from '../../registry';
import { deactivationMoveRefusal, isOpenDeactivation } from './deactivationRules';
import { activeSubscriptionId, completionFigures } from './deactivationService';
import { reason, refusal as domainRefusal, ruleRefusal } from '../errors';

const deactivationRequestHooks: ResourceHooks = {
  async beforeCreate(data, h) {
    const userId = Number(data.user_id);
    const user = await h.trx('users').where({ id: userId }).first('account_type');
    if (user?.account_type !== 'customer') {
      throw domainRefusal('DEACTIVATION_MEMBERS_ONLY', {}, { user_id: reason('DEACTIVATION_CHOOSE_MEMBER', {}) });
    }
    if (data.status !== undefined && data.status !== 'requested') {
      throw domainRefusal('DEACTIVATION_STARTS_REQUESTED', {}, { status: reason('DEACTIVATION_STARTS_REQUESTED_FIELD', {}) });
    }
    // One member's requests one at a time, so the check below holds (a partial unique index backs it up).
    await h.trx.raw('SELECT pg_advisory_xact_lock(hashtext(?), ?)', ['user-deactivation', userId]);
    const open = await h
      .trx('user_deactivation_requests')
      .where({ user_id: userId })
      .whereIn('status', ['requested', 'confirmed'])
      .first('id');
    if (open) throw domainRefusal('DEACTIVATION_OPEN_EXISTS', { id: open.id });
    return { ...data, step: 1, subscription_id: data.subscription_id ?? (await activeSubscriptionId(h.trx, userId)) };
  },

  async beforeUpdate(data, before, h) {
    const from = before.status as DeactivationStatus;
    const to = (data.status ?? from) as DeactivationStatus;
    if (!isOpenDeactivation(from) && Object.keys(data).length) {
      throw domainRefusal('DEACTIVATION_FINAL', { status: from });
    }
    const refusal = deactivationMoveRefusal(from, to, 'staff');
    if (refusal) throw ruleRefusal(refusal, ['status']);
    if (to === from || (to !== 'completed' && to !== 'cancelled')) return data;
    const stamp = { processed_by: h.principal.userId, processed_at: h.trx.fn.now() };
    if (to === 'cancelled') return { ...data, ...stamp };
    return { ...data, ...(await completionFigures(h.trx, before)), step: 2, ...stamp };
  },

  async afterWrite(action, after, before, h) {
    if (action !== 'update' || after.status !== 'completed' || before?.status === 'completed') return;
    // The account goes through the customers pipeline: status 0, sessions revoked (forced logout), audited.
    await deleteRecord(getResource('customers')!, Number(after.user_id), { ...h.call, app: h.app, scope: { kind: 'staff' }, trx: h.trx });
  },
};

export const accountDeactivationHooks = { 'user-deactivation-requests': deactivationRequestHooks } satisfies HookMap;
