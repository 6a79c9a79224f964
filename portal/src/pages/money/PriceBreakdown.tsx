/** The server's price for a checkout, line by line: plan, discount, taxable value, GST, total, wallet, to pay now. */
import type { CheckoutQuote } from '@bakaya/api/contracts';
import { Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, formatInr } from '../../format/format';

const Line = ({ label, amount, strong, minus }: { label: string; amount: string; strong?: boolean; minus?: boolean }) => (
  <Box component="div" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
    <Typography component="dt" sx={{ fontWeight: strong ? 700 : undefined }}>
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : undefined, whiteSpace: 'nowrap' }}>
      {minus ? `− ${formatInr(amount)}` : formatInr(amount)}
    </Typography>
  </Box>
);

const positive = (amount: string) => Number(amount) > 0;

export const PriceBreakdown = ({ quote }: { quote: CheckoutQuote }) => {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h3">
        {t('money.breakdown')}
      </Typography>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        <Line label={t('money.planPrice')} amount={quote.amount} />
        {positive(quote.discount) && <Line label={t('money.discount')} amount={quote.discount} minus />}
        <Line label={t('money.taxable')} amount={quote.taxable} />
        {quote.supply === 'intra_state' ? (
          <>
            <Line label={t('money.cgst')} amount={quote.cgst} />
            <Line label={t('money.sgst')} amount={quote.sgst} />
          </>
        ) : (
          <Line label={t('money.igst')} amount={quote.igst} />
        )}
        <Divider />
        <Line label={t('money.total')} amount={quote.total} strong />
        {positive(quote.walletApplied) && <Line label={t('money.fromWallet')} amount={quote.walletApplied} minus />}
        <Line label={t('money.payNow')} amount={quote.payable} strong />
      </Stack>
      <Typography color="text.secondary">
        {t('money.period', { start: formatDate(quote.startsAt), end: formatDate(quote.endsAt) })}
      </Typography>
      {quote.purpose === 'renewal' && <Typography color="text.secondary">{t('money.renewal', { name: quote.business.name })}</Typography>}
    </Stack>
  );
};
