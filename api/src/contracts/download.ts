/**
 * The download rules of spec §7/§8, shared by the admin and the portal: the file's name comes from
 * Content-Disposition, else the name asked for, else 'downloaded_file'; the outcome says 'Nothing to
 * download' for an empty or non-200 answer, 'File downloaded successfully' on success, otherwise the
 * API's message or 'An error occurred while downloading the file'. Pure.
 */
/** `attachment; filename="a.csv"; filename*=UTF-8''a%20b.csv` → 'a b.csv' (filename* wins). Pure. */
export function fileNameFromDisposition(header: string | null | undefined, fallback?: string): string {
  const h = header ?? '';
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(h);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      /* fall through to filename= */
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(h);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || fallback || 'downloaded_file';
}

export const DOWNLOAD_MESSAGES = {
  empty: 'Nothing to download',
  success: 'File downloaded successfully',
  failed: 'An error occurred while downloading the file',
} as const;

export interface DownloadOutcome {
  kind: 'success' | 'empty' | 'error';
  message: string;
  fileName?: string;
}

/** The outcome for a response's status, size and (for errors) the API's message. Pure. */
export function downloadOutcome(status: number, size: number, errorMessage?: unknown): DownloadOutcome {
  if (status >= 400) {
    const text = typeof errorMessage === 'string' && errorMessage.trim() ? errorMessage.trim() : DOWNLOAD_MESSAGES.failed;
    return { kind: 'error', message: text };
  }
  if (status !== 200 || size === 0) return { kind: 'empty', message: DOWNLOAD_MESSAGES.empty };
  return { kind: 'success', message: DOWNLOAD_MESSAGES.success };
}
