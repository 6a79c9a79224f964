/**
 * Adding a business by GSTIN (issue 8 §4): the GSTIN is checked as the member types (format, state
 * code, check digit: the API's own rule), the GST look-up fills the registered details, and the name
 * the member enters is compared with the registered one (the spec's company-name normalisation) — a
 * mismatch is shown and must be confirmed, never silently accepted.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { addBusinessFormSchema, type AddBusinessForm as BusinessForm } from '@bakaya/api/contracts';
import { sameCompany } from '@bakaya/api/validation';
import { Alert, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../forms/FormTextField';
import { showServerErrors } from '../../forms/serverErrors';
import { showToast } from '../../feedback/toasts';
import { serverMessage } from '../../i18n/i18n';
import { addBusiness, BUSINESSES_KEY, lookUpGstin, type GstLookup } from '../../member/memberApi';
import { GstinReview } from './GstinReview';

const FIELDS = ['gstin', 'trade_name', 'address', 'pincode', 'name_mismatch_confirmed'] as const;

export const AddBusinessForm = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [found, setFound] = useState<GstLookup | null>(null);
  const [looking, setLooking] = useState(false);
  const { control, handleSubmit, setError, setValue, trigger, getValues, formState } = useForm<BusinessForm>({
    resolver: zodResolver(addBusinessFormSchema),
    mode: 'onChange',
    defaultValues: { gstin: '', trade_name: '', address: '', pincode: '', name_mismatch_confirmed: false },
  });
  // Watched, not read with getValues: ticking the confirmation must re-render the SAVE button (issue 21 §6a).
  const [gstin, tradeName, mismatchConfirmed] = useWatch({ control, name: ['gstin', 'trade_name', 'name_mismatch_confirmed'] });
  const sameGstin = found && found.gstin === gstin.trim().toUpperCase();
  const mismatch =
    !!sameGstin &&
    tradeName.trim().length >= 2 &&
    !sameCompany(tradeName, found.legal_name) &&
    !(found.trade_name && sameCompany(tradeName, found.trade_name));

  const lookUp = async () => {
    if (!(await trigger('gstin'))) return;
    setLooking(true);
    try {
      const details = await lookUpGstin(getValues('gstin'));
      setFound(details);
      if (!getValues('trade_name')) setValue('trade_name', details.trade_name ?? details.legal_name, { shouldValidate: true });
      if (details.address && !getValues('address')) setValue('address', details.address);
      if (details.pincode && !getValues('pincode')) setValue('pincode', details.pincode);
    } catch (err) {
      setFound(null);
      showServerErrors(err, setError, ['gstin']);
    } finally {
      setLooking(false);
    }
  };

  const submit = handleSubmit(async (form) => {
    try {
      const saved = await addBusiness({
        ...form,
        gstin: form.gstin.trim().toUpperCase(),
        name_mismatch_confirmed: mismatch && form.name_mismatch_confirmed,
      });
      showToast('success', t('businesses.saved'));
      await queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY });
      onDone();
      return saved;
    } catch (err) {
      showServerErrors(err, setError, FIELDS);
    }
  });

  const blocked = !!sameGstin && found.already_registered !== false;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('businesses.add')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          control={control}
          name="gstin"
          label={t('businesses.gstin')}
          helperText={t('businesses.gstinHelp')}
          slotProps={{ htmlInput: { maxLength: 15, style: { textTransform: 'uppercase' }, autoCapitalize: 'characters' } }}
        />
        <Button variant="outlined" onClick={lookUp} disabled={looking} sx={{ whiteSpace: 'nowrap', mt: { sm: 1 }, minWidth: 140 }}>
          {looking ? t('businesses.lookingUp') : t('businesses.lookUp')}
        </Button>
      </Stack>
      {sameGstin && (
        <Alert severity="info">
          {t('businesses.found', { legal: found.legal_name, status: found.registration_status, state: found.state.name })}
          <Typography variant="body2">
            {t('businesses.pan')}: {found.pan}
          </Typography>
        </Alert>
      )}
      {sameGstin && found.already_registered === 'yours' && <Alert severity="warning">{t('businesses.yours')}</Alert>}
      {sameGstin && found.already_registered === 'another_member' && <GstinReview gstin={found.gstin} />}
      {sameGstin && !blocked && (
        <>
          <FormTextField control={control} name="trade_name" label={t('businesses.tradeName')} />
          {mismatch && (
            <Alert severity="warning">
              <Stack spacing={1}>
                <span>{t('businesses.mismatch', { entered: tradeName.trim(), registered: found.legal_name })}</span>
                <Controller
                  name="name_mismatch_confirmed"
                  control={control}
                  render={({ field }) => (
                    <FormControlLabel
                      control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                      label={t('businesses.mismatchConfirm')}
                    />
                  )}
                />
              </Stack>
            </Alert>
          )}
          <FormTextField control={control} name="address" label={t('businesses.address')} multiline minRows={2} />
          <FormTextField
            control={control}
            name="pincode"
            label={t('businesses.pincode')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={formState.isSubmitting || (mismatch && !mismatchConfirmed)}
            sx={{ alignSelf: 'start' }}
          >
            {formState.isSubmitting ? t('businesses.saving') : t('businesses.save')}
          </Button>
        </>
      )}
      {formState.errors.root && <Alert severity="error">{serverMessage(formState.errors.root.message)}</Alert>}
    </Stack>
  );
};
