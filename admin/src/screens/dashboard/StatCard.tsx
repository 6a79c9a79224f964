/** One headline figure: label, value, a line of context, and a link to the list behind it when allowed. */
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface StatCardProps {
  label: string;
  value: string;
  hint?: ReactNode;
  /** Admin path of the list behind the figure; omitted when the role may not open it. */
  to?: string;
}

const Body = ({ label, value, hint }: StatCardProps) => (
  <CardContent>
    <Typography variant="overline" color="text.secondary" component="h2" sx={{ lineHeight: 1.6 }}>
      {label}
    </Typography>
    <Typography variant="h5" component="p" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </Typography>
    {hint && (
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    )}
  </CardContent>
);

export const StatCard = (props: StatCardProps) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    {props.to ? (
      <CardActionArea component={Link} to={props.to} sx={{ height: '100%' }}>
        <Body {...props} />
      </CardActionArea>
    ) : (
      <Body {...props} />
    )}
  </Card>
);
