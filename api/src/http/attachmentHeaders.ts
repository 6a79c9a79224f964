import type { Response } from 'express';
import { contentDisposition } from './contentDisposition';

/**
 * Headers of every user-uploaded file we serve: always an attachment, never sniffed, never able to
 * run in our origin (a sandboxing CSP), never cached by a shared cache.
 */
export function setAttachmentHeaders(res: Response, file: { mime: string; name: string; size?: number }): void {
  res.setHeader('Content-Type', file.mime);
  if (file.size !== undefined) res.setHeader('Content-Length', String(file.size));
  res.setHeader('Content-Disposition', contentDisposition('attachment', file.name));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Cache-Control', 'private, no-store');
}
