/**
 * Generating a CIR (POST /api/cir/reports): the business being checked (chosen in the search), the
 * member's own business it is checked from, why — validated by the contract's cirGenerateInput — the
 * quote (free, from the wallet, or what to do first), and Generate with one Idempotency-Key per
 * attempt; the new report opens at /cir-view?id=. When the wallet is short of the plan's fee the
 * button is "Pay ₹X and generate" instead (POST /api/cir/checkout): the wallet pays first, the
 * gateway's page the rest, and the payment result page opens the report.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CIR_PURPOSES,
  cirGenerateInput,
  quoteAllowsGenerating,
  quoteView,
  reportViewLink,
  type CirGenerateInput,
  type CirSearchHit,
} from '@bakaya/api/contracts';
import { Alert, Button, Card, CardContent, MenuItem, Skeleton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { showToast } from '../../feedback/toasts';
import { FormTextField } from '../../forms/FormTextField';
import { showServerErrors } from '../../forms/serverErrors';
import { serverMessage } from '../../i18n/i18n';
import { LinkAlert } from '../../layout/LinkAlert';
import { useActiveBusiness, useMyBusinesses } from '../../member/memberApi';
import { formatInr } from '../../format/format';
import { attemptFor, CIR_REPORTS_KEY, generateCir, placeCirCheckout, useCirQuote, type GenerateAttempt } from './cirApi';
import { CirQuoteNotice } from './CirQuoteNotice';
import { SupportSessionNotice, useSupportSession } from '../../session/SupportSessionNotice';
import { useSession } from '../../session/sessionStore';
import { TopUpDialog } from '../money/TopUpDialog';
import { forgetReturn, rememberReturn } from '../money/returnAfterTopUp';
import { keepCirDraft, takeCirDraft } from './cirDraft';

type FormInput = z.input<typeof cirGenerateInput>;

export const CirGenerateForm = ({ subject }: { subject: CirSearchHit | null }) => {
  const support = useSupportSession();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const businesses = useMyBusinesses();
  const active = useActiveBusiness();
  const own = useMemo(() => (businesses.data ?? []).filter((b) => b.status === 1), [businesses.data]);
  const [attempt, setAttempt] = useState<GenerateAttempt | null>(null);
  const [payAttempt, setPayAttempt] = useState<GenerateAttempt | null>(null);
  // On the way to the gateway's page: the button stays disabled until the browser leaves.
  const [leaving, setLeaving] = useState(false);
  // A refusal is about the business it was for: choosing another hides it.
  const [refused, setRefused] = useState<{ gstin: string; text: string } | null>(null);
  const refusal = refused && refused.gstin === subject?.gstin ? refused.text : null;
  const { control, handleSubmit, setValue, getValues, setError, formState } = useForm<FormInput, unknown, CirGenerateInput>({
    resolver: zodResolver(cirGenerateInput),
    defaultValues: { business_id: '', gstin: '', purpose: '' as CirGenerateInput['purpose'] },
  });

  // The subject comes from the search; one's own GSTIN is checked for 'own_business'.
  useEffect(() => {
    setValue('gstin', subject?.gstin ?? '');
  }, [subject, setValue]);
  useEffect(() => {
    if (subject && own.some((b) => b.gstin === subject.gstin)) setValue('purpose', 'own_business');
  }, [subject, own, setValue]);
  // The member's active business is the usual one to check from.
  useEffect(() => {
    const preferred = active.data?.business?.id ?? (own.length === 1 ? own[0]!.id : undefined);
    if (preferred && !getValues('business_id')) setValue('business_id', preferred);
  }, [active.data, own, getValues, setValue]);

  // Back from adding money (/cir-report?q=<GSTIN> chose the business again): the rest of the choices.
  const userId = useSession()?.user.id ?? null;
  const [topUpOpen, setTopUpOpen] = useState(false);
  useEffect(() => {
    if (!userId || !subject || !businesses.isSuccess) return;
    const kept = takeCirDraft(userId, subject.gstin);
    if (!kept) return;
    forgetReturn();
    if (own.some((b) => b.id === kept.business_id)) setValue('business_id', kept.business_id);
    if (kept.purpose) setValue('purpose', kept.purpose);
  }, [userId, subject, businesses.isSuccess, own, setValue]);
  const keepChoices = async () => {
    if (!userId || !subject) return;
    const { business_id, purpose } = getValues();
    keepCirDraft(userId, { gstin: subject.gstin, business_id: Number(business_id), purpose: purpose ?? '' });
    rememberReturn({ path: `/cir-report?q=${encodeURIComponent(subject.gstin)}`, kind: 'cir' });
  };

  const businessId = useWatch({ control, name: 'business_id' });
  const quote = useCirQuote(Number(businessId) > 0 ? Number(businessId) : null, subject?.gstin ?? null);
  const quoted = quote.data ? quoteView(quote.data) : null;
  const payInstead = !!subject && quoted?.kind === 'short' && quoted.checkout ? quoted : null;
  const mayGenerate = !!subject && (quoted ? quoteAllowsGenerating(quoted) : false);

  // Answered: the server decided (nothing charged on a failure), so a new try is a new attempt.
  // Unanswered (status 0): it may have gone through, so a retry keeps the key and is not charged twice.
  const refusedBy = (err: unknown, input: CirGenerateInput, forget: () => void) => {
    if (!(err instanceof ApiError) || err.status !== 0) forget();
    if (err instanceof ApiError && (err.status === 402 || err.status === 409)) {
      setRefused({ gstin: input.gstin, text: serverMessage(err.message) ?? err.message });
      void quote.refetch();
    } else showServerErrors(err, setError, ['business_id', 'purpose', 'gstin']);
  };

  const generate = async (input: CirGenerateInput) => {
    const current = attemptFor(attempt, input);
    setAttempt(current);
    try {
      const report = await generateCir(input, current.key);
      setAttempt(null);
      queryClient.setQueryData(['cir-report', report.id], report);
      await queryClient.invalidateQueries({ queryKey: CIR_REPORTS_KEY });
      showToast('success', t('cir.form.generated'));
      navigate(reportViewLink(report.id));
    } catch (err) {
      refusedBy(err, input, () => setAttempt(null));
    }
  };

  const pay = async (input: CirGenerateInput) => {
    const current = attemptFor(payAttempt, input);
    setPayAttempt(current);
    try {
      const placed = await placeCirCheckout(input, current.key);
      setLeaving(true);
      // The wallet paid it all after all: our own result page, in the app. Otherwise the gateway's page.
      if (placed.next.kind === 'paid') navigate(placed.next.redirectUrl);
      else window.location.assign(placed.next.redirectUrl);
    } catch (err) {
      refusedBy(err, input, () => setPayAttempt(null));
    }
  };

  const submit = handleSubmit(async (input) => {
    setRefused(null);
    await (payInstead ? pay(input) : generate(input));
  });

  if (support) return <SupportSessionNotice />;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-labelledby="cir-generate-title">
          <Typography id="cir-generate-title" variant="h6" component="h2">
            {t('cir.form.title')}
          </Typography>
          <div>
            <Typography variant="body2" color="text.secondary">
              {t('cir.form.subject')}
            </Typography>
            {subject ? (
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {subject.trade_name ?? subject.name} · {subject.gstin}
              </Typography>
            ) : (
              <Typography color="text.secondary">{t('cir.form.pickFirst')}</Typography>
            )}
          </div>
          {businesses.isPending && <Skeleton height={56} />}
          {businesses.isSuccess && own.length === 0 ? (
            <LinkAlert severity="info" to="/business-dashboard" label={t('cir.form.addBusiness')}>
              {t('cir.form.noBusiness')}
            </LinkAlert>
          ) : (
            <FormTextField
              control={control}
              name="business_id"
              select
              label={t('cir.form.business')}
              helperText={t('cir.form.businessHint')}
              required
            >
              {own.map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {b.trade_name} ({b.gstin})
                </MenuItem>
              ))}
            </FormTextField>
          )}
          <FormTextField control={control} name="purpose" select label={t('cir.form.purpose')} required>
            {CIR_PURPOSES.map((p) => (
              <MenuItem key={p} value={p}>
                {t(`cir.purposes.${p}`)}
              </MenuItem>
            ))}
          </FormTextField>
          {subject && Number(businessId) > 0 && (
            <CirQuoteNotice quote={quoted} loading={quote.isPending} failed={quote.isError} onAddMoney={() => setTopUpOpen(true)} />
          )}
          {refusal && <Alert severity="warning">{refusal}</Alert>}
          {formState.errors.gstin && subject && <Alert severity="error">{serverMessage(formState.errors.gstin.message)}</Alert>}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!(mayGenerate || payInstead) || formState.isSubmitting || leaving}
            sx={{ alignSelf: 'start' }}
          >
            {payInstead
              ? leaving
                ? t('cir.quote.paying')
                : t('cir.quote.payAndGenerate', { amount: formatInr(payInstead.payable) })
              : t('cir.form.generate')}
          </Button>
        </Stack>
        {/* Outside the form above: the dialog's own form must not generate a report. */}
        {quoted?.kind === 'short' && (
          <TopUpDialog
            open={topUpOpen}
            needed={quoted.shortBy}
            neededText={t('topUp.needed', { amount: formatInr(quoted.shortBy) })}
            note={t('cir.quote.keptNote')}
            onClose={() => setTopUpOpen(false)}
            beforeLeave={keepChoices}
          />
        )}
      </CardContent>
    </Card>
  );
};
