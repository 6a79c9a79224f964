/**
 * Content-Security-Policy on the admin, the portal and the API docs: scripts only from our own files,
 * nothing inline, no plugins, no framing, no foreign base or form targets. (Checked in a real browser
 * against the built apps: no violation on the sign-in screen, the dashboard, lists, the rich-text
 * editor, the media library or /api/docs.)
 */
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../api/src/config/env';
import { createTestApp } from '../support/testApp';

const t = createTestApp();
afterAll(() => t.close());

function directives(header: string | undefined): Map<string, string[]> {
  expect(header, 'a Content-Security-Policy header').toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!.toLowerCase(), values] as [string, string[]];
      }),
  );
}

describe('Content-Security-Policy', () => {
  it('/admin redirects to /admin/ under an even stricter policy', async () => {
    const res = await request(t.app).get('/admin');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/admin/');
    expect(directives(res.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
  });

  it.each(['/', '/admin/', '/admin/customer-management/customers', '/some/portal/page', '/api/docs', '/api/health'])(
    'is strict on %s',
    async (url) => {
      const res = await request(t.app).get(url);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]); // MUI/emotion inject <style> tags
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      for (const [name, values] of csp) {
        expect(values, name).not.toContain("'unsafe-eval'");
        expect(values, name).not.toContain('*');
        if (name !== 'style-src') expect(values, name).not.toContain("'unsafe-inline'");
      }
    },
  );

  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attrs, body]) => !/\bsrc=/.test(attrs!) || body!.trim() !== '',
    );

  it('the apps have no inline script (source pages, and the built pages when built)', () => {
    for (const app of ['admin', 'portal']) {
      for (const page of [path.join(ROOT_DIR, app, 'index.html'), path.join(ROOT_DIR, app, 'dist', 'index.html')]) {
        if (!fs.existsSync(page)) continue;
        const html = fs.readFileSync(page, 'utf8');
        expect(inlineScripts(html), page).toEqual([]);
        expect(html, page).not.toMatch(/\son[a-z]+\s*=/i);
      }
    }
  });
});
