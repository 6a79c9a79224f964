import { describe, expect, it } from 'vitest';
import type { HookContext } from '../../engine/hooks';
import { ROLE } from '../../registry/features';
import { accountHooks } from './hooks';
import { newMemberDefaults } from './newMember';

// Self-registration (./registration.ts) writes users itself, outside the engine; the customers hook
// (staff adding a customer, a bulk import) goes through it. Both must make the same kind of account.
describe('newMemberDefaults: one rule for every new member account', () => {
  it('is a customer account with the members’ role and a fresh referral code', () => {
    const a = newMemberDefaults();
    const b = newMemberDefaults();
    expect(a).toMatchObject({ role_id: ROLE.USER, account_type: 'customer' });
    expect(a.referral_code).toMatch(/^BKY[A-Z2-7]{6}$/);
    expect(b.referral_code).not.toBe(a.referral_code);
  });

  it('is what the customers hook applies on create, over anything sent for those columns', async () => {
    const [first] = accountHooks.customers;
    if (!first?.beforeCreate) throw new Error('the customers resource has no beforeCreate hook');
    const made = await first.beforeCreate({ name: 'Asha', role_id: 2, account_type: 'admin', referral_code: 'MINE' }, {} as HookContext);
    expect(made).toMatchObject({ name: 'Asha', role_id: ROLE.USER, account_type: 'customer' });
    expect((made as { referral_code: string }).referral_code).not.toBe('MINE');
    expect(Object.keys(made as object).sort()).toEqual(['account_type', 'name', 'referral_code', 'role_id']);
    expect(Object.keys(newMemberDefaults()).sort()).toEqual(['account_type', 'referral_code', 'role_id']);
  });
});
