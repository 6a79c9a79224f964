/** Bulk GST hit: the list or file in, the look-ups' results out. Shared by the settings page and the businesses list. */
import { Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { BulkGstHitSummary } from '@bakaya/api/contracts';
import { fieldMessages, requestMessage } from '../../files/requestMessage';
import { BulkGstHitForm } from './BulkGstHitForm';
import { bulkGstHitFile, bulkGstHitList } from './gstHitApi';
import { summaryText } from './gstHitModel';
import { GstHitResults } from './GstHitResults';

export const BulkGstHitFlow = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [summary, setSummary] = useState<BulkGstHitSummary>();
  const run = async (request: () => Promise<BulkGstHitSummary>) => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await request();
      setSummary(answer);
      notify(summaryText(answer), { type: answer.failed ? 'warning' : 'success' });
      refresh(); // verified businesses and the batch list change
    } catch (e) {
      const fields = fieldMessages(e);
      const message = requestMessage(e, 'The GST hit could not be run.');
      setError(fields.file && fields.file !== message ? `${message} ${fields.file}` : message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      <BulkGstHitForm
        busy={busy}
        error={error}
        onList={(g) => void run(() => bulkGstHitList(g))}
        onFile={(f) => void run(() => bulkGstHitFile(f))}
      />
      {summary && <GstHitResults summary={summary} />}
    </Stack>
  );
};
