/**
 * A member's wallet for staff (admin/wallet/transaction/{userId}): who they are, their balance and
 * one page of their statement. Staff need Wallet Transactions → detailView (without it: 403 before
 * anything is looked up, as every staff route answers); members never reach it.
 */
import type { Knex } from 'knex';
import { can, type Principal } from '../../auth';
import type { StaffMemberWallet } from '../../contracts/staffWallet';
import { reason, refusal } from '../errors';
import { fromPaise } from '../../validation/money';
import { movementOf, STATEMENT_MAX_LIMIT, walletStatement } from './walletStatement';

export const WALLET_FEATURE = 'Wallet Transactions';

/** A query value that must be a whole number in [min, max] when given. */
function wholeNumber(raw: unknown, name: string, min: number, max: number): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const text = String(raw);
  if (!/^\d{1,15}$/.test(text) || Number(text) < min || Number(text) > max)
    throw refusal('WHOLE_NUMBER_RANGE', { name, min, max }, { [name]: reason('WHOLE_NUMBER_RANGE_FIELD', { min, max }) });
  return Number(text);
}

export async function staffMemberWallet(
  db: Knex,
  who: Principal,
  rawUserId: string,
  query: { limit?: unknown; before?: unknown },
): Promise<StaffMemberWallet> {
  if (who.roleType !== 'admin') throw refusal('STAFF_ONLY', {});
  if (!can(who, WALLET_FEATURE, 'detailView')) throw refusal('WALLETS_NOT_PERMITTED', {});
  if (!/^\d{1,15}$/.test(rawUserId)) throw refusal('MEMBER_ID_UNKNOWN', {});
  const limit = wholeNumber(query.limit, 'limit', 1, STATEMENT_MAX_LIMIT) ?? 50;
  const before = wholeNumber(query.before, 'before', 1, Number.MAX_SAFE_INTEGER);
  const member = await db('users')
    .where({ id: Number(rawUserId), account_type: 'customer' })
    .first('id', 'name', 'mobile');
  if (!member) throw refusal('MEMBER_ID_UNKNOWN', {});
  const statement = await walletStatement(db, Number(member.id), { limit, before });
  if (!statement) throw refusal('MEMBER_ID_UNKNOWN', {});
  return {
    user: { id: Number(member.id), name: member.name ?? null, mobile: member.mobile ?? null },
    balance: fromPaise(statement.balance),
    movements: statement.lines.map((l) => ({
      id: l.entryId,
      ...movementOf(l),
      reference: l.referenceType ? { type: l.referenceType, id: l.referenceId } : null,
    })),
    nextBefore: statement.nextBefore,
  };
}
