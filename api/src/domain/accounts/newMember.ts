/**
 * What every new member account is, however it is made (self-registration, staff adding a customer,
 * a bulk import): a customer account with the members' role (1) and a fresh referral code.
 */
import { generateReferralCode } from '../../auth';
import { ROLE } from '../../registry/features';

export function newMemberDefaults() {
  return { role_id: ROLE.USER, account_type: 'customer' as const, referral_code: generateReferralCode() };
}
