/** One GST hit's answer: the registration found, or why nothing was found. */
import { Alert, Box, Typography } from '@mui/material';
import type { GstHitResult } from '@bakaya/api/contracts';
import { formatDay } from '../../format/display';
import { resultRow } from './gstHitModel';

const ROWS: Array<[keyof NonNullable<GstHitResult['result']>, string]> = [
  ['legal_name', 'Legal name'],
  ['trade_name', 'Trade name'],
  ['status', 'Registration status'],
  ['state', 'State'],
  ['registration_date', 'Registered on'],
  ['taxpayer_type', 'Taxpayer type'],
  ['constitution', 'Constitution'],
  ['pan', 'PAN'],
  ['address', 'Address'],
];

export const GstHitDetails = ({ result }: { result: GstHitResult }) => {
  const row = resultRow(result);
  const found = result.result;
  return (
    <Box data-testid="gst-hit-result">
      <Alert severity={row.outcome === 'verified' ? 'success' : row.outcome === 'inactive' ? 'warning' : 'error'} sx={{ mb: 2 }}>
        {row.outcome === 'verified' && `${result.gstin} is Active: the business is now GST-verified.`}
        {row.outcome === 'inactive' &&
          `${result.error ?? `The registration is ${row.statusLabel}.`} The business is not marked GST-verified.`}
        {row.outcome === 'failed' && row.detail}
      </Alert>
      {found && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
          {ROWS.map(([key, label]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {key === 'registration_date' ? formatDay(found[key]) : found[key]}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
};
