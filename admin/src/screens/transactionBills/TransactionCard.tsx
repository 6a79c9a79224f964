/** One business transaction: voucher, type, dates, goods, amounts, and its documents. */
import { Box, Card, CardContent, Divider, Grid, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { formatDay, formatMoney, formatPercent } from '../../format/display';
import { EnumChip } from '../../resources/EnumChip';
import { resourceByName } from '../../registry/resourceIndex';
import { TransactionDocuments } from './TransactionDocuments';
import { balanceOf, type DocumentRecord, type TransactionRecord } from './transactionBillsModel';

const txns = resourceByName('business-transactions')!;

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {children || '—'}
    </Typography>
  </Box>
);

export const TransactionCard = ({ t, documents }: { t: TransactionRecord; documents: DocumentRecord[] | undefined }) => {
  const goods = [t.quantity && `${String(t.quantity)} ${String(t.unit ?? '')}`.trim(), t.unit_value && `@ ${formatMoney(t.unit_value)}`]
    .filter(Boolean)
    .join(' ');
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <MuiLink component={Link} to={`/${txns.route}/${t.id}/show`} variant="subtitle1" underline="hover" sx={{ fontWeight: 600 }}>
            {t.voucher_number ? `Voucher ${t.voucher_number}` : `Transaction #${t.id}`}
          </MuiLink>
          <EnumChip value={t.transaction_type} choices={txns.fields.transaction_type?.choices} />
          {t.source === 'tally' && <EnumChip value="tally" choices={txns.fields.source?.choices} />}
        </Box>
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, sm: 3 }}>
            <Fact label="Invoice date">{formatDay(t.invoice_date)}</Fact>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <Fact label="Due date">{formatDay(t.due_date)}</Fact>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <Fact label="Goods">{goods}</Fact>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <Fact label="Tax">{formatPercent(t.tax_percentage)}</Fact>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <Fact label="Amount">{formatMoney(t.amount)}</Fact>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <Fact label="Advance paid">{formatMoney(t.advance_paid ?? '0')}</Fact>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <Fact label="Balance">
              <strong>{formatMoney(balanceOf(t))}</strong>
            </Fact>
          </Grid>
        </Grid>
        <Divider sx={{ my: 1.5 }} />
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Documents
        </Typography>
        <TransactionDocuments list={documents} />
      </CardContent>
    </Card>
  );
};
