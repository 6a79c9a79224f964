import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../api/src/callContext';
import { verifyLedger, type LedgerReport } from '../../api/src/domain/walletLedger/ledgerCheck';
import { LEDGER_MESSAGES, MEMBER_WALLET } from '../../api/src/domain/walletLedger/ledgerRules';
import { IDEMPOTENCY_CONFLICT, postJournal, type JournalRequest } from '../../api/src/domain/walletLedger/ledgerService';
import { asHttpError } from '../../api/src/http/domainErrors';
import type { HttpError } from '../../api/src/http/httpError';
import { testKnex } from '../support/db';
import { createUser } from '../support/testApp';

const system = callAs(null);
const key = (label: string) => `${label}-${crypto.randomUUID()}`;

const topUp = (memberId: number, paise: number, idempotencyKey = key('topup')): JournalRequest => ({
  idempotencyKey,
  kind: 'topup',
  narration: 'Wallet top-up',
  memberId,
  entries: [
    { account: 'gateway_clearing', debit: paise },
    { account: MEMBER_WALLET, credit: paise },
  ],
});

const spend = (memberId: number, paise: number, idempotencyKey = key('spend')): JournalRequest => ({
  idempotencyKey,
  kind: 'debit',
  narration: 'CIR paid from the wallet',
  memberId,
  entries: [
    { account: MEMBER_WALLET, debit: paise },
    { account: 'revenue', credit: paise },
  ],
});

/** The refusal a promise rejects with, as HTTP answers it (fails the test when it resolves or throws something else). */
async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const outcome = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  const answered = asHttpError(outcome);
  expect(answered).toBeDefined();
  return answered!;
}

let db: Knex;
/**
 * What verifyLedger reports before these tests: nothing when this file runs alone. In the whole
 * suite the database is shared, and the engine's contract tests insert sample journals straight
 * into the table (no entries, outside the ledger service): those are not this file's to answer for.
 */
let before: LedgerReport;
beforeAll(async () => {
  db = testKnex({ min: 0, max: 20 });
  before = await verifyLedger(db);
});
afterAll(async () => {
  await db.destroy();
});
// Whatever the scenario did, every journal balances and every stored balance equals its entries.
afterEach(async () => {
  expect(await verifyLedger(db)).toEqual(before);
});

const balanceOf = async (memberId: number) => (await db('users').where({ id: memberId }).first('wallet_balance')).wallet_balance as string;
const journalsOf = async (memberId: number) => Number((await db('wallet_journal').where({ user_id: memberId }).count({ n: '*' }))[0]!.n);

describe('postJournal', () => {
  it('credits a wallet, moves the stored balance and audits the journal', async () => {
    const member = await createUser(db);
    const posted = await postJournal(db, callAs({ userId: member.id, roleName: 'Customer' }), topUp(member.id, 10_050));
    expect(posted).toMatchObject({ replayed: false, amount: 10_050, balances: { [member.id]: 10_050 } });
    expect(await balanceOf(member.id)).toBe('100.50');
    const entries = await db('wallet_ledger_entries')
      .where({ journal_id: posted.id })
      .orderBy('id')
      .select('account', 'user_id', 'debit', 'credit');
    expect(entries).toEqual([
      { account: 'gateway_clearing', user_id: null, debit: '100.50', credit: '0.00' },
      { account: MEMBER_WALLET, user_id: member.id, debit: '0.00', credit: '100.50' },
    ]);
    const audit = await db('audit_logs')
      .where({ resource: 'wallet-transactions', record_id: String(posted.id) })
      .first();
    expect(audit).toMatchObject({ action: 'post', actor_user_id: member.id });
    expect(audit.after).toMatchObject({ kind: 'topup', amount: '100.50' });
  });

  it('posts a journal that touches no member (a gateway payment split into revenue and GST)', async () => {
    const posted = await postJournal(db, system, {
      idempotencyKey: key('payment'),
      kind: 'payment',
      narration: 'Membership paid at the gateway',
      reference: { type: 'order', id: '1' },
      entries: [
        { account: 'gateway_clearing', debit: 118_000 },
        { account: 'revenue', credit: 100_000 },
        { account: 'gst_payable', credit: 18_000 },
      ],
    });
    expect(posted.balances).toEqual({});
    const journal = await db('wallet_journal').where({ id: posted.id }).first();
    expect(journal).toMatchObject({ user_id: null, kind: 'payment', amount: '1180.00', reference_type: 'order', reference_id: '1' });
  });

  it('200 concurrent ₹1 debits on a ₹100 wallet: exactly 100 succeed and the balance ends at 0', async () => {
    const member = await createUser(db);
    await postJournal(db, system, topUp(member.id, 10_000));
    const outcomes = await Promise.allSettled(Array.from({ length: 200 }, () => postJournal(db, system, spend(member.id, 100))));
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(100);
    expect(lost).toHaveLength(100);
    for (const o of lost) {
      expect(asHttpError(o.reason)).toMatchObject({ status: 409, message: LEDGER_MESSAGES.notEnoughBalance });
    }
    // Each success saw a balance one rupee lower than the one before: never below zero, never twice the same.
    const after = won.map((o) => (o as PromiseFulfilledResult<Awaited<ReturnType<typeof postJournal>>>).value.balances[member.id]!);
    expect(after.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i * 100));
    expect(await balanceOf(member.id)).toBe('0.00');
    expect(await journalsOf(member.id)).toBe(101);
  });

  it('the same idempotency key posted 20 times at once makes one journal, and every caller gets it', async () => {
    const member = await createUser(db);
    const request = topUp(member.id, 2_500, key('retry'));
    const answers = await Promise.all(Array.from({ length: 20 }, () => postJournal(db, system, request)));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(answers.every((a) => a.amount === 2_500 && a.lines.length === 2)).toBe(true);
    expect(await journalsOf(member.id)).toBe(1);
    expect(await balanceOf(member.id)).toBe('25.00');
  });

  it('a retried debit after the wallet emptied still answers the first result', async () => {
    const member = await createUser(db);
    await postJournal(db, system, topUp(member.id, 500));
    const request = spend(member.id, 500);
    const first = await postJournal(db, system, request);
    const again = await postJournal(db, system, request);
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect(await balanceOf(member.id)).toBe('0.00');
  });

  it('refuses another payload under a used key with 409 and writes nothing', async () => {
    const member = await createUser(db);
    const used = key('used');
    await postJournal(db, system, topUp(member.id, 1_000, used));
    const error = await refusal(postJournal(db, system, topUp(member.id, 2_000, used)));
    expect(error).toMatchObject({ status: 409, message: IDEMPOTENCY_CONFLICT });
    expect(await journalsOf(member.id)).toBe(1);
    expect(await balanceOf(member.id)).toBe('10.00');
  });
});

describe('postJournal refuses bad journals with a 4xx and writes nothing', () => {
  let member: { id: number };
  beforeAll(async () => {
    member = await createUser(db);
    await postJournal(db, system, topUp(member.id, 1_000));
  });

  async function expectNothingWritten(request: JournalRequest, status: number, errors: Record<string, string | RegExp>) {
    const auditsBefore = Number((await db('audit_logs').where({ resource: 'wallet-transactions' }).count({ n: '*' }))[0]!.n);
    const error = await refusal(postJournal(db, system, request));
    expect(error.status).toBe(status);
    for (const [field, message] of Object.entries(errors)) expect(error.errors?.[field]).toMatch(message);
    expect(await db('wallet_journal').where({ idempotency_key: request.idempotencyKey }).first()).toBeUndefined();
    expect(await journalsOf(member.id)).toBe(1);
    expect(await balanceOf(member.id)).toBe('10.00');
    const auditsAfter = Number((await db('audit_logs').where({ resource: 'wallet-transactions' }).count({ n: '*' }))[0]!.n);
    expect(auditsAfter).toBe(auditsBefore);
  }

  it('an unbalanced journal', async () => {
    const request = topUp(member.id, 500);
    request.entries[1]!.credit = 499;
    await expectNothingWritten(request, 400, { entries: 'The journal does not balance: debits ₹5.00, credits ₹4.99.' });
  });

  it('a negative amount', async () => {
    const request = topUp(member.id, 500);
    request.entries[0]!.debit = -500;
    request.entries[1]!.credit = -500;
    await expectNothingWritten(request, 400, { 'entries.0.debit': LEDGER_MESSAGES.amount, 'entries.1.credit': LEDGER_MESSAGES.amount });
  });

  it('a fractional paisa', async () => {
    await expectNothingWritten(topUp(member.id, 100.5), 400, { 'entries.0.debit': LEDGER_MESSAGES.amount });
  });

  it('an unknown account', async () => {
    const request = spend(member.id, 100);
    request.entries[1]!.account = 'pocket_money';
    await expectNothingWritten(request, 400, { 'entries.1.account': 'There is no account "pocket_money".' });
  });

  it('an unknown member', async () => {
    const request = topUp(member.id, 100);
    request.entries[1]!.memberId = 2_000_000_000;
    await expectNothingWritten(request, 400, { memberId: /no member/ });
  });

  it('an unknown member on a journal without wallet entries', async () => {
    const request = spend(member.id, 100);
    request.memberId = 2_000_000_000;
    request.entries = [
      { account: 'gateway_clearing', debit: 100 },
      { account: 'revenue', credit: 100 },
    ];
    await expectNothingWritten(request, 400, { memberId: /no member/ });
  });

  it('a debit beyond the balance', async () => {
    await expectNothingWritten(spend(member.id, 1_001), 409, { memberId: LEDGER_MESSAGES.notEnoughBalance });
  });

  it('a journal posted inside a transaction that rolls back', async () => {
    const request = topUp(member.id, 700);
    const failed = db.transaction(async (trx) => {
      await postJournal(trx, system, request);
      throw new Error('the order it pays for failed');
    });
    await expect(failed).rejects.toThrow('the order it pays for failed');
    expect(await db('wallet_journal').where({ idempotency_key: request.idempotencyKey }).first()).toBeUndefined();
    expect(await balanceOf(member.id)).toBe('10.00');
  });
});

describe('the database holds the same rules when the service is bypassed', () => {
  it('refuses an unbalanced journal at commit, an unknown account and a negative balance', async () => {
    const member = await createUser(db);
    const attempt = db.transaction(async (trx) => {
      const [journal] = await trx('wallet_journal')
        .insert({ user_id: member.id, kind: 'adjustment', amount: '1.00', idempotency_key: key('raw') })
        .returning('id');
      await trx('wallet_ledger_entries').insert({ journal_id: journal.id, account: 'adjustment_expense', debit: '1.00' });
    });
    await expect(attempt).rejects.toThrow(/does not balance/);
    await expect(
      db.transaction(async (trx) => {
        const [journal] = await trx('wallet_journal')
          .insert({ kind: 'adjustment', amount: '1.00', idempotency_key: key('raw') })
          .returning('id');
        await trx('wallet_ledger_entries').insert([
          { journal_id: journal.id, account: 'no_such_account', debit: '1.00' },
          { journal_id: journal.id, account: 'revenue', credit: '1.00' },
        ]);
      }),
    ).rejects.toThrow(/foreign key/);
    await expect(db('users').where({ id: member.id }).update({ wallet_balance: '-0.01' })).rejects.toThrow(
      /users_wallet_balance_not_negative/,
    );
  });
});

describe('verifyLedger', () => {
  it('reports a stored balance that differs from the entries, and a journal that does not balance', async () => {
    const member = await createUser(db);
    await postJournal(db, system, topUp(member.id, 300));
    await db('users').where({ id: member.id }).update({ wallet_balance: '5.00' });
    const [journal] = await db('wallet_journal')
      .insert({ kind: 'adjustment', amount: '1.00', idempotency_key: key('lonely') })
      .returning('id');
    try {
      const report = await verifyLedger(db);
      expect(report.balanceMismatches).toContainEqual({ memberId: member.id, stored: 500, fromEntries: 300 });
      expect(report.unbalancedJournals).toContainEqual({ journalId: Number(journal.id), entries: 0, amount: 100, debits: 0, credits: 0 });
    } finally {
      // Put things right so the after-each check sees a sound ledger again.
      await db('users').where({ id: member.id }).update({ wallet_balance: '3.00' });
      await db('wallet_journal').where({ id: journal.id }).delete();
    }
  });
});
