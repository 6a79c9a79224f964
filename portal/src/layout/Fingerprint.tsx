/**
 * A file's SHA-256 fingerprint: the label in the page's font (a monospace face has no Devanagari, so
 * a Hindi label set in it shows as boxes) and the hash in monospace, wrapping anywhere on a phone.
 */
import { Box, Typography, type TypographyProps } from '@mui/material';

export function Fingerprint({
  label,
  hash,
  variant = 'body2',
}: {
  label: string;
  hash: string | null;
  variant?: TypographyProps['variant'];
}) {
  return (
    <Typography variant={variant} color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {label}:{' '}
      <Box component="code" sx={{ fontFamily: 'monospace' }}>
        {hash ?? '—'}
      </Box>
    </Typography>
  );
}
