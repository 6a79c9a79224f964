/**
 * The permission matrix editor, a form input (source "matrix"): every feature × the six access
 * kinds, grouped by menu area, with a filter box, per-row and per-column "all" toggles.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, Table, TableBody, TableCell, TableContainer, TableRow, TextField, Typography } from '@mui/material';
import { Fragment, useCallback, useMemo, useLayoutEffect, useRef, useState } from 'react';
import { useInput } from 'react-admin';
import { FEATURES, type AccessKind } from '@bakaya/api/registry';
import { adminRoutes } from '../../routes/adminRoutes';
import { MENU_GROUPS } from '../../routes/routeTypes';
import { featuresOf, filterGroups, groupFeatures } from './featureGroups';
import { MatrixHeader } from './MatrixHeader';
import { MatrixRow } from './MatrixRow';
import { grantedCount, noFlags, setCell, setColumn, setRow, type Matrix } from './permissionMatrix';

const HOMES = adminRoutes.map((r) => ({ feature: r.feature, group: r.group }));

export const PermissionMatrix = ({ disabled }: { disabled?: boolean }) => {
  const { field } = useInput<Matrix>({ source: 'matrix' });
  const matrix: Matrix = useMemo(() => field.value ?? {}, [field.value]);
  // Handlers read the latest matrix through a ref, so memoised rows keep stable callbacks.
  const latest = useRef({ matrix, onChange: field.onChange });
  useLayoutEffect(() => {
    latest.current = { matrix, onChange: field.onChange };
  });
  const [query, setQuery] = useState('');

  const groups = useMemo(() => {
    const features = [...new Set([...FEATURES, ...Object.keys(matrix)])];
    return groupFeatures(features, HOMES, MENU_GROUPS);
  }, [matrix]);
  const shown = useMemo(() => filterGroups(groups, query), [groups, query]);
  const shownFeatures = useMemo(() => featuresOf(shown), [shown]);

  const onCell = useCallback(
    (f: string, k: AccessKind, v: boolean) => latest.current.onChange(setCell(latest.current.matrix, f, k, v)),
    [],
  );
  const onRow = useCallback((f: string, v: boolean) => latest.current.onChange(setRow(latest.current.matrix, f, v)), []);
  const onColumn = useCallback(
    (k: AccessKind, v: boolean) => latest.current.onChange(setColumn(latest.current.matrix, k, v, shownFeatures)),
    [shownFeatures],
  );

  return (
    <Box sx={{ width: '100%', maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <TextField
          size="small"
          label="Filter features"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          fullWidth={false}
          sx={{ width: 320 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography variant="body2" color="text.secondary" role="status">
          {grantedCount(matrix)} of {featuresOf(groups).length} features have some access{query ? ` · showing ${shownFeatures.length}` : ''}
        </Typography>
      </Box>
      <TableContainer sx={{ maxHeight: '68vh', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Permissions by feature and access kind">
          <MatrixHeader matrix={matrix} features={shownFeatures} disabled={disabled} onColumn={onColumn} />
          <TableBody>
            {shown.map((g) => (
              <Fragment key={g.group}>
                <TableRow>
                  <TableCell colSpan={8} component="th" scope="rowgroup" sx={{ bgcolor: 'action.hover', fontWeight: 600, py: 0.75 }}>
                    {g.group}
                  </TableCell>
                </TableRow>
                {g.features.map((f) => (
                  <MatrixRow key={f} feature={f} flags={matrix[f] ?? noFlags()} disabled={disabled} onCell={onCell} onRow={onRow} />
                ))}
              </Fragment>
            ))}
            {!shown.length && (
              <TableRow>
                <TableCell colSpan={8}>
                  <Typography variant="body2" color="text.secondary">
                    No feature matches “{query}”.
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};
