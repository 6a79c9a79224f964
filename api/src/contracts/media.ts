/**
 * The CMS media library: what may be uploaded (api/src/media checks the contents too) and what
 * POST /api/media/upload answers. Shared by the API and the admin's media screens.
 */

/** Largest file accepted: 10 MB. */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;

export interface MediaType {
  mime: string;
  label: string;
  extensions: readonly string[];
}

/** PNG, JPEG, GIF, WebP, SVG and PDF, each with the extensions its files may have (lower-case). */
export const MEDIA_TYPES = {
  png: { mime: 'image/png', label: 'PNG image', extensions: ['png'] },
  jpeg: { mime: 'image/jpeg', label: 'JPEG image', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  gif: { mime: 'image/gif', label: 'GIF image', extensions: ['gif'] },
  webp: { mime: 'image/webp', label: 'WebP image', extensions: ['webp'] },
  svg: { mime: 'image/svg+xml', label: 'SVG image', extensions: ['svg'] },
  pdf: { mime: 'application/pdf', label: 'PDF document', extensions: ['pdf'] },
} as const satisfies Record<string, MediaType>;

/** Every extension an uploaded file may have, lower-case. */
export const MEDIA_EXTENSIONS: readonly string[] = Object.values(MEDIA_TYPES).flatMap((t) => t.extensions);

/** A media_files row, as the upload answers it and the media list shows it. */
export interface MediaRecord {
  id: number;
  original_name: string;
  file_path?: string;
  mime_type: string;
  size_bytes: number;
  alt_text?: string | null;
  uploaded_by?: number | null;
  created_at?: string;
}
