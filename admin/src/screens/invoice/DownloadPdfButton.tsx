/**
 * "Download PDF" on an invoice's or credit note's detail page: GET /api/<invoices|credit-notes>/:id/pdf
 * with the staff session, saved under the server's name (e.g. BKY-26-27-000123.pdf). Shown only for
 * documents that have a number (a pending invoice has no PDF yet).
 */
import type { ResourceDef } from '@bakaya/api/registry';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, useRecordContext } from 'react-admin';
import { API_URL } from '../../config';
import { useFileDownload } from '../../files/useFileDownload';

export const DownloadPdfButton = ({ def }: { def: ResourceDef }) => {
  const record = useRecordContext();
  const { busy, download } = useFileDownload();
  if (!record) return null;
  const number = String(record.invoice_number ?? record.credit_note_number ?? '');
  if (!number || (def.name === 'invoices' && record.status !== 'issued')) return null;
  return (
    <Button
      label="Download PDF"
      onClick={() => download(`${API_URL}/${def.name}/${record.id}/pdf`, `${number.replace(/\//g, '-')}.pdf`)}
      disabled={busy}
    >
      <PictureAsPdfIcon />
    </Button>
  );
};
