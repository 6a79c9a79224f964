import { defineResource } from '../define';
import { f } from '../fields';
import type { Choice } from '../types';
import { JOURNAL_KINDS } from './wallet';

const ACCOUNT_KINDS: readonly Choice[] = [
  { id: 'asset', name: 'Asset', colour: '#1E88E5' },
  { id: 'liability', name: 'Liability', colour: '#8E24AA' },
  { id: 'income', name: 'Income', colour: '#43A047' },
  { id: 'expense', name: 'Expense', colour: '#E53935' },
];

/**
 * An account's balance on its normal side, from its entries on every read (never a stored total
 * that could drift): credit − debit for liabilities and income, debit − credit for assets and
 * expenses. One aggregate per account over the (account, user_id) index; the chart has a dozen rows.
 */
const ACCOUNT_BALANCE_SQL = `COALESCE((SELECT CASE WHEN ledger_accounts.kind IN ('asset', 'expense')
  THEN SUM(e.debit - e.credit) ELSE SUM(e.credit - e.debit) END
  FROM wallet_ledger_entries e WHERE e.account = ledger_accounts.code), 0)`;

/** A column of the entry's journal (kind, narration, reference), read with the entry. */
const journalColumn = (column: string) =>
  `COALESCE((SELECT j.${column} FROM wallet_journal j WHERE j.id = wallet_ledger_entries.journal_id), '')`;

/**
 * The double-entry ledger as staff audit it: the chart of accounts with their balances, and every
 * leg of every journal. Written only by the ledger service (domain/walletLedger): read-only here.
 */
export const ledgerResources = [
  defineResource({
    name: 'ledger-accounts',
    table: 'ledger_accounts',
    label: 'Ledger accounts',
    titleField: 'name',
    feature: 'Wallet Transactions',
    menuGroup: 'Customer management',
    route: 'customer-management/users/walletTransaction/accounts',
    readOnly: true,
    // The chart's own rows, added by migrations: no dates to show or filter by.
    timestamps: false,
    defaultSort: ['id', 'ASC'],
    fields: {
      code: f.string('Code', { max: 40, filter: true, list: true }),
      name: f.string('Name', { max: 120, list: true }),
      kind: f.enum('Kind', ACCOUNT_KINDS, { list: true }),
      per_member: f.boolean('One per member', { list: true }),
      balance: f.money('Balance', { readOnly: true, computed: ACCOUNT_BALANCE_SQL, list: true }),
    },
  }),
  defineResource({
    name: 'ledger-entries',
    table: 'wallet_ledger_entries',
    label: 'Ledger entries',
    titleField: 'account',
    feature: 'Wallet Transactions',
    menuGroup: 'Customer management',
    route: 'customer-management/users/walletTransaction/ledger',
    readOnly: true,
    defaultSort: ['id', 'DESC'],
    fields: {
      journal_id: f.ref('Wallet transaction', 'wallet-transactions', { list: true }),
      account: f.string('Account', { filter: true, list: true }),
      user_id: f.ref('Customer', 'customers', { list: true }),
      debit: f.money('Debit', { list: true }),
      credit: f.money('Credit', { list: true }),
      journal_kind: f.enum('Type', JOURNAL_KINDS, { readOnly: true, computed: journalColumn('kind'), list: true }),
      narration: f.string('Narration', { readOnly: true, computed: journalColumn('narration'), list: true }),
      reference_type: f.string('Reference', { readOnly: true, computed: journalColumn('reference_type'), list: true }),
      reference_id: f.string('Reference id', { readOnly: true, computed: journalColumn('reference_id') }),
    },
  }),
];
