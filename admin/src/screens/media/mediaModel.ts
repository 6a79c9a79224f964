/**
 * The CMS media library (spec §2 content-management/cms/media) as data: the file picker's types,
 * a check before upload (images and PDFs up to MAX_MEDIA_BYTES, the limits of @bakaya/api/contracts
 * that api/src/media applies), where a file is served and how it is shown. Pure, so it is unit-tested.
 */
import { MAX_MEDIA_BYTES, MEDIA_EXTENSIONS } from '@bakaya/api/contracts';
import { API_URL } from '../../config';

export const MEDIA_ACCEPT = `${MEDIA_EXTENSIONS.map((e) => `.${e}`).join(',')},image/*,application/pdf`;

/** The public address of a media file (GET /api/media/:id/file), relative to the site. */
export const mediaFilePath = (id: number | string) => `${API_URL}/media/${encodeURIComponent(String(id))}/file`;

/** The full link to copy into a page or a mail: origin + path. */
export const mediaFileUrl = (origin: string, id: number | string) => `${origin.replace(/\/+$/, '')}${mediaFilePath(id)}`;

/** The media id of a link made by mediaFilePath/mediaFileUrl, or null for any other address. */
export function mediaIdOf(url: string | null | undefined): number | null {
  const m = /(?:^|\/)api\/media\/(\d{1,15})\/file(?:[?#].*)?$/.exec(url ?? '');
  return m ? Number(m[1]) : null;
}

export const isImage = (mime: string | null | undefined) => !!mime && mime.startsWith('image/');
export const isPdf = (mime: string | null | undefined) => mime === 'application/pdf';

export const extensionOf = (name: string) => (/\.([^./\\]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/** 512 → '512 B', 2048 → '2 KB', 1572864 → '1.5 MB'. */
export function formatBytes(bytes: number | null | undefined): string {
  const n = Number(bytes);
  if (!Number.isFinite(n) || n < 0) return '';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  const mb = n / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1).replace(/\.0$/, '') : Math.round(mb)} MB`;
}

/** Why a chosen file cannot be uploaded (checked before sending), or null. */
export function uploadProblem(file: { name: string; size: number }): string | null {
  const ext = extensionOf(file.name);
  if (!MEDIA_EXTENSIONS.includes(ext)) return 'Only images (PNG, JPEG, GIF, WebP, SVG) and PDF documents can be uploaded.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > MAX_MEDIA_BYTES) return `The file is ${formatBytes(file.size)}; the limit is 10 MB.`;
  return null;
}

/** Short type label for a card: 'PNG', 'PDF', 'SVG'. */
export function typeLabel(mime: string | null | undefined): string {
  if (!mime) return '';
  if (mime === 'image/svg+xml') return 'SVG';
  const sub = mime.split('/')[1] ?? mime;
  return sub.toUpperCase();
}
