/**
 * A paged, sortable table over a list endpoint (reports, pickers): sort labels in the header, an
 * optional checkbox column, loading and empty states, and MUI pagination. Rows come from the
 * caller (useRangeList); this component only shows them.
 */
import {
  Alert,
  Box,
  Checkbox,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import type { ReactNode } from 'react';
import type { TableState } from './useTableState';

export interface Column<T> {
  field: string;
  label: string;
  sortable?: boolean;
  /** Order of the first click: text columns ASC, numbers and dates DESC (the default). */
  firstOrder?: 'ASC' | 'DESC';
  numeric?: boolean;
  render: (row: T) => ReactNode;
}

export interface Selection<T> {
  isSelected: (row: T) => boolean;
  toggle: (row: T) => void;
  togglePage: (rows: readonly T[], select: boolean) => void;
}

interface Props<T> {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  total: number;
  rowKey: (row: T) => string | number;
  state: TableState;
  loading: boolean;
  error?: string;
  empty: ReactNode;
  selection?: Selection<T>;
}

export function SortableTable<T>({ label, columns, rows, total, rowKey, state, loading, error, empty, selection }: Props<T>) {
  const list = rows ?? [];
  const picked = selection ? list.filter(selection.isSelected).length : 0;
  return (
    <Box>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Loading" />}</Box>
      {error && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label={label} sx={{ '& th, & td': { px: 0.75 } }}>
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={list.length > 0 && picked === list.length}
                    indeterminate={picked > 0 && picked < list.length}
                    disabled={!list.length}
                    onChange={(e) => selection.togglePage(list, e.target.checked)}
                    slotProps={{ input: { 'aria-label': 'Select every row on this page' } }}
                  />
                </TableCell>
              )}
              {columns.map((c) => (
                <TableCell
                  key={c.field}
                  align={c.numeric ? 'right' : 'left'}
                  sortDirection={state.sort.field === c.field ? (state.sort.order === 'ASC' ? 'asc' : 'desc') : false}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {c.sortable ? (
                    <TableSortLabel
                      active={state.sort.field === c.field}
                      direction={state.sort.field === c.field && state.sort.order === 'ASC' ? 'asc' : 'desc'}
                      onClick={() => state.sortBy(c.field, c.firstOrder)}
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((row) => (
              <TableRow key={rowKey(row)} hover selected={selection?.isSelected(row)}>
                {selection && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={selection.isSelected(row)}
                      onChange={() => selection.toggle(row)}
                      slotProps={{ input: { 'aria-label': `Select ${rowKey(row)}` } }}
                    />
                  </TableCell>
                )}
                {columns.map((c) => (
                  <TableCell
                    key={c.field}
                    align={c.numeric ? 'right' : 'left'}
                    sx={c.numeric ? { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } : undefined}
                  >
                    {c.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {!loading && !error && !list.length && (
              <TableRow>
                <TableCell colSpan={columns.length + (selection ? 1 : 0)} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  {empty}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, state.page - 1)}
        rowsPerPage={state.perPage}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onPageChange={(_e, p) => state.setPage(p + 1)}
        onRowsPerPageChange={(e) => state.setPerPage(Number(e.target.value))}
      />
    </Box>
  );
}
