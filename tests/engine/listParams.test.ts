import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, parseBulkIds, parseListParams } from '../../api/src/engine/listParams';
import { defineResource } from '../../api/src/registry/define';
import { f, statusField } from '../../api/src/registry/fields';

const books = defineResource({
  name: 'books',
  table: 'books',
  label: 'Books',
  feature: 'CMS',
  menuGroup: 'Content management',
  route: 'books',
  fields: {
    title: f.string('Title', { searchable: true, sortable: true }),
    isbn: f.string('ISBN', { searchable: true }),
    price: f.money('Price', { filter: true, sortable: true }),
    published_on: f.date('Published on', { filter: true }),
    kind: f.enum(
      'Kind',
      [
        { id: 'novel', name: 'Novel' },
        { id: 'poem', name: 'Poem' },
      ],
      { filter: true },
    ),
    author_id: f.ref('Author', 'authors'),
    secret: f.string('Secret', { hidden: true, filter: true }),
    notes: f.text('Notes'),
    ...statusField(),
  },
});
const q = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, JSON.stringify(v)]));

describe('parseListParams', () => {
  it('defaults to the resource sort and a page of 25', () => {
    expect(parseListParams(books, {})).toEqual({ conditions: [], sort: { column: 'created_at', order: 'desc' }, offset: 0, limit: 25 });
  });

  it('reads sort, range and every filter form', () => {
    const p = parseListParams(
      books,
      q({
        sort: ['price', 'asc'],
        range: [50, 74],
        filter: {
          q: ' sharma ',
          id: [3, '4'],
          kind: 'novel',
          price_gte: '100.50',
          published_on_lt: '2026-01-01',
          author_id: 7,
          status: null,
        },
      }),
    );
    expect(p.sort).toEqual({ column: 'price', order: 'asc' });
    expect(p.offset).toBe(50);
    expect(p.limit).toBe(25);
    expect(p.conditions).toEqual([
      { kind: 'search', columns: ['title', 'isbn'], term: 'sharma' },
      { kind: 'in', column: 'id', values: [3, 4] },
      { kind: 'eq', column: 'kind', value: 'novel' },
      { kind: 'cmp', column: 'price', op: '>=', value: '100.50' },
      { kind: 'cmp', column: 'published_on', op: '<', value: '2026-01-01' },
      { kind: 'eq', column: 'author_id', value: 7 },
      { kind: 'null', column: 'status' },
    ]);
  });

  it('reads a calendar day on a date-time field as that whole day in IST', () => {
    const p = parseListParams(books, q({ filter: { created_at_gte: '2026-11-21', created_at_lte: '2026-11-21' } }));
    expect(p.conditions).toEqual([
      { kind: 'cmp', column: 'created_at', op: '>=', value: '2026-11-20T18:30:00.000Z' },
      { kind: 'cmp', column: 'created_at', op: '<', value: '2026-11-21T18:30:00.000Z' },
    ]);
    expect(parseListParams(books, q({ filter: { created_at_gt: '2026-11-21', created_at_lt: '2026-11-01' } })).conditions).toEqual([
      { kind: 'cmp', column: 'created_at', op: '>=', value: '2026-11-21T18:30:00.000Z' },
      { kind: 'cmp', column: 'created_at', op: '<', value: '2026-10-31T18:30:00.000Z' },
    ]);
    // An instant stays that instant (in UTC); a plain date field compares as a date.
    expect(
      parseListParams(books, q({ filter: { created_at_lte: '2026-11-21T10:00:00Z', published_on_lte: '2026-11-21' } })).conditions,
    ).toEqual([
      { kind: 'cmp', column: 'created_at', op: '<=', value: '2026-11-21T10:00:00.000Z' },
      { kind: 'cmp', column: 'published_on', op: '<=', value: '2026-11-21' },
    ]);
  });

  it('treats an empty filter= (and sort=, range=) or filter={} as none given', () => {
    const none = parseListParams(books, {});
    expect(parseListParams(books, { filter: '' })).toEqual(none);
    expect(parseListParams(books, { filter: '  ' })).toEqual(none);
    expect(parseListParams(books, { filter: '{}' })).toEqual(none);
    expect(parseListParams(books, { filter: '', sort: '', range: '' })).toEqual(none);
  });

  it('still refuses bulk changes with an empty filter', () => {
    expect(() => parseBulkIds({ filter: '' })).toThrow(/at least one id/);
  });

  it('caps the page size', () => {
    expect(parseListParams(books, q({ range: [0, 999_999] })).limit).toBe(MAX_PAGE_SIZE);
  });

  it.each([
    [{ sort: ['notes', 'ASC'] }, /Unknown sort field "notes"/],
    [{ sort: ['secret', 'ASC'] }, /Unknown sort field/],
    [{ sort: ['title'] }, /must look like/],
    [{ sort: ['title', 'UP'] }, /ASC or DESC/],
    [{ range: [10, 5] }, /range/],
    [{ range: [0.5, 5] }, /range/],
    [{ range: 'x' }, /range/],
    [{ filter: { notes: 'x' } }, /Unknown filter field "notes"/],
    [{ filter: { secret: 'x' } }, /Unknown filter field/],
    [{ filter: { title_gte: 'a' } }, /Unknown filter field "title_gte"/],
    [{ filter: { kind_gte: 'a' } }, /needs a number or date/],
    [{ filter: { kind: 'essay' } }, /wrong type/],
    [{ filter: { price: 'cheap' } }, /wrong type/],
    [{ filter: { published_on: 'yesterday' } }, /wrong type/],
    [{ filter: { id: 'abc' } }, /wrong type/],
    [{ filter: { id: [1, { x: 1 }] } }, /wrong type/],
    [{ filter: { q: 42 } }, /must be a string/],
    [{ filter: [1] }, /JSON object/],
  ])('refuses %j', (query, message) => {
    expect(() => parseListParams(books, q(query))).toThrow(message);
  });

  it('refuses malformed JSON and repeated parameters', () => {
    expect(() => parseListParams(books, { filter: '{"a":' })).toThrow(/not valid JSON/);
    expect(() => parseListParams(books, { sort: ['a', 'b'] })).toThrow(/given once/);
  });

  it('refuses a search on a resource without searchable fields', () => {
    const plain = defineResource({ ...books, name: 'plain', fields: { n: f.integer('N') } });
    expect(() => parseListParams(plain, q({ filter: { q: 'x' } }))).toThrow(/cannot be searched/);
  });

  it('escapes nothing itself but never passes unknown names through', () => {
    expect(() => parseListParams(books, q({ filter: { 'title; DROP TABLE books': 1 } }))).toThrow(/Unknown filter field/);
    expect(() => parseListParams(books, q({ sort: ['id" desc; --', 'ASC'] }))).toThrow(/Unknown sort field/);
  });
});

describe('parseBulkIds', () => {
  it('reads unique positive ids', () => {
    expect(parseBulkIds(q({ filter: { id: [3, '5', 3] } }))).toEqual([3, 5]);
  });
  it.each([
    [{}],
    [{ filter: {} }],
    [{ filter: { id: [] } }],
    [{ filter: { id: [0] } }],
    [{ filter: { id: ['x'] } }],
    [{ filter: { id: [1], status: 1 } }],
    [{ filter: { id: Array.from({ length: 1001 }, (_, i) => i + 1) } }],
  ])('refuses %j', (query) => {
    expect(() => parseBulkIds(q(query))).toThrow();
  });
});

describe('singular labels', () => {
  it.each([
    ['Wallet ledger entries', 'Wallet ledger entry'],
    ['Businesses', 'Business'],
    ['Batches', 'Batch'],
    ['Cities', 'City'],
    ['Promo codes', 'Promo code'],
    ['Taxes', 'Tax'],
  ])('%s → %s', async (plural, one) => {
    const { singular } = await import('../../api/src/registry/define');
    expect(singular(plural)).toBe(one);
  });
});
