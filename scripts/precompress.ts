/**
 * Precompression of a built app (issue 21 §9): beside every text file of dist over 1 KB, a `.br`
 * (brotli, best quality) and a `.gz` (gzip level 9) copy, each kept only when it is smaller than the
 * file. api/src/http/serveSpa.ts sends them by the request's Accept-Encoding. Compressing once at
 * build time lets the server use the slowest, smallest settings at no cost per request.
 *
 * Used as a Vite plugin by portal/ and admin/vite.config.ts, and on its own:
 *   npx tsx scripts/precompress.ts portal/dist
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The kinds worth compressing (images and fonts are already compressed). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|xml|webmanifest)$/i;
export const MIN_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
    // dist/.vite/ holds the build manifest, which the server never serves.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

export type Precompressed = { file: string; bytes: number; br?: number; gz?: number };

/** Writes the .br and .gz copies under dir; returns what it wrote. Old copies are replaced. */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const done: Precompressed[] = [];
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = await fs.promises.readFile(file);
    if (source.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzip(source, { level: 9 }),
    ]);
    const item: Precompressed = { file: path.relative(dir, file), bytes: source.length };
    if (br.length < source.length) {
      await fs.promises.writeFile(`${file}.br`, br);
      item.br = br.length;
    }
    if (gz.length < source.length) {
      await fs.promises.writeFile(`${file}.gz`, gz);
      item.gz = gz.length;
    }
    done.push(item);
  }
  return done;
}

/** A Vite plugin: precompresses the output folder once the bundle is written (vite build only). */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'bakaya-precompress',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      const sum = (pick: (f: Precompressed) => number | undefined) => files.reduce((n, f) => n + (pick(f) ?? f.bytes), 0);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      console.log(
        `precompressed ${files.length} files: ${kb(sum((f) => f.bytes))} → br ${kb(sum((f) => f.br))}, gzip ${kb(sum((f) => f.gz))}`,
      );
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir || !fs.existsSync(dir)) {
    console.error('Usage: precompress.ts <dist folder>');
    process.exit(2);
  }
  const files = await precompressDir(dir);
  console.log(`precompressed ${files.length} files in ${dir}`);
}
