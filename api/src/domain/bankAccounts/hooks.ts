/** Engine hooks of members' bank accounts (settlement payouts). */
import type { HookContext, HookMap } from '../../engine/hooks';
import { isBlank, refuse, type Row } from '../../engine/hookRules';
import { digestAccountNumber } from './accountNumber';

/**
 * The client sends the full account number (virtual field `account_number`); we keep only its
 * last 4 digits and a keyed hash. A new number on update re-derives both.
 */
async function withAccountDigest(data: Row, h: HookContext, before?: Row): Promise<Row> {
  const out = { ...data };
  if (!isBlank(data.account_number)) {
    const { last4, hash } = digestAccountNumber(String(data.account_number));
    out.account_number_last4 = last4;
    out.account_number_hash = hash;
  }
  const changesIdentity = ['account_number', 'ifsc', 'user_id'].some((k) => data[k] !== undefined);
  if (changesIdentity) {
    const hash =
      out.account_number_hash ??
      (before && (await h.trx('bank_accounts').where({ id: before.id }).first('account_number_hash'))?.account_number_hash);
    const same = await h
      .trx('bank_accounts')
      .where({ user_id: out.user_id ?? before?.user_id, ifsc: out.ifsc ?? before?.ifsc, account_number_hash: hash })
      .whereNot('id', Number(before?.id ?? 0))
      .first('id', 'status', 'account_number_last4');
    if (same) {
      refuse(
        'account_number',
        same.status === 1
          ? `This bank account (ending ${same.account_number_last4}) is already added.`
          : `This bank account (ending ${same.account_number_last4}) was deactivated by Bakaya staff. Please contact support to use it again.`,
      );
    }
  }
  return out;
}

/** What a bank verification (penny drop) vouches for: a change to any of it needs a new verification. */
const VERIFIED_ACCOUNT_FIELDS = ['account_number_hash', 'ifsc', 'account_holder', 'user_id'];

export const bankAccountHooks = {
  'bank-accounts': {
    beforeCreate: (data, h) => withAccountDigest(data, h),
    async beforeUpdate(data, before, h) {
      const out = await withAccountDigest(data, h, before);
      if (!before.verified_at) return out;
      const stored = await h.trx('bank_accounts').where({ id: before.id }).first(VERIFIED_ACCOUNT_FIELDS);
      const changed = VERIFIED_ACCOUNT_FIELDS.some(
        (k) =>
          out[k] !== undefined &&
          String(out[k]).trim().toUpperCase() !==
            String(stored?.[k] ?? '')
              .trim()
              .toUpperCase(),
      );
      return changed ? { ...out, verified_at: null } : out;
    },
  },
} satisfies HookMap;
