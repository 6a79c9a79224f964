/** Spec §2 Settings → gst/hit: bulk GST hit (Business → process), with earlier batches below. */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { EmbeddedList } from '../EmbeddedList';
import type { CustomScreenProps } from '../screenTypes';
import { BulkGstHitFlow } from './BulkGstHitFlow';

const BulkGstHitScreen = ({ route }: CustomScreenProps) => {
  useDocumentTitle(route.title);
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={route.title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {route.title}
          </Typography>
          <Typography variant="body1" sx={{ mb: 2 }}>
            Look many GST numbers up with the GST service at once. Registered businesses whose registration is Active are marked
            GST-verified (their legal name is filled in when empty). Every look-up is kept in the GST hit logs.
          </Typography>
          <BulkGstHitFlow />
        </CardContent>
      </Card>
      <EmbeddedList resource="gst-hit-batches" title="Earlier bulk GST hits" />
    </Box>
  );
};

export default BulkGstHitScreen;
