/** The answer of a bulk GST hit: the summary, then one row per GSTIN (problems first). */
import { Alert, Chip, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { BulkGstHitSummary } from '@bakaya/api/contracts';
import { resourceByName } from '../../registry/resourceIndex';
import { resultRow, sortResults, summaryText, type Outcome } from './gstHitModel';

const CHIP: Record<Outcome, 'success' | 'warning' | 'error'> = { verified: 'success', inactive: 'warning', failed: 'error' };

export const GstHitResults = ({ summary }: { summary: BulkGstHitSummary }) => {
  const rows = sortResults(summary.results.map(resultRow));
  const businesses = resourceByName('businesses')!.route;
  return (
    <>
      <Alert severity={summary.failed ? 'warning' : 'success'} data-testid="gst-hit-summary">
        {summaryText(summary)} Batch #{summary.batch_id}.
      </Alert>
      <TableContainer sx={{ maxHeight: 520, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="GST hit results">
          <TableHead>
            <TableRow>
              <TableCell>GSTIN</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Legal name / error</TableCell>
              <TableCell>Business</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.gstin}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{r.gstin}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={CHIP[r.outcome]}
                    label={r.statusLabel}
                    variant={r.outcome === 'verified' ? 'filled' : 'outlined'}
                  />
                </TableCell>
                <TableCell sx={{ color: r.outcome === 'failed' ? 'error.main' : undefined }}>{r.detail}</TableCell>
                <TableCell>
                  {r.businessId ? (
                    <Link component={RouterLink} to={`/${businesses}/${r.businessId}/show`}>
                      #{r.businessId}
                    </Link>
                  ) : (
                    '—'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
};
