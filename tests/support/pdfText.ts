import { inflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of each page of a PDF, items joined by single spaces (pdfjs-dist: no poppler needed). */
export async function pdfPageTexts(pdf: Buffer | Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.destroy();
  return pages;
}

/** The text of every page of a PDF, items joined by single spaces. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  return (await pdfPageTexts(pdf)).join(' ').replace(/\s+/g, ' ');
}

/** The web addresses the PDF's link annotations point at, page by page. */
export async function pdfLinks(pdf: Buffer | Uint8Array): Promise<string[][]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const annotations = (await (await doc.getPage(i)).getAnnotations()) as Array<{ url?: string }>;
    pages.push(annotations.flatMap((a) => (a.url ? [a.url] : [])));
  }
  await doc.destroy();
  return pages;
}

const ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };

/** The bytes of the PDF literal string starting after the '(' at `from` (escapes and nested parentheses). */
function literalString(text: string, from: number): number[] {
  const bytes: number[] = [];
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') {
      const next = text[++i]!;
      const octal = /^[0-7]{1,3}/.exec(text.slice(i, i + 3));
      if (octal) {
        bytes.push(parseInt(octal[0], 8));
        i += octal[0].length - 1;
      } else if (next in ESCAPES) bytes.push(ESCAPES[next]!);
      continue;
    }
    if (c === ')' && depth === 0) break;
    if (c === '(') depth++;
    if (c === ')') depth--;
    bytes.push(c.charCodeAt(0));
  }
  return bytes;
}

/**
 * The /ActualText of every marked-content span, in page order: what copying text out of the PDF gives
 * where pdfjs's own extraction cannot (shaped Devanagari). Reads the (deflated) content streams directly.
 */
export function pdfActualTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue; // not a deflated stream (an image, a font subset…)
    }
    for (const a of content.matchAll(/\/ActualText \(/g)) {
      const bytes = literalString(content, a.index + a[0].length);
      texts.push(
        bytes[0] === 0xfe && bytes[1] === 0xff
          ? Buffer.from(bytes.slice(2)).swap16().toString('utf16le')
          : Buffer.from(bytes).toString('latin1'),
      );
    }
  }
  return texts;
}
