/**
 * /api/public/<resource>: what visitors of the public site may read, as the registry's `publicRead`
 * declarations allow — published, active, in-date rows only, only the declared fields, no writes —
 * every answer held to the OpenAPI document.
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicViews } from '../../api/src/engine/publicView';
import { resources } from '../../api/src/registry';
import { createOpenApiValidator, type OpenApiValidator } from '../support/openApiValidator';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let openApi: OpenApiValidator;
const tag = crypto.randomUUID().slice(0, 8);
const slug = (name: string) => `${name}-${tag}`;

/** GET as an anonymous visitor (or with `auth`), the answer checked against the OpenAPI document. */
async function get(path: string, query: Record<string, unknown> = {}, auth?: string) {
  const q = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  const req = request(t.app).get(path).query(q);
  if (auth) req.set('Authorization', auth);
  const res = await req;
  openApi.assertResponse('get', path, res);
  return res;
}

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  openApi = createOpenApiValidator((await request(t.app).get('/api/openapi.json')).body);
  await t.db('cms_posts').insert([
    {
      slug: slug('live'),
      title: `Live post ${tag}`,
      body: '<p>x</p>',
      seo_title: 'Live',
      publish: 1,
      published_at: '2026-01-01T00:00:00Z',
    },
    { slug: slug('draft'), title: `Draft post ${tag}`, publish: 0, published_at: '2026-01-01T00:00:00Z' },
    { slug: slug('later'), title: `Scheduled post ${tag}`, publish: 1, published_at: '2999-01-01T00:00:00Z' },
  ]);
  await t.db('cms_pages').insert([
    { kind: 'page', slug: slug('page'), title: 'Shipping policy', robots: 'noindex, follow', seo_description: 'How we ship', publish: 1 },
    { kind: 'page', slug: slug('draft-page'), title: 'Unfinished', publish: 0 },
  ]);
  await t.db('cms_faqs').insert([
    { query: `Published question ${tag}`, answer: 'Yes', category: 'orders', publish: 1 },
    { query: `Draft question ${tag}`, answer: 'No', category: 'orders', publish: 0 },
  ]);
  await t.db('cms_banners').insert([
    { title: `Current banner ${tag}`, image: '/b.png', publish: 1, starts_on: daysFromToday(-2), ends_on: daysFromToday(2) },
    { title: `Past banner ${tag}`, image: '/b.png', publish: 1, starts_on: daysFromToday(-9), ends_on: daysFromToday(-2) },
    { title: `Future banner ${tag}`, image: '/b.png', publish: 1, starts_on: daysFromToday(2) },
  ]);
  await t.db('cms_user_manuals').insert([
    { slug: slug('manual'), title: 'Adding a business', audience: 'customer', publish: 1 },
    { slug: slug('staff-manual'), title: 'Staff only', audience: 'admin', publish: 1 },
  ]);
  // A deactivated plan with a published version, and an active plan whose only version is a draft: neither is for sale.
  const [off, unpriced] = await t
    .db('membership_plans')
    .insert([
      { slug: slug('off'), name: 'Retired plan', status: 0 },
      { slug: slug('unpriced'), name: 'Unpriced plan', status: 1 },
    ])
    .returning('id');
  await t.db('plan_versions').insert([
    { plan_id: off.id, version: 1, fee: '10.00', duration_value: 1, duration_unit: 'months', published: 1 },
    { plan_id: unpriced.id, version: 1, fee: '20.00', duration_value: 1, duration_unit: 'months', published: 0 },
  ]);
});
afterAll(() => t.close());

describe('GET /api/public/<resource>', () => {
  it('lists only published, in-date posts, with only their public fields', async () => {
    const res = await get('/api/public/cms-posts', { filter: { q: tag } });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { slug: string }) => p.slug)).toEqual([slug('live')]);
    expect(res.headers['content-range']).toBe('cms-posts 0-0/1');
    const [post] = res.body;
    expect(post).toMatchObject({ title: `Live post ${tag}`, seo_title: 'Live' });
    for (const hidden of ['publish', 'created_at', 'updated_at']) expect(post).not.toHaveProperty(hidden);
  });

  it('reads a published item by its slug; a draft, a scheduled or an unknown slug is 404', async () => {
    expect((await get(`/api/public/cms-posts/${slug('live')}`)).body.title).toBe(`Live post ${tag}`);
    for (const s of [slug('draft'), slug('later'), 'no-such-post', 'Bad Slug!']) {
      const res = await get(`/api/public/cms-posts/${encodeURIComponent(s)}`);
      expect(res.status, s).toBe(404);
      expect(res.body.message).toBeTruthy();
    }
    const page = await get(`/api/public/cms-pages/${slug('page')}`);
    expect(page.body).toMatchObject({ title: 'Shipping policy', robots: 'noindex, follow', seo_description: 'How we ship' });
    expect(page.body).not.toHaveProperty('kind');
    expect((await get(`/api/public/cms-pages/${slug('draft-page')}`)).status).toBe(404);
  });

  it('hides draft FAQs and keeps the help topic for grouping', async () => {
    const res = await get('/api/public/cms-faqs', { filter: { q: tag, category: 'orders' } });
    expect(res.body).toEqual([expect.objectContaining({ query: `Published question ${tag}`, category: 'orders' })]);
    expect(res.body[0]).not.toHaveProperty('publish');
  });

  it('shows a banner only inside its dates', async () => {
    const res = await get('/api/public/cms-banners', { range: [0, 99] });
    const titles = res.body.map((b: { title: string }) => b.title).filter((s: string) => s.endsWith(tag));
    expect(titles).toEqual([`Current banner ${tag}`]);
  });

  it('lists active plans with their current terms, amounts as exact decimal strings', async () => {
    const res = await get('/api/public/membership-plans');
    expect(res.status).toBe(200);
    const slugs = res.body.map((p: { slug: string }) => p.slug);
    expect(slugs).not.toContain(slug('off'));
    expect(slugs).not.toContain(slug('unpriced'));
    expect(res.body.length).toBeGreaterThan(0);
    for (const plan of res.body) {
      expect(plan.fee).toMatch(/^\d+\.\d{2}$/);
      expect(plan).toHaveProperty('benefits');
      expect(plan).not.toHaveProperty('status');
    }
    const fees = res.body.map((p: { fee: string }) => Number(p.fee));
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    expect((await get(`/api/public/membership-plans/${slug('off')}`)).status).toBe(404);
  });

  it('shows the contact settings and never another group', async () => {
    const res = await get('/api/public/global-settings', { range: [0, 99] });
    const keys = res.body.map((s: { key: string }) => s.key);
    expect(keys).toEqual(expect.arrayContaining(['toll-free-number', 'general-mail', 'support-mail', 'office-address-jaipur']));
    expect(keys).toEqual(expect.arrayContaining(['office-address-delhi', 'social-facebook', 'social-whatsapp']));
    expect(keys).not.toContain('captcha-bypass');
    expect((await get('/api/public/global-settings/captcha-bypass')).status).toBe(404);
    expect((await get('/api/public/global-settings/toll-free-number')).body.value).toBeTruthy();
  });

  it('user manuals are for signed-in members: 401 for visitors, members read the members’ manuals only', async () => {
    const anonymous = await get('/api/public/cms-user-manuals');
    expect(anonymous.status).toBe(401);
    const { auth } = await signedIn(t.db);
    const res = await get('/api/public/cms-user-manuals', { range: [0, 99] }, auth);
    const slugs = res.body.map((m: { slug: string }) => m.slug);
    expect(slugs).toContain(slug('manual'));
    expect(slugs).not.toContain(slug('staff-manual'));
  });

  it('answers bad list parameters with 400 and a message', async () => {
    const bad = [
      { sort: ['publish', 'ASC'] }, // not a public field
      { filter: { publish: 0 } },
      { filter: { created_at_gte: '2020-01-01' } },
      { range: [5, 1] },
      { filter: 'not json' },
    ];
    for (const query of bad) {
      const res = await get('/api/public/cms-posts', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });

  it('caps a page at 100 rows', async () => {
    const res = await get('/api/public/cities', { range: [0, 999] });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(100);
  });

  it('answers 404 for an unknown resource or one without a public view, and 405 for writes', async () => {
    for (const name of ['no-such-thing', 'customers', 'contact-blocks', 'admin-users']) {
      const res = await get(`/api/public/${name}`);
      expect(res.status, name).toBe(404);
      expect((await get(`/api/public/${name}/1`)).status, name).toBe(404);
    }
    for (const method of ['post', 'put', 'delete'] as const) {
      const send = (path: string) => request(t.app)[method](path).send({ title: 'x' });
      const res = await send('/api/public/cms-posts');
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      openApi.assertResponse(method, '/api/public/cms-posts', res);
      const onItem = await send(`/api/public/cms-posts/${slug('live')}`);
      expect(onItem.status, method).toBe(405);
    }
    expect(await t.db('cms_posts').where({ title: 'x' }).first()).toBeUndefined();
  });

  it('is declared only where the registry says, and never shows a hidden or non-declared field', () => {
    const declared = resources.filter((r) => r.publicRead).map((r) => r.name);
    expect(publicViews.map((v) => v.name)).toEqual(declared);
    for (const view of publicViews) {
      for (const [name, def] of Object.entries(view.fields)) {
        expect(def.hidden, `${view.name}.${name}`).toBeFalsy();
        expect(['id', ...view.publicRead!.fields, ...Object.keys(view.publicRead!.computed ?? {})]).toContain(name);
      }
    }
    expect(declared).not.toContain('contact-blocks');
  });
});
