/** One titled part of the settlement page: an outlined card labelled by its heading, with an optional action beside it. */
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}

export const SectionCard = ({ id, title, action, children }: Props) => (
  <Card variant="outlined" component="section" aria-labelledby={`${id}-heading`}>
    <CardContent>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={`${id}-heading`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </CardContent>
  </Card>
);
