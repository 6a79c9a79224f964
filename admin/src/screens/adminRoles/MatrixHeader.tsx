/**
 * Column headings of the permission matrix, each with an "all in this column" checkbox that ticks or
 * clears the access kind for every feature currently shown (the filter applies).
 */
import { Box, Checkbox, TableCell, TableHead, TableRow } from '@mui/material';
import { ACCESS_KIND_LABELS, ACCESS_KINDS, type AccessKind } from '@bakaya/api/registry';
import { columnState, type Matrix } from './permissionMatrix';

interface MatrixHeaderProps {
  matrix: Matrix;
  features: readonly string[];
  disabled?: boolean;
  onColumn: (kind: AccessKind, value: boolean) => void;
}

export const MatrixHeader = ({ matrix, features, disabled, onColumn }: MatrixHeaderProps) => (
  <TableHead>
    <TableRow>
      <TableCell sx={{ fontWeight: 600, minWidth: 200 }}>Feature</TableCell>
      {ACCESS_KINDS.map((k) => {
        const state = columnState(matrix, k, features);
        return (
          <TableCell key={k} align="center" sx={{ fontWeight: 600, lineHeight: 1.2, px: 0.5, minWidth: 84 }}>
            <Box>{ACCESS_KIND_LABELS[k]}</Box>
            <Checkbox
              size="small"
              checked={state === 'all'}
              indeterminate={state === 'some'}
              disabled={disabled || !features.length}
              onChange={(e) => onColumn(k, e.target.checked)}
              slotProps={{ input: { 'aria-label': `${ACCESS_KIND_LABELS[k]} for every feature shown` } }}
            />
          </TableCell>
        );
      })}
      <TableCell align="center" sx={{ fontWeight: 600, px: 1, borderLeft: 1, borderColor: 'divider', whiteSpace: 'nowrap' }}>
        Whole row
      </TableCell>
    </TableRow>
  </TableHead>
);
