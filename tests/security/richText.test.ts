/**
 * Same class as the SVG finding (issue 6, item 11): rich-text CMS fields are HTML the public site
 * renders, so the engine stores them cleaned by DOMPurify, never as sent.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../api/src/registry';
import { sampleRow } from '../support/sampleRecord';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let admin = '';
beforeAll(async () => {
  admin = (await signedIn(t.db, { roleId: 2 })).auth;
});
afterAll(() => t.close());

const ATTACK = [
  '<p>Pay on time</p>',
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(2)">',
  '<a href="javascript:alert(3)">click</a>',
  '<a href="&#106;avascript:alert(4)">encoded</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg><g onload="alert(5)"></g></svg>',
  '<p style="background:url(javascript:alert(6))">styled</p>',
  '<form action="https://evil.example"><input name="otp"></form>',
  '<a href="https://bakaya.example/help" target="_blank">help</a>',
].join('');

describe('rich text', () => {
  it('is stored without scripts, handlers, frames, forms, styles or script URLs — and keeps the content', async () => {
    const body = { ...(await sampleRow(t.db, getResource('cms-posts')!, 'api')), body: ATTACK };
    const created = await request(t.app).post('/api/cms-posts').set('Authorization', admin).send(body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stored = String((await t.db('cms_posts').where({ id: created.body.id }).first('body')).body);
    for (const bad of ['<script', 'onerror', 'onload', 'javascript:', '<iframe', '<form', '<input', 'style='])
      expect(stored.toLowerCase()).not.toContain(bad);
    expect(stored).toContain('<p>Pay on time</p>');
    expect(stored).toContain('<a href="https://bakaya.example/help" target="_blank" rel="noopener noreferrer">help</a>');

    const edited = await request(t.app)
      .put(`/api/cms-posts/${created.body.id}`)
      .set('Authorization', admin)
      .send({ body: '<p>ok</p><img src=x onerror=alert(1)>' });
    expect(edited.status).toBe(200);
    expect(edited.body.body).toBe('<p>ok</p><img>');
  });

  it('keeps template placeholders, in text and in links', async () => {
    const body = {
      ...(await sampleRow(t.db, getResource('templates')!, 'api')),
      body: '<p>Dear {{defaulter_name}}, <a href="{{payment_link}}">pay here</a></p>',
    };
    const created = await request(t.app).post('/api/templates').set('Authorization', admin).send(body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.body).toBe('<p>Dear {{defaulter_name}}, <a href="{{payment_link}}">pay here</a></p>');
  });

  it('refuses a value with nothing readable left, on the field', async () => {
    const body = { ...(await sampleRow(t.db, getResource('cms-faqs')!, 'api')), answer: '<script>alert(1)</script>' };
    const res = await request(t.app).post('/api/cms-faqs').set('Authorization', admin).send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors.answer).toMatch(/Nothing readable/);
  });
});
