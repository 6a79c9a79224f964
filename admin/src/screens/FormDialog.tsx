/**
 * A confirmation dialog that is one form: its fields, the server's refusal (never a blank failure)
 * above Cancel and the confirming button, which spins (and reads `busyLabel`, if given) while the
 * request runs. It cannot be closed while busy.
 */
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  confirmLabel: string;
  busyLabel?: string;
  busy: boolean;
  /** The refusal to show, '' for none. */
  failure: string;
  destructive?: boolean;
  /** Lines above and below the fields (long forms). */
  dividers?: boolean;
  onCancel: () => void;
  /** Called with the submit event already stopped. */
  onSubmit: () => void;
  children: ReactNode;
}

export const FormDialog = (props: Props) => {
  const { id, title, confirmLabel, busyLabel, busy, failure, destructive, dividers, onCancel, onSubmit, children } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent dividers={dividers}>
        {children}
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
