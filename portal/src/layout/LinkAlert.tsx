/** An alert whose one action is a link to where the member can fix it ("Add a business", "See plans"…). */
import { Alert, Button, type AlertColor } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export const LinkAlert = ({ severity, to, label, children }: { severity: AlertColor; to: string; label: string; children: ReactNode }) => (
  <Alert
    severity={severity}
    action={
      <Button component={RouterLink} to={to} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
        {label}
      </Button>
    }
  >
    {children}
  </Alert>
);
