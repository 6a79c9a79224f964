import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import express, { type Express, type Request, type Response } from 'express';

/** Turns index.html into the page for a path: its HTTP status and the HTML (e.g. with the page's own head tags). */
export type SpaRenderer = (pathname: string, html: string) => Promise<{ status: number; html: string }>;

/** Vite names everything under assets/ by its content hash: a changed file is a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** favicon.svg and other files with stable names: short, so a deploy shows within minutes. */
export const SHORT_CACHE = 'public, max-age=300';

export type Encoding = 'br' | 'gzip' | 'identity';
const SUFFIX = { br: '.br', gzip: '.gz' } as const;
/** The types that have precompressed copies (scripts/precompress.ts) and so vary by Accept-Encoding. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|xml|webmanifest)$/i;
/** Rendered HTML smaller than this goes out as it is (compressing would save a few hundred bytes). */
const HTML_MIN_BYTES = 1024;

/**
 * The best encoding the request accepts of br, gzip and identity: the highest q-value, brotli on
 * a tie ("br;q=0" or "gzip;q=0" refuses one; "*" stands for any not named).
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const m = /^q\s*=\s*([01](?:\.\d{0,3})?)$/.exec(param);
      if (m) q = Number(m[1]);
    }
    weights.set(name, q);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = Math.max(weight('gzip'), weights.get('x-gzip') ?? 0);
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/** The file under distDir a request path names, or undefined for a path that leaves it. */
function fileFor(distDir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.endsWith('/')) return undefined;
  const file = path.join(distDir, decoded);
  return file.startsWith(distDir + path.sep) ? file : undefined;
}

async function isFile(file: string) {
  try {
    return (await fs.promises.stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The original file a static response serves (before a .br/.gz swap): for its type and caching. */
const ORIGINAL = Symbol('spa original file');
type WithOriginal = { [ORIGINAL]?: { file: string; encoding: Encoding } };

/** Sends the (rendered) index.html: never cached without asking, compressed on the fly when worth it. */
function sendHtml(req: Request, res: Response, status: number, html: string) {
  res.status(status).type('html');
  res.setHeader('Cache-Control', 'no-cache');
  res.vary('Accept-Encoding');
  const body = Buffer.from(html, 'utf8');
  const encoding = body.length >= HTML_MIN_BYTES ? pickEncoding(req.headers['accept-encoding']) : 'identity';
  if (encoding === 'identity') return res.send(body);
  res.setHeader('Content-Encoding', encoding);
  // A few KB each time the page is asked for: a fast brotli level costs well under a millisecond.
  res.send(
    encoding === 'br'
      ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.gzipSync(body, { level: 6 }),
  );
}

/**
 * Serves a built single-page app at `mount` with real paths: files from dist, and index.html
 * for every other GET under the mount (the SPA shows its own not-found page). With `render`, the
 * index.html is passed through it first (the portal's titles and 404s: portalHead.ts).
 *
 * Files go out as their build-time .br or .gz copy when the request accepts it (issue 21 §9);
 * assets/ (content-hashed names) are cached for a year as immutable, other files briefly, the HTML
 * never without revalidating. A missing file under assets/ is a plain 404, not the app's HTML.
 */
export function serveSpa(app: Express, mount: string, distDir: string, render?: SpaRenderer) {
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  if (mount !== '/') {
    // The bare mount goes to its folder whether or not the app is built yet, as serve-static's own
    // redirect does (a body-less answer, so the strictest policy).
    app.get(mount, (req, res, next) => {
      const [pathname, query] = req.originalUrl.split(/\?(.*)/s, 2);
      if (pathname !== mount) return next();
      res.setHeader('Content-Security-Policy', "default-src 'none'");
      res.redirect(301, `${mount}/${query ? `?${query}` : ''}`);
    });
  }
  const files = express.static(root, {
    index: false,
    cacheControl: false,
    setHeaders(res, servedFile) {
      const original = (res as WithOriginal)[ORIGINAL];
      const file = original?.file ?? servedFile;
      if (original && original.encoding !== 'identity') {
        res.setHeader('Content-Encoding', original.encoding);
        (res as Response).type(path.extname(file));
      }
      if (COMPRESSIBLE.test(file)) (res as Response).vary('Accept-Encoding');
      const rel = path.relative(root, file);
      res.setHeader('Cache-Control', rel.startsWith(`assets${path.sep}`) ? IMMUTABLE : file.endsWith('.html') ? 'no-cache' : SHORT_CACHE);
    },
  });
  app.use(mount, (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    void (async () => {
      const file = fileFor(root, req.path);
      const url = req.url;
      if (file && COMPRESSIBLE.test(file)) {
        const encoding = pickEncoding(req.headers['accept-encoding']);
        if (encoding !== 'identity' && (await isFile(file + SUFFIX[encoding]))) {
          const [pathname, query] = url.split(/\?(.*)/s, 2);
          req.url = `${pathname}${SUFFIX[encoding]}${query === undefined ? '' : `?${query}`}`;
          (res as WithOriginal)[ORIGINAL] = { file, encoding };
        }
      }
      files(req, res, (err?: unknown) => {
        req.url = url;
        delete (res as WithOriginal)[ORIGINAL];
        if (err) return next(err);
        // A hashed file that is not there (an old page asking for last deploy's chunk) must fail
        // as a file does, not load the app's HTML as JavaScript.
        if (req.path.startsWith('/assets/')) {
          res.status(404).setHeader('Cache-Control', 'no-cache');
          return res.type('text').send('Not found');
        }
        next();
      });
    })().catch(next);
  });
  app.get(mount === '/' ? /^\/(?!api(\/|$)).*/ : new RegExp(`^${mount}(/.*)?$`), async (req, res) => {
    if (!fs.existsSync(index)) {
      res
        .status(503)
        .type('text')
        .send(`The ${mount === '/' ? 'portal' : 'admin'} is not built yet. Run "npm run build".`);
      return;
    }
    const html = await fs.promises.readFile(index, 'utf8');
    const page = render ? await render(req.path, html) : { status: 200, html };
    sendHtml(req, res, page.status, page.html);
  });
}
