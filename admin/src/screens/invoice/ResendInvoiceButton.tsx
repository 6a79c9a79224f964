/**
 * "Send to member" on an issued invoice's detail page: POST /api/admin/invoices/:id/resend (email,
 * else SMS, with where to download it). Shown to roles with the invoices' process access.
 */
import type { ResourceDef } from '@bakaya/api/registry';
import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { Button, HttpError, useCanAccess, useNotify, useRecordContext } from 'react-admin';
import { API_URL } from '../../config';
import { httpClient } from '../../providers/httpClient';

export const ResendInvoiceButton = ({ def }: { def: ResourceDef }) => {
  const record = useRecordContext();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: def.route, action: 'process' });
  const [busy, setBusy] = useState(false);
  if (!record || !canAccess || record.status !== 'issued') return null;
  const send = async () => {
    setBusy(true);
    try {
      const { json } = await httpClient(`${API_URL}/admin/invoices/${encodeURIComponent(String(record.id))}/resend`, { method: 'POST' });
      notify((json as { message: string }).message, { type: 'success' });
    } catch (err) {
      notify(err instanceof HttpError ? err.message : 'The invoice could not be sent. Please try again.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="Send to member" onClick={() => void send()} disabled={busy}>
      <SendIcon />
    </Button>
  );
};
