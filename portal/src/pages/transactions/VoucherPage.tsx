/** /Inventoryentries/{voucherId}: the entries recorded under one voucher number that I may see. */
import '../cases/texts/caseFlowTexts';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeading } from '../../layout/PageHeading';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';
import { TransactionCards } from './TransactionCards';
import { useVoucher } from './transactionsApi';

const VoucherPage = () => {
  const { t } = useTranslation();
  const voucher = useParams().voucherId ?? '';
  usePageMeta({ title: t('transactions.voucherTitle', { voucher }), robots: 'noindex, nofollow' });
  const entries = useVoucher(voucher);
  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <PageHeading title={t('transactions.voucherTitle', { voucher })} />
      <QueryState query={entries}>{(rows) => <TransactionCards rows={rows} party="buyer" />}</QueryState>
    </Stack>
  );
};

export default VoucherPage;
