import { f, getResource, resources, type ResourceDef } from '@bakaya/api/registry';
import { describe, expect, it } from 'vitest';
import {
  createDefaults,
  displayKind,
  filterInputs,
  formFields,
  hasRecordStatus,
  inputKind,
  isSearchable,
  isSortable,
  listColumns,
  relatedResources,
  showFields,
  writablePayload,
} from '../../admin/src/registry/fieldKinds';
import { apiNameOf, findResource, raNameOf } from '../../admin/src/registry/resourceIndex';
import { csvRows } from '../../admin/src/resources/csvExporter';

const sample: ResourceDef = {
  name: 'samples',
  table: 'samples',
  label: 'Samples',
  recordLabel: 'Sample',
  titleField: 'name',
  feature: 'CMS',
  menuGroup: 'Content management',
  route: 'content-management/samples',
  defaultSort: ['id', 'DESC'],
  fields: {
    id: { type: 'id', label: 'ID', readOnly: true, list: true, sortable: true, filter: true },
    name: f.string('Name', { list: true, searchable: true, sortable: true }),
    secret: f.string('Secret', { hidden: true, list: true }),
    amount: f.money('Amount', { list: true, filter: true }),
    due: f.date('Due', { filter: true }),
    kind: f.enum('Kind', [{ id: 'a', name: 'A', colour: '#ff0000' }], { filter: true, default: 'a' }),
    owner: f.ref('Owner', 'customers'),
    gstin: f.gstin('GST'),
    meta: f.json('Meta', { filter: true }),
    balance: f.money('Balance', { readOnly: true, list: true }),
    note: f.text('Note', { filter: true }),
  },
};

describe('field → screen mapping', () => {
  it('list columns are the `list` fields in order, never hidden ones', () => {
    expect(listColumns(sample).map(([n]) => n)).toEqual(['id', 'name', 'amount', 'balance']);
  });

  it('detail rows show everything but hidden fields', () => {
    expect(showFields(sample).map(([n]) => n)).not.toContain('secret');
    expect(showFields(sample)).toHaveLength(10);
  });

  it('forms take writable fields only (no id, read-only or hidden)', () => {
    expect(formFields(sample).map(([n]) => n)).toEqual(['name', 'amount', 'due', 'kind', 'owner', 'gstin', 'meta', 'note']);
    expect(writablePayload(sample, { id: 3, name: 'x', balance: '9.00', secret: 's', created_at: 'y' })).toEqual({ name: 'x' });
  });

  it('chooses inputs by type', () => {
    expect(inputKind(sample.fields.gstin!)).toBe('upperCase');
    expect(inputKind(sample.fields.amount!)).toBe('money');
    expect(inputKind(sample.fields.kind!)).toBe('enum');
    expect(inputKind(sample.fields.owner!)).toBe('reference');
    expect(inputKind(sample.fields.meta!)).toBe('json');
    expect(inputKind(sample.fields.note!)).toBe('longText');
    expect(inputKind(sample.fields.balance!)).toBeNull();
    expect(inputKind(sample.fields.id!)).toBeNull();
    expect(inputKind(f.pan('PAN'))).toBe('upperCase');
    expect(inputKind(f.richtext('Body'))).toBe('richText');
    expect(inputKind(f.datetime('At'))).toBe('datetime');
    expect(inputKind(f.percent('Tax'))).toBe('percent');
  });

  it('chooses cells by type', () => {
    expect(displayKind(sample.fields.amount!)).toBe('money');
    expect(displayKind(sample.fields.due!)).toBe('date');
    expect(displayKind(sample.fields.kind!)).toBe('enum');
    expect(displayKind(sample.fields.owner!)).toBe('reference');
    expect(displayKind(f.integer('N'))).toBe('number');
  });

  it('sorts only id and sortable fields, and searches when any field is searchable', () => {
    expect(isSortable('id', sample.fields.id!)).toBe(true);
    expect(isSortable('name', sample.fields.name!)).toBe(true);
    expect(isSortable('amount', sample.fields.amount!)).toBe(false);
    expect(isSearchable(sample)).toBe(true);
    expect(isSearchable({ ...sample, fields: { id: sample.fields.id! } })).toBe(false);
  });

  it('offers filters for `filter` fields: ranges for money and dates, never the id or JSON', () => {
    expect(filterInputs(sample).map((i) => `${i.source}:${i.kind}`)).toEqual([
      'amount_gte:amountFrom',
      'amount_lte:amountTo',
      'due_gte:dateFrom',
      'due_lte:dateTo',
      'kind:enum',
      'owner:reference',
      'note:text',
    ]);
  });

  it('fills create forms with the registry defaults', () => {
    expect(createDefaults(sample)).toEqual({ kind: 'a' });
  });

  it('knows activate/deactivate only for the 0/1 record status', () => {
    expect(hasRecordStatus(getResource('customers')!)).toBe(true);
    expect(hasRecordStatus(getResource('defaulter-cases')!)).toBe(false);
  });

  it('finds the related records chain customer → businesses → defaulter cases → settlements', () => {
    const names = (n: string) => relatedResources(resources, getResource(n)!).map((r) => `${r.resource.name}.${r.field}`);
    expect(names('customers')).toContain('businesses.user_id');
    expect(names('businesses')).toContain('defaulter-cases.reporter_business_id');
    expect(names('defaulter-cases')).toContain('settlement-requests.case_id');
  });

  it('every list column, filter and reference of the registry maps to something', () => {
    for (const r of resources) {
      for (const [, d] of listColumns(r)) expect(displayKind(d)).toBeTruthy();
      for (const [, d] of formFields(r)) {
        expect(inputKind(d)).toBeTruthy();
        if (d.type === 'reference') expect(findResource(d.reference), `${r.name} → ${d.reference}`).toBeDefined();
      }
      filterInputs(r);
    }
  });

  it('maps react-admin resource names (routes) to API names and back', () => {
    const c = getResource('customers')!;
    expect(apiNameOf(c.route)).toBe('customers');
    expect(apiNameOf('customers')).toBe('customers');
    expect(raNameOf('customers')).toBe(c.route);
    expect(apiNameOf('unknown-thing')).toBe('unknown-thing');
  });

  it('exports CSV rows with labelled columns and JSON as text', () => {
    const rows = csvRows(sample, [{ id: 1, name: 'A', amount: '10.00', meta: { a: 1 }, secret: 'x', due: null }]);
    expect(rows[0]).toMatchObject({ ID: 1, Name: 'A', Amount: '10.00', Meta: '{"a":1}', Due: '' });
    expect(rows[0]).not.toHaveProperty('Secret');
  });
});

describe('record titles (page titles, reference links)', async () => {
  const { recordTitle } = await import('../../admin/src/registry/recordTitle');
  it('uses the title field, formatted by type', () => {
    expect(recordTitle(getResource('customers')!, { id: 2, name: 'Aarav Sharma' })).toBe('Aarav Sharma');
    expect(recordTitle({ ...sample, titleField: 'amount' }, { id: 1, amount: '116.8' })).toBe('₹116.80');
    expect(recordTitle({ ...sample, titleField: 'kind' }, { id: 1, kind: 'a' })).toBe('A');
    expect(recordTitle({ ...sample, titleField: 'due' }, { id: 1, due: '2026-11-21' })).toBe('21, Nov, 2026');
  });
  it("falls back to '#id' for id title fields and empty values", () => {
    expect(recordTitle(getResource('settlement-requests')!, { id: 7 })).toBe('#7');
    expect(recordTitle(getResource('customers')!, { id: 3, name: '' })).toBe('#3');
    expect(recordTitle(getResource('customers')!, undefined)).toBe('');
  });
});
