/** /purchase-transaction[/{buyerId}]: what suppliers recorded against my businesses (or one of them); consent from here. */
import '../cases/texts/caseFlowTexts';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeading } from '../../layout/PageHeading';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';
import { TransactionCards } from './TransactionCards';
import { useTransactions } from './transactionsApi';

const PurchasesPage = () => {
  const { t } = useTranslation();
  const { buyerId } = useParams();
  usePageMeta({ title: t('transactions.purchasesTitle'), robots: 'noindex, nofollow' });
  const purchases = useTransactions('buyer', { buyer: buyerId && /^\d+$/.test(buyerId) ? buyerId : undefined });
  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <PageHeading title={t('transactions.purchasesTitle')} intro={t('transactions.purchasesIntro')} />
      <QueryState query={purchases}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography>{t('transactions.noPurchases')}</Typography>
          ) : (
            <TransactionCards
              rows={rows}
              party="supplier"
              actions={(r) =>
                !r.consented && (
                  <Button size="small" variant="outlined" component={RouterLink} to={`/new/supplier/consent/agreement/${r.supplier.id}`}>
                    {t('transactions.reviewConsent')}
                  </Button>
                )
              }
            />
          )
        }
      </QueryState>
    </Stack>
  );
};

export default PurchasesPage;
