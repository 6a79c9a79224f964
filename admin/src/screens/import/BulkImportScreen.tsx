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
    'Report many defaulters at once from a CSV or Excel file, one row per invoice: the reporting business’s GSTIN, the buyer’s GSTIN and name, the invoice’s number, date, amount and due date, and the date the goods were accepted. Rows with the same report reference, one under another, make one report. Each report follows the rules of a single report — an invoice is reported once per business and buyer, and the member’s plan fee is taken from their wallet — and waits as “More Documents Required” until the member uploads the invoice, ledger certificate and CA certificate.',
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
