/**
 * "Send again" on a failed message's detail page (SMS log): POST /api/admin/sms-logs/:id/resend queues a
 * copy and sends it (audited). Shown to roles with SMS Logs → process, on failed messages only.
 */
import type { ResourceDef } from '@bakaya/api/registry';
import ReplayIcon from '@mui/icons-material/Replay';
import { useState } from 'react';
import { Button, HttpError, useCanAccess, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { API_URL } from '../../config';
import { httpClient } from '../../providers/httpClient';

export const ResendMessageButton = ({ def }: { def: ResourceDef }) => {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: def.route, action: 'process' });
  const [busy, setBusy] = useState(false);
  if (!record || !canAccess || record.status !== 'failed') return null;
  const send = async () => {
    setBusy(true);
    try {
      const { json } = await httpClient(`${API_URL}/admin/sms-logs/${encodeURIComponent(String(record.id))}/resend`, { method: 'POST' });
      const answer = json as { id: number; status: string };
      notify(answer.status === 'blocked' ? 'Not sent: the contact is on the block list.' : `Sent again as message #${answer.id}.`, {
        type: answer.status === 'blocked' ? 'warning' : 'success',
      });
      refresh();
    } catch (err) {
      notify(err instanceof HttpError ? err.message : 'The message could not be sent again. Please try again.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="Send again" onClick={() => void send()} disabled={busy}>
      <ReplayIcon />
    </Button>
  );
};
