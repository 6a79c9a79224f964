/** A download through the API with the session (downloadFile), its outcome told in a notification. */
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { downloadFile } from './downloadFile';

export function useFileDownload() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async (url: string, fallbackName: string) => {
    setBusy(true);
    const outcome = await downloadFile(url, fallbackName);
    setBusy(false);
    notify(outcome.message, { type: outcome.kind === 'success' ? 'success' : outcome.kind === 'empty' ? 'info' : 'error' });
  };
  return { busy, download };
}
