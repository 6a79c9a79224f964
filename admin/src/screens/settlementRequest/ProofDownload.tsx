/** A payment's proof file, downloaded through the API with the session (never a public link). */
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import type { Identifier } from 'react-admin';
import { useFileDownload } from '../../files/useFileDownload';
import { proofUrl } from './settlementFlowApi';

export const ProofDownload = ({ requestId, paymentId, name }: { requestId: Identifier; paymentId: number; name: string | null }) => {
  const { busy, download } = useFileDownload();
  if (!name) return <>—</>;
  return (
    <Button
      size="small"
      onClick={() => download(proofUrl(requestId, paymentId), name)}
      disabled={busy}
      startIcon={<DownloadIcon fontSize="small" />}
      aria-label={`Download the proof ${name}`}
      sx={{ textTransform: 'none', px: 0.5, minWidth: 0, maxWidth: 220, justifyContent: 'flex-start' }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
    </Button>
  );
};
