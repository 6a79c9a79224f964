/**
 * "Download PDF" on an invoice's or credit note's detail page: GET /api/<invoices|credit-notes>/:id/pdf
 * with the staff session, saved under the server's name (e.g. BKY-26-27-000123.pdf). Shown only for
 * documents that have a number (a pending invoice has no PDF yet).
 */
import type { ResourceDef } from '@bakaya/api/registry';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useState } from 'react';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { API_URL } from '../config';
import { downloadFile } from '../files/downloadFile';

export const DownloadPdfButton = ({ def }: { def: ResourceDef }) => {
  const record = useRecordContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const number = String(record.invoice_number ?? record.credit_note_number ?? '');
  if (!number || (def.name === 'invoices' && record.status !== 'issued')) return null;
  const download = async () => {
    setBusy(true);
    const outcome = await downloadFile(`${API_URL}/${def.name}/${record.id}/pdf`, `${number.replace(/\//g, '-')}.pdf`);
    setBusy(false);
    notify(outcome.message, { type: outcome.kind === 'success' ? 'success' : outcome.kind === 'empty' ? 'info' : 'error' });
  };
  return (
    <Button label="Download PDF" onClick={download} disabled={busy}>
      <PictureAsPdfIcon />
    </Button>
  );
};
