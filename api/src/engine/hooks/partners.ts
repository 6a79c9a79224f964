/** Partners (all partner screens share the partners table) and commission settings. */
import { newPartnerCode } from '../../domain/partners/partnerCode';
import type { HookContext } from '../hooks';
import { checkOnWrite, percentAtMost100 } from './rules';
import { registerHooks } from '../hooks';

const PARTNER_RESOURCES = ['partners', 'affiliates', 'professionals', 'channel-partners'] as const;

/** A fresh code from the partner's name; a clash (1 in ~10⁹ per name) is retried. */
async function freePartnerCode(h: HookContext, name: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newPartnerCode(name);
    if (!(await h.trx('partners').where({ code }).first('id'))) return code;
  }
  throw new Error('No free partner code after 5 attempts.');
}

for (const name of PARTNER_RESOURCES) {
  registerHooks(name, { beforeCreate: async (data, h) => ({ ...data, code: await freePartnerCode(h, String(data.name)) }) });
}

checkOnWrite([...PARTNER_RESOURCES, 'commission-rules'], (row) => {
  percentAtMost100(row, 'commission_type', 'commission_value', 'A percentage commission cannot be more than 100.');
});
