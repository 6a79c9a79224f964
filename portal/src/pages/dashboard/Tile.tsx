/** A dashboard tile: an outlined card with its heading (h2) and, under the content, its links. */
import { Card, CardActions, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export const Tile = ({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) => (
  <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
    <CardContent sx={{ flexGrow: 1 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
    {actions && <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>{actions}</CardActions>}
  </Card>
);
