/** Engine hooks of members' accounts: new customers and deactivation (deactivation requests: ../accountDeactivation/hooks.ts). */
import type { HookMap } from '../../engine/hooks';
import { newMemberDefaults } from './newMember';
import { forgetCachedCallers, revokeSessionsOnDeactivation } from '../staffAccess';

export const accountHooks = {
  /** A customer added by staff is a member (role 1) with a fresh referral code, like one who registered. */
  customers: [{ beforeCreate: (data) => ({ ...data, ...newMemberDefaults() }) }, revokeSessionsOnDeactivation, forgetCachedCallers],
} satisfies HookMap;
