/** One titled part of a CIR snapshot: an outlined card, as tall as its neighbours in the row. */
import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export const SectionCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined" component="section" sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
