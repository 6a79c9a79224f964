import type { ResourceDef } from '@bakaya/api/registry';
import type { ReactElement } from 'react';
import { Datagrid, DatagridConfigurable } from 'react-admin';
import { defaultColumns, displayKind, hiddenColumns, isSortable, listColumns, type FieldEntry } from '../registry/fieldKinds';
import { FieldValue } from './FieldValue';

const RIGHT = new Set(['money', 'percent', 'number']);

// Cells a little narrower than MUI's 16 px sides, so the default columns fit 1280 px beside the menu.
const SX = {
  '& .RaDatagrid-headerCell': { fontWeight: 600 },
  '& .MuiTableCell-sizeSmall:not(.MuiTableCell-paddingCheckbox)': { px: 1.25 },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
} as const;

const columns = (fields: FieldEntry[]) =>
  fields.map(([name, field]) => (
    <FieldValue
      key={name}
      source={name}
      def={field}
      label={field.label}
      sortable={isSortable(name, field)}
      textAlign={RIGHT.has(displayKind(field)) ? 'right' : 'left'}
      compact
    />
  ));

/**
 * The list columns of a registry resource: fields marked `list`, sortable where the API sorts.
 * `configurable` (the main list of a resource): every `list` field is a column staff can show through
 * the toolbar's "Columns" button (remembered per resource); the registry's default columns show first.
 * Embedded lists (related records) show the default columns only.
 */
export const ResourceDatagrid = ({
  def,
  bulkActionButtons = false,
  omit,
  configurable = false,
}: {
  def: ResourceDef;
  bulkActionButtons?: ReactElement | false;
  /** A column not worth repeating (the parent reference in a related-records list). */
  omit?: string;
  configurable?: boolean;
}) =>
  configurable ? (
    <DatagridConfigurable rowClick="show" bulkActionButtons={bulkActionButtons} omit={hiddenColumns(def)} sx={SX}>
      {columns(listColumns(def))}
    </DatagridConfigurable>
  ) : (
    <Datagrid rowClick="show" bulkActionButtons={bulkActionButtons} sx={SX}>
      {columns(defaultColumns(def, omit))}
    </Datagrid>
  );
