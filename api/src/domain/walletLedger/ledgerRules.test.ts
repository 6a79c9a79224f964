import { describe, expect, it } from 'vitest';
import {
  balanceAfter,
  checkJournal,
  isPaiseAmount,
  journalFingerprint,
  LEDGER_MESSAGES,
  MEMBER_WALLET,
  paiseToStored,
  storedToPaise,
  walletMovements,
} from './ledgerRules';

const topUp = (paise: number) => [
  { account: 'gateway_clearing', debit: paise },
  { account: MEMBER_WALLET, credit: paise },
];

describe('checkJournal', () => {
  it('accepts balanced one-sided entries and fills the wallet leg with the journal member', () => {
    const check = checkJournal(topUp(10_050), 7);
    expect(check.errors).toEqual({});
    expect(check.total).toBe(10_050);
    expect(check.lines).toEqual([
      { account: 'gateway_clearing', memberId: null, debit: 10_050, credit: 0 },
      { account: MEMBER_WALLET, memberId: 7, debit: 0, credit: 10_050 },
    ]);
  });

  it('accepts a split: one debit against several credits', () => {
    const check = checkJournal(
      [
        { account: 'gateway_clearing', debit: 11_800 },
        { account: 'revenue', credit: 10_000 },
        { account: 'gst_payable', credit: 1_800 },
      ],
      null,
    );
    expect(check.errors).toEqual({});
    expect(check.total).toBe(11_800);
  });

  it('refuses a journal whose debits and credits differ, naming both totals', () => {
    const check = checkJournal([
      { account: 'gateway_clearing', debit: 10_000 },
      { account: 'revenue', credit: 9_999 },
    ]);
    expect(check.errors).toEqual({ entries: LEDGER_MESSAGES.unbalanced(10_000, 9_999) });
    expect(check.errors.entries).toBe('The journal does not balance: debits ₹100.00, credits ₹99.99.');
  });

  it('refuses fewer than two entries', () => {
    expect(checkJournal([{ account: 'revenue', credit: 100 }]).errors.entries).toBe(LEDGER_MESSAGES.tooFewEntries);
    expect(checkJournal([]).errors.entries).toBe(LEDGER_MESSAGES.tooFewEntries);
  });

  it.each([
    ['negative', -100],
    ['fractional paisa', 100.5],
    ['NaN', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
    ['a string', '100' as unknown as number],
  ])('refuses a %s amount', (_label, amount) => {
    const check = checkJournal([
      { account: 'gateway_clearing', debit: amount },
      { account: 'revenue', credit: 100 },
    ]);
    expect(check.errors['entries.0.debit']).toBe(LEDGER_MESSAGES.amount);
  });

  it('refuses an amount beyond what the column holds', () => {
    const big = 100_000_000_000_000;
    const check = checkJournal([
      { account: 'gateway_clearing', debit: big },
      { account: 'revenue', credit: big },
    ]);
    expect(check.errors['entries.0.debit']).toBe(LEDGER_MESSAGES.tooLarge);
  });

  it('refuses an entry with both sides or neither', () => {
    const check = checkJournal([{ account: 'gateway_clearing', debit: 100, credit: 100 }, { account: 'revenue' }]);
    expect(check.errors['entries.0']).toBe(LEDGER_MESSAGES.oneSide);
    expect(check.errors['entries.1']).toBe(LEDGER_MESSAGES.oneSide);
  });

  it('needs a member on the wallet and refuses one elsewhere', () => {
    expect(checkJournal(topUp(100), null).errors['entries.1.memberId']).toBe(LEDGER_MESSAGES.memberNeeded);
    const check = checkJournal([
      { account: 'gateway_clearing', memberId: 3, debit: 100 },
      { account: MEMBER_WALLET, memberId: 3, credit: 100 },
    ]);
    expect(check.errors).toEqual({ 'entries.0.memberId': LEDGER_MESSAGES.memberNotAllowed });
  });

  it('refuses a malformed account code', () => {
    const check = checkJournal([
      { account: 'Revenue; DROP', debit: 100 },
      { account: 'revenue', credit: 100 },
    ]);
    expect(check.errors['entries.0.account']).toBe(LEDGER_MESSAGES.account);
  });
});

describe('walletMovements and balanceAfter', () => {
  it('nets each member’s wallet legs and ignores business accounts', () => {
    const { lines } = checkJournal([
      { account: MEMBER_WALLET, memberId: 1, debit: 500 },
      { account: MEMBER_WALLET, memberId: 2, credit: 300 },
      { account: 'revenue', credit: 200 },
    ]);
    expect([...walletMovements(lines)]).toEqual([
      [1, -500],
      [2, 300],
    ]);
  });

  it('never lets a wallet go below zero, down to exactly zero is fine', () => {
    expect(balanceAfter(10_000, -10_000)).toBe(0);
    expect(balanceAfter(10_000, -10_001)).toBeNull();
    expect(balanceAfter(0, 1)).toBe(1);
  });
});

describe('rupees ↔ paise', () => {
  it('reads stored numeric values exactly', () => {
    expect(storedToPaise('100.00')).toBe(10_000);
    expect(storedToPaise('0.10')).toBe(10);
    expect(storedToPaise('-0.50')).toBe(-50);
    expect(storedToPaise('1.500')).toBe(150);
    expect(storedToPaise(null)).toBe(0);
    expect(storedToPaise('9999999999999.99')).toBe(999_999_999_999_999);
  });

  it('refuses a stored value with a fraction of a paisa', () => {
    expect(() => storedToPaise('1.005')).toThrow(RangeError);
  });

  it('round-trips every paise value without a float error', () => {
    for (const p of [0, 1, 10, 99, 100, 12_345, 30, 999_999_999_999_999]) expect(storedToPaise(paiseToStored(p))).toBe(p);
    // 0.1 + 0.2 in rupees would be 0.30000000000000004; in paise it is 10 + 20.
    expect(paiseToStored(10 + 20)).toBe('0.30');
  });

  it('knows what a paise amount is', () => {
    expect(isPaiseAmount(1)).toBe(true);
    expect(isPaiseAmount(0)).toBe(false);
    expect(isPaiseAmount(1.5)).toBe(false);
    expect(isPaiseAmount('1')).toBe(false);
  });
});

describe('journalFingerprint', () => {
  const base = { kind: 'topup', narration: 'Top-up', memberId: 1, reference: null, lines: checkJournal(topUp(100), 1).lines };
  it('is the same for the same request and differs when anything changes', () => {
    expect(journalFingerprint(base)).toBe(journalFingerprint({ ...base, lines: [...base.lines] }));
    expect(journalFingerprint(base)).not.toBe(journalFingerprint({ ...base, lines: checkJournal(topUp(101), 1).lines }));
    expect(journalFingerprint(base)).not.toBe(journalFingerprint({ ...base, memberId: 2 }));
    expect(journalFingerprint(base)).not.toBe(journalFingerprint({ ...base, narration: 'Other' }));
    expect(journalFingerprint(base)).not.toBe(journalFingerprint({ ...base, reference: { type: 'order', id: '1' } }));
  });
});
