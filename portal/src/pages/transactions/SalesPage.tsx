/** /view-business-transaction: my credit sales with their status; ask for consent; report an overdue buyer in one step. */
import '../cases/texts/caseFlowTexts';
import type { BusinessTransactionView } from '@bakaya/api/contracts';
import { Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { showToast } from '../../feedback/toasts';
import { serverMessage } from '../../i18n/i18n';
import { PageHeading } from '../../layout/PageHeading';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';
import { TransactionCards } from './TransactionCards';
import { askConsent, deleteSale, TXN_KEY, useTransactions } from './transactionsApi';

const SalesPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('transactions.salesTitle'), robots: 'noindex, nofollow' });
  const sales = useTransactions('supplier');
  const queryClient = useQueryClient();
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      showToast('success', done);
      await queryClient.invalidateQueries({ queryKey: TXN_KEY });
    } catch (err) {
      showToast('error', serverMessage((err as Error).message) ?? '');
    }
  };
  const actions = (r: BusinessTransactionView) => (
    <>
      {r.status === 'overdue' && (
        <Button
          size="small"
          color="error"
          variant="contained"
          component={RouterLink}
          to={`/business-transaction-defaulter/${r.supplier.id},${r.buyer.id}`}
        >
          {t('transactions.report')}
        </Button>
      )}
      {r.status === 'awaiting_consent' && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => void run(() => askConsent(r.supplier.id, r.buyer.id), t('transactions.consentAsked'))}
        >
          {t('transactions.askConsent')}
        </Button>
      )}
      {r.editable && (
        <Button size="small" onClick={() => void run(() => deleteSale(r.id), t('transactions.deleted'))}>
          {t('transactions.deleteSale')}
        </Button>
      )}
    </>
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <PageHeading title={t('transactions.salesTitle')} intro={t('transactions.salesIntro')} />
      <Button component={RouterLink} to="/business-transaction" variant="contained" sx={{ alignSelf: 'start' }}>
        {t('transactions.recordNew')}
      </Button>
      <QueryState query={sales}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography>{t('transactions.noSales')}</Typography>
          ) : (
            <TransactionCards rows={rows} party="buyer" actions={actions} />
          )
        }
      </QueryState>
    </Stack>
  );
};

export default SalesPage;
