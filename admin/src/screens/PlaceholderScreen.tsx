/**
 * The frame every not-yet-built custom screen uses: the page title, what the screen is for, a
 * clear "placeholder" mark, and (where the registry has it) the data the screen will work on.
 */
import ConstructionIcon from '@mui/icons-material/Construction';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { useDocumentTitle } from '../layout/useDocumentTitle';

export interface PlaceholderScreenProps {
  title: string;
  purpose: ReactNode;
  /** What the finished screen will do, one line each. */
  plans?: string[];
  children?: ReactNode;
  /** False when an embedded detail page sets the app-bar title itself. */
  appBarTitle?: boolean;
}

export const PlaceholderScreen = ({ title, purpose, plans, children, appBarTitle = true }: PlaceholderScreenProps) => {
  useDocumentTitle(title);
  return (
    <Box sx={{ mt: 1 }}>
      {appBarTitle && <Title title={title} />}
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>{title}</Typography>
          <Typography variant="body1" sx={{ mb: 2 }}>{purpose}</Typography>
          <Alert severity="info" icon={<ConstructionIcon />}>
            This screen is a placeholder: the finished screen is still being built.
            {plans?.length ? <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>{plans.map((p) => <li key={p}>{p}</li>)}</Box> : null}
          </Alert>
        </CardContent>
      </Card>
      {children}
    </Box>
  );
};
