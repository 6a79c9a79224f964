/** Amount reported on defaulter cases vs settled vs still outstanding, with one proportion bar. */
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { DashboardSummary } from '@bakaya/api/contracts';
import { inr, toNumber } from './dashboardModel';

const PARTS = [
  { key: 'settled', label: 'Settled', colour: '#2e7d32', help: 'paid to members through settlements' },
  { key: 'outstanding', label: 'Outstanding', colour: '#ef6c00', help: 'verified and not yet paid' },
] as const;

export const AmountsCard = ({ amounts }: { amounts: DashboardSummary['amounts'] }) => {
  const reported = toNumber(amounts.reported);
  const pct = (v: string) => (reported > 0 ? Math.min(100, (toNumber(v) / reported) * 100) : 0);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Amounts on defaulter cases
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Reported in all
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600, mb: 1.5, fontVariantNumeric: 'tabular-nums' }}>
          {inr(amounts.reported)}
        </Typography>
        <Box sx={{ display: 'flex', height: 12, borderRadius: 6, overflow: 'hidden', bgcolor: 'action.hover', mb: 2 }} aria-hidden="true">
          {PARTS.map((p) => (
            <Box key={p.key} sx={{ width: `${pct(amounts[p.key])}%`, bgcolor: p.colour }} />
          ))}
        </Box>
        {PARTS.map((p) => (
          <Box key={p.key} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box component="span" aria-hidden="true" sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: p.colour }} />
              <Typography variant="body2">
                <strong>{p.label}</strong>{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  — {p.help}
                </Box>
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {inr(amounts[p.key])}{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                ({pct(amounts[p.key]).toFixed(0)}%)
              </Box>
            </Typography>
          </Box>
        ))}
        <Typography variant="caption" color="text.secondary">
          The rest is in review, or closed without payment (rejected, removed, wrongly reported).
        </Typography>
      </CardContent>
    </Card>
  );
};
