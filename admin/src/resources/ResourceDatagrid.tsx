import type { ResourceDef } from '@bakaya/api/registry';
import type { ReactElement } from 'react';
import { Datagrid } from 'react-admin';
import { displayKind, isSortable, listColumns } from '../registry/fieldKinds';
import { FieldValue } from './FieldValue';

const RIGHT = new Set(['money', 'percent', 'number']);

/** The list columns of a registry resource: fields marked `list`, sortable where the API sorts. */
export const ResourceDatagrid = ({ def, bulkActionButtons = false, omit }: {
  def: ResourceDef;
  bulkActionButtons?: ReactElement | false;
  /** A column not worth repeating (the parent reference in a related-records list). */
  omit?: string;
}) => (
  <Datagrid rowClick="show" bulkActionButtons={bulkActionButtons} sx={{ '& .RaDatagrid-headerCell': { fontWeight: 600 }, '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}>
    {listColumns(def).filter(([name]) => name !== omit).map(([name, field]) => (
      <FieldValue
        key={name}
        source={name}
        def={field}
        label={field.label}
        sortable={isSortable(name, field)}
        textAlign={RIGHT.has(displayKind(field)) ? 'right' : 'left'}
        compact
      />
    ))}
  </Datagrid>
);
