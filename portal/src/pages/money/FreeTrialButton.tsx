/**
 * "Start your 14-day free trial" on checkout, shown only when the server says this plan's trial can
 * start for the chosen business (an offer is on, the GSTIN never had one, no plan is running).
 */
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../feedback/toasts';
import { serverMessage } from '../../i18n/i18n';
import { startFreeTrial, useFreeTrialOffer } from './moneyApi';

export const FreeTrialButton = ({ planId, businessId }: { planId: number; businessId: number }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const offer = useFreeTrialOffer(planId, businessId);
  const [busy, setBusy] = useState(false);
  if (!offer.data?.available) return null;
  const start = async () => {
    setBusy(true);
    try {
      const started = await startFreeTrial(planId, businessId);
      showToast('success', serverMessage(started.message) ?? started.message);
      await queryClient.invalidateQueries({ queryKey: ['free-trial'] });
      navigate('/dashboard');
    } catch (err) {
      showToast('error', serverMessage((err as Error).message) ?? (err as Error).message);
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size="large" disabled={busy} onClick={() => void start()} sx={{ alignSelf: { sm: 'start' } }}>
      {t('money.freeTrial', { count: offer.data.days ?? 0 })}
    </Button>
  );
};
