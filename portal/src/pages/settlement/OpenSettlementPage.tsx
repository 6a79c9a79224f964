/**
 * /Settlement/defaulter/:params — open a settlement request on a case (issue 10 §5). `:params` is the
 * defaulter case id. The page shows what is outstanding, takes the amount and one payment or
 * instalments (rows of date + amount that must add up), then the code step; once confirmed it goes
 * to the request's details. The server checks everything again (openSettlementInput + the case rules).
 */
import '../cases/texts/caseFlowTexts';
import { openSettlementInput, SETTLEMENT_SCHEDULES } from '@bakaya/api/contracts';
import { formatPaise, toPaise } from '@bakaya/api/validation';
import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { showToast } from '../../feedback/toasts';
import { formatInr } from '../../format/format';
import { PageHeading } from '../../layout/PageHeading';
import { usePageMeta } from '../../seo/usePageMeta';
import { openSettlement, useRefreshSettlement, useSettlementCase } from './settlementApi';
import { SettlementCodeStep } from './SettlementCodeStep';
import { issuesByField, msg, serverFieldErrors, type FieldErrors } from './settlementForm';

type Schedule = (typeof SETTLEMENT_SCHEDULES)[number];
interface Row {
  due_on: string;
  amount: string;
}

const paiseOf = (v: string) => (/^\d+(\.\d{1,2})?$/.test(v.trim()) ? toPaise(v.trim()) : 0);

const OpenSettlementPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('settlement.openTitle'), robots: 'noindex, nofollow' });
  const caseId = useParams().params ?? '';
  const navigate = useNavigate();
  const refresh = useRefreshSettlement();
  const theCase = useSettlementCase(caseId);
  const [amount, setAmount] = useState('');
  const [schedule, setSchedule] = useState<Schedule>('full');
  const [rows, setRows] = useState<Row[]>([{ due_on: '', amount: '' }]);
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [openedId, setOpenedId] = useState<number | null>(null);

  const outstanding = theCase.data?.case.outstanding;
  const openRequest = theCase.data?.open_request_id ?? null;
  const instalmentTotal = rows.reduce((sum, r) => sum + paiseOf(r.amount), 0);

  const submit = async () => {
    const body = {
      case_id: caseId,
      amount: amount.trim(),
      schedule,
      instalments: schedule === 'instalments' ? rows.map((r) => ({ due_on: r.due_on, amount: r.amount.trim() })) : [],
      ...(remarks.trim() ? { remarks: remarks.trim() } : {}),
    };
    const parsed = openSettlementInput.safeParse(body);
    const found: FieldErrors = parsed.success ? {} : issuesByField(parsed.error);
    if (schedule === 'instalments' && !found.amount) {
      if (rows.length === 0) found.instalments = t('settlement.instalmentsNeeded');
      else if (instalmentTotal !== paiseOf(amount)) found.instalments = t('settlement.instalmentsMismatch');
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    setBusy(true);
    try {
      const opened = await openSettlement(parsed.data);
      setOpenedId(opened.id);
      showToast('success', t('settlement.opened'));
      await refresh();
    } catch (err) {
      setErrors(serverFieldErrors(err, ['case_id', 'amount', 'schedule', 'instalments', 'remarks']));
    } finally {
      setBusy(false);
    }
  };

  const setRow = (i: number, patch: Partial<Row>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <Stack spacing={3}>
      <PageHeading title={t('settlement.openTitle')} intro={t('settlement.openIntro')} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {theCase.data
              ? `${theCase.data.case.defaulter_name} · ${theCase.data.case.defaulter_gstin}`
              : t('settlement.caseRef', { id: caseId })}
          </Typography>
          {outstanding && (
            <Typography variant="body2">
              {t('settlement.outstanding')}: <strong>{formatInr(outstanding)}</strong>
            </Typography>
          )}
          {theCase.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {t('settlement.caseNotFound')}
            </Alert>
          )}
          {openRequest !== null && openedId === null && (
            <Alert
              severity="info"
              sx={{ mt: 1 }}
              action={
                <Button component={Link} to={`/settlement-requests/details/${openRequest}`} color="inherit" size="small">
                  {t('settlement.viewDetails')}
                </Button>
              }
            >
              {t('settlement.alreadyOpen')}
            </Alert>
          )}
          {errors.case_id && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {msg(errors, 'case_id')}
            </Alert>
          )}
        </CardContent>
      </Card>

      {openedId === null ? (
        <Stack spacing={2} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
          <TextField
            label={t('settlement.amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: '₹ ' } }}
            error={!!errors.amount}
            helperText={msg(errors, 'amount')}
            fullWidth
          />
          {outstanding && (
            <Button size="small" sx={{ alignSelf: 'start' }} onClick={() => setAmount(outstanding)}>
              {t('settlement.useOutstanding')}
            </Button>
          )}
          <TextField
            select
            label={t('settlement.scheduleLabel')}
            value={schedule}
            onChange={(e) => setSchedule(e.target.value as Schedule)}
            fullWidth
          >
            {SETTLEMENT_SCHEDULES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`settlement.schedule.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          {schedule === 'instalments' && (
            <Stack spacing={1.5}>
              {rows.map((r, i) => (
                <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'start' } }}>
                  <TextField
                    type="date"
                    label={t('settlement.dueOn')}
                    value={r.due_on}
                    onChange={(e) => setRow(i, { due_on: e.target.value })}
                    slotProps={{ inputLabel: { shrink: true } }}
                    error={!!errors[`instalments.${i}.due_on`]}
                    helperText={msg(errors, `instalments.${i}.due_on`)}
                    fullWidth
                  />
                  <TextField
                    label={t('settlement.amount')}
                    value={r.amount}
                    onChange={(e) => setRow(i, { amount: e.target.value })}
                    slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: '₹ ' } }}
                    error={!!errors[`instalments.${i}.amount`]}
                    helperText={msg(errors, `instalments.${i}.amount`)}
                    fullWidth
                  />
                  <Button color="inherit" onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))} disabled={rows.length === 1}>
                    {t('settlement.removeInstalment')}
                  </Button>
                </Stack>
              ))}
              <Button
                sx={{ alignSelf: 'start' }}
                onClick={() => setRows((rs) => [...rs, { due_on: '', amount: '' }])}
                disabled={rows.length >= 24}
              >
                {t('settlement.addInstalment')}
              </Button>
              <Typography variant="body2" color={errors.instalments ? 'error' : 'text.secondary'} role="status">
                {errors.instalments
                  ? msg(errors, 'instalments')
                  : t('settlement.instalmentsTotal', { total: formatPaise(instalmentTotal), amount: formatPaise(paiseOf(amount)) })}
              </Typography>
            </Stack>
          )}
          <TextField
            label={t('settlement.remarks')}
            value={remarks}
            onChange={(e) => setRemarks(e.target.value)}
            multiline
            minRows={2}
            error={!!errors.remarks}
            helperText={msg(errors, 'remarks')}
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'start' }}>
            {t('settlement.openButton')}
          </Button>
        </Stack>
      ) : (
        <SettlementCodeStep
          requestId={openedId}
          onVerified={() => {
            void refresh();
            navigate(`/settlement-requests/details/${openedId}`);
          }}
        />
      )}
    </Stack>
  );
};

export default OpenSettlementPage;
