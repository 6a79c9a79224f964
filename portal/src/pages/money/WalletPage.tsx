/**
 * /wallet: the member's wallet balance, "Add money" (through the gateway; ?add=<amount> fills it in) and
 * the latest movements (money in green with +, out in red with −).
 */
import type { WalletMovement } from '@bakaya/api/contracts';
import { toPaise, formatPaise } from '@bakaya/api/validation';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import './texts/walletTexts';
import { formatDate, formatInr } from '../../format/format';
import { useWallet } from './moneyApi';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';
import { PageHeading } from '../../layout/PageHeading';
import { AddMoneyForm } from './AddMoneyForm';

const Movement = ({ m }: { m: WalletMovement }) => {
  const { t } = useTranslation();
  const paise = toPaise(m.amount);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', flexWrap: 'wrap', '&:last-child': { pb: 2 } }}>
        <div>
          <Typography>{m.narration}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(m.createdAt)}
          </Typography>
        </div>
        <div style={{ textAlign: 'right' }}>
          <Typography sx={{ fontWeight: 600 }} color={paise < 0 ? 'error.main' : 'success.main'}>
            {paise < 0 ? `− ${formatPaise(-paise)}` : `+ ${formatPaise(paise)}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('money.balanceAfter')}: {formatInr(m.balanceAfter)}
          </Typography>
        </div>
      </CardContent>
    </Card>
  );
};

const WalletPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('money.walletTitle'), robots: 'noindex, nofollow' });
  const wallet = useWallet();
  const [params] = useSearchParams();
  return (
    <Stack spacing={3} sx={{ maxWidth: 820 }}>
      <PageHeading title={t('money.walletTitle')} intro={t('money.walletIntro')} />
      <QueryState query={wallet}>
        {(w) => (
          <>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" color="text.secondary">
                  {t('money.balance')}
                </Typography>
                <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
                  {formatInr(w.balance)}
                </Typography>
              </CardContent>
            </Card>
            <AddMoneyForm needed={params.get('add')} />
            <Typography variant="h5" component="h2">
              {t('money.movements')}
            </Typography>
            {w.movements.length === 0 ? (
              <Typography color="text.secondary">{t('money.noMovements')}</Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
                {w.movements.map((m) => (
                  <Movement key={m.id} m={m} />
                ))}
              </Stack>
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
};

export default WalletPage;
