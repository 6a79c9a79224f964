/**
 * Before/after of one audit row, field by field: changed fields first and highlighted (colour plus
 * a word, never colour alone), unchanged ones folded away behind a toggle.
 */
import { Box, Button, Chip, Collapse, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { auditDiff, CHANGE_LABELS, diffCounts, type ChangeKind, type DiffRow } from './auditDiff';
import { diffOptionsFor } from './auditRecord';

const TINT: Record<ChangeKind, string | undefined> = { added: '#e8f5e9', removed: '#ffebee', changed: '#fff8e1', unchanged: undefined };

const Value = ({ value, text }: { value: unknown; text: string }) => {
  if (!text)
    return (
      <Typography variant="body2" color="text.disabled" component="span" aria-label="empty">
        —
      </Typography>
    );
  const block = typeof value === 'object' || text.includes('\n') || text.length > 60;
  return block ? (
    <Box component="pre" sx={{ m: 0, fontSize: 12, fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {text}
    </Box>
  ) : (
    <Typography variant="body2" component="span" sx={{ wordBreak: 'break-word' }}>
      {text}
    </Typography>
  );
};

const Row = ({ row }: { row: DiffRow }) => (
  <TableRow sx={{ bgcolor: TINT[row.change], verticalAlign: 'top' }}>
    <TableCell component="th" scope="row" sx={{ width: '24%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.label}
        </Typography>
        {row.change !== 'unchanged' && (
          <Chip size="small" variant="outlined" label={CHANGE_LABELS[row.change]} sx={{ height: 20, fontSize: 11 }} />
        )}
      </Box>
    </TableCell>
    <TableCell sx={{ width: '38%' }}>
      <Value value={row.before} text={row.beforeText} />
    </TableCell>
    <TableCell sx={{ width: '38%' }}>
      <Value value={row.after} text={row.afterText} />
    </TableCell>
  </TableRow>
);

const Head = () => (
  <TableHead>
    <TableRow>
      <TableCell>Field</TableCell>
      <TableCell>Before</TableCell>
      <TableCell>After</TableCell>
    </TableRow>
  </TableHead>
);

export const AuditDiffTable = ({ before, after, resource }: { before: unknown; after: unknown; resource: unknown }) => {
  const rows = useMemo(() => auditDiff(before, after, diffOptionsFor(resource)), [before, after, resource]);
  const [showUnchanged, setShowUnchanged] = useState(false);
  const changed = rows.filter((r) => r.change !== 'unchanged');
  const unchanged = rows.filter((r) => r.change === 'unchanged');
  const counts = diffCounts(rows);
  if (!rows.length)
    return (
      <Typography variant="body2" color="text.secondary">
        This entry records no field values.
      </Typography>
    );
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {counts.changed === 1 ? '1 field changed' : `${counts.changed} fields changed`}
        {counts.unchanged ? `, ${counts.unchanged} unchanged` : ''}.
      </Typography>
      {changed.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Changed fields">
            <Head />
            <TableBody>
              {changed.map((r) => (
                <Row key={r.field} row={r} />
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {unchanged.length > 0 && (
        <>
          <Button size="small" sx={{ mt: 1 }} onClick={() => setShowUnchanged((v) => !v)} aria-expanded={showUnchanged}>
            {showUnchanged ? 'Hide' : 'Show'} {unchanged.length} unchanged field{unchanged.length === 1 ? '' : 's'}
          </Button>
          <Collapse in={showUnchanged} unmountOnExit>
            <Box sx={{ overflowX: 'auto', opacity: 0.85 }}>
              <Table size="small" aria-label="Unchanged fields">
                <Head />
                <TableBody>
                  {unchanged.map((r) => (
                    <Row key={r.field} row={r} />
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </>
      )}
    </Box>
  );
};
