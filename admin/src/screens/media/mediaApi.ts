/** POST /api/media/upload (multipart "file" + optional "alt_text"), with the session's Bearer token. */
import type { MediaRecord } from '@bakaya/api/contracts';
import { API_URL } from '../../config';
import { postForm } from '../../files/postForm';

export const uploadMedia = (file: File, altText?: string) =>
  postForm<MediaRecord>(`${API_URL}/media/upload`, { file, alt_text: altText?.trim() ? altText.trim() : undefined });
