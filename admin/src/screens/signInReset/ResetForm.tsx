/** The reason and the "Reset sign-in lock" button, with a confirmation step. */
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import type { SignInMember } from '@bakaya/api/contracts';
import { useState } from 'react';
import { reasonProblem } from './signInResetModel';

export const ResetForm = ({
  member,
  busy,
  onReset,
}: {
  member: SignInMember;
  busy: boolean;
  onReset: (reason: string) => Promise<boolean>;
}) => {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const problem = reasonProblem(reason);
  const confirm = async () => {
    setConfirming(false);
    if (await onReset(reason)) {
      setReason('');
      setTouched(false);
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!problem) setConfirming(true);
      }}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        size="small"
        fullWidth={false}
        margin="none"
        label="Reason (kept in the audit log)"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={1}
        error={touched && Boolean(problem)}
        helperText={touched && problem ? problem : 'E.g. “Caller verified by registered email; locked out after typos.”'}
        sx={{ flex: '1 1 380px' }}
      />
      <Button type="submit" variant="contained" color="warning" startIcon={<RestartAltIcon />} disabled={busy || member.status !== 1}>
        Reset sign-in lock
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>Reset the sign-in lock of {member.name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Their unused codes stop working and they can ask for a new code straight away. Limits on their network stay as they are.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button variant="contained" color="warning" onClick={() => void confirm()}>
            Reset
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
