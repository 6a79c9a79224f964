/**
 * What a file really is, from its first bytes (magic numbers), for the CMS media library: PNG,
 * JPEG, GIF, WebP, SVG and PDF (MEDIA_TYPES in ../contracts/media). The client's extension must
 * agree with the contents, and the client's Content-Type is ignored: we store the type we detected.
 */
import { MEDIA_TYPES, type MediaType } from '../contracts/media';

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** An SVG document: optional BOM, XML declaration, comments and doctype, then an <svg> root. */
const SVG_START = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

export function sniffMediaType(head: Buffer): MediaType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return MEDIA_TYPES.png;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return MEDIA_TYPES.jpeg;
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return MEDIA_TYPES.gif;
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return MEDIA_TYPES.webp;
  if (startsWith(head, ascii('%PDF-'))) return MEDIA_TYPES.pdf;
  if (SVG_START.test(head.subarray(0, 4096).toString('utf8'))) return MEDIA_TYPES.svg;
  return null;
}
