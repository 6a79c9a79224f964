/** A running import: saved rows of the valid rows, as a bar. */
import { Box, LinearProgress, Typography } from '@mui/material';
import { progressPercent, rowCount } from './importModel';

export const ImportProgress = ({ processed, valid }: { processed: number; valid: number }) => {
  const percent = progressPercent(processed, valid);
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="body2" gutterBottom id="import-progress-label">
        Importing… {processed.toLocaleString('en-IN')} of {rowCount(valid)} saved ({percent}%). Keep this page open.
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="import-progress-label"
        data-testid="import-progress"
        sx={{ height: 10, borderRadius: 5 }}
      />
    </Box>
  );
};
