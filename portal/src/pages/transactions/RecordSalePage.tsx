/**
 * /business-transaction: a supplier records a credit sale (issue 10 §6). The form runs the API's own
 * rule (businessTransactionInput); the amount is computed live from unit value × quantity × (1 + tax %)
 * by the same function the server checks with, and the server's field errors show under the fields.
 */
import '../cases/texts/caseFlowTexts';
import { zodResolver } from '@hookform/resolvers/zod';
import { businessTransactionInput, type BusinessTransactionInput } from '@bakaya/api/contracts';
import { fromPaise } from '@bakaya/api/validation';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { showToast } from '../../feedback/toasts';
import { FormTextField } from '../../forms/FormTextField';
import { showServerErrors } from '../../forms/serverErrors';
import { formatInr } from '../../format/format';
import { serverMessage } from '../../i18n/i18n';
import { PageHeading } from '../../layout/PageHeading';
import { useMyBusinesses } from '../../member/memberApi';
import { usePageMeta } from '../../seo/usePageMeta';
import { expectedAmount } from './saleAmount';
import { recordSale, TXN_KEY, uploadDocument } from './transactionsApi';

const FIELDS = [
  'supplier_business_id',
  'buyer_gstin',
  'voucher_number',
  'unit',
  'unit_value',
  'tax_percentage',
  'quantity',
  'amount',
  'advance_paid',
  'invoice_date',
  'due_date',
] as const;

const RecordSalePage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('transactions.recordTitle'), robots: 'noindex, nofollow' });
  const businesses = useMyBusinesses();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<{ invoice?: File; bilty?: File }>({});
  const { control, handleSubmit, setError, setValue, formState } = useForm<BusinessTransactionInput>({
    resolver: zodResolver(businessTransactionInput),
    mode: 'onBlur',
    defaultValues: {
      supplier_business_id: '' as unknown as number,
      buyer_gstin: '',
      voucher_number: '',
      unit: '',
      unit_value: '',
      tax_percentage: '18',
      quantity: '',
      amount: '',
      advance_paid: '0',
      invoice_date: '',
      due_date: '',
    },
  });
  const [unitValue, quantity, tax] = useWatch({ control, name: ['unit_value', 'quantity', 'tax_percentage'] });
  const computed = expectedAmount(String(unitValue ?? ''), String(quantity ?? ''), String(tax ?? ''));
  // The amount follows unit value × quantity × (1 + tax %) as they are typed (the server checks the same sum).
  useEffect(() => {
    if (computed !== null) setValue('amount', fromPaise(computed), { shouldValidate: formState.isSubmitted });
  }, [computed, setValue, formState.isSubmitted]);

  const submit = handleSubmit(async (form) => {
    try {
      const saved = await recordSale(form);
      for (const [docType, file] of Object.entries(files)) {
        if (!file) continue;
        try {
          await uploadDocument(saved.id, docType, file);
        } catch (err) {
          showToast('error', t('transactions.uploadFailed', { message: serverMessage((err as Error).message) }));
        }
      }
      showToast('success', t('transactions.recorded'));
      await queryClient.invalidateQueries({ queryKey: TXN_KEY });
      navigate('/view-business-transaction');
    } catch (err) {
      showServerErrors(err, setError, FIELDS);
    }
  });

  const own = businesses.data ?? [];
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <PageHeading title={t('transactions.recordTitle')} intro={t('transactions.recordIntro')} />
      {businesses.isSuccess && own.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/business-dashboard">
              {t('transactions.addBusiness')}
            </Button>
          }
        >
          {t('transactions.noBusiness')}
        </Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('transactions.recordTitle')}>
          <Controller
            name="supplier_business_id"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('transactions.supplier')}
                {...field}
                value={field.value ?? ''}
                error={!!fieldState.error}
                helperText={serverMessage(fieldState.error?.message)}
                fullWidth
              >
                {own.map((b) => (
                  <MenuItem key={b.id} value={b.id}>
                    {b.trade_name} ({b.gstin})
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FormTextField
            control={control}
            name="buyer_gstin"
            label={t('transactions.buyerGstin')}
            slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
          />
          <FormTextField control={control} name="voucher_number" label={t('transactions.voucher')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={control} name="unit" label={t('transactions.unit')} />
            <FormTextField control={control} name="unit_value" label={t('transactions.unitValue')} inputMode="decimal" />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={control} name="quantity" label={t('transactions.quantity')} inputMode="decimal" />
            <FormTextField control={control} name="tax_percentage" label={t('transactions.taxPercent')} inputMode="decimal" />
          </Stack>
          <FormTextField
            control={control}
            name="amount"
            label={t('transactions.amount')}
            inputMode="decimal"
            helperText={computed !== null ? t('transactions.amountComputed', { amount: formatInr(fromPaise(computed)) }) : undefined}
          />
          <FormTextField control={control} name="advance_paid" label={t('transactions.advance')} inputMode="decimal" />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="invoice_date"
              type="date"
              label={t('transactions.invoiceDate')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              control={control}
              name="due_date"
              type="date"
              label={t('transactions.dueDate')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <Typography variant="subtitle1">{t('transactions.documents')}</Typography>
          {(['invoice', 'bilty'] as const).map((kind) => (
            <Button key={kind} variant="outlined" component="label" sx={{ alignSelf: 'start' }}>
              {t(kind === 'invoice' ? 'transactions.invoiceFile' : 'transactions.biltyFile')}
              {files[kind] ? `: ${files[kind]!.name}` : ''}
              <input
                hidden
                type="file"
                accept="application/pdf,image/jpeg,image/png"
                onChange={(e) => setFiles((f) => ({ ...f, [kind]: e.target.files?.[0] }))}
              />
            </Button>
          ))}
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ alignSelf: 'start' }}>
            {t('transactions.record')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
};

export default RecordSalePage;
