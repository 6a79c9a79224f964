/** /dashboard/agreement/{businessId}: the member agreement for one of the member's businesses, and its acceptance. */
import type { BusinessAgreementAnswer } from '@bakaya/api/contracts';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { apiGet, apiPost } from '../../api/http';
import { showToast } from '../../feedback/toasts';
import { formatDate } from '../../format/format';
import { serverMessage } from '../../i18n/i18n';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';

const AgreementPage = () => {
  const { t } = useTranslation();
  const { businessIdForAgreement: id } = useParams();
  const queryClient = useQueryClient();
  usePageMeta({ title: t('account.agreementTitle'), robots: 'noindex, nofollow' });
  const key = ['agreement', id];
  const agreement = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiGet<BusinessAgreementAnswer>(`businesses/${encodeURIComponent(id ?? '')}/agreement`, signal),
  });
  const accept = async (version: string) => {
    try {
      await apiPost(`businesses/${encodeURIComponent(id ?? '')}/agreement`, { version });
      showToast('success', t('account.acceptedNow'));
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (err) {
      showToast('error', serverMessage((err as Error).message) ?? '');
    }
  };
  return (
    <QueryState query={agreement}>
      {(a) => (
        <Stack spacing={2} sx={{ maxWidth: 860 }}>
          <Typography variant="h4" component="h1">
            {t('account.agreementTitle')}
          </Typography>
          <Typography color="text.secondary">
            {t('account.agreementFor', { name: a.business.trade_name, gstin: a.business.gstin, version: a.version })}
          </Typography>
          <Box
            tabIndex={0}
            sx={{ maxHeight: 420, overflowY: 'auto', p: 2, border: 1, borderColor: 'divider', borderRadius: 1, whiteSpace: 'pre-line' }}
          >
            {a.text}
          </Box>
          {a.accepted_at ? (
            <Alert severity="success">{t('account.acceptedOn', { date: formatDate(a.accepted_at) })}</Alert>
          ) : (
            <Button variant="contained" onClick={() => void accept(a.version)} sx={{ alignSelf: 'start' }}>
              {t('account.accept')}
            </Button>
          )}
        </Stack>
      )}
    </QueryState>
  );
};

export default AgreementPage;
