/**
 * What generating costs now (quoteView): free, from the wallet, add money first (the wallet's form
 * filled in with what is missing) or pay the rest now (the form's "Pay ₹X and generate"), or see the plans.
 */
import { walletTopUpLink, type CirQuoteView } from '@bakaya/api/contracts';
import { Alert, Button, Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatInr } from '../../format/format';
import { serverMessage } from '../../i18n/i18n';
import { LinkAlert } from '../../layout/LinkAlert';

/** `onAddMoney`: "Add money" opens the top-up in place (the form keeps its choices); without it, a link to /wallet. */
export const CirQuoteNotice = ({
  quote,
  loading,
  failed,
  onAddMoney,
}: {
  quote: CirQuoteView | null;
  loading: boolean;
  failed: boolean;
  onAddMoney?: () => void;
}) => {
  const { t } = useTranslation();
  if (failed) return <Alert severity="error">{t('common.loadFailed')}</Alert>;
  if (loading || !quote) return <Skeleton height={48} aria-label={t('cir.quote.loading')} />;
  switch (quote.kind) {
    case 'free':
      return <Alert severity="success">{quote.ownBusiness ? t('cir.quote.own') : t('cir.quote.free')}</Alert>;
    case 'wallet':
      return <Alert severity="info">{t('cir.quote.wallet', { amount: formatInr(quote.total), balance: formatInr(quote.balance) })}</Alert>;
    case 'short': {
      const text = t(quote.checkout ? 'cir.quote.shortCheckout' : 'cir.quote.short', {
        amount: formatInr(quote.total),
        balance: formatInr(quote.balance),
        shortBy: formatInr(quote.shortBy),
        payable: formatInr(quote.payable),
      });
      if (onAddMoney)
        return (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" variant="outlined" size="small" onClick={onAddMoney}>
                {t('cir.quote.addMoney')}
              </Button>
            }
          >
            {text}
          </Alert>
        );
      return (
        <LinkAlert severity="warning" to={walletTopUpLink(quote.shortBy)} label={t('cir.quote.addMoney')}>
          {text}
        </LinkAlert>
      );
    }
    case 'refused':
      return (
        <LinkAlert severity="warning" to="/subscription" label={t('cir.quote.plans')}>
          {serverMessage(quote.message)}
        </LinkAlert>
      );
  }
};
