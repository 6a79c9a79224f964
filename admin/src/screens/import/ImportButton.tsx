/**
 * "Import" in the toolbar of an importable list (customers, businesses, defaulters, promo codes,
 * cities, business categories): shown only with process access on the list's feature; opens the
 * import flow in a dialog (loaded on first open).
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button as MuiButton, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { IMPORTABLE_RESOURCES } from '@bakaya/api/contracts';
import type { ResourceDef } from '@bakaya/api/registry';
import { lazy, Suspense, useState } from 'react';
import { Button, useCanAccess } from 'react-admin';

const ImportFlow = lazy(() => import('./ImportFlow').then((m) => ({ default: m.ImportFlow })));

export const ImportButton = ({ def }: { def: ResourceDef }) => {
  const [open, setOpen] = useState(false);
  // A new flow on each opening; the last one stays mounted while the dialog fades out.
  const [session, setSession] = useState(0);
  const { canAccess } = useCanAccess({ resource: def.route, action: 'process' });
  if (!IMPORTABLE_RESOURCES.has(def.name) || !canAccess) return null;
  return (
    <>
      <Button
        label="Import"
        onClick={() => {
          setSession((s) => s + 1);
          setOpen(true);
        }}
      >
        <UploadFileIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" fullWidth aria-labelledby="import-dialog-title">
        <DialogTitle id="import-dialog-title">Import {def.label.toLowerCase()}</DialogTitle>
        <DialogContent dividers>
          <Suspense fallback={<CircularProgress size={24} />}>{session > 0 && <ImportFlow key={session} resource={def.name} />}</Suspense>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>Close</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
