/**
 * /payment-success, /payment-error and /payment-pending (spec §2: one shared screen). The order's
 * state on the server decides the view — the path is corrected to match it: pending is asked again
 * every 3 s for up to 2 minutes; paid shows what the order bought (a plan: the order and its invoice;
 * a credit report: "Your credit report is ready" and the report; a wallet top-up: the money added);
 * failed or cancelled says the payment was processed unsuccessfully — or, when the money came but the
 * order could not be completed, that it is in the wallet — and returns to where the order started
 * (the plans, the credit reports, the wallet) after 10 seconds.
 */
import { CHECKOUT_MESSAGES, reportViewLink, type OrderView } from '@bakaya/api/contracts';
import { toPaise } from '@bakaya/api/validation';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { formatInr } from '../../format/format';
import { serverMessage } from '../../i18n/i18n';
import './texts/orderResultTexts';
import { getOrder, RESULT_PATH } from './moneyApi';
import { readReturn } from './returnAfterTopUp';
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

/** Where a member goes back to when an order of this purpose did not go through. */
const START_OF: Record<string, string> = { cir: '/cir-report', wallet_topup: '/wallet' };
const startOf = (order: OrderView | undefined) => START_OF[order?.purpose ?? ''] ?? '/subscription';

/** A paid order that bought a credit report or money for the wallet: what it bought, and the way there. */
const PaidService = ({ order }: { order: OrderView }) => {
  const { t } = useTranslation();
  const cir = order.purpose === 'cir';
  // Money added from the report form: the way back to it (its draft is waiting there).
  const back = order.purpose === 'wallet_topup' ? readReturn() : null;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2" color="success.main">
        {cir ? t('orderResult.cirTitle') : t('orderResult.topUpTitle')}
      </Typography>
      <Typography>{cir ? t('orderResult.cirText') : t('orderResult.topUpText', { amount: formatInr(order.total) })}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {cir && order.cirReportId !== null ? (
          <Button component={RouterLink} to={reportViewLink(order.cirReportId)} variant="contained">
            {t('orderResult.openReport')}
          </Button>
        ) : back ? (
          <>
            <Button component={RouterLink} to={back.path} variant="contained">
              {back.kind === 'cir' ? t('orderResult.backToCir') : t('orderResult.backToReport')}
            </Button>
            <Button component={RouterLink} to="/wallet" variant="outlined">
              {t('orderResult.toWallet')}
            </Button>
          </>
        ) : (
          <Button component={RouterLink} to="/wallet" variant="contained">
            {t('orderResult.toWallet')}
          </Button>
        )}
        {order.invoice && (
          <Button component={RouterLink} to="/my-invoices" variant="outlined">
            {`${t('money.seeInvoice')} (${order.invoice.number})`}
          </Button>
        )}
      </Stack>
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
  if (order.purpose === 'cir' || order.purpose === 'wallet_topup')
    return (
      <Card variant="outlined">
        <CardContent>
          <PaidService order={order} />
        </CardContent>
      </Card>
    );
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

const Failed = ({ order }: { order: OrderView }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [left, setLeft] = useState(RETURN_AFTER_S);
  const kept = order.purpose === 'wallet_topup' ? readReturn() : null;
  const back = kept?.path ?? startOf(order);
  const credited = toPaise(order.walletCredit) > 0;
  useEffect(() => {
    if (left <= 0) {
      navigate(back, { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate, back]);
  return (
    <Stack spacing={2} sx={{ alignItems: 'start' }}>
      <Typography variant="h5" component="h2" color="error.main">
        {t('money.failedTitle')}
      </Typography>
      {credited ? (
        <Alert severity="warning">{t('orderResult.walletCredit', { amount: formatInr(order.walletCredit) })}</Alert>
      ) : (
        <Alert severity="error">{serverMessage(CHECKOUT_MESSAGES.paymentFailed)}</Alert>
      )}
      <Typography role="timer" aria-live="off">
        {t('money.returning', { count: Math.max(left, 0) })}
      </Typography>
      <Button variant="contained" onClick={() => navigate(back)}>
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
        <Failed order={order.data} />
      )}
    </Stack>
  );
};

export default PaymentResultPage;
