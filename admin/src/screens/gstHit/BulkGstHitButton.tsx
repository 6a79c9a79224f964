/** "Bulk GST hit" in the businesses list toolbar (Business → process): the bulk flow in a dialog. */
import type { ResourceDef } from '@bakaya/api/registry';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Button as MuiButton, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Button, useCanAccess } from 'react-admin';

const BulkGstHitFlow = lazy(() => import('./BulkGstHitFlow').then((m) => ({ default: m.BulkGstHitFlow })));

export const BulkGstHitButton = ({ def }: { def: ResourceDef }) => {
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  const { canAccess } = useCanAccess({ resource: def.route, action: 'process' });
  if (!canAccess) return null;
  return (
    <>
      <Button
        label="Bulk GST hit"
        onClick={() => {
          setSession((s) => s + 1);
          setOpen(true);
        }}
      >
        <FactCheckIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" fullWidth aria-labelledby="bulk-gst-hit-title">
        <DialogTitle id="bulk-gst-hit-title">Bulk GST hit</DialogTitle>
        <DialogContent dividers>
          <Suspense fallback={<CircularProgress size={24} />}>{session > 0 && <BulkGstHitFlow key={session} />}</Suspense>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>Close</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
