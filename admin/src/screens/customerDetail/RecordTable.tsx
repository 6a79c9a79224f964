/**
 * A compact table of registry records (a customer's businesses, a request's payments…): the
 * chosen columns only, one line per record, the record's name linked to its page when the role
 * may open it.
 */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ResourceDef } from '@bakaya/api/registry';
import { RecordContextProvider, ResourceContextProvider, type RaRecord } from 'react-admin';
import { canAccess } from '../../providers/canAccess';
import { readSession } from '../../providers/session';
import { columnAlign, columnLabel, type SectionColumn } from './customerModel';
import { SectionCell } from './SectionCell';

export interface RecordTableProps {
  def: ResourceDef;
  records: readonly RaRecord[];
  columns: readonly SectionColumn[];
  /** The table's accessible name. */
  label: string;
}

export const RecordTable = ({ def, records, columns, label }: RecordTableProps) => {
  const canOpen = canAccess(readSession()?.user, { resource: def.route, action: 'show' });
  return (
    <ResourceContextProvider value={def.route}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.field} align={columnAlign(def.fields, c)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {columnLabel(def.fields, c)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {records.map((record) => (
              <RecordContextProvider key={record.id} value={record}>
                <TableRow hover sx={{ '&:last-child td': { borderBottom: 0 } }}>
                  {columns.map((c) => (
                    <TableCell key={c.field} align={columnAlign(def.fields, c)}>
                      <SectionCell column={c} def={def} canOpen={canOpen} />
                    </TableCell>
                  ))}
                </TableRow>
              </RecordContextProvider>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ResourceContextProvider>
  );
};
