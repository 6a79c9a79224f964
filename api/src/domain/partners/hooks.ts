/** Engine hooks of partners (all partner screens share the partners table) and commission settings. */
import type { HookContext, HookMap, ResourceHooks } from '../../engine/hooks';
import { fieldRules, percentAtMost100 } from '../../engine/hookRules';
import { newPartnerCode } from './partnerCode';

/** A fresh code from the partner's name; a clash (1 in ~10⁹ per name) is retried. */
async function freePartnerCode(h: HookContext, name: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newPartnerCode(name);
    if (!(await h.trx('partners').where({ code }).first('id'))) return code;
  }
  throw new Error('No free partner code after 5 attempts.');
}

const commissionWithin100 = fieldRules((row, errors) => {
  percentAtMost100(errors, row, 'commission_type', 'commission_value', 'A percentage commission cannot be more than 100.');
});

const partner: ResourceHooks[] = [
  { beforeCreate: async (data, h) => ({ ...data, code: await freePartnerCode(h, String(data.name)) }) },
  commissionWithin100,
];

export const partnerHooks = {
  partners: partner,
  affiliates: partner,
  professionals: partner,
  'channel-partners': partner,
  'commission-rules': commissionWithin100,
} satisfies HookMap;
