/**
 * The full-page import of spec §2 "defaulter/report-bulk" (Defaulter → process): the shared
 * import flow for the route's resource, and the records bulk-imported earlier below it.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { resourceByName } from '../../registry/resourceIndex';
import { EmbeddedList } from '../EmbeddedList';
import type { CustomScreenProps } from '../screenTypes';
import { ImportFlow } from './ImportFlow';

const INTRO: Record<string, string> = {
  'defaulter-cases':
    'Report many defaulters at once from a CSV or Excel file: the reporting member and business, the defaulter’s GST number and name, the amount due and its due date.',
};

const BulkImportScreen = ({ route }: CustomScreenProps) => {
  useDocumentTitle(route.title);
  const resource = (route.screen.kind === 'custom' ? route.screen.resource : undefined) ?? 'defaulter-cases';
  const def = resourceByName(resource);
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={route.title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {route.title}
          </Typography>
          <Typography variant="body1" sx={{ mb: 2 }}>
            {INTRO[resource] ?? `Add many ${def?.label.toLowerCase() ?? 'records'} at once from a CSV or Excel file.`}
          </Typography>
          <ImportFlow resource={resource} />
        </CardContent>
      </Card>
      {def && <EmbeddedList resource={resource} title={`Latest ${def.label.toLowerCase()}`} />}
    </Box>
  );
};

export default BulkImportScreen;
