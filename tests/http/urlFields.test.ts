/**
 * Every URL field takes http(s) web addresses only, with no quotes, angle brackets, backticks,
 * backslashes, whitespace or control characters — so `https://x.in/"><script>` can never be stored
 * and later written into a page (e.g. a CMS page's canonical link). One rule: validation/url.ts,
 * attached to every `f.url` field by registry/fields.ts.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../api/src/registry';
import { fieldSchema } from '../../api/src/registry/schema';
import { isWebUrl, webUrlSchema } from '../../api/src/validation';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let auth = '';
beforeAll(async () => {
  auth = (await signedIn(t.db, { roleId: 2 })).auth;
});
afterAll(() => t.close());

const BAD = [
  'https://example.com/"><script>alert(1)</script>',
  "https://example.com/'onmouseover=alert(1)",
  'https://example.com/<img>',
  'https://example.com/a b',
  'https://example.com/a\tb',
  'https://example.com/a\nb',
  'https://example.com/\u0000',
  'https://example.com/\u0085',
  'https://example.com/`x`',
  'https://example.com\\@evil.test',
  'javascript:alert(1)',
  'JAVASCRIPT://example.com/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'ftp://example.com/file',
  '//example.com/path',
  'https://',
  'https://user:secret@example.com/',
  'example.com',
];
const GOOD = [
  'https://example.com',
  'http://example.com/path?q=1&r=2#frag',
  'https://sub.example.co.in/a/b-c_d.~e/%20f',
  'https://例え.jp/パス',
  'HTTPS://EXAMPLE.COM/',
];

describe('the URL rule', () => {
  it.each(BAD)('refuses %j', (url) => {
    expect(isWebUrl(url)).toBe(false);
    expect(webUrlSchema('Link').safeParse(url).success).toBe(false);
  });

  it.each(GOOD)('accepts %j', (url) => {
    expect(isWebUrl(url)).toBe(true);
    expect(webUrlSchema('Link').safeParse(url).success).toBe(true);
  });

  it('trims, and keeps the field’s length limit', () => {
    expect(webUrlSchema('Link').parse('  https://example.com/  ')).toBe('https://example.com/');
    expect(webUrlSchema('Link', 30).safeParse(`https://example.com/${'a'.repeat(20)}`).success).toBe(false);
  });

  it('is the rule of every URL field of every resource', () => {
    const urlFields = resources.flatMap((r) =>
      Object.entries(r.fields)
        .filter(([, d]) => d.type === 'url')
        .map(([n, d]) => [`${r.name}.${n}`, d] as const),
    );
    expect(urlFields.length).toBeGreaterThan(5);
    for (const [name, def] of urlFields) {
      for (const url of BAD) expect(fieldSchema(def).safeParse(url).success, `${name} ← ${JSON.stringify(url)}`).toBe(false);
      expect(fieldSchema(def).safeParse('https://example.com/ok').success, name).toBe(true);
    }
  });
});

describe('through the API', () => {
  it('refuses a canonical_url that would break out of an HTML attribute, on create and on update', async () => {
    const slug = `url-rule-${Date.now()}`;
    const bad = { title: 'URL rule', slug, canonical_url: 'https://example.com/"><script>alert(1)</script>' };
    const created = await request(t.app).post('/api/cms-pages').set('Authorization', auth).send(bad);
    expect(created.status).toBe(400);
    expect(created.body.errors).toHaveProperty('canonical_url');
    expect(await t.db('cms_pages').where({ slug }).first()).toBeUndefined();

    const ok = await request(t.app)
      .post('/api/cms-pages')
      .set('Authorization', auth)
      .send({ ...bad, canonical_url: 'https://example.com/page' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const updated = await request(t.app)
      .put(`/api/cms-pages/${ok.body.id}`)
      .set('Authorization', auth)
      .send({ canonical_url: 'javascript:alert(1)' });
    expect(updated.status).toBe(400);
    expect(updated.body.errors).toHaveProperty('canonical_url');
    expect((await t.db('cms_pages').where({ id: ok.body.id }).first()).canonical_url).toBe('https://example.com/page');
  });

  it('documents the rule in the OpenAPI document', async () => {
    const doc = (await request(t.app).get('/api/openapi.json')).body;
    const schema = doc.components.schemas.CmsPagesInput.properties.canonical_url.anyOf[0];
    expect(schema.pattern).toBeTruthy();
    expect(new RegExp(schema.pattern).test('https://example.com/"><script>')).toBe(false);
    expect(new RegExp(schema.pattern).test('https://example.com/page')).toBe(true);
  });
});
