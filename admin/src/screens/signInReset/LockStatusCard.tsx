/** The member, where each of their sign-in identifiers stands, and their recent refusals. */
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Box, Card, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SignInLockStatus } from '@bakaya/api/contracts';
import { formatDateTime } from '../../format/display';
import { lockSummary, refusalLabel } from './signInResetModel';

export const LockStatusCard = ({ status }: { status: SignInLockStatus }) => {
  const m = status.member;
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {m.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Member #{m.id}
          </Typography>
          {m.status !== 1 && <Chip size="small" color="default" label="Deactivated" />}
          <Chip
            size="small"
            icon={status.blocked ? <LockIcon /> : <LockOpenIcon />}
            color={status.blocked ? 'warning' : 'success'}
            label={status.blocked ? 'Sign-in blocked for now' : 'Not blocked'}
          />
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1.5, display: 'grid', gap: 0.5 }}>
          {status.identifiers.map((i) => (
            <Box component="li" key={i.identifier} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 230 }}>
                {i.channel === 'sms' ? 'Mobile' : 'Email'} {i.identifier}
              </Typography>
              <Typography variant="body2" color={i.locked || i.wait_seconds ? 'warning.main' : 'text.secondary'}>
                {lockSummary(i)}
                {i.locked_at ? ` (locked ${formatDateTime(i.locked_at)})` : ''}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="subtitle2" component="h3">
          Recent sign-in refusals
        </Typography>
        {!status.refusals.length ? (
          <Typography variant="body2" color="text.secondary">
            None.
          </Typography>
        ) : (
          <Table size="small" aria-label="Recent sign-in refusals">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Why</TableCell>
                <TableCell>Used</TableCell>
                <TableCell>IP</TableCell>
                <TableCell>Detail</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {status.refusals.map((r) => (
                <TableRow key={r.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.created_at)}</TableCell>
                  <TableCell>{refusalLabel(r.reason)}</TableCell>
                  <TableCell>{r.identifier ?? '—'}</TableCell>
                  <TableCell>{r.ip ?? '—'}</TableCell>
                  <TableCell>{r.detail ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};
