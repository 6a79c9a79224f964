/**
 * /new/supplier/consent/agreement/{customerId?}: the consent text and "I agree" for each supplier that
 * recorded sales to my businesses or asked (customerId: that supplier business only); withdraw too.
 */
import '../cases/texts/caseFlowTexts';
import { Alert, Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { showToast } from '../../feedback/toasts';
import { formatDate } from '../../format/format';
import { serverMessage } from '../../i18n/i18n';
import { PageHeading } from '../../layout/PageHeading';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';
import { giveConsent, revokeConsent, TXN_KEY, useConsents } from './transactionsApi';

const ConsentPage = () => {
  const { t } = useTranslation();
  const { customerId } = useParams();
  usePageMeta({ title: t('transactions.consentTitle'), robots: 'noindex, nofollow' });
  const consents = useConsents(customerId && /^\d+$/.test(customerId) ? customerId : undefined);
  const queryClient = useQueryClient();
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      showToast('success', done);
      await queryClient.invalidateQueries({ queryKey: TXN_KEY });
    } catch (err) {
      showToast('error', serverMessage((err as Error).message) ?? '');
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <PageHeading title={t('transactions.consentTitle')} intro={t('transactions.consentIntro')} />
      <QueryState query={consents}>
        {({ text, consents: pairs }) => (
          <>
            <Box tabIndex={0} sx={{ maxHeight: 320, overflowY: 'auto', p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              {text.text}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('transactions.consentVersion', { version: text.version })}
            </Typography>
            {pairs.length === 0 && <Typography>{t('transactions.noConsents')}</Typography>}
            {pairs.map((p) => (
              <Card key={`${p.supplier.id}-${p.buyer.id}`} variant="outlined">
                <CardContent>
                  <Typography>
                    {t('transactions.consentFor', { supplier: p.supplier.name, gstin: p.supplier.gstin, buyer: p.buyer.name })}
                  </Typography>
                  {p.state === 'consented' && p.consented_at && (
                    <Alert severity="success" sx={{ mt: 1 }}>
                      {t('transactions.consentedOn', { date: formatDate(p.consented_at) })}
                    </Alert>
                  )}
                </CardContent>
                <CardActions>
                  {p.state === 'consented' ? (
                    <Button onClick={() => void run(() => revokeConsent(p.supplier.id, p.buyer.id), t('transactions.revoked'))}>
                      {t('transactions.revoke')}
                    </Button>
                  ) : (
                    <Button
                      variant="contained"
                      onClick={() => void run(() => giveConsent(p.supplier.id, p.buyer.id, text.version), t('transactions.agreed'))}
                    >
                      {t('transactions.agree')}
                    </Button>
                  )}
                </CardActions>
              </Card>
            ))}
          </>
        )}
      </QueryState>
    </Stack>
  );
};

export default ConsentPage;
