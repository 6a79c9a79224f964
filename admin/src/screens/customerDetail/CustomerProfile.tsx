/**
 * The customer's profile under the page heading (name and status chip): contact details in full
 * (only staff see this page), registration date ('DD, Mon, YYYY') and source, referral code,
 * affiliate, who referred them, wallet balance (₹, Indian grouping) and last sign-in.
 */
import { Card, CardContent } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDateTime, formatDay, formatMoney } from '../../format/display';
import { resourceByName } from '../../registry/resourceIndex';
import { Fact, Facts } from './Facts';
import { RecordValue } from './RecordValue';

const customers = resourceByName('customers')!;

/** Profile rows in reading order; `show` formats a value in place of its field type's default. */
const PROFILE: ReadonlyArray<{ field: string; label?: string; show?: (v: unknown) => string }> = [
  { field: 'mobile' },
  { field: 'email' },
  { field: 'secondary_mobile' },
  { field: 'secondary_email' },
  { field: 'created_at', label: 'Registered on', show: formatDay },
  { field: 'registration_source', label: 'Source' },
  { field: 'referral_code' },
  { field: 'affiliate_id' },
  { field: 'referred_by_user_id' },
  { field: 'wallet_balance', show: (v) => formatMoney(v ?? '0.00') },
  { field: 'last_login_at', show: formatDateTime },
];

export const CustomerProfile = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Card variant="outlined" component="section" aria-label="Profile">
      <CardContent>
        <Facts>
          {PROFILE.filter((p) => customers.fields[p.field]).map(({ field, label, show }) => {
            const def = customers.fields[field]!;
            const value = record[field];
            const blank = value === null || value === undefined || value === '';
            return (
              <Fact key={field} label={label ?? def.label} empty={blank && field !== 'wallet_balance'}>
                {show ? show(value) : <RecordValue source={field} def={def} />}
              </Fact>
            );
          })}
        </Facts>
      </CardContent>
    </Card>
  );
};
