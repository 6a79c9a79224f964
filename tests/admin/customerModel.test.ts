import { getResource } from '@bakaya/api/registry';
import { describe, expect, it } from 'vitest';
import {
  columnAlign,
  columnLabel,
  CUSTOMER_SECTIONS,
  customerSectionsFor,
  linkText,
  referenceReadable,
  sectionCount,
  seeAllPath,
} from '../../admin/src/screens/customerDetail/customerModel';
import { rule, staff } from './support/staffSession';

const keys = (sections: ReadonlyArray<{ key: string }>) => sections.map((s) => s.key);

describe('customer page sections', () => {
  it('are the ones the issue asks for, in reading order', () => {
    expect(keys(CUSTOMER_SECTIONS)).toEqual([
      'businesses',
      'defaulterCases',
      'settlementRequests',
      'subscriptions',
      'invoices',
      'walletTransactions',
      'referrals',
    ]);
  });
  it('each lists a registry resource by a reference to customers, in columns it really has', () => {
    for (const s of CUSTOMER_SECTIONS) {
      const r = getResource(s.resource);
      expect(r, s.resource).toBeDefined();
      expect(r!.fields[s.target]).toMatchObject({ type: 'reference', reference: 'customers' });
      for (const c of s.columns) expect(r!.fields[c.field], `${s.resource}.${c.field}`).toBeDefined();
      if (s.sort) expect(r!.fields[s.sort.field]?.sortable, `${s.resource} sorts by ${s.sort.field}`).toBe(true);
    }
  });
  it('wallet transactions show the latest 10; the others 5', () => {
    for (const s of CUSTOMER_SECTIONS) expect(s.perPage).toBe(s.key === 'walletTransactions' ? 10 : 5);
  });
  it('never show the bank account hash or other hidden fields', () => {
    for (const s of CUSTOMER_SECTIONS) for (const c of s.columns) expect(getResource(s.resource)!.fields[c.field]!.hidden).toBeFalsy();
  });
});

describe('customerSectionsFor: only what the role may list', () => {
  it('Super Admin sees every section', () => {
    expect(customerSectionsFor(staff([], 2))).toHaveLength(CUSTOMER_SECTIONS.length);
  });
  it("follows each resource's feature list view", () => {
    const user = staff([
      rule('Customer', { listView: 1, detailView: 1 }),
      rule('Business', { listView: 1 }),
      rule('Wallet Transactions', { listView: 0, detailView: 1 }),
    ]);
    // Referrals sit under the Customer feature.
    expect(keys(customerSectionsFor(user))).toEqual(['businesses', 'referrals']);
  });
  it('none for a member', () => {
    expect(customerSectionsFor({ role_id: 1, role_type: 'customer', accessAction: [] })).toEqual([]);
  });
});

describe('seeAllPath', () => {
  it("uses the route table's own filtered list of a customer's wallet transactions", () => {
    expect(seeAllPath({ resource: 'wallet-transactions', target: 'user_id' }, 7)).toBe(
      '/customer-management/users/walletTransaction/details/7',
    );
  });
  it("otherwise the resource's list with the filter in its address", () => {
    const path = seeAllPath({ resource: 'defaulter-cases', target: 'reporter_user_id' }, '3');
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/customer-management/defaulter');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ reporter_user_id: 3 });
  });
});

describe('formatting choices', () => {
  it('sectionCount: the total, or "latest n of N" when more exist', () => {
    expect(sectionCount(3, 3)).toBe('3');
    expect(sectionCount(10, 42)).toBe('latest 10 of 42');
    expect(sectionCount(0, 0)).toBe('');
    expect(sectionCount(0, undefined)).toBe('');
  });
  it('linkText: the value, "#id" for ids and blanks, long text clipped', () => {
    expect(linkText('Nair Spices Exports', 11)).toBe('Nair Spices Exports');
    expect(linkText(5, 5, { type: 'id' })).toBe('#5');
    expect(linkText(null, 6)).toBe('#6');
    expect(linkText('  ', 6)).toBe('#6');
    expect(linkText('x'.repeat(80), 1)).toHaveLength(60);
  });
  it('column labels and alignment', () => {
    const invoices = getResource('invoices')!;
    expect(columnLabel(invoices.fields, { field: 'total' })).toBe('Total');
    expect(columnLabel(invoices.fields, { field: 'issued_at', label: 'Issued on' })).toBe('Issued on');
    expect(columnAlign(invoices.fields, { field: 'total' })).toBe('right');
    expect(columnAlign(invoices.fields, { field: 'status' })).toBe('left');
    expect(columnAlign(invoices.fields, { field: 'invoice_number', cell: 'link' })).toBe('left');
  });
  it('referenceReadable: a reference shows its name only when the role may list the target', () => {
    const user = staff([rule('Customer', { listView: 1 })]);
    expect(referenceReadable(user, { type: 'reference', reference: 'customers' })).toBe(true);
    expect(referenceReadable(user, { type: 'reference', reference: 'affiliates' })).toBe(false);
    expect(referenceReadable(user, { type: 'money' })).toBe(true);
  });
});
