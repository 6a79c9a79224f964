/**
 * A member's wallet statement, newest first: when, what (kind and narration, with what it was for),
 * the signed amount (green in, red out) and the balance right after it.
 */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { StaffWalletMovement } from '@bakaya/api/contracts';
import { getResource } from '@bakaya/api/registry';
import { formatDateTime, formatMoney } from '../../format/display';
import { EnumChip } from '../../resources/EnumChip';

const kinds = getResource('wallet-transactions')!.fields.kind!.choices;
const head = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

export const StatementTable = ({ movements }: { movements: readonly StaffWalletMovement[] }) => (
  <TableContainer sx={{ overflowX: 'auto' }}>
    <Table size="small" aria-label="Wallet statement">
      <TableHead>
        <TableRow>
          <TableCell sx={head}>On</TableCell>
          <TableCell sx={head}>Type</TableCell>
          <TableCell sx={head}>Narration</TableCell>
          <TableCell sx={head} align="right">
            Amount
          </TableCell>
          <TableCell sx={head} align="right">
            Balance after
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {movements.map((m) => {
          const out = m.amount.startsWith('-');
          return (
            <TableRow key={m.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.createdAt)}</TableCell>
              <TableCell>
                <EnumChip value={m.kind} choices={kinds} />
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                {m.narration || '—'}
                {m.reference && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {m.reference.type}
                    {m.reference.id ? ` #${m.reference.id}` : ''}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: out ? 'error.main' : 'success.main', fontWeight: 500 }}>
                {out ? `− ${formatMoney(m.amount.slice(1))}` : `+ ${formatMoney(m.amount)}`}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(m.balanceAfter)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  </TableContainer>
);
