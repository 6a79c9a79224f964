/**
 * The demo data gives every section of the public site published content, and its draft, expired
 * and deactivated samples stay out of the public views (seeded in a transaction that is rolled back).
 */
import { afterAll, expect, it } from 'vitest';
import { PUBLIC_MAX_PAGE_SIZE, publicScope, publicViewOf } from '../../api/src/engine/publicView';
import { listRecords } from '../../api/src/engine/resourceService';
import { seedDemoContent } from '../../seeds/demo/content';
import { seedDemoSiteBlocks } from '../../seeds/demo/siteBlocks';
import { HELP_TOPICS } from '../../api/src/registry/resources/content';
import { createTestApp } from '../support/testApp';

const t = createTestApp();
afterAll(() => t.close());

it('seeds published content for each public section and keeps the hidden samples hidden', async () => {
  const trx = await t.db.transaction();
  try {
    await seedDemoContent(trx);
    await seedDemoSiteBlocks(trx);
    // Twice: idempotent.
    await seedDemoSiteBlocks(trx);
    const rows = async (name: string) => {
      const view = publicViewOf(name)!;
      const call = { app: { ...t.ctx, db: trx }, scope: publicScope(view) };
      const [column, order] = view.defaultSort;
      const params = {
        conditions: [],
        sort: { column, order: order.toLowerCase() as 'asc' | 'desc' },
        offset: 0,
        limit: PUBLIC_MAX_PAGE_SIZE,
      };
      return (await listRecords(view, params, call)).rows;
    };
    const sections = [
      'cms-home',
      'cms-about',
      'cms-pages',
      'cms-posts',
      'cms-faqs',
      'cms-testimonials',
      'cms-key-features',
      'cms-journey-entries',
      'cms-team-members',
      'cms-sponsors',
      'cms-benefits',
      'cms-events',
      'cms-banners',
      'cms-jobs',
      'cms-user-manuals',
      'membership-plans',
      'global-settings',
    ];
    for (const name of sections) expect((await rows(name)).length, name).toBeGreaterThan(0);

    const faqs = await rows('cms-faqs');
    for (const topic of HELP_TOPICS)
      expect(
        faqs.some((f) => f.category === topic.id),
        topic.id,
      ).toBe(true);
    expect(faqs.some((f) => String(f.query).includes('(draft)'))).toBe(false);
    expect((await rows('cms-posts')).some((p) => p.slug === 'draft-gst-e-invoicing-changes')).toBe(false);
    expect((await rows('cms-banners')).some((b) => b.title === 'Diwali 2025 offer')).toBe(false);
    expect((await rows('cms-user-manuals')).some((m) => m.slug === 'staff-case-review')).toBe(false);
    expect((await rows('membership-plans')).some((p) => p.slug === 'legacy-half-yearly')).toBe(false);
    // …while the hidden samples are really in the database.
    expect(await trx('membership_plans').where({ slug: 'legacy-half-yearly', status: 0 }).first()).toBeTruthy();
    expect(await trx('cms_posts').where({ slug: 'draft-gst-e-invoicing-changes', publish: 0 }).first()).toBeTruthy();
  } finally {
    await trx.rollback();
  }
});
