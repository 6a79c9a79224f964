/** A page's heading (its one h1) and, optionally, the sentence that says what the page is for. */
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

export const PageHeading = ({ title, intro, large }: { title: ReactNode; intro?: ReactNode; large?: boolean }) => (
  <div>
    <Typography variant={large ? 'h3' : 'h4'} component="h1">
      {title}
    </Typography>
    {intro && <Typography color="text.secondary">{intro}</Typography>}
  </div>
);
