/** Transactions as cards (readable at 390 px): parties, voucher, dates, amounts, status, and the actions a page adds. */
import '../cases/texts/caseFlowTexts';
import type { BusinessTransactionView, TransactionStatus } from '@bakaya/api/contracts';
import { Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatInr } from '../../format/format';

const COLOURS: Record<TransactionStatus, 'default' | 'info' | 'error' | 'success'> = {
  awaiting_consent: 'default',
  open: 'info',
  overdue: 'error',
  paid: 'success',
};

export const StatusChip = ({ status }: { status: TransactionStatus }) => {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOURS[status]} label={t(`transactions.status_${status}`)} />;
};

export const TransactionCards = ({
  rows,
  party,
  actions,
}: {
  rows: BusinessTransactionView[];
  party: 'buyer' | 'supplier';
  actions?: (row: BusinessTransactionView) => ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      {rows.map((r) => (
        <Card key={r.id} variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'start' }}>
              <div>
                <Typography variant="subtitle1" component="h2">
                  {party === 'buyer' ? r.buyer.name : r.supplier.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(party === 'buyer' ? 'transactions.buyer' : 'transactions.supplierCol')}:{' '}
                  {party === 'buyer' ? r.buyer.gstin : r.supplier.gstin}
                </Typography>
              </div>
              <StatusChip status={r.status} />
            </Stack>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('transactions.voucher')}:{' '}
              {r.voucher_number ? (
                <Link component={RouterLink} to={`/Inventoryentries/${encodeURIComponent(r.voucher_number)}`}>
                  {r.voucher_number}
                </Link>
              ) : (
                '—'
              )}
            </Typography>
            <Typography variant="body2">
              {t('transactions.invoiceDate')}: {r.invoice_date ? formatDate(r.invoice_date) : '—'} · {t('transactions.dueDate')}:{' '}
              {r.due_date ? formatDate(r.due_date) : '—'}
            </Typography>
            <Typography variant="body2">
              {t('transactions.amount')}: {formatInr(r.amount)} · {t('transactions.advance')}: {formatInr(r.advance_paid)}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('transactions.outstanding')}: {formatInr(r.outstanding)}
            </Typography>
          </CardContent>
          {actions && <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>{actions(r)}</CardActions>}
        </Card>
      ))}
    </Stack>
  );
};
