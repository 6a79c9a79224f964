/**
 * /settlement-requests/details/:settlementId — one settlement request for either side (issue 10 §5):
 * parties, amount, schedule, status, the steps done (code, Aadhaar, bank, both signatures) with the
 * caller's next step as a button, the Aadhaar form, the letter, and the payments with their proofs.
 * What a side may do is decided by the server; the page only offers the step that side can take.
 */
import '../cases/texts/caseFlowTexts';
import { aadhaarVerifyInput, settlementNextStep, settlementStepFacts } from '@bakaya/api/contracts';
import { toPaise, formatPaise } from '@bakaya/api/validation';
import { Button, Checkbox, Chip, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { downloadFile } from '../../api/download';
import { showToast } from '../../feedback/toasts';
import { formatDate, formatInr } from '../../format/format';
import { serverMessage } from '../../i18n/i18n';
import { PageHeading } from '../../layout/PageHeading';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';
import {
  LETTER_DOCTYPE,
  useRefreshSettlement,
  useSettlementDetails,
  verifySettlementAadhaar,
  verifySettlementAadhaarOtp,
  type SettlementDetails,
} from './settlementApi';
import { SettlementCodeStep } from './SettlementCodeStep';
import { issuesByField, msg, serverFieldErrors, type FieldErrors } from './settlementForm';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { nextStepSentence } from './nextStepText';
import { Line, Section } from '../../layout/DetailSection';
import { Fingerprint } from '../../layout/Fingerprint';

const CLOSED = ['rejected', 'settled'];

/** Each instalment with whether the payments recorded so far cover it (in order: the earliest first). */
function instalmentsPaid(instalments: SettlementDetails['instalments'], paidAmount: string) {
  const paid = toPaise(paidAmount);
  let due = 0;
  return instalments.map((i) => {
    due += toPaise(i.amount);
    return { i, paid: due <= paid };
  });
}

export const download = async (path: string, name: string) => {
  const outcome = await downloadFile(path, name);
  if (outcome.kind !== 'success') showToast(outcome.kind === 'empty' ? 'info' : 'error', serverMessage(outcome.message) ?? outcome.message);
};

function AadhaarForm({ requestId, onDone }: { requestId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [aadhaar, setAadhaar] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // With an OTP e-KYC provider the first answer is "code sent": the form then asks for UIDAI's code.
  const [otpToken, setOtpToken] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const submitOtp = async () => {
    if (!/^\d{6}$/.test(otp)) return setErrors({ otp: t('settlement.aadhaarOtpNeeded') });
    setErrors({});
    setBusy(true);
    try {
      await verifySettlementAadhaarOtp(requestId, otpToken!, otp);
      onDone();
    } catch (err) {
      setErrors(serverFieldErrors(err, ['otp']));
    } finally {
      setBusy(false);
    }
  };
  const verify = async () => {
    const parsed = aadhaarVerifyInput.safeParse({ settlement_request_id: requestId, aadhaar, consent });
    if (!parsed.success) {
      const found = issuesByField(parsed.error);
      if (found.consent) found.consent = t('settlement.aadhaarConsentNeeded');
      return setErrors(found);
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await verifySettlementAadhaar(requestId, parsed.data.aadhaar);
      if (answer.otp_sent && answer.otp_token) setOtpToken(answer.otp_token);
      else onDone();
    } catch (err) {
      setErrors(serverFieldErrors(err, ['aadhaar', 'consent']));
    } finally {
      setBusy(false);
    }
  };
  if (otpToken)
    return (
      <Section title={t('settlement.aadhaarTitle')}>
        <Stack spacing={1.5}>
          <Typography variant="body2">{t('settlement.aadhaarOtpSent')}</Typography>
          <TextField
            label={t('settlement.aadhaarOtpLabel')}
            value={otp}
            onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
            error={!!errors.otp}
            helperText={msg(errors, 'otp')}
            fullWidth
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={submitOtp} disabled={busy}>
              {t('settlement.aadhaarVerify')}
            </Button>
            <Button
              onClick={() => {
                setOtpToken(null);
                setOtp('');
                setErrors({});
              }}
              disabled={busy}
            >
              {t('settlement.aadhaarOtpAgain')}
            </Button>
          </Stack>
        </Stack>
      </Section>
    );
  return (
    <Section title={t('settlement.aadhaarTitle')}>
      <Stack spacing={1.5}>
        <TextField
          label={t('settlement.aadhaarLabel')}
          value={aadhaar}
          onChange={(e) => setAadhaar(e.target.value.replace(/[^\d\s-]/g, '').slice(0, 14))}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          error={!!errors.aadhaar}
          helperText={msg(errors, 'aadhaar')}
          fullWidth
        />
        <FormControlLabel
          control={<Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} />}
          label={<Typography variant="body2">{t('settlement.aadhaarConsent')}</Typography>}
        />
        {errors.consent && (
          <Typography variant="body2" color="error">
            {msg(errors, 'consent')}
          </Typography>
        )}
        <Button variant="contained" onClick={verify} disabled={busy} sx={{ alignSelf: 'start' }}>
          {t('settlement.aadhaarVerify')}
        </Button>
      </Stack>
    </Section>
  );
}

/** The steps in order, each done or not, for the page's checklist and the caller's next step. */
function stepsOf(d: SettlementDetails) {
  const signed = (side: 'reporter' | 'defaulter') => d.signatures.find((s) => s.side === side && s.doctype === LETTER_DOCTYPE);
  return {
    code: !!d.request.otp_verified_at,
    aadhaar: !!d.request.aadhaar_verified_at,
    bank: !!d.bank_account?.verified_at,
    reporterSigned: signed('reporter'),
    defaulterSigned: signed('defaulter'),
  };
}

function Details({ d, refresh }: { d: SettlementDetails; refresh: () => void }) {
  const { t } = useTranslation();
  const [paying, setPaying] = useState(false);
  const r = d.request;
  const steps = stepsOf(d);
  const closed = CLOSED.includes(r.status);
  const left = Math.max(0, toPaise(r.amount) - toPaise(r.paid_amount));

  // Whose step is next comes from the rule the API's dashboard uses too (contracts/settlementSteps.ts).
  const step = settlementNextStep(settlementStepFacts(d), d.viewer);
  let next: ReactNode = null;
  if (step.mine && !closed) {
    if (step.step === 'code') next = <SettlementCodeStep requestId={r.id} onVerified={refresh} />;
    else if (step.step === 'aadhaar') next = <AadhaarForm requestId={r.id} onDone={refresh} />;
    else if (step.step === 'bank' && d.case.reporter_gstin)
      next = (
        <Button component={Link} variant="contained" to={`/settlement/verify-bank/${d.case.reporter_gstin}/${r.id}`}>
          {t('settlement.next.bank')}
        </Button>
      );
    else if (step.step === 'sign')
      next = (
        <Button component={Link} variant="contained" to={`/settlement/sign-letter/${d.case.id}/${LETTER_DOCTYPE}`}>
          {t('settlement.next.sign')}
        </Button>
      );
    else if (step.step === 'pay')
      next = (
        <Button variant="contained" onClick={() => setPaying(true)}>
          {t('settlement.next.pay')}
        </Button>
      );
  }
  const nextLine = (
    <Typography color={step.mine ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: step.mine ? 600 : 400 }}>
      {nextStepSentence(t, step)}
    </Typography>
  );

  const stepLine = (label: string, done: boolean, extra?: ReactNode) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip size="small" color={done ? 'success' : 'default'} label={done ? t('settlement.stepDone') : t('settlement.stepPending')} />
      <Typography variant="body2">{label}</Typography>
      {extra}
    </Stack>
  );
  const signatureLine = (label: string, s: ReturnType<typeof stepsOf>['reporterSigned']) =>
    stepLine(
      label,
      !!s?.valid,
      s && (
        <Typography variant="body2" color={s.valid ? 'text.secondary' : 'error'}>
          {s.valid ? formatDate(s.signed_at) : t('settlement.signatureStale')}
        </Typography>
      ),
    );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label={t(`settlement.status.${r.status}`)} color={r.status === 'settled' ? 'success' : 'default'} />
        <Typography variant="body2" color="text.secondary">
          {t('settlement.openedOn')} {formatDate(r.created_at)}
        </Typography>
      </Stack>
      {nextLine}
      {next}
      <Section title={t('settlement.parties')}>
        <Stack spacing={0.5}>
          {d.case.reporter_name && <Line label={t('settlement.reporterLabel')} value={d.case.reporter_name} />}
          <Line label={t('settlement.defaulterLabel')} value={`${d.case.defaulter_name} · ${d.case.defaulter_gstin}`} />
          <Line label={t('settlement.viewerLabel')} value={t(`settlement.viewer.${d.viewer}`)} />
          <Line
            label={t('settlement.caseRef', { id: d.case.id })}
            value={
              d.viewer === 'reporter' ? (
                <Link to={`/defaulter-detail/${d.case.id}`}>{formatInr(d.case.due_amount)}</Link>
              ) : (
                formatInr(d.case.due_amount)
              )
            }
          />
        </Stack>
      </Section>
      <Section title={t('settlement.scheduleTitle')}>
        <Stack spacing={0.5}>
          <Line label={t('settlement.amount')} value={`${formatInr(r.amount)} (${t(`settlement.schedule.${r.schedule}`)})`} />
          <Line label={t('settlement.paid')} value={formatInr(r.paid_amount)} />
          <Line label={t('settlement.stillToPay')} value={formatPaise(left)} />
          {instalmentsPaid(d.instalments, r.paid_amount).map(({ i, paid }) => (
            <Line
              key={i.seq}
              label={`${i.seq}. ${formatDate(i.due_on)}`}
              value={
                <>
                  {formatInr(i.amount)}{' '}
                  {paid && <Chip size="small" color="success" variant="outlined" label={t('settlement.instalmentPaid')} />}
                </>
              }
            />
          ))}
        </Stack>
      </Section>
      <Section title={t('settlement.steps')}>
        <Stack spacing={1}>
          {stepLine(t('settlement.step.code'), steps.code)}
          {stepLine(
            t('settlement.step.aadhaar'),
            steps.aadhaar,
            r.aadhaar_last4 && <Typography variant="body2">XXXX {r.aadhaar_last4}</Typography>,
          )}
          {stepLine(
            t('settlement.step.bank'),
            steps.bank,
            d.bank_account && (
              <Typography variant="body2" color="text.secondary">
                {t('settlement.accountEnding', {
                  holder: d.bank_account.account_holder,
                  last4: d.bank_account.account_number_last4,
                  ifsc: d.bank_account.ifsc,
                })}
              </Typography>
            ),
          )}
          {signatureLine(t('settlement.step.reporterSigned'), steps.reporterSigned)}
          {signatureLine(t('settlement.step.defaulterSigned'), steps.defaulterSigned)}
        </Stack>
      </Section>
      <Section title={t('settlement.letterTitle')}>
        <Stack spacing={1}>
          <Button
            variant="outlined"
            onClick={() => void download(`settlement/letter/${r.id}.pdf`, `settlement-letter-${r.id}.pdf`)}
            sx={{ alignSelf: 'start' }}
          >
            {t('settlement.downloadLetter')}
          </Button>
          <Fingerprint label={t('settlement.sha256')} hash={d.letter_sha256} />
        </Stack>
      </Section>
      <Section title={t('settlement.payments')}>
        {d.payments.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('settlement.noPayments')}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {d.payments.map((p) => (
              <Stack component="li" key={p.id} spacing={0.5} sx={{ listStyle: 'none' }}>
                <Line label={p.paid_at ? formatDate(p.paid_at) : formatDate(p.created_at)} value={formatInr(p.amount)} />
                <Typography variant="body2" color="text.secondary">
                  {t(`settlement.methods.${p.method}`, { defaultValue: p.method })} · {p.utr ?? ''}
                </Typography>
                {p.proof_name && (
                  <Button
                    size="small"
                    sx={{ alignSelf: 'start' }}
                    onClick={() => void download(`settlement-requests/${r.id}/payments/${p.id}/proof`, p.proof_name ?? 'proof')}
                  >
                    {t('settlement.downloadProof')}
                  </Button>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
      <RecordPaymentDialog
        requestId={r.id}
        open={paying}
        onClose={() => setPaying(false)}
        onSaved={() => {
          setPaying(false);
          refresh();
        }}
      />
    </Stack>
  );
}

const SettlementDetailsPage = () => {
  const { t } = useTranslation();
  const id = useParams().settlementId;
  usePageMeta({ title: t('settlement.detailsTitle', { id }), robots: 'noindex, nofollow' });
  const details = useSettlementDetails(id);
  const refresh = useRefreshSettlement();
  return (
    <Stack spacing={3}>
      <PageHeading title={t('settlement.detailsTitle', { id })} />
      <QueryState query={details}>{(d) => <Details d={d} refresh={() => void refresh()} />}</QueryState>
    </Stack>
  );
};

export default SettlementDetailsPage;
