/** The order itself: who, what for and the amounts (₹, Indian grouping), the wallet and gateway parts. */
import { Card, CardContent } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDateTime, formatMoney } from '../../format/display';
import { resourceByName } from '../../registry/resourceIndex';
import { Fact, Facts } from '../customerDetail/Facts';
import { PlanName } from '../customerDetail/PlanName';
import { RecordValue } from '../customerDetail/RecordValue';

const orders = resourceByName('orders')!;

const REFERENCES = ['user_id', 'business_id', 'purpose'] as const;
const AMOUNTS: ReadonlyArray<[string, string]> = [
  ['amount', 'Amount'],
  ['discount', 'Discount'],
  ['tax', 'Tax'],
  ['total', 'Total'],
  ['wallet_amount', 'Wallet part'],
  ['gateway_amount', 'Gateway part'],
];

export const OrderFacts = () => {
  const record = useRecordContext();
  if (!record) return null;
  const blank = (field: string) => record[field] === null || record[field] === undefined || record[field] === '';
  return (
    <Card variant="outlined" component="section" aria-label="Order">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Facts>
          <Fact label="Order number">{String(record.order_number ?? '')}</Fact>
          {REFERENCES.map((field) => (
            <Fact key={field} label={field === 'user_id' ? 'Member' : orders.fields[field]!.label} empty={blank(field)}>
              <RecordValue source={field} def={orders.fields[field]!} />
            </Fact>
          ))}
          <Fact label="Plan" empty={blank('plan_version_id')}>
            <PlanName />
          </Fact>
          <Fact label="Placed on">{formatDateTime(record.created_at)}</Fact>
          <Fact label="Paid on" empty={blank('paid_at')}>
            {formatDateTime(record.paid_at)}
          </Fact>
          <Fact label="Gateway" empty={blank('gateway')}>
            {[record.gateway, record.gateway_order_id].filter(Boolean).join(' · ')}
          </Fact>
        </Facts>
        <Facts min={140}>
          {AMOUNTS.map(([field, label]) => (
            <Fact key={field} label={label}>
              <strong style={field === 'total' ? undefined : { fontWeight: 400 }}>{formatMoney(record[field] ?? '0.00')}</strong>
            </Fact>
          ))}
        </Facts>
      </CardContent>
    </Card>
  );
};
