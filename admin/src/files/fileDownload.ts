/**
 * Downloads of files the API answers (spec §7): the name comes from Content-Disposition, else
 * the name the caller asked for, else 'downloaded_file'.
 */
import { fileNameFromDisposition } from '@bakaya/api/contracts';
import { httpClient } from '../providers/httpClient';

export { fileNameFromDisposition };

/** Hands a Blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET a text file with the session's Bearer token (httpClient) and save it. */
export async function downloadTextFile(url: string, fallbackName: string, type = 'text/csv'): Promise<string> {
  const { body, headers } = await httpClient(url, { headers: { Accept: `${type}, */*` } });
  if (!body) throw new Error('Nothing to download');
  const name = fileNameFromDisposition(headers.get('Content-Disposition'), fallbackName);
  saveBlob(new Blob([body], { type }), name);
  return name;
}
