/**
 * /settlement/verify-bank/:gstn/:srIdbankId — the reporter names the account the settlement is paid
 * into (issue 10 §5): `gstn` is the reporting business's GSTIN, `srIdbankId` the settlement request id.
 * Account holder, account number twice and IFSC, checked with the shared rules, then by a penny drop
 * on the server; the result is shown, then back to the request.
 */
import '../cases/texts/caseFlowTexts';
import { bankVerifyInput } from '@bakaya/api/contracts';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageHeading } from '../../layout/PageHeading';
import { usePageMeta } from '../../seo/usePageMeta';
import { useRefreshSettlement, verifySettlementBank } from './settlementApi';
import { issuesByField, msg, serverFieldErrors, type FieldErrors } from './settlementForm';

const FIELDS = ['account_holder', 'account_number', 'confirm_account_number', 'ifsc'] as const;
type Field = (typeof FIELDS)[number];

const VerifyBankPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('settlement.bankTitle'), robots: 'noindex, nofollow' });
  const { gstn = '', srIdbankId = '' } = useParams();
  const requestId = srIdbankId.split('-')[0];
  const refresh = useRefreshSettlement();
  const [values, setValues] = useState<Record<Field, string>>({
    account_holder: '',
    account_number: '',
    confirm_account_number: '',
    ifsc: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState<{ holder: string; last4: string } | null>(null);

  const verify = async () => {
    const parsed = bankVerifyInput.safeParse(values);
    const found = parsed.success ? {} : issuesByField(parsed.error);
    if (parsed.success && parsed.data.account_number !== parsed.data.confirm_account_number)
      found.confirm_account_number = t('settlement.accountsDiffer');
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const done = await verifySettlementBank(gstn, srIdbankId, {
        account_holder: parsed.data.account_holder,
        account_number: parsed.data.account_number,
        confirm_account_number: parsed.data.confirm_account_number,
        ifsc: parsed.data.ifsc,
      });
      setVerified({
        holder: done.account_holder ?? parsed.data.account_holder,
        last4: done.account_number_last4 ?? parsed.data.account_number.slice(-4),
      });
      await refresh();
    } catch (err) {
      setErrors(serverFieldErrors(err, [...FIELDS]));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: name === 'ifsc' ? e.target.value.toUpperCase() : e.target.value }))}
      error={!!errors[name]}
      helperText={msg(errors, name)}
      slotProps={{ htmlInput: { autoComplete: 'off', ...extra } }}
      fullWidth
    />
  );

  return (
    <Stack spacing={3}>
      <PageHeading title={t('settlement.bankTitle')} intro={t('settlement.bankIntro')} />
      {verified ? (
        <Alert severity="success">{t('settlement.bankVerified', verified)}</Alert>
      ) : (
        <Stack spacing={2} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void verify())}>
          {field('account_holder', t('settlement.accountHolder'))}
          {field('account_number', t('settlement.accountNumber'), { inputMode: 'numeric' })}
          {field('confirm_account_number', t('settlement.confirmAccountNumber'), {
            inputMode: 'numeric',
            onPaste: (e: Event) => e.preventDefault(),
          })}
          {field('ifsc', t('settlement.ifsc'), { maxLength: 11, autoCapitalize: 'characters' })}
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'start' }}>
            {t('settlement.verifyBank')}
          </Button>
        </Stack>
      )}
      <Button component={Link} to={`/settlement-requests/details/${requestId}`} sx={{ alignSelf: 'start' }}>
        {t('settlement.backToDetails')}
      </Button>
    </Stack>
  );
};

export default VerifyBankPage;
