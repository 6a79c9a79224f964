/**
 * Checkout for one plan (issue 9 §2): the business it is for, a promo code, the wallet, the server's
 * price breakdown (re-quoted whenever one of them changes) and "Pay ₹x", which places the order once
 * per attempt (Idempotency-Key) and goes where the server says: the gateway's page, or the result.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { checkoutInput, type CheckoutQuote } from '@bakaya/api/contracts';
import { Alert, Button, Card, CardContent, Checkbox, FormControlLabel, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { ApiError } from '../../api/http';
import { showToast } from '../../feedback/toasts';
import { FreeTrialButton } from './FreeTrialButton';
import { FormTextField } from '../../forms/FormTextField';
import { showServerErrors } from '../../forms/serverErrors';
import { formatInr } from '../../format/format';
import { serverMessage } from '../../i18n/i18n';
import { LinkAlert } from '../../layout/LinkAlert';
import { useActiveBusiness, useMyBusinesses } from '../../member/memberApi';
import { fetchQuote, forgetIdempotencyKey, placeOrder, quoteKey, WALLET_KEY, type CheckoutChoice } from './moneyApi';
import { PriceBreakdown } from './PriceBreakdown';
import { SupportSessionNotice, useSupportSession } from '../../session/SupportSessionNotice';

type CheckoutForm = z.input<typeof checkoutInput>;
const FIELDS = ['businessId', 'promoCode'] as const;

export interface CheckoutPanelProps {
  planId: number;
  planName: string;
  /** /subscription/renew/{businessId}: that business is chosen first. */
  businessId?: number;
  onChangePlan: () => void;
}

const CheckoutPanel = ({ planId, planName, businessId: preselected, onChangePlan }: CheckoutPanelProps) => {
  const support = useSupportSession();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const businesses = useMyBusinesses();
  const active = useActiveBusiness();
  const panel = useRef<HTMLDivElement>(null);
  const posting = useRef(false);
  const [isPosting, setPosting] = useState(false);
  const [applying, setApplying] = useState(false);
  const [appliedPromo, setAppliedPromo] = useState('');
  const { control, handleSubmit, setError, clearErrors, setValue, getValues, trigger } = useForm<
    CheckoutForm,
    unknown,
    z.output<typeof checkoutInput>
  >({
    resolver: zodResolver(checkoutInput),
    defaultValues: { planId, businessId: '', promoCode: '', useWallet: false },
  });
  const [businessId, useWallet] = useWatch({ control, name: ['businessId', 'useWallet'] });

  useEffect(() => {
    setValue('planId', planId);
    panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [planId, setValue]);

  // The business chosen first: the one in the renewal link, else the active one, else the first.
  const rows = businesses.data;
  const activeSettled = !active.isPending;
  useEffect(() => {
    if (!rows?.length || getValues('businessId')) return;
    const own = (id: number | undefined) => rows.find((b) => b.id === id)?.id;
    if (own(preselected)) setValue('businessId', own(preselected));
    else if (activeSettled) setValue('businessId', own(active.data?.business?.id) ?? rows[0]!.id);
  }, [rows, preselected, active.data, activeSettled, getValues, setValue]);

  const choice: CheckoutChoice = { planId, businessId: Number(businessId) || 0, promoCode: appliedPromo, useWallet: !!useWallet };
  const quote = useQuery({
    queryKey: quoteKey(choice),
    queryFn: async () => {
      try {
        return await fetchQuote(choice);
      } catch (err) {
        // A refusal about a field goes under that field; a promo code that no longer applies is dropped.
        if (err instanceof ApiError && err.errors.promoCode) {
          setError('promoCode', { type: 'server', message: err.errors.promoCode });
          setAppliedPromo('');
        }
        if (err instanceof ApiError && err.errors.businessId) setError('businessId', { type: 'server', message: err.errors.businessId });
        throw err;
      }
    },
    enabled: choice.businessId > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const quoteError = quote.error;

  const apply = async () => {
    if (!(await trigger('promoCode'))) return;
    const code = String(getValues('promoCode') ?? '')
      .trim()
      .toUpperCase();
    setValue('promoCode', code);
    if (!code || choice.businessId <= 0) {
      setAppliedPromo('');
      return;
    }
    const next = { ...choice, promoCode: code };
    setApplying(true);
    try {
      await queryClient.fetchQuery({ queryKey: quoteKey(next), queryFn: () => fetchQuote(next), staleTime: 0 });
      clearErrors('promoCode');
      setAppliedPromo(code);
    } catch (err) {
      showServerErrors(err, setError, FIELDS);
    } finally {
      setApplying(false);
    }
  };

  const removePromo = () => {
    setAppliedPromo('');
    setValue('promoCode', '');
    clearErrors('promoCode');
  };

  const submitOrder = async (values: z.output<typeof checkoutInput>) => {
    if ((values.promoCode ?? '') !== appliedPromo) {
      setError('promoCode', { type: 'manual', message: t('money.applyFirst') });
      return;
    }
    if (posting.current) return; // a second click while the first is on its way
    posting.current = true;
    setPosting(true);
    const order: CheckoutChoice = {
      planId: values.planId,
      businessId: values.businessId,
      promoCode: appliedPromo,
      useWallet: values.useWallet,
    };
    try {
      const placed = await placeOrder(order);
      forgetIdempotencyKey(order);
      showToast('success', serverMessage(placed.message) ?? placed.message);
      await queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      const to = placed.next.redirectUrl;
      // The wallet paid it all: our own result page opens in the app (the toast stays). Otherwise the
      // gateway's hosted page is another site (the sandbox's is served by the server, not the app).
      if (placed.next.kind === 'paid') navigate(to);
      else window.location.assign(to);
    } catch (err) {
      posting.current = false;
      setPosting(false);
      showServerErrors(err, setError, FIELDS);
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) void quote.refetch();
    }
  };
  const pay = (e: React.FormEvent) => void handleSubmit(submitOrder)(e);

  const q: CheckoutQuote | undefined = quote.data;
  const walletBalance = q ? Number(q.walletBalance) : 0;
  const payable = q ? Number(q.payable) : 0;
  const quoteMessage = quoteError instanceof ApiError && !quoteError.errors.promoCode && !quoteError.errors.businessId;

  if (support) return <SupportSessionNotice />;
  return (
    <Card variant="outlined" ref={panel} sx={{ scrollMarginTop: 80 }}>
      <CardContent>
        <Stack component="form" noValidate onSubmit={pay} spacing={2} aria-labelledby="checkout-heading">
          <div>
            <Typography variant="h5" component="h2" id="checkout-heading">
              {t('money.checkoutTitle')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography>{t('money.chosenPlan', { plan: planName })}</Typography>
              <Button size="small" onClick={onChangePlan}>
                {t('money.changePlan')}
              </Button>
            </Stack>
          </div>

          {businesses.isPending && <Skeleton height={56} />}
          {businesses.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
          {rows?.length === 0 && (
            <LinkAlert severity="info" to="/business-dashboard" label={t('money.addBusiness')}>
              {t('money.noBusinesses')}
            </LinkAlert>
          )}
          {!!rows?.length && (
            <>
              <Controller
                name="businessId"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    id="checkout-business"
                    label={t('money.business')}
                    value={field.value ?? ''}
                    onChange={(e) => {
                      clearErrors('businessId');
                      field.onChange(Number(e.target.value));
                    }}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={!!fieldState.error}
                    // A phone's closed select cuts the line: the chosen business is written out in full under it.
                    helperText={
                      serverMessage(fieldState.error?.message) ??
                      ((b) => (b ? `${b.trade_name} · GSTIN ${b.gstin}` : undefined))(rows.find((r) => r.id === field.value))
                    }
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    fullWidth
                  >
                    {rows.map((b) => (
                      <option key={b.id} value={b.id}>
                        {`${b.trade_name} · ${b.gstin}`}
                      </option>
                    ))}
                  </TextField>
                )}
              />

              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                <FormTextField
                  control={control}
                  name="promoCode"
                  label={t('money.promoCode')}
                  autoComplete="off"
                  slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, maxLength: 30 } }}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      void apply();
                    }
                  }}
                />
                <Button variant="outlined" onClick={() => void apply()} disabled={applying} sx={{ minHeight: 56, flexShrink: 0 }}>
                  {t('money.apply')}
                </Button>
              </Stack>
              {q?.promo && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography color="success.main" role="status">
                    {serverMessage(q.promo.message)} ({q.promo.code})
                  </Typography>
                  <Button size="small" onClick={removePromo}>
                    {t('money.removePromo')}
                  </Button>
                </Stack>
              )}

              {(walletBalance > 0 || !!useWallet) && (
                <Controller
                  name="useWallet"
                  control={control}
                  render={({ field }) => (
                    <FormControlLabel
                      control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                      label={t('money.useWallet', { amount: formatInr(q?.walletBalance ?? '0') })}
                    />
                  )}
                />
              )}

              {quote.isPending && choice.businessId > 0 && <Skeleton variant="rectangular" height={200} />}
              {quoteMessage && <Alert severity="error">{serverMessage(quoteError.message)}</Alert>}
              {q && <PriceBreakdown quote={q} />}

              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={isPosting || !q || quote.isFetching || quote.isError}
                sx={{ alignSelf: { sm: 'start' } }}
              >
                {isPosting
                  ? t('money.paying')
                  : !q
                    ? t('common.loading')
                    : payable > 0
                      ? t('money.pay', { amount: formatInr(q.payable) })
                      : t('money.payFromWallet')}
              </Button>
              <FreeTrialButton planId={planId} businessId={choice.businessId} />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

export default CheckoutPanel;
