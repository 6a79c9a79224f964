/** Deactivation reads as what it is, and names the record in words — never its route. */
import fs from 'node:fs';
import path from 'node:path';
import { getResource, resources } from '@bakaya/api/registry';
import { describe, expect, it } from 'vitest';
import { bulkRemovalTexts, removalTexts } from '../../admin/src/registry/removalTexts';

const customers = getResource('customers')!;

describe('removal texts', () => {
  it('a soft-deleted customer is deactivated, named by label and title', () => {
    const t = removalTexts(customers, { id: 7, name: 'Tour Tester', status: 1 });
    expect(t.label).toBe('Deactivate');
    expect(t.confirmTitle).toBe('Deactivate customer Tour Tester?');
    expect(t.confirmContent).toMatch(/kept/);
    expect(t.successMessage).toBe('Customer Tour Tester deactivated');
  });

  it('a resource whose rows are removed says Delete', () => {
    const hard = resources.find((r) => !r.softDelete && !r.readOnly)!;
    const t = removalTexts(hard, { id: 3 });
    expect(t.label).toBe('Delete');
    expect(t.confirmTitle).toMatch(/^Delete /);
    expect(t.successMessage).toMatch(/ deleted$/);
  });

  it('no text of any resource carries its route or "element"', () => {
    for (const r of resources) {
      const all = [...Object.values(removalTexts(r, { id: 1 })), ...Object.values(bulkRemovalTexts(r))].join(' ');
      if (r.route.includes('/')) expect(all, r.name).not.toContain(r.route);
      expect(all, r.name).not.toMatch(/element/i);
      expect(all.includes('Deactivate'), r.name).toBe(!!r.softDelete);
    }
  });

  it('bulk texts count the selection', () => {
    const t = bulkRemovalTexts(customers);
    expect(t.confirmTitle).toBe('Deactivate 1 customer? |||| Deactivate %{smart_count} customers?');
    expect(t.successMessage).toBe('1 customer deactivated |||| %{smart_count} customers deactivated');
  });

  it('every delete button of the admin goes through RemoveButton or says its own words', () => {
    const root = path.resolve(__dirname, '../../admin/src');
    const walk = (d: string): string[] =>
      fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
    for (const file of walk(root).filter((f) => f.endsWith('.tsx') && !f.endsWith('RemoveButton.tsx'))) {
      const src = fs.readFileSync(file, 'utf8');
      for (const m of src.matchAll(/<(Bulk)?DeleteButton\b[^>]*>/g)) expect(m[0], path.relative(root, file)).toMatch(/confirmTitle/);
    }
  });
});

describe('toasts say what the app wrote', () => {
  it("react-admin's own default (`_`) no longer replaces the app's message", async () => {
    const { i18nProvider } = await import('../../admin/src/providers/i18nProvider');
    const t = removalTexts(customers, { id: 7, name: 'Tour Tester' });
    expect(i18nProvider.translate(t.successMessage, { smart_count: 1, _: 'Element deleted' })).toBe('Customer Tour Tester deactivated');
    const bulk = bulkRemovalTexts(customers).successMessage;
    expect(i18nProvider.translate(bulk, { smart_count: 3, _: '3 elements deleted' })).toBe('3 customers deactivated');
    expect(i18nProvider.translate(bulk, { smart_count: 1, _: 'Element deleted' })).toBe('1 customer deactivated');
    // react-admin's keys keep their messages and defaults.
    expect(i18nProvider.translate('ra.action.delete')).toBe('Delete');
    expect(i18nProvider.translate('resources.x.notifications.deleted', { smart_count: 1, _: 'Element deleted' })).toBe('Element deleted');
  });
});

describe('react-admin keys keep their defaults', () => {
  it('a per-resource key whose resource name holds a slash falls back to the default', async () => {
    const { i18nProvider } = await import('../../admin/src/providers/i18nProvider');
    expect(i18nProvider.translate('resources.promotion-management/promo-code.action.create', { _: 'Create' })).toBe('Create');
  });
});

describe("react-admin's own toasts name the resource", () => {
  it('"Element updated" reads "Promo code saved"; a bulk deactivation counts', async () => {
    const { i18nProvider } = await import('../../admin/src/providers/i18nProvider');
    const route = getResource('promo-codes')!.route;
    expect(i18nProvider.translate(`resources.${route}.notifications.updated`, { smart_count: 1, _: 'Element updated' })).toBe(
      'Promo code saved',
    );
    expect(i18nProvider.translate(`resources.${route}.notifications.created`, { smart_count: 1, _: 'Element created' })).toBe(
      'Promo code created',
    );
    expect(i18nProvider.translate(`resources.${route}.notifications.deleted`, { smart_count: 3, _: '3 elements deleted' })).toBe(
      '3 promo codes deactivated',
    );
  });
});
