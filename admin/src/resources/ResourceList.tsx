/** The generic list screen of every registry resource (lazy-loaded). */
import { useMediaQuery, type Theme } from '@mui/material';
import { useMemo } from 'react';
import { List, useCanAccess, type FilterPayload } from 'react-admin';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { canRemoveGeneric } from '../registry/fieldKinds';
import { BulkActions } from './BulkActions';
import { csvExporter } from './csvExporter';
import { ListActionsBar } from './ListActionsBar';
import { ResourceDatagrid } from './ResourceDatagrid';
import { ResourceSimpleList } from './ResourceSimpleList';
import { resourceFilters } from './resourceFilters';
import { useResourceDef } from './useResourceDef';

export interface ResourceListProps {
  /** Fixed filter (screens such as "wallet transactions of a customer"). */
  filter?: FilterPayload;
  title?: string;
}

const ResourceList = ({ filter, title }: ResourceListProps) => {
  const def = useResourceDef();
  const page = title ?? def.label;
  useDocumentTitle(page);
  const filters = useMemo(() => resourceFilters(def).filter((i) => !filter || !(i.props.source in filter)), [def, filter]);
  const { canAccess: canExport } = useCanAccess({ action: 'export' });
  const { canAccess: canDeactivate } = useCanAccess({ action: 'delete' });
  // Under the `sm` breakpoint (phones) a compact list replaces the table.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const bulk = canRemoveGeneric(def) && canDeactivate ? <BulkActions def={def} /> : false;
  return (
    <List
      title={page}
      filters={filters.length ? filters : undefined}
      filter={filter}
      sort={{ field: def.defaultSort[0], order: def.defaultSort[1] }}
      exporter={canExport ? csvExporter(def) : false}
      actions={<ListActionsBar def={def} hasFilters={filters.some((f) => !f.props.alwaysOn)} />}
      storeKey={filter ? false : undefined}
      perPage={25}
    >
      {phone ? <ResourceSimpleList def={def} /> : <ResourceDatagrid def={def} bulkActionButtons={bulk} configurable />}
    </List>
  );
};

export default ResourceList;
