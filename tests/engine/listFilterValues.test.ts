/**
 * Issue 18 §15: a list filter value PostgreSQL would refuse answered 500 (a date with a zone offset beyond
 * ±15:59 → 22009, found by fuzzing the OpenAPI document). Every filter value is now checked before it
 * reaches SQL: every date and date-time filter of every resource answers 400 naming the filter for an
 * impossible zone, day, year or type, and 200 for a real one; numbers, money, addresses and text too.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFilterable, ORDERED_TYPES } from '../../api/src/engine/listParams';
import { resources } from '../../api/src/registry';
import { ROLE } from '../../api/src/registry/features';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let staff = '';
beforeAll(async () => {
  staff = (await signedIn(t.db, { roleId: ROLE.SUPER_ADMIN })).auth;
});
afterAll(() => t.close());

const list = (name: string, filter: Record<string, unknown>) =>
  request(t.app)
    .get(`/api/${name}`)
    .query({ filter: JSON.stringify(filter), range: '[0,0]' })
    .set('Authorization', staff);

const filtersOf = (types: readonly string[]) =>
  resources.flatMap((r) =>
    Object.entries(r.fields)
      .filter(([n, d]) => types.includes(d.type) && isFilterable(r, n) && !d.computed)
      .map(([n, d]) => [r.name, n, d.type] as const),
  );

const DATE_FILTERS = filtersOf(['date', 'datetime']);

const BAD_DATES: readonly unknown[] = [
  '2026-01-01T00:00:00+16:00',
  '2026-01-01T00:00:00-23:59',
  '2026-02-30',
  '2026-13-01',
  '275760-09-13',
  '0000-01-01',
  '2026-01-01T24:00:00Z',
  'NaN',
  'Tuesday',
  12345,
  ['2026-01-01'],
  { $gt: '2026-01-01' },
  '2026-01-01\u0000',
];

describe('date and date-time filters of every resource', () => {
  it('are many (the walk covers the registry)', () => {
    expect(DATE_FILTERS.length).toBeGreaterThan(40);
    for (const name of ['businesses', 'orders', 'audit-logs', 'customers', 'bank-accounts'])
      expect(
        DATE_FILTERS.some(([r]) => r === name),
        name,
      ).toBe(true);
  });

  it.each(DATE_FILTERS)('%s.%s (%s): 400 naming the filter for an impossible value, 200 for a real one', async (name, field, type) => {
    for (const key of ORDERED_TYPES.has(type) ? [`${field}_gte`, `${field}_lt`] : [field]) {
      for (const value of BAD_DATES) {
        if (Array.isArray(value) && key === field) continue; // an array on an equality filter is an IN list: its items are checked
        const res = await list(name, { [key]: value });
        expect(res.status, `${key}=${JSON.stringify(value)}: ${JSON.stringify(res.body)}`).toBe(400);
        // Named as the filter, or (a NUL byte, refused before parsing) as its place in the query.
        expect(Object.keys(res.body.errors ?? {}), `${key}=${JSON.stringify(value)}`).toContainEqual(
          expect.stringMatching(new RegExp(`(^|\\.)${key}$`)),
        );
      }
      const good =
        type === 'date' ? ['2026-01-01'] : ['2026-01-01', '2026-01-01T00:00:00+14:00', '2026-01-01T10:30:00Z', '2026-01-01T10:30'];
      for (const value of good) expect((await list(name, { [key]: value })).status, `${key}=${value}`).toBe(200);
    }
    const inList = await list(name, { [field]: ['2026-01-01', '2026-02-30'] });
    expect(inList.status).toBe(400);
  });
});

describe('other filter values PostgreSQL would refuse', () => {
  it.each(filtersOf(['integer', 'id', 'reference']).slice(0, 400))('%s.%s: numbers out of range answer 400', async (name, field) => {
    for (const value of ['99999999999999999999', 1e300, '1.5', 'NaN', true])
      expect((await list(name, { [field]: value })).status, `${field}=${value}`).toBe(400);
  });

  it.each(filtersOf(['integer']))('%s.%s: any safe integer is a real value, whatever the column holds', async (name, field) => {
    // size_bytes is bigint, most counts are int4: both compare with a value past int4 without a 500.
    for (const value of [2_147_483_648, '9007199254740991', -2_147_483_649])
      for (const filter of [{ [field]: value }, { [`${field}_gte`]: value }, { [field]: [1, value] }])
        expect((await list(name, filter)).status, JSON.stringify(filter)).toBe(200);
  });

  it.each(filtersOf(['money', 'percent']))('%s.%s: money out of range answers 400', async (name, field) => {
    for (const value of ['1'.repeat(200), '1e5', 'Infinity', '12.5.5'])
      expect((await list(name, { [field]: value })).status, value).toBe(400);
    expect((await list(name, { [field]: '1250.50' })).status).toBe(200);
  });

  it.each(filtersOf(['ip']))('%s.%s: an impossible address answers 400', async (name, field) => {
    for (const value of ['999.1.1.1', '10.0.0.0/33', '::1/129', '1.2.3.4/8/9'])
      expect((await list(name, { [field]: value })).status, value).toBe(400);
    expect((await list(name, { [field]: '10.0.0.1' })).status).toBe(200);
  });

  it('text with a NUL character answers 400, in a filter and in the search', async () => {
    expect((await list('businesses', { gstin: '27AAAAA0000A1Z\u0000' })).status).toBe(400);
    expect((await list('businesses', { q: 'Tra\u0000ders' })).status).toBe(400);
  });
});
