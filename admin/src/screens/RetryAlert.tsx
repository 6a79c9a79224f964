/** A part of a page that could not be loaded: what went wrong, and "Try again". */
import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

export const RetryAlert = ({ onRetry, sx, children }: { onRetry: () => unknown; sx?: SxProps<Theme>; children: ReactNode }) => (
  <Alert
    severity="warning"
    sx={sx}
    action={
      <Button color="inherit" size="small" onClick={() => void onRetry()}>
        Try again
      </Button>
    }
  >
    {children}
  </Alert>
);
