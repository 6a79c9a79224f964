/**
 * The bank account the settlement is paid to: holder, bank, IFSC and the account number's last 4
 * digits only (the full number is never stored, and never shown).
 */
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useGetOne, type Identifier } from 'react-admin';
import { formatDay } from '../../format/display';
import { resourceByName } from '../../registry/resourceIndex';
import { Fact, Facts } from '../customerDetail/Facts';
import { maskedAccount } from './settlementModel';

const accounts = resourceByName('bank-accounts')!;

export const BankAccountCard = ({ accountId, allowed }: { accountId: Identifier | null | undefined; allowed: boolean }) => {
  const enabled = allowed && accountId != null;
  const { data, isPending, error } = useGetOne(accounts.route, { id: accountId! }, { enabled });
  return (
    <Card variant="outlined" component="section" aria-labelledby="settlement-bank-heading">
      <CardContent>
        <Typography id="settlement-bank-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          Bank account
        </Typography>
        {accountId == null ? (
          <Typography variant="body2" color="text.secondary">
            No bank account given yet.
          </Typography>
        ) : !enabled ? (
          <Typography variant="body2" color="text.secondary">
            Bank account #{String(accountId)}
          </Typography>
        ) : isPending ? (
          <Skeleton variant="rounded" height={72} />
        ) : error || !data ? (
          <Alert severity="warning">The bank account could not be loaded just now.</Alert>
        ) : (
          <Facts min={150}>
            <Fact label="Account holder" wide>
              {data.account_holder}
            </Fact>
            <Fact label="Bank">{data.bank_name}</Fact>
            <Fact label="IFSC">{data.ifsc}</Fact>
            <Fact label="Account number">
              <Box component="span" sx={{ fontFamily: 'monospace', letterSpacing: 0.5 }}>
                {maskedAccount(data.account_number_last4)}
              </Box>
            </Fact>
            <Fact label="Verified on">
              {data.verified_at ? (
                formatDay(data.verified_at)
              ) : (
                <Typography component="span" variant="body2" color="text.secondary">
                  Not verified
                </Typography>
              )}
            </Fact>
          </Facts>
        )}
      </CardContent>
    </Card>
  );
};
