/** Label/value pairs as a description list in a responsive grid (profile, request, case, bank account). */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export const Facts = ({ children, min = 200 }: { children: ReactNode; min?: number }) => (
  <Box
    component="dl"
    sx={{ m: 0, display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`, columnGap: 3, rowGap: 1.5 }}
  >
    {children}
  </Box>
);

/** One pair; an empty value reads '—'. `wide` spans the whole row (remarks, long text). */
export const Fact = ({ label, children, empty, wide }: { label: string; children?: ReactNode; empty?: boolean; wide?: boolean }) => (
  <Box sx={wide ? { gridColumn: '1 / -1' } : undefined}>
    <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.25, wordBreak: 'break-word' }}>
      {empty || children === null || children === undefined || children === '' ? (
        <Box component="span" sx={{ color: 'text.disabled' }}>
          —
        </Box>
      ) : (
        children
      )}
    </Typography>
  </Box>
);
