/** Rows in the file, valid rows, rows with errors. */
import { Box, Paper, Typography } from '@mui/material';
import type { ImportPreview } from '@bakaya/api/contracts';

const Count = ({ label, value, tone, testId }: { label: string; value: number; tone?: 'success' | 'error'; testId: string }) => (
  <Paper variant="outlined" sx={{ px: 2, py: 1, minWidth: 140 }} data-testid={testId}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="h5" color={tone ? `${tone}.main` : undefined}>
      {value.toLocaleString('en-IN')}
    </Typography>
  </Paper>
);

export const ImportCounts = ({ preview }: { preview: ImportPreview }) => (
  <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }} aria-label="Import counts">
    <Count label="Rows in file" value={preview.total_rows} testId="import-count-total" />
    <Count label="Valid" value={preview.valid_rows} tone="success" testId="import-count-valid" />
    <Count
      label="With errors"
      value={preview.invalid_rows}
      tone={preview.invalid_rows ? 'error' : undefined}
      testId="import-count-errors"
    />
  </Box>
);
