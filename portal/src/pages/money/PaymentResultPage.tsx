/**
 * /payment-success, /payment-error and /payment-pending (spec §2: one shared screen). The order's
 * state on the server decides the view — the path is corrected to match it: pending is asked again
 * every 3 s for up to 2 minutes; paid shows the order and its invoice; failed or cancelled says the
 * payment was processed unsuccessfully and returns to the plans after 10 seconds.
 */
import { CHECKOUT_MESSAGES, type OrderView } from '@bakaya/api/contracts';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { formatInr } from '../../format/format';
import { serverMessage } from '../../i18n/i18n';
import { getOrder, RESULT_PATH } from '../../member/moneyApi';
import { usePageMeta } from '../../seo/usePageMeta';
import { PageHeading } from '../../layout/PageHeading';

const POLL_MS = 3000;
const POLL_FOR_MS = 2 * 60 * 1000;
const RETURN_AFTER_S = 10;

const Pending = ({ slow }: { slow: boolean }) => {
  const { t } = useTranslation();
  return slow ? (
    <Stack spacing={2} sx={{ alignItems: 'start' }}>
      <Alert severity="info">{t('money.confirmingSlow')}</Alert>
      <Button component={RouterLink} to="/my-invoices" variant="outlined">
        {t('nav.myInvoices')}
      </Button>
    </Stack>
  ) : (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress size={28} aria-hidden />
      <Typography>{t('money.confirming')}</Typography>
    </Stack>
  );
};

const Paid = ({ order }: { order: OrderView }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The plan and the wallet changed: the dashboard reads them again.
  useEffect(() => {
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'checkout-order' });
  }, [queryClient]);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h2" color="success.main">
            {t('money.paidTitle')}
          </Typography>
          <Typography>{t('money.paidText')}</Typography>
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
            {[
              [t('money.orderNumber'), order.orderNumber],
              ...(order.planName ? [[t('money.plan'), order.planName]] : []),
              ...(order.businessName ? [[t('money.businessName'), order.businessName]] : []),
              [t('money.total'), formatInr(order.total)],
            ].map(([label, value]) => (
              <div key={label}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {value}
                </Typography>
              </div>
            ))}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button component={RouterLink} to="/my-invoices" variant="contained">
              {order.invoice ? `${t('money.seeInvoice')} (${order.invoice.number})` : t('money.seeInvoice')}
            </Button>
            <Button component={RouterLink} to="/dashboard" variant="outlined">
              {t('money.toDashboard')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};

const Failed = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [left, setLeft] = useState(RETURN_AFTER_S);
  useEffect(() => {
    if (left <= 0) {
      navigate('/subscription', { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate]);
  return (
    <Stack spacing={2} sx={{ alignItems: 'start' }}>
      <Typography variant="h5" component="h2" color="error.main">
        {t('money.failedTitle')}
      </Typography>
      <Alert severity="error">{serverMessage(CHECKOUT_MESSAGES.paymentFailed)}</Alert>
      <Typography role="timer" aria-live="off">
        {t('money.returning', { count: Math.max(left, 0) })}
      </Typography>
      <Button variant="contained" onClick={() => navigate('/subscription')}>
        {t('money.tryAgain')}
      </Button>
    </Stack>
  );
};

const PaymentResultPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  usePageMeta({ title: t('money.resultTitle'), robots: 'noindex, nofollow' });
  const raw = search.get('order') ?? '';
  const orderId = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : 0;
  const [startedAt] = useState(() => Date.now());
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [startedAt]);

  const order = useQuery({
    queryKey: ['checkout-order', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
    enabled: orderId > 0,
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    refetchInterval: (query) => (query.state.data?.status === 'pending' && Date.now() - startedAt < POLL_FOR_MS ? POLL_MS : false),
  });

  // The server decides which view this is: put the matching path in the address bar.
  const status = order.data?.status;
  useEffect(() => {
    if (!status) return;
    const path = RESULT_PATH[status];
    if (path && path.toLowerCase() !== pathname.toLowerCase().replace(/\/$/, '')) navigate(`${path}?order=${orderId}`, { replace: true });
  }, [status, pathname, orderId, navigate]);

  // Another member's order is as unknown to this one as a missing one.
  const notFound = !orderId || (order.error instanceof ApiError && [400, 403, 404].includes(order.error.status));
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageHeading title={t('money.resultTitle')} />
      {notFound ? (
        <Stack spacing={2} sx={{ alignItems: 'start' }}>
          <Alert severity="info">{t('money.orderNotFound')}</Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button component={RouterLink} to="/my-invoices" variant="outlined">
              {t('nav.myInvoices')}
            </Button>
            <Button component={RouterLink} to="/dashboard">
              {t('money.toDashboard')}
            </Button>
          </Stack>
        </Stack>
      ) : order.isError ? (
        <Stack spacing={2} sx={{ alignItems: 'start' }}>
          <Alert severity="error">{t('common.loadFailed')}</Alert>
          <Button variant="outlined" onClick={() => void order.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      ) : !order.data || order.data.status === 'pending' ? (
        <Pending slow={slow} />
      ) : order.data.status === 'paid' ? (
        <Paid order={order.data} />
      ) : (
        <Failed />
      )}
    </Stack>
  );
};

export default PaymentResultPage;
