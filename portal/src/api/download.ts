/**
 * The portal's download helper (spec §7/§8): GET a file with the session's token, save it under the
 * name from Content-Disposition (else the name asked for, else 'downloaded_file'), and say how it went
 * with the shared rules of @bakaya/api/contracts.
 */
import { downloadOutcome, fileNameFromDisposition, type DownloadOutcome } from '@bakaya/api/contracts';
import { readSession } from '../session/sessionStore';
import { API_BASE, forceLogout } from './http';

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `fileName` saves under that name whatever Content-Disposition says (e.g. an invoice's own number). */
export async function downloadFile(path: string, fallbackName?: string, fileName?: string): Promise<DownloadOutcome> {
  const token = readSession()?.token;
  try {
    const res = await fetch(`${API_BASE}/${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { message?: unknown; force_logout?: boolean };
      if (res.status === 401 && body.force_logout) forceLogout();
      return downloadOutcome(res.status, 0, body.message);
    }
    const blob = await res.blob();
    const outcome = downloadOutcome(res.status, blob.size);
    if (outcome.kind !== 'success') return outcome;
    const name = fileName ?? fileNameFromDisposition(res.headers.get('content-disposition'), fallbackName);
    saveBlob(blob, name);
    return { ...outcome, fileName: name };
  } catch {
    return downloadOutcome(500, 0);
  }
}
