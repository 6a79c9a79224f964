/**
 * The portal's server-rendered head (spec §2 titles, description, keywords, canonical; CMS pages
 * with their own SEO fields and robots value) and its HTTP status (404 for a path no route names).
 * The HTTP tests run on a stub index.html written here, so they do not depend on `npm run build`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeTitle, matchPortalRoute, PORTAL_ROUTES } from '../../api/src/contracts';
import { escapeHtml, injectHead } from '../../api/src/http/portalHead';
import { siteOrigin } from '../../api/src/http/siteOrigin';
import { createTestApp } from '../support/testApp';

/** Like the portal's own index.html: a title and a multi-line description meta the server replaces. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Old title</title>
    <meta
      name="description"
      content="Old description"
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('injectHead (pure)', () => {
  it('replaces the template’s title and description, and escapes every value', () => {
    const html = injectHead(
      TEMPLATE,
      {
        title: 'Tom & Jerry <script>alert(1)</script> | Bakaya',
        description: 'Say "hi" & <b>bye</b>',
        keywords: "a, b's",
        canonical: 'https://bakaya.in/p/x?"><script>',
        robots: 'noindex, follow',
      },
      'Bakaya',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('Old title');
    expect(html).not.toContain('Old description');
    expect(titleOf(html)).toBe('Tom &amp; Jerry &lt;script&gt;alert(1)&lt;/script&gt; | Bakaya');
    expect(metaOf(html, 'description')).toBe('Say &quot;hi&quot; &amp; &lt;b&gt;bye&lt;/b&gt;');
    expect(metaOf(html, 'keywords')).toBe('a, b&#39;s');
    expect(metaOf(html, 'robots')).toBe('noindex, follow');
    expect(canonicalOf(html)).toBe('https://bakaya.in/p/x?&quot;&gt;&lt;script&gt;');
    expect(html).toContain('<meta property="og:title" content="Tom &amp; Jerry');
    expect(html).toContain('<meta property="og:description" content="Say &quot;hi&quot;');
    // Nothing new runs: the only script is the template's own module file.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(head(html)).toContain('<meta charset="UTF-8" />');
  });

  it('puts CMS text with every $ pattern of String.replace in as it is, never pasting the template (issue 18 #8)', () => {
    for (const pattern of ['$$', '$&', '$`', "$'", '$1', '$<name>']) {
      const text = `Deals ${pattern} more`;
      const html = injectHead(TEMPLATE, { title: text, description: text, keywords: text }, 'Bakaya');
      expect(titleOf(html), pattern).toBe(escapeHtml(text));
      expect(metaOf(html, 'description'), pattern).toBe(escapeHtml(text));
      expect(metaOf(html, 'keywords'), pattern).toBe(escapeHtml(text));
      expect(html.match(/<title>/g), pattern).toHaveLength(1);
      expect(html.match(/<\/head>/g), pattern).toHaveLength(1);
      expect(html.match(/<script/g), pattern).toHaveLength(1);
    }
  });

  it('escapeHtml covers the five HTML specials', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('PUBLIC_ORIGIN is reduced to an http(s) origin; anything else is refused', () => {
    expect(siteOrigin('https://bakaya.in/some/path')).toBe('https://bakaya.in');
    expect(() => siteOrigin('javascript:alert(1)')).toThrow(/http/);
    expect(() => siteOrigin('not a url')).toThrow(/PUBLIC_ORIGIN/);
  });
});

describe('the shared route table', () => {
  it('matches spec §2 paths, parameters, case and a trailing slash; unknown paths match nothing', () => {
    expect(matchPortalRoute('/')?.route.title).toBe('Home');
    expect(matchPortalRoute('/p/privacy-policy')).toMatchObject({ route: { path: '/p/:slug' }, params: { slug: 'privacy-policy' } });
    expect(matchPortalRoute('/purchase-transaction')?.route.path).toBe('/purchase-transaction/:buyerId?');
    expect(matchPortalRoute('/purchase-transaction/7')?.params).toEqual({ buyerId: '7' });
    expect(matchPortalRoute('/inventoryentries/12/')?.route.path).toBe('/Inventoryentries/:voucherId');
    expect(matchPortalRoute('/about')?.route.public).toBe(true);
    expect(matchPortalRoute('/my-profile')?.route.public).toBe(false);
    for (const unknown of ['/no/such/page', '/p', '/p/a/b', '/aboutx', '/p/%E0%A4'])
      expect(matchPortalRoute(unknown), unknown).toBeUndefined();
  });

  it('holds every public route and footer link of spec §2, each with a title, description and keywords', () => {
    const paths = PORTAL_ROUTES.map((r) => r.path);
    for (const p of ['/', '/login', '/voucher/:key', '/p/:slug', '/export/:uuid', '/redirect/auth', '/acknowledgement/:key']) {
      expect(paths).toContain(p);
    }
    for (const p of ['/home', '/blog', '/about', '/contact', '/events', '/subscription', '/page/privacy-policy', '/faq', '/gallery']) {
      expect(paths).toContain(p);
    }
    for (const r of PORTAL_ROUTES) {
      expect(r.title && r.description && r.keywords, r.path).toBeTruthy();
    }
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('GET portal pages', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  const site = { origin: 'https://bakaya.example', brand: 'Bakaya' };
  const t = createTestApp({ portalDist: dist, site });
  const tag = crypto.randomUUID().slice(0, 8);

  beforeAll(async () => {
    await t.db('cms_pages').insert([
      {
        kind: 'page',
        slug: `shipping-${tag}`,
        title: 'Shipping',
        seo_title: 'Shipping & returns <policy>',
        seo_description: 'How "we" ship',
        seo_keywords: 'shipping, returns',
        robots: 'noindex, nofollow',
        publish: 1,
      },
      { kind: 'page', slug: `draft-${tag}`, title: 'Draft page', publish: 0 },
      { kind: 'page', slug: `dollar-${tag}`, title: 'Dollar', seo_title: "Offers $` $& $' $$", seo_description: 'Save $` now', publish: 1 },
    ]);
    await t.db('cms_posts').insert({
      slug: `post-${tag}`,
      title: 'A post',
      excerpt: 'Post excerpt',
      publish: 1,
      published_at: '2026-01-01T00:00:00Z',
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('/ has the fixed long tagline, the description and a canonical link on PUBLIC_ORIGIN (not the Host header)', async () => {
    const res = await request(t.app).get('/').set('Host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(titleOf(res.text)).toBe(escapeHtml(homeTitle('Bakaya')));
    expect(metaOf(res.text, 'description')).toBeTruthy();
    expect(metaOf(res.text, 'keywords')).toBeTruthy();
    expect(canonicalOf(res.text)).toBe('https://bakaya.example/');
    expect(res.text).not.toContain('evil.example');
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('/about reads "{page} | {brand}" with its canonical path', async () => {
    const res = await request(t.app).get('/about?utm_source=x');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe('About us | Bakaya');
    expect(canonicalOf(res.text)).toBe('https://bakaya.example/about');
    expect(metaOf(res.text, 'robots')).toBeUndefined();
  });

  it('/p/{slug} uses the CMS page’s own SEO fields and robots value, escaped', async () => {
    const res = await request(t.app).get(`/p/shipping-${tag}`);
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe('Shipping &amp; returns &lt;policy&gt; | Bakaya');
    expect(metaOf(res.text, 'description')).toBe('How &quot;we&quot; ship');
    expect(metaOf(res.text, 'keywords')).toBe('shipping, returns');
    expect(metaOf(res.text, 'robots')).toBe('noindex, nofollow');
    expect(canonicalOf(res.text)).toBe(`https://bakaya.example/p/shipping-${tag}`);
  });

  it("a CMS title with $` $& $' is served as written, inside its own tags", async () => {
    const res = await request(t.app).get(`/p/dollar-${tag}`);
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe(escapeHtml("Offers $` $& $' $$ | Bakaya"));
    expect(metaOf(res.text, 'description')).toBe('Save $` now');
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(res.text.match(/<head>/g)).toHaveLength(1);
  });

  it('a blog post uses its own title and excerpt', async () => {
    const res = await request(t.app).get(`/blog/post-${tag}`);
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe('A post | Bakaya');
    expect(metaOf(res.text, 'description')).toBe('Post excerpt');
    expect(res.text).toContain('<meta property="og:type" content="article" />');
  });

  it('a draft or unknown CMS slug, and an unknown path, answer 404 with the index HTML', async () => {
    for (const url of [`/p/draft-${tag}`, '/p/no-such-page', '/blog/no-such-post', '/no/such/page']) {
      const res = await request(t.app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.type, url).toBe('text/html');
      expect(res.text, url).toContain('<div id="root"></div>');
      expect(titleOf(res.text), url).toBe('Page not found | Bakaya');
      expect(metaOf(res.text, 'robots'), url).toBe('noindex');
      expect(canonicalOf(res.text), url).toBeUndefined();
    }
  });

  it('a missing hashed asset is a plain 404, not the page HTML (issue 21 §9: tests/http/staticAssets.test.ts)', async () => {
    const res = await request(t.app).get('/assets/missing.js');
    expect(res.status).toBe(404);
    expect(res.type).toBe('text/plain');
    expect(res.text).not.toContain('<div id="root">');
  });

  it('customer routes answer 200 with their title, kept out of search engines', async () => {
    const res = await request(t.app).get('/dashboard/agreement/5');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe('Member agreement | Bakaya');
    expect(metaOf(res.text, 'robots')).toBe('noindex, nofollow');
    expect(canonicalOf(res.text)).toBeUndefined();
  });

  it('/api unknown paths stay JSON 404s, and /admin is not the portal', async () => {
    const api = await request(t.app).get('/api/no-such-thing/at/all');
    expect(api.status).toBe(404);
    expect(api.type).toBe('application/json');
    const admin = await request(t.app).get('/admin/customer-management/customers');
    expect(admin.text).not.toContain('Page not found');
  });
});
