import { Box, Button, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';

/** Step 2: the 6-digit code → "Sign in"; resend after a cool-down, or go back. */
export const CodeStep = ({
  sentTo,
  busy,
  error,
  resendIn,
  onSubmit,
  onResend,
  onBack,
}: {
  sentTo: string;
  busy: boolean;
  error?: string;
  resendIn: number;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
}) => {
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(code);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Enter the 6-digit code we sent to <strong>{sentTo}</strong>.
      </Typography>
      <TextField
        label="6-digit code"
        value={code}
        autoFocus
        fullWidth
        margin="normal"
        autoComplete="one-time-code"
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        error={!!error}
        helperText={error ?? 'The code expires in 5 minutes.'}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 6, 'aria-label': '6-digit code', style: { letterSpacing: 6, fontSize: 20 } },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        disabled={busy || code.length !== 6}
        sx={{ mt: 2 }}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null}
      >
        Sign in
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
        <Link component="button" type="button" variant="body2" onClick={onBack}>
          Use another mobile or email
        </Link>
        <Button size="small" onClick={onResend} disabled={busy || resendIn > 0}>
          {resendIn > 0 ? `Resend code in ${resendIn} s` : 'Resend code'}
        </Button>
      </Box>
    </form>
  );
};
