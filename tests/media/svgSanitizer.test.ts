/** SVG cleaning with DOMPurify: known bypasses of pattern filters leave no script vector; real drawings survive. */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { MEDIA_TYPES } from '../../api/src/contracts';
import { sniffMediaType } from '../../api/src/media/mediaTypes';
import { sanitizeSvg } from '../../api/src/media/svgSanitizer';
import { samples } from './samples';
import { SVG_PAYLOADS, scriptVectors } from './svgPayloads';

const clean = async (s: string) => (await sanitizeSvg(Buffer.from(s)))?.toString('utf8') ?? '';

describe('sanitizeSvg', () => {
  it.each(Object.entries(SVG_PAYLOADS))('removes every script vector: %s', async (_name, payload) => {
    expect(scriptVectors(payload), 'the checker sees the attack in the raw file').not.toEqual([]);
    const out = await clean(payload);
    expect(out).toMatch(/^<svg[\s>/]/);
    expect(scriptVectors(out), out).toEqual([]);
    expect(out).not.toMatch(/alert|javascript|evil\.example/i);
    expect(sniffMediaType(Buffer.from(out))).toBe(MEDIA_TYPES.svg);
  });

  it('keeps a plain drawing as it is', async () => {
    expect(await clean(samples.svg.toString())).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#1E88E5"/></svg>',
    );
  });

  it('keeps what real logos and icons use: gradients, <use>, classes, filters, text, links', async () => {
    const logo = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: an editor -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40" width="120" height="40">
  <title>Bakaya logo</title>
  <defs>
    <linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#1E88E5"/><stop offset="1" stop-color="#43A047"/></linearGradient>
    <filter id="shadow"><feGaussianBlur stdDeviation="1"/></filter>
    <clipPath id="clip"><rect width="120" height="40" rx="6"/></clipPath>
    <path id="leaf" d="M0 0C5 5 5 10 0 15Z"/>
  </defs>
  <style>.brand { font: bold 16px sans-serif; fill: url(#g) } .brand &gt; tspan { fill: #333 }</style>
  <g clip-path="url(#clip)" filter="url(#shadow)">
    <rect width="120" height="40" style="fill: url('#g'); opacity: .9"/>
    <use href="#leaf" x="4" y="4"/><use xlink:href="#leaf" x="12" y="4"/>
    <text class="brand" x="30" y="26">Bak<tspan>aya</tspan> &amp; Co</text>
  </g>
  <a href="https://bakaya.example/"><circle cx="110" cy="10" r="4"/></a>
</svg>`;
    const out = await clean(logo);
    expect(scriptVectors(out)).toEqual([]);
    const doc = new JSDOM(out, { contentType: 'image/svg+xml' }).window.document;
    const root = doc.documentElement;
    expect(root.getAttribute('viewBox')).toBe('0 0 120 40');
    expect(doc.querySelector('title')?.textContent).toBe('Bakaya logo');
    expect(doc.querySelectorAll('linearGradient stop')).toHaveLength(2);
    expect(doc.querySelector('feGaussianBlur')?.getAttribute('stdDeviation')).toBe('1');
    expect(doc.querySelector('g')?.getAttribute('clip-path')).toBe('url(#clip)');
    expect(doc.querySelector('rect[style]')?.getAttribute('style')).toContain("url('#g')");
    const uses = [...doc.querySelectorAll('use')].map(
      (u) => u.getAttribute('href') ?? u.getAttributeNS('http://www.w3.org/1999/xlink', 'href'),
    );
    expect(uses).toEqual(['#leaf', '#leaf']);
    expect(doc.querySelector('style')?.textContent).toContain('.brand > tspan');
    expect(doc.querySelector('text')?.textContent).toBe('Bakaya & Co');
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('https://bakaya.example/');
  });

  it('answers null when no <svg> root is left', async () => {
    expect(await sanitizeSvg(Buffer.from('<html><body>hi</body></html>'))).toBeNull();
  });
});
