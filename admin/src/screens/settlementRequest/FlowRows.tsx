/**
 * Rows of the settlement flow (instalments, payments) as a compact table, and on a phone as a list
 * where each row's values stand under their labels, so nothing is cut off or scrolled sideways.
 */
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';

export interface FlowColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
  align?: 'right';
  /** Kept on one line in the table (dates, references). */
  nowrap?: boolean;
}

interface Props<T> {
  /** The table's (or list's) accessible name. */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: ReadonlyArray<FlowColumn<T>>;
}

const head = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

export function FlowRows<T>({ label, rows, rowKey, columns }: Props<T>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone)
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => (
          <Box component="li" key={rowKey(row)} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
              {columns.map((c) => (
                <Box key={c.label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="caption" color="text.secondary" sx={{ pt: 0.25 }}>
                    {c.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, wordBreak: 'break-word' }}>
                    {c.render(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.align} sx={head}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} sx={{ '&:last-child td': { borderBottom: 0 } }}>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.align} sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {c.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
