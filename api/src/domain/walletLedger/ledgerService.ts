/**
 * postJournal: the one way money moves (issue 9 §4). One transaction writes the journal, its
 * balanced entries, the members' cached balances (users.wallet_balance) and the audit row:
 * 1. the members' rows are locked in id order, which serialises movements per wallet;
 * 2. the idempotency key is claimed (INSERT … ON CONFLICT DO NOTHING waits for a racing insert of
 *    the same key, so twenty retries make one journal); a used key answers the first journal;
 * 3. a debit that would take a wallet below zero is refused with 409 and rolls everything back.
 */
import type { Knex } from 'knex';
import { recordAction } from '../../audit/recordAction';
import type { CallContext } from '../../callContext';
import { moveWalletBalance } from '../accounts';
import { ERROR_CATALOG, reason, refusal } from '../errors';
import {
  balanceAfter,
  checkJournal,
  JOURNAL_KINDS,
  journalFingerprint,
  MEMBER_WALLET,
  paiseToStored,
  storedToPaise,
  walletMovements,
  type JournalEntryInput,
  type JournalKind,
  type LedgerLine,
} from './ledgerRules';

export interface JournalRequest {
  /** The caller's key for this movement: a retry with the same key answers the first journal. */
  idempotencyKey: string;
  narration: string;
  kind: JournalKind;
  /** Whose movement it is (shown in their history); wallet entries default to this member. */
  memberId?: number | null;
  /** What the movement pays for, e.g. { type: 'order', id: '42' }. */
  reference?: { type: string; id: string } | null;
  /** Amounts in integer paise. */
  entries: JournalEntryInput[];
  /** When the movement happened, for history brought in afterwards (the demo seed); now by default. */
  postedAt?: Date;
}

export interface PostedJournal {
  id: number;
  kind: JournalKind;
  idempotencyKey: string;
  /** Σ debits in paise. */
  amount: number;
  lines: LedgerLine[];
  /** Each member's wallet balance (paise) right after this journal; empty for a replay. */
  balances: Record<number, number>;
  /** true: the key was used before with the same request, and this is the first journal. */
  replayed: boolean;
}

export const IDEMPOTENCY_CONFLICT = ERROR_CATALOG.IDEMPOTENCY_KEY_REUSED.english;

function checkRequest(request: JournalRequest) {
  const memberId = request.memberId ?? null;
  const errors: Record<string, string> = {};
  const key = request.idempotencyKey;
  if (typeof key !== 'string' || key.trim() === '' || key.length > 100)
    errors.idempotencyKey = 'An idempotency key is 1 to 100 characters.';
  if (!JOURNAL_KINDS.includes(request.kind)) errors.kind = `The kind is one of ${JOURNAL_KINDS.join(', ')}.`;
  if (typeof request.narration !== 'string' || request.narration.length > 255)
    errors.narration = 'The narration is at most 255 characters.';
  if (memberId !== null && !(Number.isSafeInteger(memberId) && memberId > 0)) errors.memberId = 'The member is a user id.';
  const journal = checkJournal(request.entries, memberId);
  Object.assign(errors, journal.errors);
  if (Object.keys(errors).length > 0) throw refusal('JOURNAL_NOT_POSTABLE', {}, errors);
  return { ...journal, memberId, reference: request.reference ?? null };
}

async function replay(trx: Knex.Transaction, key: string, fingerprint: string): Promise<PostedJournal> {
  const first = await trx('wallet_journal').where({ idempotency_key: key }).first('id', 'kind', 'amount', 'request_hash');
  if (!first || first.request_hash !== fingerprint) throw refusal('IDEMPOTENCY_KEY_REUSED', {}, ['idempotencyKey']);
  const rows = await trx('wallet_ledger_entries')
    .where({ journal_id: first.id })
    .orderBy('id')
    .select('account', 'user_id', 'debit', 'credit');
  return {
    id: Number(first.id),
    kind: first.kind,
    idempotencyKey: key,
    amount: storedToPaise(first.amount),
    lines: rows.map((r) => ({
      account: r.account,
      memberId: r.user_id === null ? null : Number(r.user_id),
      debit: storedToPaise(r.debit),
      credit: storedToPaise(r.credit),
    })),
    balances: {},
    replayed: true,
  };
}

async function refuseUnknownAccounts(trx: Knex.Transaction, lines: readonly LedgerLine[]) {
  const codes = [...new Set(lines.map((l) => l.account))];
  const known = new Set((await trx('ledger_accounts').whereIn('code', codes).pluck('code')) as string[]);
  const errors: Record<string, string> = {};
  lines.forEach((l, i) => {
    if (!known.has(l.account)) errors[`entries.${i}.account`] = `There is no account "${l.account}".`;
  });
  if (Object.keys(errors).length > 0) throw refusal('JOURNAL_UNKNOWN_ACCOUNT', {}, errors);
}

/**
 * Locks the members' rows in id order and reads their balances. FOR NO KEY UPDATE (what the
 * balance UPDATE takes anyway) rather than FOR UPDATE: the foreign keys of the journal and its
 * entries take KEY SHARE on the same rows, which FOR UPDATE would conflict with — two debits of
 * one wallet would then deadlock instead of queueing.
 */
async function lockWallets(trx: Knex.Transaction, lines: readonly LedgerLine[], memberId: number | null) {
  const moves = walletMovements(lines);
  if (memberId !== null && !moves.has(memberId) && !(await trx('users').where({ id: memberId }).first('id')))
    throw refusal('JOURNAL_UNKNOWN_MEMBER', {}, { memberId: reason('JOURNAL_NO_SUCH_MEMBER', { id: memberId }) });
  const ids = [...moves.keys()].sort((a, b) => a - b);
  if (ids.length === 0) return { ids, moves, stored: new Map<number, number>() };
  const rows = await trx('users').whereIn('id', ids).orderBy('id').forNoKeyUpdate().select('id', 'wallet_balance');
  const stored = new Map(rows.map((r) => [Number(r.id), storedToPaise(r.wallet_balance)]));
  for (const id of ids) {
    if (!stored.has(id)) throw refusal('JOURNAL_UNKNOWN_MEMBER', {}, { memberId: reason('JOURNAL_NO_SUCH_MEMBER', { id }) });
  }
  return { ids, moves, stored };
}

/** Refuses a movement that would overdraw a wallet, then moves the cached balances. */
async function moveBalances(trx: Knex.Transaction, wallets: Awaited<ReturnType<typeof lockWallets>>): Promise<Record<number, number>> {
  const balances: Record<number, number> = {};
  for (const id of wallets.ids) {
    const next = balanceAfter(wallets.stored.get(id)!, wallets.moves.get(id)!);
    if (next === null) throw refusal('WALLET_SHORT', {}, ['memberId']);
    balances[id] = next;
  }
  for (const id of wallets.ids) {
    await moveWalletBalance(trx, id, paiseToStored(wallets.moves.get(id)!));
  }
  return balances;
}

export async function postJournal(db: Knex | Knex.Transaction, call: CallContext, request: JournalRequest): Promise<PostedJournal> {
  const checked = checkRequest(request);
  const fingerprint = journalFingerprint({ kind: request.kind, narration: request.narration, ...checked });
  // Inside a caller's transaction this is a savepoint: the journal commits with the change it pays for.
  return db.transaction(async (trx) => {
    await refuseUnknownAccounts(trx, checked.lines);
    // Wallets first, then the key: a retry queues behind the first post and then sees its key.
    const wallets = await lockWallets(trx, checked.lines, checked.memberId);
    const [claimed] = await trx('wallet_journal')
      .insert({
        user_id: checked.memberId,
        kind: request.kind,
        amount: paiseToStored(checked.total),
        reference_type: checked.reference?.type ?? null,
        reference_id: checked.reference?.id ?? null,
        idempotency_key: request.idempotencyKey,
        request_hash: fingerprint,
        narration: request.narration,
        ...(request.postedAt ? { created_at: request.postedAt } : {}),
      })
      .onConflict('idempotency_key')
      .ignore()
      .returning('id');
    if (!claimed) return replay(trx, request.idempotencyKey, fingerprint);
    const id = Number(claimed.id);
    const balances = await moveBalances(trx, wallets);
    // Each wallet line keeps the balance right after it (a statement reads it instead of summing history).
    const running = new Map(wallets.stored);
    await trx('wallet_ledger_entries').insert(
      checked.lines.map((l) => {
        let after: string | null = null;
        if (l.account === MEMBER_WALLET && l.memberId !== null) {
          const next = running.get(l.memberId)! + l.credit - l.debit;
          running.set(l.memberId, next);
          after = paiseToStored(next);
        }
        return {
          journal_id: id,
          account: l.account,
          user_id: l.memberId,
          debit: paiseToStored(l.debit),
          credit: paiseToStored(l.credit),
          balance_after: after,
          ...(request.postedAt ? { created_at: request.postedAt } : {}),
        };
      }),
    );
    const posted: PostedJournal = {
      id,
      kind: request.kind,
      idempotencyKey: request.idempotencyKey,
      amount: checked.total,
      lines: checked.lines,
      balances,
      replayed: false,
    };
    await recordAction(trx, call, {
      resource: 'wallet-transactions',
      recordId: id,
      action: 'post',
      after: { kind: posted.kind, amount: paiseToStored(posted.amount), narration: request.narration, lines: posted.lines, balances },
    });
    return posted;
  });
}
