/**
 * First-load JavaScript of a built app, gzipped (node:zlib, level 9): the entry script and the
 * modulepreload links of its dist/index.html, plus — for the portal — the lazily loaded chunk of the
 * page a visitor lands on (found through Vite's build manifest) and everything it imports statically.
 *
 *   npx tsx scripts/measureBundle.ts admin  [--max-kb 400]   (after npm run build -w admin)
 *   npx tsx scripts/measureBundle.ts portal [--max-kb 200]   (after npm run build -w portal)
 *
 * Exits 1 when the first load is over --max-kb, 2 when the build is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const APPS = {
  admin: { base: '/admin/', maxKb: 400, landingPage: undefined },
  portal: { base: '/', maxKb: 200, landingPage: 'src/pages/HomePage.tsx' },
} as const;

const app = process.argv[2] as keyof typeof APPS;
if (!(app in APPS)) {
  console.error('Usage: measureBundle.ts admin|portal [--max-kb N]');
  process.exit(2);
}
const { base, landingPage } = APPS[app];
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, app, 'dist');
const maxArg = process.argv.indexOf('--max-kb');
const maxKb = maxArg > 0 ? Number(process.argv[maxArg + 1]) : APPS[app].maxKb;

const kb = (bytes: number) => bytes / 1024;
const gz = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

function distPath(url: string): string {
  const clean = url.split(/[?#]/)[0]!;
  const rel = clean.startsWith(base) ? clean.slice(base.length) : clean.replace(/^\.?\//, '');
  return path.join(DIST, rel);
}

const indexFile = path.join(DIST, 'index.html');
if (!fs.existsSync(indexFile)) {
  console.error(`${app}/dist/index.html is missing: run \`npm run build -w ${app}\` first.`);
  process.exit(2);
}
const html = fs.readFileSync(indexFile, 'utf8');
const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
const preload = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
const firstLoad = new Set([...entry, ...preload].map(distPath));

// The landing page's own chunk and its static imports (Vite's manifest: file + imports per source).
type ManifestEntry = { file: string; imports?: string[] };
const manifestFile = path.join(DIST, '.vite', 'manifest.json');
if (landingPage) {
  if (!fs.existsSync(manifestFile)) {
    console.error(`${app}/dist/.vite/manifest.json is missing: build with build.manifest on.`);
    process.exit(2);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
  const visit = (key: string) => {
    const item = manifest[key];
    if (!item) throw new Error(`${key} is not in the manifest`);
    const file = path.join(DIST, item.file);
    if (firstLoad.has(file) && key !== landingPage) return;
    firstLoad.add(file);
    for (const dep of item.imports ?? []) visit(dep);
  };
  visit(landingPage);
}

let total = 0;
console.log(`JS loaded at the first paint of ${base} (gzip):`);
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
  .filter((f) => !firstLoad.has(f))
  .map((f) => ({ file: f, size: gz(f) }))
  .sort((a, b) => b.size - a.size);
if (lazy[0]) {
  console.log(
    `Largest lazy chunk: ${path.relative(DIST, lazy[0].file)} ${kb(lazy[0].size).toFixed(1)} KB gzip (${lazy.length} lazy chunks)`,
  );
}
process.exit(kb(total) > maxKb ? 1 : 0);
