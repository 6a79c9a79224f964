/** A titled part of the staff report form. */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export const Section = ({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) => (
  <Box component="section" aria-label={title}>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: hint ? 0.5 : 1.5 }}>
      {title}
    </Typography>
    {hint && (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {hint}
      </Typography>
    )}
    {children}
  </Box>
);
