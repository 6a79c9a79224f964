/**
 * A member's wallet statement, newest first: when, what (kind and narration, with what it was for),
 * the signed amount (green in, red out) and the balance right after it. On a phone the date and kind
 * go under the narration, so the amount and the balance stay in view.
 */
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { StaffWalletMovement } from '@bakaya/api/contracts';
import { getResource } from '@bakaya/api/registry';
import { formatDateTime, formatMoney } from '../../format/display';
import { EnumChip } from '../../resources/EnumChip';

const kinds = getResource('wallet-transactions')!.fields.kind!.choices;
const head = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

const Narration = ({ m }: { m: StaffWalletMovement }) => (
  <>
    {m.narration || '—'}
    {m.reference && (
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {m.reference.type}
        {m.reference.id ? ` #${m.reference.id}` : ''}
      </Typography>
    )}
  </>
);

const signed = (amount: string) => (amount.startsWith('-') ? `− ${formatMoney(amount.slice(1))}` : `+ ${formatMoney(amount)}`);

export const StatementTable = ({ movements }: { movements: readonly StaffWalletMovement[] }) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Wallet statement">
        <TableHead>
          <TableRow>
            {!phone && <TableCell sx={head}>On</TableCell>}
            {!phone && <TableCell sx={head}>Type</TableCell>}
            <TableCell sx={head}>{phone ? 'Movement' : 'Narration'}</TableCell>
            <TableCell sx={head} align="right">
              Amount
            </TableCell>
            <TableCell sx={head} align="right">
              Balance after
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {movements.map((m) => (
            <TableRow key={m.id} hover>
              {!phone && <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.createdAt)}</TableCell>}
              {!phone && (
                <TableCell>
                  <EnumChip value={m.kind} choices={kinds} />
                </TableCell>
              )}
              <TableCell sx={{ minWidth: phone ? 0 : 180 }}>
                <Narration m={m} />
                {phone && (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5, flexWrap: 'wrap' }}>
                    <EnumChip value={m.kind} choices={kinds} />
                    <Typography variant="caption" color="text.secondary">
                      {formatDateTime(m.createdAt)}
                    </Typography>
                  </Box>
                )}
              </TableCell>
              <TableCell
                align="right"
                sx={{ whiteSpace: 'nowrap', color: m.amount.startsWith('-') ? 'error.main' : 'success.main', fontWeight: 500 }}
              >
                {signed(m.amount)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(m.balanceAfter)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
