import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletStatement } from '../../api/src/domain/walletLedger/walletStatement';
import { testKnex } from '../support/db';
import { createUser } from '../support/testApp';
import { walletMove } from './walletMoves';

let db: Knex;
beforeAll(() => {
  db = testKnex();
});
afterAll(async () => {
  await db.destroy();
});

const move = (memberId: number, kind: 'topup' | 'debit', paise: number, narration: string) =>
  walletMove(db, memberId, kind, paise, narration);

describe('walletStatement', () => {
  it('lists the member’s movements newest first with the running balance, ending at the stored balance', async () => {
    const member = await createUser(db);
    const other = await createUser(db);
    await move(member.id, 'topup', 50_000, 'Top-up');
    await move(other.id, 'topup', 7_000, 'Someone else’s top-up');
    await move(member.id, 'debit', 19_900, 'CIR for Reddy Electricals');
    await move(member.id, 'topup', 1_000, 'Cashback');
    const statement = await walletStatement(db, member.id);
    expect(statement).toMatchObject({ memberId: member.id, balance: 31_100 });
    expect(statement!.lines.map((l) => [l.narration, l.credit, l.debit, l.balanceAfter])).toEqual([
      ['Cashback', 1_000, 0, 31_100],
      ['CIR for Reddy Electricals', 0, 19_900, 30_100],
      ['Top-up', 50_000, 0, 50_000],
    ]);
    expect((await walletStatement(db, member.id, { limit: 1 }))!.lines).toHaveLength(1);
  });

  it('answers null for an unknown member and an empty statement for a new one', async () => {
    expect(await walletStatement(db, 2_000_000_000)).toBeNull();
    const member = await createUser(db);
    expect(await walletStatement(db, member.id)).toEqual({ memberId: member.id, balance: 0, lines: [], nextBefore: null });
  });
});
