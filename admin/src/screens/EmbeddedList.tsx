/** A compact list of registry records inside another screen (tools, dashboards). */
import { Card, CardHeader } from '@mui/material';
import { ListBase, Pagination, ResourceContextProvider, type FilterPayload } from 'react-admin';
import { resourceByName } from '../registry/resourceIndex';
import { ResourceDatagrid } from '../resources/ResourceDatagrid';

export const EmbeddedList = ({ resource, filter, title }: { resource: string; filter?: FilterPayload; title?: string }) => {
  const def = resourceByName(resource);
  if (!def) return null;
  return (
    <ResourceContextProvider value={def.route}>
      <ListBase
        filter={filter}
        perPage={10}
        sort={{ field: def.defaultSort[0], order: def.defaultSort[1] }}
        disableSyncWithLocation
        storeKey={false}
      >
        <Card variant="outlined" sx={{ mt: 2 }}>
          <CardHeader title={title ?? def.label} slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }} />
          <ResourceDatagrid def={def} />
          <Pagination rowsPerPageOptions={[10, 25]} />
        </Card>
      </ListBase>
    </ResourceContextProvider>
  );
};
