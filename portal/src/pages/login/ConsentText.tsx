/** The terms a new member accepts (GET data/consent-text): shown in a scrollable box with its version. */
import { Box, Typography } from '@mui/material';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../api/http';

export interface Consent {
  version: string;
  text: string;
}

export const useConsentText = () =>
  useQuery({
    queryKey: ['consent-text'],
    queryFn: ({ signal }) => apiGet<{ status: true; data: Consent }>('data/consent-text', signal).then((r) => r.data),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const ConsentText = ({ consent }: { consent: UseQueryResult<Consent> }) => {
  const { t } = useTranslation();
  if (!consent.data) return null;
  return (
    <Box
      sx={{ maxHeight: 160, overflowY: 'auto', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.50' }}
      tabIndex={0}
    >
      <Typography variant="caption" component="p" color="text.secondary">
        {t('register.consentVersion', { version: consent.data.version })}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {consent.data.text}
      </Typography>
    </Box>
  );
};
