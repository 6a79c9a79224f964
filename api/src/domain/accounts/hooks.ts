/** Engine hooks of members' accounts: new customers, deactivation, and deactivation requests. */
import type { HookMap } from '../../engine/hooks';
import { onWrite, refuse } from '../../engine/hookRules';
import { newMemberDefaults } from './newMember';
import { forgetCachedCallers, revokeSessionsOnDeactivation } from '../staffAccess/staffAccessHooks';

const OPEN_DEACTIVATION = ['requested', 'confirmed'];

export const accountHooks = {
  /** A customer added by staff is a member (role 1) with a fresh referral code, like one who registered. */
  customers: [{ beforeCreate: (data) => ({ ...data, ...newMemberDefaults() }) }, revokeSessionsOnDeactivation, forgetCachedCallers],
  /** One open (requested or confirmed) deactivation request per member; a partial unique index backs this up. */
  'user-deactivation-requests': onWrite(async (row, h, before) => {
    if (!OPEN_DEACTIVATION.includes(String(row.status))) return;
    const open = await h
      .trx('user_deactivation_requests')
      .where({ user_id: row.user_id })
      .whereIn('status', OPEN_DEACTIVATION)
      .whereNot('id', Number(before?.id ?? 0))
      .first('id');
    if (open) refuse('user_id', `This account already has an open deactivation request (#${open.id}). Cancel or complete it first.`);
  }),
} satisfies HookMap;
