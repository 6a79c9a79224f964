/** "Download file" on an upload resource's detail page: GET /api/<name>/:id/file with the session. */
import type { ResourceDef } from '@bakaya/api/registry';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useRecordContext } from 'react-admin';
import { API_URL } from '../config';
import { useFileDownload } from '../files/useFileDownload';

export const DownloadFileButton = ({ def }: { def: ResourceDef }) => {
  const record = useRecordContext();
  const { busy, download } = useFileDownload();
  if (!record) return null;
  return (
    <Button
      label="Download file"
      onClick={() => download(`${API_URL}/${def.name}/${record.id}/file`, String(record.original_name ?? 'file'))}
      disabled={busy}
    >
      <DownloadIcon />
    </Button>
  );
};
