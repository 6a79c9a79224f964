/** "Download file" on an upload resource's detail page: GET /api/<name>/:id/file with the session. */
import type { ResourceDef } from '@bakaya/api/registry';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { API_URL } from '../config';
import { downloadFile } from '../files/downloadFile';

export const DownloadFileButton = ({ def }: { def: ResourceDef }) => {
  const record = useRecordContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const download = async () => {
    setBusy(true);
    const outcome = await downloadFile(`${API_URL}/${def.name}/${record.id}/file`, String(record.original_name ?? 'file'));
    setBusy(false);
    notify(outcome.message, { type: outcome.kind === 'success' ? 'success' : outcome.kind === 'empty' ? 'info' : 'error' });
  };
  return (
    <Button label="Download file" onClick={download} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
};
