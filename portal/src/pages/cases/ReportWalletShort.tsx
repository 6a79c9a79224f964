/**
 * The report form's short-wallet offer (issue 21 §6b): how much reporting takes from the wallet, the
 * balance, what is missing, and "Add money" in place (money/TopUpDialog.tsx), the form's draft kept
 * while the member pays on the gateway's page. A report's fee has no checkout
 * of its own (the API charges it from the wallet with the report), so the member is told so.
 */
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatInr } from '../../format/format';

export interface WalletShortfall {
  total: string;
  balance: string;
  shortfall: string;
}

export const ReportWalletShort = ({ short, onAddMoney }: { short: WalletShortfall; onAddMoney: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{t('cases.report.walletShortTitle')}</AlertTitle>
      <Stack spacing={0.5}>
        <Typography variant="body2">
          {t('cases.report.walletShort', {
            total: formatInr(short.total),
            balance: formatInr(short.balance),
            shortfall: formatInr(short.shortfall),
          })}
        </Typography>
        <Typography variant="body2">{t('cases.report.walletOnly')}</Typography>
        {/* Below the text, not beside it: on a phone the text keeps the width. */}
        <Button color="inherit" variant="outlined" size="small" onClick={onAddMoney} sx={{ alignSelf: 'flex-start', mt: 0.5 }}>
          {t('cases.report.addMoney')}
        </Button>
      </Stack>
    </Alert>
  );
};
