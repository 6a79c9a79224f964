/**
 * SVG uploads are cleaned by DOMPurify (a maintained sanitiser, running on a jsdom window), never by
 * patterns over the text: what we store is the serialisation of the cleaned tree, so what a browser
 * parses is exactly what the sanitiser saw, whatever tricks the upload played (`<g/onload=…>`,
 * entity-encoded `javascript:`, CSS escapes, prolog and DOCTYPE games).
 *
 * Kept: DOMPurify's SVG and SVG-filter profile (shapes, text, gradients, patterns, masks, filters,
 * <style>), plus <use> for same-document references. Removed, on top of DOMPurify's own rules:
 *  - <script>, <foreignObject> (embedded HTML), <animate>/<set> (can rewrite attributes), and every
 *    event-handler attribute (on…);
 *  - any attribute whose value, after entity and CSS-escape decoding, names a script URL;
 *  - href / xlink:href anywhere but <a> unless it points inside the document (#id) — and on
 *    <image>/<feImage> an inline PNG/JPEG/GIF/WebP data: URL — so nothing external is pulled in;
 *  - CSS (style attributes, <style> contents, presentation attributes) that loads or runs anything:
 *    url(…) other than url(#id), image-set(), @import, expression(), bindings.
 * The result is still served as a sandboxed attachment (mediaRoutes.ts): cleaning is one layer, not the only one.
 *
 * Parsing uses the HTML parser, whose SVG handling is what DOMPurify is hardened against; the output is
 * written back with an XML serialiser so it is a well-formed image/svg+xml document. No DOCTYPE, entity
 * declaration, comment or processing instruction survives (billion-laughs and XXE have nothing to expand).
 */
import type { Config, DOMPurify } from 'dompurify';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Largest SVG accepted (smaller than other media): parsing into a DOM costs about 1 s and a few hundred MB
 * per MB of markup on this machine, on the event loop, so a 10 MB drawing would stall the server.
 */
export const MAX_SVG_BYTES = 1024 * 1024;

const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  ADD_TAGS: ['use'],
  FORBID_TAGS: ['script', 'foreignObject', 'animate', 'set', 'iframe', 'embed', 'object', 'handler', 'listener'],
  ALLOW_DATA_ATTR: false,
  SAFE_FOR_XML: true,
  RETURN_DOM: true,
};

/** Lower-cased, CSS comments dropped, CSS escapes decoded, whitespace and control characters removed. */
export function normaliseCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\([0-9a-f]{1,6})[ \t\r\n\f]?/gi, (_, hex: string) => {
      const cp = parseInt(hex, 16);
      return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '\ufffd';
    })
    .replace(/\\\r?\n/g, '')
    .replace(/\\([\s\S])/g, '$1')
    .replace(/[\s\u0000-\u001f\u007f-\u009f\u200b-\u200d\ufeff]+/g, '')
    .toLowerCase();
}

const SCRIPT_URL = /(?:java|vb|live)script:|data:text\/html|data:application\/(?:x-)?javascript|data:image\/svg\+xml/;
/** url() to anything but a fragment, or a CSS feature that fetches or runs something. */
const UNSAFE_CSS =
  /url\((?!['"]?#)|image-set\(|(?:^|[^a-z-])image\(|cross-fade\(|element\(|src\(|@import|@namespace|expression\(|-moz-binding|behaviou?r:/;

export const unsafeCss = (text: string) => {
  const css = normaliseCss(text);
  return SCRIPT_URL.test(css) || UNSAFE_CSS.test(css);
};

const FRAGMENT = /^#[^\s#]*$/;
const INLINE_RASTER = /^data:image\/(?:png|jpeg|jpg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

function allowedLink(tag: string, value: string): boolean {
  const v = value.trim();
  if (FRAGMENT.test(v)) return true;
  if (tag === 'a') return !SCRIPT_URL.test(normaliseCss(v)); // DOMPurify's own URI rules apply too (http(s), mailto, tel, relative)
  if (tag === 'image' || tag === 'feimage') return INLINE_RASTER.test(v);
  return false;
}

type Purifier = { purify: DOMPurify; serialize: (node: Node) => string };
let purifier: Promise<Purifier> | undefined;

/** jsdom and DOMPurify are loaded on the first SVG upload (≈ 0.4 s and 100 MB), not with the app. */
const getPurifier = () =>
  (purifier ??= createPurifier().catch((err: unknown) => {
    purifier = undefined;
    throw err;
  }));

async function createPurifier(): Promise<Purifier> {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeElement', (node, data) => {
    // <style> keeps its rules only when none of them loads or runs anything.
    if (data.tagName === 'style' && unsafeCss(node.textContent ?? '')) node.textContent = '';
  });
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName.toLowerCase();
    const tag = (node as Element).localName?.toLowerCase() ?? '';
    const value = data.attrValue;
    const link = name === 'href' || name === 'xlink:href' || name.endsWith(':href');
    // Event handlers; script URLs and fetching CSS in ANY attribute (style, fill, filter, values, …).
    if (name.startsWith('on') || unsafeCss(value) || (link && !allowedLink(tag, value))) data.keepAttr = false;
  });
  const serializer = new window.XMLSerializer();
  return { purify, serialize: (node) => serializer.serializeToString(node) };
}

/**
 * The cleaned SVG document, or null when no drawing is left (the upload had no <svg> root the
 * sanitiser could keep).
 */
export async function sanitizeSvg(content: Buffer): Promise<Buffer | null> {
  const { purify, serialize } = await getPurifier();
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  const body = purify.sanitize(text, CONFIG) as unknown as Element;
  const root = [...body.children].find((el) => el.localName === 'svg' && el.namespaceURI === SVG_NS);
  if (!root) return null;
  return Buffer.from(serialize(root), 'utf8');
}
