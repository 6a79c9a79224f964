/** Lists fit the screen: a few registry-chosen columns by default, the rest one click away ("Columns"). */
import { resources } from '@bakaya/api/registry';
import { describe, expect, it } from 'vitest';
import { defaultColumns, DEFAULT_COLUMN_COUNT, hiddenColumns, listColumns, stateColumn } from '../../admin/src/registry/fieldKinds';

describe('default list columns', () => {
  it('at most DEFAULT_COLUMN_COUNT columns plus the state column, which is always kept', () => {
    for (const r of resources) {
      const cols = defaultColumns(r).map(([n]) => n);
      const state = stateColumn(r);
      expect(cols.filter((n) => n !== state).length, r.name).toBeLessThanOrEqual(DEFAULT_COLUMN_COUNT);
      if (state) expect(cols, r.name).toContain(state);
      // The others are offered through "Columns", hidden at first.
      expect([...cols, ...hiddenColumns(r)].sort(), r.name).toEqual(
        listColumns(r)
          .map(([n]) => n)
          .sort(),
      );
    }
  });
});

describe('the state column', () => {
  it('is the record status, or else a computed state such as a promo code’s, and is always a default column', async () => {
    const { stateColumn, defaultColumns } = await import('../../admin/src/registry/fieldKinds');
    const { getResource } = await import('../../api/src/registry');
    expect(stateColumn(getResource('defaulter-cases')!)).toBe('status');
    expect(stateColumn(getResource('promo-codes')!)).toBe('state');
    expect(defaultColumns(getResource('promo-codes')!).map(([n]) => n)).toContain('state');
  });
});
