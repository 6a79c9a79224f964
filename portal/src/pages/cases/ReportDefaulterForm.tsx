/**
 * "Report a defaulter" (issue 10 §1): one of the member's GST-verified businesses reports a buyer's
 * unpaid invoices with the evidence. The rules are the API's shared contract (defaulterReportInput);
 * the live total / due use its own reportAmounts; the fee comes from the quote endpoint; the server
 * re-checks everything and its field errors land beside the inputs.
 */
import './texts/caseFlowTexts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  defaulterReportInput,
  REPORT_DOCUMENT_KINDS,
  reportAmounts,
  type DefaulterReport,
  type DefaulterReportInput,
  type ReportDocumentKind,
} from '@bakaya/api/contracts';
import { formatPaise, fromPaise, toPaise } from '@bakaya/api/validation';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  IconButton,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { showToast } from '../../feedback/toasts';
import { FormTextField } from '../../forms/FormTextField';
import { showServerErrors } from '../../forms/serverErrors';
import { formatInr } from '../../format/format';
import { serverMessage } from '../../i18n/i18n';
import { lookUpGstin, useMyBusinesses } from '../../member/memberApi';
import { submitReport, useDefaulterPrefill, useReportQuote } from './casesApi';
import { ACCEPT, fileProblems, type Files } from './reportFiles';
import { clearDraft, draftHasContent, loadDraft, saveDraft } from './reportDraft';
import { ReportWalletShort, type WalletShortfall } from './ReportWalletShort';
import { TopUpDialog } from '../money/TopUpDialog';
import { WALLET_KEY } from '../money/moneyApi';
import { forgetReturn, rememberReturn } from '../money/returnAfterTopUp';
import { useSession } from '../../session/sessionStore';

/** Where the form lives: the way back after adding money. */
const FORM_PATH = '/defaulter?report=1';

/** What the quote says is missing from the wallet, or null when nothing is (included, allowed by balance, or not allowed at all). */
function shortOf(q: { allowed: boolean; total: string; wallet_balance: string } | undefined): WalletShortfall | null {
  if (!q || !q.allowed) return null;
  const missing = toPaise(q.total) - toPaise(q.wallet_balance);
  return missing > 0 ? { total: q.total, balance: q.wallet_balance, shortfall: fromPaise(missing) } : null;
}

/** A 402 "wallet short" refusal's own figures (the API adds reason, shortfall and total to its answer). */
function shortOfRefusal(err: unknown, balance: string | undefined): WalletShortfall | null {
  if (!(err instanceof ApiError) || err.body.reason !== 'wallet_short') return null;
  const { shortfall, total } = err.body;
  if (typeof shortfall !== 'string' || typeof total !== 'string') return null;
  return { total, shortfall, balance: balance ?? fromPaise(Math.max(toPaise(total) - toPaise(shortfall), 0)) };
}

const FIELDS = [
  'reporter_business_id',
  'defaulter_gstin',
  'defaulter_name',
  'invoices',
  'advance_paid',
  'goods_accepted_on',
  'agreed_credit_days',
  'contact.name',
  'contact.mobile',
  'contact.email',
  'remarks',
  'ca_udin',
  'terms_accepted',
  'show_reporter_name',
] as const;

const emptyInvoice = { invoice_number: '', invoice_date: '', amount: '', due_date: '' };

export const ReportDefaulterForm = ({ fromTransactions }: { fromTransactions: string | null }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const businesses = useMyBusinesses();
  const verified = (businesses.data ?? []).filter((b) => b.gst_verified_at && b.status === 1);
  const prefill = useDefaulterPrefill(fromTransactions);
  const [files, setFiles] = useState<Files>({});
  const [filesTouched, setFilesTouched] = useState(false);
  const [looking, setLooking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [serverFileErrors, setServerFileErrors] = useState<Partial<Record<ReportDocumentKind, string>>>({});
  const userId = useSession()?.user.id ?? null;
  const [topUpOpen, setTopUpOpen] = useState(false);
  const [refusedShort, setRefusedShort] = useState<WalletShortfall | null>(null);
  const [restored, setRestored] = useState(false);
  const { control, handleSubmit, setError, setValue, trigger, getValues, reset, formState } = useForm<
    DefaulterReportInput,
    unknown,
    DefaulterReport
  >({
    resolver: zodResolver(defaulterReportInput),
    mode: 'onBlur',
    defaultValues: {
      reporter_business_id: '' as unknown as number,
      defaulter_gstin: '',
      defaulter_name: '',
      invoices: [emptyInvoice],
      advance_paid: '0',
      goods_accepted_on: '',
      agreed_credit_days: '',
      contact: { name: '', mobile: '', email: '' },
      remarks: '',
      ca_udin: '',
      terms_accepted: false as unknown as true,
      show_reporter_name: false,
    },
  });
  const invoices = useFieldArray({ control, name: 'invoices' });
  const [businessId, rows, advance] = useWatch({ control, name: ['reporter_business_id', 'invoices', 'advance_paid'] });
  const amounts = reportAmounts(
    (rows ?? []).map((r) => ({ amount: r.amount === '' ? '0' : r.amount })),
    advance,
  );
  const quote = useReportQuote(Number(businessId) > 0 ? Number(businessId) : null);
  // Short wallet: said as soon as the business is chosen, before anything is filled in.
  const short = shortOf(quote.data) ?? refusedShort;

  // Back from adding money: the kept draft (fields and files) fills the form again, once; the wallet
  // and the quote are read afresh so the warning goes when the money is in.
  const restoring = useRef(false);
  useEffect(() => {
    if (!userId || fromTransactions || restoring.current) return;
    restoring.current = true;
    void loadDraft(userId).then((draft) => {
      forgetReturn();
      if (!draft) return;
      reset({ ...getValues(), ...draft.values, invoices: draft.values.invoices.length ? draft.values.invoices : [emptyInvoice] });
      setFiles(draft.files);
      setRestored(true);
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      void queryClient.invalidateQueries({ queryKey: ['report-quote'] });
    });
  }, [userId, fromTransactions, reset, getValues, queryClient]);

  const keepDraft = useCallback(async () => {
    if (!userId) return;
    const values = getValues();
    if (draftHasContent(values, files)) await saveDraft(userId, values, files);
    rememberReturn({ path: FORM_PATH, kind: 'report' });
  }, [userId, getValues, files]);

  const discardDraft = () => {
    if (userId) void clearDraft(userId);
    setRestored(false);
    setFiles({});
    reset();
  };

  // One verified business: it is the one reporting (issue 21 §6c); with several the member chooses.
  const onlyBusiness = verified.length === 1 ? verified[0]!.id : null;
  useEffect(() => {
    if (onlyBusiness && !fromTransactions && !getValues('reporter_business_id')) setValue('reporter_business_id', onlyBusiness);
  }, [onlyBusiness, fromTransactions, getValues, setValue]);

  // ?from_transactions=supplier,buyer: fill the form once from the pair's overdue sales.
  useEffect(() => {
    const p = prefill.data;
    if (!p) return;
    reset({
      ...getValues(),
      reporter_business_id: p.reporter_business_id,
      defaulter_gstin: p.defaulter_gstin,
      defaulter_name: p.defaulter_name,
      invoices: p.invoices.length ? p.invoices : [emptyInvoice],
      advance_paid: p.advance_paid,
    });
  }, [prefill.data, reset, getValues]);

  const lookUp = async () => {
    if (!(await trigger('defaulter_gstin'))) return;
    setLooking(true);
    try {
      const found = await lookUpGstin(String(getValues('defaulter_gstin')).trim().toUpperCase());
      setValue('defaulter_name', found.legal_name || found.trade_name || '', { shouldValidate: true });
    } catch (err) {
      showServerErrors(err, setError, ['defaulter_gstin']);
    } finally {
      setLooking(false);
    }
  };

  const problems = fileProblems(files);
  const submit = handleSubmit(
    async (report) => {
      setFilesTouched(true);
      setRefusal(null);
      setRefusedShort(null);
      if (Object.keys(problems).length) return;
      try {
        const contact = report.contact && report.contact.name ? report.contact : null;
        const created = await submitReport({ ...report, defaulter_gstin: report.defaulter_gstin.toUpperCase(), contact }, files);
        if (userId) await clearDraft(userId);
        showToast('success', t('cases.report.created'));
        await queryClient.invalidateQueries({ queryKey: ['member-cases'] });
        navigate(`/defaulter-detail/${created.data.id}`);
      } catch (err) {
        const errors = err instanceof ApiError ? err.errors : {};
        const fileErrors: Partial<Record<ReportDocumentKind, string>> = {};
        for (const kind of REPORT_DOCUMENT_KINDS) if (errors[kind.field]) fileErrors[kind.field] = errors[kind.field];
        setServerFileErrors(fileErrors);
        const formKeys = Object.keys(errors).filter((k) => (FIELDS as readonly string[]).includes(k) || /^(invoices|contact)\./.test(k));
        const refused = err instanceof ApiError && (err.status === 402 || err.status === 409);
        if (refused) {
          // A race (the balance changed after the quote): the same offer as up front, not a dead end.
          setRefusal(serverMessage(err.message) ?? err.message);
          setRefusedShort(shortOfRefusal(err, quote.data?.wallet_balance));
          void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
          void quote.refetch();
        }
        // Field errors beside their inputs; anything else (not already shown above) as a toast.
        if (formKeys.length) showServerErrors(err, setError, formKeys);
        else if (!refused && !Object.keys(fileErrors).length) showServerErrors(err, setError, []);
      }
    },
    () => setFilesTouched(true),
  );

  const q = quote.data;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('cases.report.title')}>
          <Typography variant="h6" component="h2">
            {t('cases.report.title')}
          </Typography>
          {fromTransactions && prefill.isError && <Alert severity="warning">{t('cases.report.prefillFailed')}</Alert>}
          {businesses.isSuccess && verified.length === 0 && <Alert severity="info">{t('cases.report.noVerified')}</Alert>}
          <FormTextField control={control} name="reporter_business_id" select label={t('cases.report.business')} required>
            {verified.map((b) => (
              <MenuItem key={b.id} value={b.id}>
                {b.trade_name} ({b.gstin})
              </MenuItem>
            ))}
          </FormTextField>
          {restored && (
            <Alert
              severity="success"
              action={
                <Button color="inherit" size="small" onClick={discardDraft}>
                  {t('cases.report.discardDraft')}
                </Button>
              }
            >
              {t('cases.report.draftRestored')}
            </Alert>
          )}
          {short && <ReportWalletShort short={short} onAddMoney={() => setTopUpOpen(true)} />}

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <FormTextField
              control={control}
              name="defaulter_gstin"
              label={t('cases.report.buyerGstin')}
              required
              slotProps={{ htmlInput: { maxLength: 15, style: { textTransform: 'uppercase' }, autoCapitalize: 'characters' } }}
            />
            <Button variant="outlined" onClick={() => void lookUp()} disabled={looking} sx={{ minWidth: 120, mt: { sm: 1 } }}>
              {t('cases.report.lookUp')}
            </Button>
          </Stack>
          <FormTextField control={control} name="defaulter_name" label={t('cases.report.buyerName')} required />

          <Typography variant="subtitle1" component="h3">
            {t('cases.invoices')}
          </Typography>
          {invoices.fields.map((field, i) => (
            <Stack key={field.id} spacing={1} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <Typography variant="body2" sx={{ flexGrow: 1 }}>
                  {t('cases.report.invoiceN', { n: i + 1 })}
                </Typography>
                {invoices.fields.length > 1 && (
                  <IconButton aria-label={t('cases.report.removeInvoice', { n: i + 1 })} onClick={() => invoices.remove(i)} size="small">
                    ✕
                  </IconButton>
                )}
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <FormTextField control={control} name={`invoices.${i}.invoice_number`} label={t('cases.invoiceNumber')} required />
                <FormTextField
                  control={control}
                  name={`invoices.${i}.amount`}
                  label={t('cases.report.amountRs')}
                  required
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <FormTextField
                  control={control}
                  name={`invoices.${i}.invoice_date`}
                  type="date"
                  label={t('cases.invoiceDate')}
                  required
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormTextField
                  control={control}
                  name={`invoices.${i}.due_date`}
                  type="date"
                  label={t('cases.dueDate')}
                  required
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Stack>
            </Stack>
          ))}
          {formState.errors.invoices?.root?.message || formState.errors.invoices?.message ? (
            <FormHelperText error>
              {serverMessage(formState.errors.invoices?.root?.message ?? formState.errors.invoices?.message)}
            </FormHelperText>
          ) : null}
          <Button variant="text" onClick={() => invoices.append(emptyInvoice)} sx={{ alignSelf: 'flex-start' }}>
            {t('cases.report.addInvoice')}
          </Button>

          <FormTextField
            control={control}
            name="advance_paid"
            label={t('cases.report.advanceRs')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Typography variant="body2" aria-live="polite">
            {t('cases.invoiceTotal')}: <strong>{amounts ? formatPaise(amounts.totalPaise) : '—'}</strong> · {t('cases.report.dueNow')}:{' '}
            <strong>{amounts ? formatPaise(amounts.duePaise) : '—'}</strong>
          </Typography>

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <FormTextField
              control={control}
              name="goods_accepted_on"
              type="date"
              label={t('cases.goodsAccepted')}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              control={control}
              name="agreed_credit_days"
              label={t('cases.report.creditDays')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Stack>

          <Typography variant="subtitle1" component="h3">
            {t('cases.report.contactOptional')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <FormTextField control={control} name="contact.name" label={t('cases.report.contactName')} />
            <FormTextField
              control={control}
              name="contact.mobile"
              label={t('cases.report.mobile')}
              slotProps={{ htmlInput: { inputMode: 'tel' } }}
            />
            <FormTextField control={control} name="contact.email" label={t('cases.report.email')} type="email" />
          </Stack>
          <FormTextField control={control} name="remarks" label={t('cases.report.remarks')} multiline minRows={2} />

          <Typography variant="subtitle1" component="h3">
            {t('cases.documents')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('cases.report.fileRule')}
          </Typography>
          {REPORT_DOCUMENT_KINDS.map((kind) => {
            const problem = filesTouched ? problems[kind.field] : undefined;
            const chosen = files[kind.field] ?? [];
            return (
              <Stack key={kind.field} spacing={0.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                  <Button variant="outlined" component="label" size="small">
                    {t(`cases.docKinds.${kind.field}`)} — {kind.required ? t('cases.report.required') : t('cases.report.optional')}
                    <input
                      hidden
                      type="file"
                      accept={ACCEPT}
                      multiple={kind.max > 1}
                      name={kind.field}
                      onChange={(e) => {
                        const list = Array.from(e.target.files ?? []);
                        setFiles((f) => ({ ...f, [kind.field]: list }));
                        setServerFileErrors((e2) => ({ ...e2, [kind.field]: undefined }));
                        setFilesTouched(true);
                      }}
                    />
                  </Button>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {chosen.length ? chosen.map((f) => f.name).join(', ') : t('cases.report.noFile')}
                  </Typography>
                </Stack>
                {(problem || serverFileErrors[kind.field]) && (
                  <FormHelperText error>
                    {problem ? t(`cases.report.file_${problem}`, { max: kind.max }) : serverMessage(serverFileErrors[kind.field])}
                  </FormHelperText>
                )}
              </Stack>
            );
          })}
          <FormTextField control={control} name="ca_udin" label={t('cases.report.udin')} required helperText={t('cases.report.udinHint')} />

          <Controller
            name="show_reporter_name"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('cases.report.showName')}
              />
            )}
          />

          <Controller
            name="terms_accepted"
            control={control}
            render={({ field, fieldState }) => (
              <Stack>
                <FormControlLabel
                  control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                  label={t('cases.report.terms')}
                />
                {fieldState.error && <FormHelperText error>{serverMessage(fieldState.error.message)}</FormHelperText>}
              </Stack>
            )}
          />

          {q && !short && (
            <Alert severity={q.allowed ? 'info' : 'warning'}>
              {!q.allowed
                ? serverMessage(q.message)
                : Number(q.total) === 0
                  ? t('cases.report.included')
                  : t('cases.report.fromWallet', { amount: formatInr(q.total), balance: formatInr(q.wallet_balance) })}
            </Alert>
          )}
          {refusal && !short && <Alert severity="warning">{refusal}</Alert>}
          {short && <ReportWalletShort short={short} onAddMoney={() => setTopUpOpen(true)} />}
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || (q ? !q.allowed : false) || !!shortOf(q)}>
            {t('cases.report.submit')}
          </Button>
        </Stack>
        {/* Outside the report's form element: the dialog's own form must not submit the report. */}
        {short && (
          <TopUpDialog
            open={topUpOpen}
            needed={short.shortfall}
            neededText={t('cases.report.topUpNeeded', { amount: formatInr(short.shortfall) })}
            note={t('cases.report.draftKeptNote')}
            onClose={() => setTopUpOpen(false)}
            beforeLeave={keepDraft}
          />
        )}
      </CardContent>
    </Card>
  );
};

export default ReportDefaulterForm;
