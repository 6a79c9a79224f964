/** Settlement: bank accounts, requests and payouts, and the settlement settings. */
import { digestAccountNumber } from '../../domain/bankAccounts/accountNumber';
import type { HookContext } from '../hooks';
import { amountNotBelow, checkOnWrite, isBlank, percentAtMost100, positiveAmount, refuse, stampCreator, type Row } from './rules';
import { registerHooks } from '../hooks';

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
    const hash = out.account_number_hash ?? (before && (await h.trx('bank_accounts').where({ id: before.id }).first('account_number_hash'))?.account_number_hash);
    const same = await h.trx('bank_accounts')
      .where({ user_id: out.user_id ?? before?.user_id, ifsc: out.ifsc ?? before?.ifsc, account_number_hash: hash })
      .whereNot('id', Number(before?.id ?? 0))
      .first('id', 'status', 'account_number_last4');
    if (same) {
      refuse('account_number', same.status === 1
        ? `This bank account (ending ${same.account_number_last4}) is already added.`
        : `This bank account (ending ${same.account_number_last4}) was deactivated by Bakaya staff. Please contact support to use it again.`);
    }
  }
  return out;
}

registerHooks('bank-accounts', {
  beforeCreate: (data, h) => withAccountDigest(data, h),
  beforeUpdate: (data, before, h) => withAccountDigest(data, h, before),
});

checkOnWrite(['settlement-requests', 'settlement-payment-details'], (row) => {
  positiveAmount(row, 'amount', 'The amount must be more than ₹0.');
});

/** Amount-range slabs: an empty maximum means "and above"; a percentage is at most 100. */
checkOnWrite('settlement-commission-slabs', (row) => {
  amountNotBelow(row, 'min_amount', 'max_amount', 'The maximum amount must be at least the minimum amount (or empty for "and above").');
  percentAtMost100(row, 'commission_type', 'commission_value', 'A percentage commission cannot be more than 100.');
});
checkOnWrite('instant-cashback-rules', (row) => {
  amountNotBelow(row, 'min_amount', 'max_amount', 'The maximum amount must be at least the minimum amount (or empty for "and above").');
  percentAtMost100(row, 'cashback_type', 'cashback_value', 'A percentage cashback cannot be more than 100.');
});
checkOnWrite('service-charges', (row) => {
  percentAtMost100(row, 'charge_type', 'value', 'A percentage charge cannot be more than 100.');
});

stampCreator('call-request-holds', 'held_by');

/**
 * A member may ask to settle a case they reported, or a case reported against one of their own
 * businesses — never somebody else's case.
 */
checkOnWrite('settlement-requests', async (row, h) => {
  if (h.principal.roleType !== 'customer') return;
  const party = await h.trx('defaulter_cases as c').leftJoin('businesses as b', 'b.id', 'c.defaulter_business_id')
    .where('c.id', Number(row.case_id))
    .andWhere((w) => w.where('c.reporter_user_id', h.principal.userId).orWhere('b.user_id', h.principal.userId))
    .first('c.id');
  if (!party) refuse('case_id', 'You can only settle a case you reported or one reported against your business.');
});
