/**
 * First-load JavaScript of the admin build: the entry script and the modulepreload links of
 * admin/dist/index.html, each gzipped (node:zlib, level 9); plus the largest lazily loaded chunk.
 * Run after `npm run build -w admin`:  npx tsx scripts/measureAdminBundle.ts [--max-kb 400]
 * Exits 1 when the first load is over --max-kb (default 400), 2 when the build is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'admin', 'dist');
const BASE = '/admin/';

const maxArg = process.argv.indexOf('--max-kb');
const maxKb = maxArg > 0 ? Number(process.argv[maxArg + 1]) : 400;

const kb = (bytes: number) => bytes / 1024;
const gz = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

function distPath(url: string): string {
  const clean = url.split(/[?#]/)[0]!;
  const rel = clean.startsWith(BASE) ? clean.slice(BASE.length) : clean.replace(/^\.?\//, '');
  return path.join(DIST, rel);
}

const indexFile = path.join(DIST, 'index.html');
if (!fs.existsSync(indexFile)) {
  console.error('admin/dist/index.html is missing: run `npm run build -w admin` first.');
  process.exit(2);
}
const html = fs.readFileSync(indexFile, 'utf8');
const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
const preload = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
const firstLoad = [...new Set([...entry, ...preload])].map(distPath);

let total = 0;
console.log('JS loaded at first paint of /admin (gzip):');
for (const file of firstLoad) {
  const size = gz(file);
  total += size;
  console.log(`  ${path.relative(DIST, file).padEnd(48)} ${kb(size).toFixed(1).padStart(8)} KB`);
}
console.log(`  ${'total'.padEnd(48)} ${kb(total).toFixed(1).padStart(8)} KB  (limit ${maxKb} KB)`);

const assets = path.join(DIST, 'assets');
const lazy = fs
  .readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .map((f) => path.join(assets, f))
  .filter((f) => !firstLoad.includes(f))
  .map((f) => ({ file: f, size: gz(f) }))
  .sort((a, b) => b.size - a.size);
if (lazy[0]) {
  console.log(
    `Largest lazy chunk: ${path.relative(DIST, lazy[0].file)} ${kb(lazy[0].size).toFixed(1)} KB gzip (${lazy.length} lazy chunks)`,
  );
}
process.exit(kb(total) > maxKb ? 1 : 0);
