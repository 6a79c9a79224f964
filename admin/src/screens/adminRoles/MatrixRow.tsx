/** One feature of the permission matrix: a checkbox per access kind and one for the whole row. */
import { Checkbox, TableCell, TableRow } from '@mui/material';
import { memo } from 'react';
import { ACCESS_KIND_LABELS, ACCESS_KINDS, type AccessKind } from '@bakaya/api/registry';
import type { Flags } from './permissionMatrix';

interface MatrixRowProps {
  feature: string;
  flags: Flags;
  disabled?: boolean;
  onCell: (feature: string, kind: AccessKind, value: boolean) => void;
  onRow: (feature: string, value: boolean) => void;
}

export const MatrixRow = memo(({ feature, flags, disabled, onCell, onRow }: MatrixRowProps) => {
  const ticked = ACCESS_KINDS.filter((k) => flags[k]).length;
  return (
    <TableRow hover selected={ticked > 0}>
      <TableCell component="th" scope="row" sx={{ fontWeight: ticked ? 600 : 400 }}>
        {feature}
      </TableCell>
      {ACCESS_KINDS.map((k) => (
        <TableCell key={k} padding="checkbox" align="center">
          <Checkbox
            size="small"
            checked={flags[k]}
            disabled={disabled}
            onChange={(e) => onCell(feature, k, e.target.checked)}
            slotProps={{ input: { 'aria-label': `${feature}: ${ACCESS_KIND_LABELS[k]}` } }}
          />
        </TableCell>
      ))}
      <TableCell padding="checkbox" align="center" sx={{ borderLeft: 1, borderColor: 'divider' }}>
        <Checkbox
          size="small"
          checked={ticked === ACCESS_KINDS.length}
          indeterminate={ticked > 0 && ticked < ACCESS_KINDS.length}
          disabled={disabled}
          onChange={(e) => onRow(feature, e.target.checked)}
          slotProps={{ input: { 'aria-label': `${feature}: every access kind` } }}
        />
      </TableCell>
    </TableRow>
  );
});
MatrixRow.displayName = 'MatrixRow';
