/**
 * Small member pages over the account API: /free-benefits (what the plan grants and what is left),
 * /acknowledgement/{key} (a receipt for something the member sent), /export/{uuid} (a finished
 * export's download) and /redirect/auth (where to go after signing in).
 */
import type { AcknowledgementAnswer, FreeBenefitsAnswer } from '@bakaya/api/contracts';
import { Alert, Button, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { apiGet } from '../../api/http';
import { downloadFile } from '../../api/download';
import { formatDate } from '../../format/format';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';
import { useSession } from '../../session/sessionStore';
import { PageHeading } from '../../layout/PageHeading';

export const FreeBenefitsPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('account.benefitsTitle'), robots: 'noindex, nofollow' });
  const benefits = useQuery({
    queryKey: ['free-benefits'],
    queryFn: ({ signal }) => apiGet<FreeBenefitsAnswer>('account/free-benefits', signal),
  });
  return (
    <Stack spacing={3}>
      <PageHeading title={t('account.benefitsTitle')} intro={t('account.benefitsIntro')} />
      <QueryState query={benefits}>
        {(a) =>
          !a.plan ? (
            <Alert severity="info">{t('account.noPlan')}</Alert>
          ) : (
            <>
              <Typography>{t('account.planLine', { plan: a.plan.plan_name, date: formatDate(a.plan.ends_at) })}</Typography>
              <Grid container spacing={2}>
                {a.benefits.map((b) => (
                  <Grid key={b.benefit} size={{ xs: 12, sm: 6 }}>
                    <Card variant="outlined">
                      <CardContent>
                        <Typography variant="h6" component="h2">
                          {t(`account.benefit.${b.benefit}`, { defaultValue: b.label })}
                        </Typography>
                        <Typography variant="h3" component="p" sx={{ my: 1 }}>
                          {b.remaining}
                        </Typography>
                        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                          <Chip size="small" label={t('account.granted', { count: b.plan_grants })} />
                          {b.extra_granted > 0 && <Chip size="small" label={t('account.extra', { count: b.extra_granted })} />}
                          <Chip size="small" label={t('account.used', { count: b.used })} />
                          <Chip size="small" color="primary" label={t('account.remaining', { count: b.remaining })} />
                        </Stack>
                      </CardContent>
                    </Card>
                  </Grid>
                ))}
              </Grid>
            </>
          )
        }
      </QueryState>
    </Stack>
  );
};

export const AcknowledgementPage = () => {
  const { t } = useTranslation();
  const { key } = useParams();
  usePageMeta({ title: t('account.ackTitle'), robots: 'noindex, nofollow' });
  const ack = useQuery({
    queryKey: ['acknowledgement', key],
    queryFn: ({ signal }) => apiGet<AcknowledgementAnswer>(`acknowledgements/${encodeURIComponent(key ?? '')}`, signal),
  });
  return (
    <QueryState query={ack}>
      {(a) => (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <Typography variant="h4" component="h1">
            {t('account.ackTitle')}
          </Typography>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2">
                {t(`account.ackKind.${a.kind}`, { defaultValue: a.reference })}
              </Typography>
              <Typography color="text.secondary">
                {t('account.ackLine', { key: a.key, date: formatDate(a.created_at), status: a.status })}
              </Typography>
              <Typography sx={{ mt: 1 }}>{a.message}</Typography>
            </CardContent>
          </Card>
        </Stack>
      )}
    </QueryState>
  );
};

export const ExportDownloadPage = () => {
  const { t } = useTranslation();
  const { uuid } = useParams();
  usePageMeta({ title: t('account.exportTitle'), robots: 'noindex, nofollow' });
  const [outcome, setOutcome] = useState<{ kind: string; message: string } | null>(null);
  const started = useRef(false);
  const download = async () => setOutcome(await downloadFile(`exports/${encodeURIComponent(uuid ?? '')}/download`));
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void download();
  });
  const message =
    outcome && (outcome.kind === 'success' ? t('account.downloaded') : outcome.kind === 'empty' ? t('account.nothing') : outcome.message);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {t('account.exportTitle')}
      </Typography>
      <Typography color="text.secondary">{t('account.exportIntro')}</Typography>
      {outcome && <Alert severity={outcome.kind === 'success' ? 'success' : outcome.kind === 'empty' ? 'info' : 'error'}>{message}</Alert>}
      <Button variant="outlined" onClick={() => void download()} sx={{ alignSelf: 'start' }}>
        {t('account.downloadAgain')}
      </Button>
    </Stack>
  );
};

/** /redirect/auth?next=/path: the API says where a signed-in visitor may go; a visitor signs in first. */
export const RedirectAuthPage = () => {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const next = new URLSearchParams(search).get('next') ?? '';
  usePageMeta({ title: t('account.redirecting'), robots: 'noindex, nofollow' });
  const target = useQuery({
    queryKey: ['redirect-auth', next],
    queryFn: ({ signal }) =>
      apiGet<{ data: { redirect_to: string } }>(`redirect/auth${next ? `?next=${encodeURIComponent(next)}` : ''}`, signal),
    enabled: !!session,
    retry: false,
  });
  useEffect(() => {
    const to = target.data?.data.redirect_to;
    if (!to) return;
    if (to.startsWith('/admin')) window.location.assign(to);
    else navigate(to, { replace: true });
  }, [target.data, navigate]);
  if (!session)
    return <Navigate to="/login" replace state={{ from: next.startsWith('/') && !next.startsWith('//') ? next : '/dashboard' }} />;
  if (target.isError) return <Navigate to="/dashboard" replace />;
  return <Typography>{t('account.redirecting')}</Typography>;
};
