/** /business-dashboard: the member's businesses, the active one, and adding another by GSTIN. */
import { Alert, Button, Card, CardContent, Chip, Collapse, Skeleton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { showToast } from '../../feedback/toasts';
import { serverMessage } from '../../i18n/i18n';
import { activateBusiness, BUSINESSES_KEY, useActiveBusiness, useMyBusinesses, type Business } from '../../member/memberApi';
import { usePageMeta } from '../../seo/usePageMeta';
import { AddBusinessForm } from './AddBusinessForm';
import { ProveControl } from './ProveControl';
import './texts/businessControlTexts';

const BusinessCard = ({ business, active }: { business: Business; active: boolean }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [proving, setProving] = useState(false);
  const proven = !!business.control_proven_at;
  const activate = async () => {
    try {
      await activateBusiness(business.id);
      await queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY });
      showToast('success', t('businesses.activated', { name: business.trade_name }));
    } catch (err) {
      showToast('error', serverMessage((err as Error).message) ?? '');
    }
  };
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
          <div>
            <Typography variant="h6" component="h3">
              {business.trade_name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('businesses.gstin')}: {business.gstin}
              {business.legal_name ? ` · ${business.legal_name}` : ''}
            </Typography>
          </div>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button size="small" component={RouterLink} to={`/dashboard/agreement/${business.id}`}>
              {t('businesses.agreement')}
            </Button>
            {business.gst_verified_at && <Chip size="small" color="success" variant="outlined" label={t('businesses.verified')} />}
            {proven ? (
              <Chip size="small" color="success" label={t('businessControl.controlProven')} />
            ) : (
              business.gst_verified_at &&
              !proving && (
                <Button size="small" variant="outlined" color="secondary" onClick={() => setProving(true)}>
                  {t('businessControl.proveControl')}
                </Button>
              )
            )}
            {active ? (
              <Chip color="primary" label={t('businesses.activeNow')} />
            ) : (
              <Button size="small" variant="outlined" onClick={activate}>
                {t('businesses.makeActive')}
              </Button>
            )}
          </Stack>
        </Stack>
        {proving && !proven && <ProveControl business={business} onClose={() => setProving(false)} />}
      </CardContent>
    </Card>
  );
};

const BusinessesPage = () => {
  const { t } = useTranslation();
  const businesses = useMyBusinesses();
  const active = useActiveBusiness();
  const [adding, setAdding] = useState(false);
  usePageMeta({ title: t('businesses.title'), robots: 'noindex, nofollow' });
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('businesses.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
          {t('businesses.intro')}
        </Typography>
      </div>
      {businesses.isPending && <Skeleton height={80} />}
      {businesses.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
      {businesses.data?.length === 0 && <Typography color="text.secondary">{t('businesses.none')}</Typography>}
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {businesses.data?.map((b) => (
          <BusinessCard key={b.id} business={b} active={active.data?.business?.id === b.id} />
        ))}
      </Stack>
      {!adding && (
        <Button variant="contained" onClick={() => setAdding(true)} sx={{ alignSelf: 'start' }}>
          {t('businesses.add')}
        </Button>
      )}
      <Collapse in={adding} unmountOnExit>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('businesses.add')}
            </Typography>
            <AddBusinessForm
              onDone={() => {
                setAdding(false);
                // On a phone the form is long: after saving, show the list with the new business, not the footer.
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          </CardContent>
        </Card>
      </Collapse>
    </Stack>
  );
};

export default BusinessesPage;
