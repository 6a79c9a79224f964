/**
 * The download helper of spec §7/§8: GET a file with the session's Bearer token and save it under
 * the name from Content-Disposition (else the name asked for, else 'downloaded_file'), and say how
 * it went: 'Nothing to download' when the answer is empty or not 200 (the API answers 204 for an
 * empty export), 'File downloaded successfully' on success, otherwise the API's error message or
 * 'An error occurred while downloading the file'. A 401 with force_logout clears the session
 * (spec §4), as every other call does.
 */
import { clearStorages, readToken } from '../providers/session';
import { DOWNLOAD_MESSAGES, downloadOutcome, fileNameFromDisposition, type DownloadOutcome } from '@bakaya/api/contracts';
import { saveBlob } from './fileDownload';

export { DOWNLOAD_MESSAGES, downloadOutcome, type DownloadOutcome };

export async function downloadFile(url: string, fallbackName?: string): Promise<DownloadOutcome> {
  const headers = new Headers({ Accept: 'text/csv, application/json;q=0.9, */*;q=0.8' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let res: Response;
  try {
    res = await fetch(url, { headers });
  } catch {
    return { kind: 'error', message: DOWNLOAD_MESSAGES.failed };
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: unknown; force_logout?: unknown } | null;
    if (res.status === 401 && body?.force_logout) clearStorages();
    return downloadOutcome(res.status, 0, body?.message);
  }
  const blob = await res.blob();
  const outcome = downloadOutcome(res.status, blob.size);
  if (outcome.kind !== 'success') return outcome;
  const fileName = fileNameFromDisposition(res.headers.get('Content-Disposition'), fallbackName);
  saveBlob(blob, fileName);
  return { ...outcome, fileName };
}
