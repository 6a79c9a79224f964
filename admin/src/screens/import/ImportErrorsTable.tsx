/** The rows of a file that failed the checks: file row, column, message. */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Fragment } from 'react';
import type { ImportIssue } from '@bakaya/api/contracts';
import { groupErrorsByRow } from './importModel';

export const ImportErrorsTable = ({ errors, invalidRows }: { errors: ImportIssue[]; invalidRows: number }) => {
  const rows = groupErrorsByRow(errors);
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Rows with errors
      </Typography>
      <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Rows with errors" data-testid="import-errors">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 80 }}>Row</TableCell>
              <TableCell sx={{ width: 200 }}>Column</TableCell>
              <TableCell>Problem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ row, problems }) => (
              <Fragment key={row}>
                {problems.map((p, i) => (
                  <TableRow key={p.column} data-row={row}>
                    {i === 0 && (
                      <TableCell rowSpan={problems.length} sx={{ verticalAlign: 'top', fontWeight: 600 }}>
                        {row}
                      </TableCell>
                    )}
                    <TableCell sx={{ verticalAlign: 'top' }}>{p.column}</TableCell>
                    <TableCell>{p.messages.join(' ')}</TableCell>
                  </TableRow>
                ))}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {invalidRows > rows.length ? (
        <Typography variant="caption" color="text.secondary">
          The first {rows.length.toLocaleString('en-IN')} of {invalidRows.toLocaleString('en-IN')} rows with errors are listed.
        </Typography>
      ) : null}
    </>
  );
};
