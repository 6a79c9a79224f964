/** PLACEHOLDER bulk import (defaulters in bulk, bulk GST hit): upload a CSV, check rows, import. */
import { EmbeddedList } from './EmbeddedList';
import { PlaceholderScreen } from './PlaceholderScreen';
import type { CustomScreenProps } from './screenTypes';

const PURPOSE: Record<string, { purpose: string; filter?: Record<string, unknown>; listTitle: string }> = {
  'defaulter-cases': {
    purpose: 'Report many defaulters at once from a CSV file (GST number, name, due amount, due date, reporter). Needs process access on Defaulter.',
    filter: { source: 'import' },
    listTitle: 'Defaulters reported by bulk import',
  },
  'gst-hit-batches': {
    purpose: 'Check many GST numbers against the GST service at once from a CSV file. Needs process access on GST Hit Logs.',
    listTitle: 'Earlier bulk GST hit batches',
  },
};

const BulkImportScreen = ({ route }: CustomScreenProps) => {
  const resource = route.screen.kind === 'custom' ? route.screen.resource ?? '' : '';
  const info = PURPOSE[resource];
  return (
    <PlaceholderScreen title={route.title} purpose={info?.purpose ?? 'Import records from a CSV file.'}
      plans={['CSV template download', 'Row-by-row check with the same rules as the API, errors shown per row', 'Import in one transaction, with a result report']}>
      {resource && <EmbeddedList resource={resource} filter={info?.filter} title={info?.listTitle} />}
    </PlaceholderScreen>
  );
};

export default BulkImportScreen;
