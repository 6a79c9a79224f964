/**
 * The wallet ledger's pure rules (issue 9 §4): a journal is ≥ 2 one-sided entries in whole paise
 * whose debits equal their credits; a member's wallet ('user_wallet', a liability: a credit raises
 * the balance, a debit lowers it) never goes below zero. No floats: amounts are integer paise here
 * and rupee strings ('125.50') in the database, converted with toPaise / fromPaise.
 */
import crypto from 'node:crypto';
import { ERROR_CATALOG } from '../errors';
import { formatPaise, fromPaise, MAX_AMOUNT_PAISE, toPaise } from '../../validation/money';

/** The one per-member account; every other account belongs to the business. */
export const MEMBER_WALLET = 'user_wallet';

export const JOURNAL_KINDS = ['topup', 'debit', 'cashback', 'refund', 'adjustment', 'payment', 'commission'] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

/** One leg as a caller writes it: exactly one of debit / credit, in paise. */
export interface JournalEntryInput {
  account: string;
  /** Required on the member wallet (defaults to the journal's member), refused elsewhere. */
  memberId?: number | null;
  debit?: number;
  credit?: number;
}

/** One leg as stored: exactly one side is positive, the other 0. */
export interface LedgerLine {
  account: string;
  memberId: number | null;
  debit: number;
  credit: number;
}

export interface JournalCheck {
  lines: LedgerLine[];
  /** Field path → message, e.g. { 'entries.1.debit': '…' }; empty when the journal is sound. */
  errors: Record<string, string>;
  /** Σ debits (= Σ credits when sound), in paise. */
  total: number;
}

export const LEDGER_MESSAGES = {
  tooFewEntries: 'A journal needs at least two entries.',
  oneSide: 'An entry is either a debit or a credit, not both or neither.',
  amount: 'An amount is a whole number of paise greater than zero.',
  tooLarge: 'The amount is too large.',
  unbalanced: (debits: number, credits: number) =>
    `The journal does not balance: debits ${formatPaise(debits)}, credits ${formatPaise(credits)}.`,
  memberNeeded: 'An entry on the member wallet needs the member.',
  memberNotAllowed: 'Only the member wallet carries a member.',
  account: 'An account code is lower-case letters and underscores.',
  notEnoughBalance: ERROR_CATALOG.WALLET_SHORT.english,
} as const;

/** A whole, positive number of paise within what a numeric(14,2) column holds. */
export function isPaiseAmount(x: unknown): x is number {
  return typeof x === 'number' && Number.isSafeInteger(x) && x > 0 && x <= MAX_AMOUNT_PAISE;
}

/**
 * Checks a journal's entries and normalises them to lines. `memberId` is the journal's member,
 * used for wallet entries that do not name one. Never throws: the caller turns errors into a 400.
 */
export function checkJournal(entries: readonly JournalEntryInput[], memberId: number | null = null): JournalCheck {
  const errors: Record<string, string> = {};
  const lines: LedgerLine[] = [];
  if (!Array.isArray(entries) || entries.length < 2) errors.entries = LEDGER_MESSAGES.tooFewEntries;
  let debits = 0;
  let credits = 0;
  (Array.isArray(entries) ? entries : []).forEach((entry, i) => {
    const at = `entries.${i}`;
    const debit = entry.debit ?? 0;
    const credit = entry.credit ?? 0;
    if (typeof entry.account !== 'string' || !/^[a-z][a-z_]{0,39}$/.test(entry.account)) errors[`${at}.account`] = LEDGER_MESSAGES.account;
    const side = debit !== 0 ? 'debit' : 'credit';
    const amount = debit !== 0 ? debit : credit;
    if ((debit !== 0) === (credit !== 0)) errors[at] = LEDGER_MESSAGES.oneSide;
    else if (typeof amount === 'number' && Number.isSafeInteger(amount) && amount > MAX_AMOUNT_PAISE)
      errors[`${at}.${side}`] = LEDGER_MESSAGES.tooLarge;
    else if (!isPaiseAmount(amount)) errors[`${at}.${side}`] = LEDGER_MESSAGES.amount;
    const onWallet = entry.account === MEMBER_WALLET;
    const member = onWallet ? (entry.memberId ?? memberId) : (entry.memberId ?? null);
    if (onWallet && !(Number.isSafeInteger(member) && (member as number) > 0)) errors[`${at}.memberId`] = LEDGER_MESSAGES.memberNeeded;
    if (!onWallet && member !== null) errors[`${at}.memberId`] = LEDGER_MESSAGES.memberNotAllowed;
    if (isPaiseAmount(amount)) {
      if (side === 'debit') debits += amount;
      else credits += amount;
    }
    lines.push({ account: entry.account, memberId: member, debit: side === 'debit' ? amount : 0, credit: side === 'credit' ? amount : 0 });
  });
  if (Object.keys(errors).length === 0 && debits !== credits) errors.entries = LEDGER_MESSAGES.unbalanced(debits, credits);
  return { lines, errors, total: debits };
}

/** How each member's wallet moves: Σ(credit − debit) of their wallet lines, in paise. */
export function walletMovements(lines: readonly LedgerLine[]): Map<number, number> {
  const moves = new Map<number, number>();
  for (const line of lines) {
    if (line.account !== MEMBER_WALLET || line.memberId === null) continue;
    moves.set(line.memberId, (moves.get(line.memberId) ?? 0) + line.credit - line.debit);
  }
  return moves;
}

/** The balance after a movement, or null when it would go below zero (the wallet never does). */
export function balanceAfter(balance: number, movement: number): number | null {
  const next = balance + movement;
  return next < 0 ? null : next;
}

/** A stored numeric(14,2) value ('100.00', '-0.50', or a number from a SUM) → paise, exactly. */
export function storedToPaise(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  // PostgreSQL may print a SUM with more scale ('1.500'); trailing zeros beyond 2 decimals are harmless.
  const text = String(value).replace(/^(-?\d+\.\d{2})0+$/, '$1');
  return toPaise(text);
}

/** Paise → the rupee string a numeric(14,2) column takes ('10050' → '100.50'). */
export const paiseToStored = fromPaise;

/**
 * A request's fingerprint: the same idempotency key with another payload is a different request
 * and is refused. Entry order matters (a retry sends the very same body).
 */
export function journalFingerprint(request: {
  kind: string;
  narration: string;
  memberId: number | null;
  reference: { type: string; id: string } | null;
  lines: readonly LedgerLine[];
}): string {
  const canonical = JSON.stringify([
    request.kind,
    request.narration,
    request.memberId,
    request.reference ? [request.reference.type, request.reference.id] : null,
    request.lines.map((l) => [l.account, l.memberId, l.debit, l.credit]),
  ]);
  return crypto.createHash('sha256').update(canonical).digest('hex');
}
