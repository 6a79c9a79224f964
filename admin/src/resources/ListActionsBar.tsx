import type { ResourceDef } from '@bakaya/api/registry';
import { CanAccess, CreateButton, ExportButton, FilterButton, TopToolbar } from 'react-admin';
import { canCreateGeneric } from '../registry/fieldKinds';
import { ListExtraActions } from './resourceOverrides';

/** Filters, "Create" (only when writable and allowed) and "Export" (only with download access). */
export const ListActionsBar = ({ def, hasFilters }: { def: ResourceDef; hasFilters: boolean }) => (
  <TopToolbar>
    {hasFilters && <FilterButton />}
    {canCreateGeneric(def) && <CreateButton />}
    <ListExtraActions def={def} />
    <CanAccess action="export">
      <ExportButton maxResults={1000} />
    </CanAccess>
  </TopToolbar>
);
