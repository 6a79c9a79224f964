/**
 * "Add money" on /wallet: an amount in ₹ (the contract's walletTopUpInput: ₹100 to ₹2,00,000), filled
 * in with what a credit report needs when a page sends the member here (/wallet?add=490.00), paid on
 * the gateway's page (POST /api/wallet/top-up, one Idempotency-Key per attempt); the payment result
 * page says when the money is in.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { topUpPrefill, WALLET_TOP_UP_LIMITS, walletTopUpInput } from '@bakaya/api/contracts';
import { formatPaise } from '@bakaya/api/validation';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import './texts/walletTexts';
import { FormTextField } from '../../forms/FormTextField';
import { showServerErrors } from '../../forms/serverErrors';
import { formatInr } from '../../format/format';
import { newIdempotencyKey, topUpWallet } from './moneyApi';
import { SupportSessionNotice, useSupportSession } from '../../session/SupportSessionNotice';

type FormIn = z.input<typeof walletTopUpInput>;
type FormOut = z.output<typeof walletTopUpInput>;

/**
 * `neededText`: what the money is needed for (the report form's own wording; the credit report's by
 * default); `beforeLeave`: run just before the browser goes to the gateway (the report form keeps its
 * draft and its way back there).
 */
export const AddMoneyForm = ({
  needed,
  neededText,
  beforeLeave,
}: {
  needed: string | null;
  neededText?: string;
  beforeLeave?: () => Promise<void>;
}) => {
  const { t } = useTranslation();
  const prefill = topUpPrefill(needed);
  const { control, handleSubmit, setError, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(walletTopUpInput),
    defaultValues: { amount: prefill },
  });
  // One key per attempt: the same amount sent again (a double tap, a retry after a lost answer) reuses it.
  const [attempt, setAttempt] = useState<{ amount: string; key: string } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const typed = walletTopUpInput.safeParse({ amount: useWatch({ control, name: 'amount' }) });
  const support = useSupportSession();

  const submit = handleSubmit(async ({ amount }) => {
    const current = attempt?.amount === amount ? attempt : { amount, key: newIdempotencyKey() };
    setAttempt(current);
    try {
      const placed = await topUpWallet(amount, current.key);
      setLeaving(true);
      if (beforeLeave) await beforeLeave();
      window.location.assign(placed.next.redirectUrl);
    } catch (err) {
      showServerErrors(err, setError, ['amount']);
    }
  });

  if (support) return <SupportSessionNotice />;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-labelledby="add-money-title">
          <div>
            <Typography id="add-money-title" variant="h6" component="h2">
              {t('topUp.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('topUp.intro', { min: formatPaise(WALLET_TOP_UP_LIMITS.minPaise), max: formatPaise(WALLET_TOP_UP_LIMITS.maxPaise) })}
            </Typography>
          </div>
          {prefill && needed && <Alert severity="info">{neededText ?? t('topUp.needed', { amount: formatInr(needed) })}</Alert>}
          <FormTextField
            control={control}
            name="amount"
            label={t('topUp.amount')}
            helperText={t('topUp.hint')}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            required
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={formState.isSubmitting || leaving}
            sx={{ alignSelf: { sm: 'start' } }}
          >
            {leaving
              ? t('topUp.paying')
              : typed.success
                ? t('topUp.submit', { amount: formatInr(typed.data.amount) })
                : t('topUp.submitPlain')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('topUp.note')}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
};
