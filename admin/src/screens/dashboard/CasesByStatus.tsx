/**
 * Defaulter cases by status: each status in its spec §4 colour (from the registry's choices), its
 * count, share bar and due amount; a row opens the defaulters list filtered to that status.
 */
import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { CaseStatusCount } from '@bakaya/api/contracts';
import { resourceByName } from '../../registry/resourceIndex';
import { formatCount, inr, statusShares } from './dashboardModel';

const cases = resourceByName('defaulter-cases')!;
const colourOf = (status: string) => cases.fields.status?.choices?.find((c) => c.id === status)?.colour ?? '#9e9e9e';
const listOf = (status: string) => `/${cases.route}?${new URLSearchParams({ filter: JSON.stringify({ status }) })}`;

export const CasesByStatus = ({ rows, total, linked }: { rows: readonly CaseStatusCount[]; total: number; linked: boolean }) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Cases by status
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {formatCount(total)} defaulter cases in all
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {statusShares(rows).map((r) => (
          <Box
            component="li"
            key={r.status}
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(150px, 1.2fr) 2fr auto', gap: 1.5, alignItems: 'center' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              <Box
                component="span"
                aria-hidden="true"
                sx={{ width: 12, height: 12, borderRadius: '50%', flex: 'none', bgcolor: colourOf(r.status) }}
              />
              {linked ? (
                <MuiLink component={Link} to={listOf(r.status)} underline="hover" variant="body2" color="inherit">
                  {r.label}
                </MuiLink>
              ) : (
                <Typography variant="body2">{r.label}</Typography>
              )}
            </Box>
            <Box sx={{ height: 10, bgcolor: 'action.hover', borderRadius: 5, overflow: 'hidden' }} aria-hidden="true">
              <Box sx={{ height: '100%', width: `${r.share}%`, minWidth: r.count ? 4 : 0, bgcolor: colourOf(r.status) }} />
            </Box>
            <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              <strong>{formatCount(r.count)}</strong>
              <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
                {inr(r.due_amount)}
              </Box>
            </Typography>
          </Box>
        ))}
      </Box>
    </CardContent>
  </Card>
);
