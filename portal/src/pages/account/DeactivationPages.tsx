/**
 * Account deactivation in two steps (spec §2 /user-account/deactivation-step-1 and -2): the reason and
 * what happens to the data (with the refund the slabs would give today), then confirmation with a code
 * sent to the member's mobile. Staff approve it in the back office; the account is then deactivated.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  deactivationConfirmInput,
  deactivationRequestInput,
  type DeactivationAnswer,
  type DeactivationChangeAnswer,
  type DeactivationCodeSent,
} from '@bakaya/api/contracts';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { apiGet, apiPost } from '../../api/http';
import { showToast } from '../../feedback/toasts';
import { FormTextField } from '../../forms/FormTextField';
import { showServerErrors } from '../../forms/serverErrors';
import { formatInr } from '../../format/format';
import { serverMessage } from '../../i18n/i18n';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';
import { PageHeading } from '../../layout/PageHeading';
import { FullSessionOnly, SupportSessionNotice, useSupportSession } from '../../session/SupportSessionNotice';

const KEY = ['account', 'deactivation'] as const;
const useDeactivation = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiGet<DeactivationAnswer>('account/deactivation', signal) });

const Frame = ({ intro, children }: { intro: string; children: React.ReactNode }) => {
  const { t } = useTranslation();
  usePageMeta({ title: t('account.deactivateTitle'), robots: 'noindex, nofollow' });
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageHeading title={t('account.deactivateTitle')} intro={intro} />
      {children}
    </Stack>
  );
};

export const DeactivationStep1 = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = useDeactivation();
  const { control, handleSubmit, setError, formState } = useForm<z.input<typeof deactivationRequestInput>>({
    resolver: zodResolver(deactivationRequestInput),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await apiPost('account/deactivation', { reason });
      await queryClient.invalidateQueries({ queryKey: KEY });
      navigate('/user-account/deactivation-step-2');
    } catch (err) {
      showServerErrors(err, setError, ['reason']);
    }
  });
  return (
    <Frame intro={t('account.step1Intro')}>
      <QueryState query={state}>
        {(answer) =>
          answer.request ? (
            <Navigate to="/user-account/deactivation-step-2" replace />
          ) : (
            <>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {t('account.whatHappens')}
                  </Typography>
                  <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }}>
                    {answer.data_effects.map((effect) => (
                      <li key={effect}>{serverMessage(effect)}</li>
                    ))}
                  </Stack>
                  <Typography sx={{ mt: 2 }}>
                    {answer.refund
                      ? t('account.refundToday', {
                          days: answer.refund.days_used,
                          plan: answer.refund.plan_name,
                          percent: answer.refund.refund_percent,
                          fee: formatInr(answer.refund.fee),
                          amount: formatInr(answer.refund.refund_amount),
                        })
                      : t('account.noRefund')}
                  </Typography>
                </CardContent>
              </Card>
              <FullSessionOnly>
                <Stack component="form" noValidate onSubmit={submit} spacing={2}>
                  <FormTextField control={control} name="reason" label={t('account.reason')} multiline minRows={3} />
                  <Button type="submit" variant="contained" color="error" disabled={formState.isSubmitting} sx={{ alignSelf: 'start' }}>
                    {t('account.next')}
                  </Button>
                </Stack>
              </FullSessionOnly>
            </>
          )
        }
      </QueryState>
    </Frame>
  );
};

export const DeactivationStep2 = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useDeactivation();
  const support = useSupportSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<z.input<typeof deactivationConfirmInput>>({
    resolver: zodResolver(deactivationConfirmInput),
    defaultValues: { otp: '' },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const sendCode = async () => {
    try {
      const sent = await apiPost<DeactivationCodeSent>('account/deactivation/send-code');
      setSentTo(sent.masked);
    } catch (err) {
      showToast('error', serverMessage((err as Error).message) ?? '');
    }
  };
  const confirm = handleSubmit(async ({ otp }) => {
    try {
      await apiPost<DeactivationChangeAnswer>('account/deactivation/confirm', { otp });
      await refresh();
    } catch (err) {
      showServerErrors(err, setError, ['otp']);
    }
  });
  const cancel = async () => {
    try {
      await apiPost<DeactivationChangeAnswer>('account/deactivation/cancel');
      showToast('success', t('account.cancelled'));
      await refresh();
    } catch (err) {
      showToast('error', serverMessage((err as Error).message) ?? '');
    }
  };
  return (
    <Frame intro={t('account.step2Intro')}>
      <QueryState query={state}>
        {({ request }) =>
          !request ? (
            <Stack spacing={2}>
              <Typography>{t('account.noRequest')}</Typography>
              <Button component={RouterLink} to="/user-account/deactivation-step-1" sx={{ alignSelf: 'start' }}>
                {t('account.startOver')}
              </Button>
            </Stack>
          ) : (
            <Stack spacing={2}>
              <Alert severity={request.status === 'confirmed' ? 'success' : 'info'}>
                {t(request.status === 'confirmed' ? 'account.confirmed' : 'account.requested', { reference: request.reference })}
              </Alert>
              {request.status === 'requested' && support && <SupportSessionNotice />}
              {request.status === 'requested' &&
                !support &&
                (sentTo ? (
                  <Stack component="form" noValidate onSubmit={confirm} spacing={2}>
                    <Alert severity="info">{t('login.codeSentTo', { to: sentTo })}</Alert>
                    <FormTextField
                      control={control}
                      name="otp"
                      label={t('account.code')}
                      autoComplete="one-time-code"
                      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                    />
                    <Button type="submit" variant="contained" color="error" disabled={formState.isSubmitting} sx={{ alignSelf: 'start' }}>
                      {t('account.confirm')}
                    </Button>
                  </Stack>
                ) : (
                  <Button variant="contained" onClick={sendCode} sx={{ alignSelf: 'start' }}>
                    {t('account.sendCode')}
                  </Button>
                ))}
              <Button variant="outlined" onClick={cancel} sx={{ alignSelf: 'start' }}>
                {t('account.cancel')}
              </Button>
            </Stack>
          )
        }
      </QueryState>
    </Frame>
  );
};
