import { Button, CircularProgress, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';

/** Step 1: mobile number or email → "Send code". */
export const IdentifierStep = ({
  initial,
  busy,
  error,
  onSubmit,
}: {
  initial: string;
  busy: boolean;
  error?: string;
  onSubmit: (raw: string) => void;
}) => {
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(value);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label="Mobile number or email"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoFocus
        fullWidth
        autoComplete="username"
        error={!!error}
        helperText={error ?? 'We will send a 6-digit sign-in code to it.'}
        margin="normal"
        slotProps={{ htmlInput: { 'aria-label': 'Mobile number or email', maxLength: 254 } }}
      />
      <Button
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        disabled={busy}
        sx={{ mt: 2 }}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null}
      >
        Send code
      </Button>
    </form>
  );
};
