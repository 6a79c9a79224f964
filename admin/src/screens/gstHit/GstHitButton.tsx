/**
 * "GST hit" on a business's detail page (Business → process): looks the business's GSTIN up
 * (POST /api/businesses/:id/gst-hit), shows what was found and refreshes the record.
 */
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Button as MuiButton, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import type { GstHitResult } from '@bakaya/api/contracts';
import { requestMessage } from '../../files/requestMessage';
import { businessGstHit } from './gstHitApi';
import { GstHitDetails } from './GstHitDetails';

export const GstHitButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource, action: 'process' });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<GstHitResult>();
  const [open, setOpen] = useState(false);
  if (!record || !canAccess) return null;

  const hit = async () => {
    setBusy(true);
    try {
      setResult(await businessGstHit(record.id));
      setOpen(true);
      refresh();
    } catch (error) {
      notify(requestMessage(error, 'The GST hit could not be run.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label={busy ? 'Looking up…' : 'GST hit'} onClick={() => void hit()} disabled={busy}>
        {busy ? <CircularProgress size={16} /> : <FactCheckIcon />}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby="gst-hit-title">
        <DialogTitle id="gst-hit-title">GST hit: {result?.gstin}</DialogTitle>
        <DialogContent dividers>{result && <GstHitDetails result={result} />}</DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>Close</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
