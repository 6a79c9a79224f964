import DataObjectIcon from '@mui/icons-material/DataObject';
import type { ResourceDef } from '@bakaya/api/registry';
import { useMediaQuery, type Theme } from '@mui/material';
import { CanAccess, CreateButton, ExportButton, FilterButton, SelectColumnsButton, TopToolbar } from 'react-admin';
import { canCreateGeneric } from '../registry/fieldKinds';
import { csvExporter } from './csvExporter';
import { ImportButton } from '../screens/import/ImportButton';
import { useResourceOverrides } from './ResourceOverridesContext';

/**
 * Filters, "Create" (only when writable and allowed), "Import" (importable lists), the resource's own
 * buttons (listActions of its screens/ folder), "Columns" (pick the table's columns; not on phones, whose
 * list is compact), "Export" (labels, dates and amounts as staff read them) and "Export raw" (ids, enum
 * keys and ISO dates, for machines) — both only with download access.
 */
export const ListActionsBar = ({ def, hasFilters }: { def: ResourceDef; hasFilters: boolean }) => {
  const Own = useResourceOverrides(def).listActions;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    // Wraps rather than run off the screen: every button stays in reach at any width.
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', minWidth: 0 }}>
      {hasFilters && <FilterButton />}
      {canCreateGeneric(def) && <CreateButton />}
      <ImportButton def={def} />
      {Own && <Own def={def} />}
      {!phone && <SelectColumnsButton />}
      <CanAccess action="export">
        <ExportButton maxResults={1000} />
        <ExportButton maxResults={1000} exporter={csvExporter(def, 'raw')} label="Export raw" icon={<DataObjectIcon />} />
      </CanAccess>
    </TopToolbar>
  );
};
