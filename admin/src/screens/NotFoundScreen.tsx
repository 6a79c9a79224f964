import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/** Spec §2: any unknown address shows a page saying the page is not found. */
export const NotFoundScreen = () => {
  useDocumentTitle('Page not found');
  return (
    <Box sx={{ mt: 1 }}>
      <Title title="Page not found" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Page not found
          </Typography>
          <Typography sx={{ mb: 2 }}>The page you asked for is not found. Check the address, or go back to the dashboard.</Typography>
          <Button variant="contained" component={Link} to="/dashboard">
            Go to the dashboard
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
