/**
 * Issue 21 §9: the built apps go out precompressed (brotli, gzip) by Accept-Encoding, hashed assets
 * cached for a year as immutable, the HTML never cached without asking, a missing asset a 404.
 * Runs on a fixture dist written here and precompressed by the build's own step (scripts/precompress.ts),
 * so it needs no `npm run build`; raw node:http, since HTTP clients decompress on their own.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, pickEncoding, serveSpa } from '../../api/src/http/serveSpa';
import { precompressDir } from '../../scripts/precompress';

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

let server: http.Server;
let base: string;
let dist: string;
let adminDist: string;
const JS = 'assets/index-Ab12Cd34.js';
const CSS = 'assets/index-Zz99Yy88.css';
const SMALL = 'assets/tiny-Qq11Ww22.js';
const PNG = 'assets/logo-Pp00Oo11.png';

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (r: Raw) =>
  r.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(r.body)
    : r.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(r.body)
      : r.body;

/** A script like Vite's output: a few KB of text, so compression is worth it. */
const script = (seed: string) =>
  Array.from({ length: 400 }, (_, i) => `export const ${seed}${i} = () => console.log("${seed} line ${i}");`).join('\n');

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Bakaya</title>
<script type="module" crossorigin src="/${JS}"></script>${'<!-- padding so the page is over 1 KB -->'.repeat(40)}
</head><body><div id="root"></div></body></html>`;

function writeDist(dir: string) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, JS), script('a'));
  fs.writeFileSync(path.join(dir, CSS), Array.from({ length: 300 }, (_, i) => `.c${i}{color:#${i}a${i}}`).join('\n'));
  fs.writeFileSync(path.join(dir, SMALL), 'export const x = 1;\n');
  fs.writeFileSync(path.join(dir, PNG), crypto.randomBytes(4096));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ x: 'y'.repeat(2000) }));
}

beforeAll(async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bakaya-static-'));
  dist = path.join(tmp, 'portal');
  adminDist = path.join(tmp, 'admin');
  writeDist(dist);
  writeDist(adminDist);
  await precompressDir(dist);
  await precompressDir(adminDist);
  const app = express();
  serveSpa(app, '/admin', adminDist);
  serveSpa(app, '/', dist, async (pathname, html) => ({
    status: pathname === '/nowhere' ? 404 : 200,
    html: html.replace('<title>Bakaya</title>', () => `<title>${pathname}</title>`),
  }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(path.dirname(dist), { recursive: true, force: true });
});

describe('precompressDir (the build step)', () => {
  it('writes .br and .gz beside text files over 1 KB only, and skips dot folders and images', () => {
    for (const rel of [JS, CSS, 'favicon.svg']) {
      const source = fs.readFileSync(path.join(dist, rel));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, `${rel}.br`))).equals(source)).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, `${rel}.gz`))).equals(source)).toBe(true);
      expect(fs.statSync(path.join(dist, `${rel}.br`)).size).toBeLessThan(source.length);
    }
    for (const rel of [SMALL, PNG, '.vite/manifest.json']) {
      expect(fs.existsSync(path.join(dist, `${rel}.br`)), rel).toBe(false);
      expect(fs.existsSync(path.join(dist, `${rel}.gz`)), rel).toBe(false);
    }
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['BR', 'br'],
    ['gzip;q=nonsense', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe.each([
  ['portal', '', () => dist],
  ['admin', '/admin', () => adminDist],
])('the %s build over HTTP', (_name, mount, distOf) => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['', undefined],
    ['deflate', undefined],
  ])('a hashed JS file for Accept-Encoding %j: %s, the same bytes, immutable for a year', async (accept, encoding) => {
    const source = fs.readFileSync(path.join(distOf(), JS));
    const res = await get(`${mount}/${JS}`, accept ? { 'Accept-Encoding': accept } : {});
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    if (encoding) expect(res.body.length).toBeLessThan(source.length / 2);
    expect(decode(res).equals(source)).toBe(true);
  });

  it('a compressed answer has the type of the file it stands for (css), and its own ETag', async () => {
    const plain = await get(`${mount}/${CSS}`);
    const br = await get(`${mount}/${CSS}`, { 'Accept-Encoding': 'br' });
    expect(plain.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(br.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    // A revalidation answers 304 for the variant it holds.
    const again = await get(`${mount}/${CSS}`, { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag! });
    expect(again.status).toBe(304);
  });

  it('HEAD gives the headers of GET without a body', async () => {
    const res = await get(`${mount}/${JS}`, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
  });

  it('a small file goes out as it is; an image is not compressed; both immutable under assets/', async () => {
    const small = await get(`${mount}/${SMALL}`, { 'Accept-Encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('export const x = 1;\n');
    const png = await get(`${mount}/${PNG}`, { 'Accept-Encoding': 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe(IMMUTABLE);
    expect(png.body.equals(fs.readFileSync(path.join(distOf(), PNG)))).toBe(true);
  });

  it('a file outside assets/ (favicon.svg) is cached briefly, not for a year', async () => {
    const res = await get(`${mount}/favicon.svg`, { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(decode(res).equals(fs.readFileSync(path.join(distOf(), 'favicon.svg')))).toBe(true);
  });

  it.each([`/assets/index-Gone0000.js`, `/assets/index-Gone0000.css`, `/assets/deeper/x.js`, `/assets/`])(
    'a missing asset %s is a 404 in plain text, not the app’s HTML',
    async (rel) => {
      const res = await get(`${mount}${rel}`, { 'Accept-Encoding': 'br, gzip' });
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body.toString()).not.toContain('<html');
      expect(res.headers['cache-control']).not.toMatch(/immutable|max-age=[1-9]/);
    },
  );

  it('the compressed copies and dot folders cannot be fetched around the rules', async () => {
    const manifest = await get(`${mount}/.vite/manifest.json`);
    expect(manifest.body.toString()).not.toContain('yyyy');
    const traversal = await get(`${mount}/assets/..%2f..%2fpackage.json`, { 'Accept-Encoding': 'br' });
    expect(traversal.status).not.toBe(200);
    const badEscape = await get(`${mount}/assets/%E0%A4%A.js`, { 'Accept-Encoding': 'br' });
    expect([400, 404]).toContain(badEscape.status);
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['', undefined],
  ])('the app’s HTML is no-cache and, for %j, sent %s', async (accept, encoding) => {
    const res = await get(`${mount}/some/page`, accept ? { 'Accept-Encoding': accept } : {});
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-encoding']).toBe(encoding);
    const html = decode(res).toString();
    expect(html).toContain('<div id="root"></div>');
    // The portal's HTML is rendered per path (its head); the admin's is the file.
    expect(html).toContain(mount ? '<title>Bakaya</title>' : '<title>/some/page</title>');
  });

  it('index.html asked for by name is not cached either', async () => {
    const res = await get(`${mount}/index.html`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('the portal’s rendered status survives compression', () => {
  it('a 404 page is a compressed 404 with the rendered HTML', async () => {
    const res = await get('/nowhere', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decode(res).toString()).toContain('<title>/nowhere</title>');
  });
});
