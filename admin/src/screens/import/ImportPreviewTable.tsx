/** The first valid rows of a file, as they will be saved (registry labels as column heads). */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { RecordContextProvider } from 'react-admin';
import type { ImportPreview } from '@bakaya/api/contracts';
import { resourceByName } from '../../registry/resourceIndex';
import { FieldValue } from '../../resources/FieldValue';
import { cellText, previewColumns } from './importModel';

export const ImportPreviewTable = ({
  resource,
  rows,
  validRows,
}: {
  resource: string;
  rows: ImportPreview['preview'];
  validRows: number;
}) => {
  const def = resourceByName(resource);
  const columns = previewColumns(rows);
  if (!rows.length) return null;
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {rows.length < validRows ? `First ${rows.length} valid rows` : 'Valid rows'}
      </Typography>
      <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="First valid rows" data-testid="import-preview">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              {columns.map((c) => (
                <TableCell key={c} sx={{ whiteSpace: 'nowrap' }}>
                  {def?.fields[c]?.label ?? c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              // Each cell shown as lists show it: names of referenced records, labels of choices, ₹ amounts.
              <RecordContextProvider key={r.row} value={{ id: `row-${r.row}`, ...r }}>
                <TableRow>
                  <TableCell>{r.row}</TableCell>
                  {columns.map((c) => {
                    const field = def?.fields[c];
                    return (
                      <TableCell key={c} sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                        {field ? <FieldValue source={c} def={field} compact /> : cellText(r[c])}
                      </TableCell>
                    );
                  })}
                </TableRow>
              </RecordContextProvider>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
};
