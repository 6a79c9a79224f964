/**
 * "Add money" in place (issue 21 §6b): the wallet's own top-up form in a dialog over the page that needs
 * the money, filled in with what is missing. Paying happens on the gateway's page, so `beforeLeave`
 * lets that page keep its draft and its way back (returnAfterTopUp.ts) just before the browser leaves.
 * Render it outside the page's own form element: React bubbles a submit through the portal to its parents.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import './texts/walletTexts';
import { AddMoneyForm } from './AddMoneyForm';

export const TopUpDialog = ({
  open,
  needed,
  neededText,
  note,
  onClose,
  beforeLeave,
}: {
  open: boolean;
  /** Rupees missing ('93.22'); the amount starts at that, or at the smallest top-up. */
  needed: string;
  neededText: string;
  /** What is kept while the member is away. */
  note: string;
  onClose: () => void;
  beforeLeave: () => Promise<void>;
}) => {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="top-up-dialog-title">
      <DialogTitle id="top-up-dialog-title">{t('topUp.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{note}</Typography>
          <AddMoneyForm needed={needed} neededText={neededText} beforeLeave={beforeLeave} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('topUp.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
