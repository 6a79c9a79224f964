/**
 * /cir-verify/:code — where a CIR PDF's QR code and link lead: anyone (signed in or not) sees whether
 * a report with that code was generated here and, if so, just enough to compare with the printed page
 * (GSTIN, name, score, band, date). GET /api/cir/verify/:code answers.
 */
import type { CirVerification } from '@bakaya/api/contracts';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { apiGet } from '../../api/http';
import { formatDate } from '../../format/format';
import '../../i18n/cirTexts';
import { PageHeading } from '../../layout/PageHeading';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';

const CirVerifyPage = () => {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  usePageMeta({ title: t('cir.verify.title'), robots: 'noindex, nofollow' });
  const query = useQuery({
    queryKey: ['cir-verify', code],
    queryFn: ({ signal }) => apiGet<CirVerification>(`cir/verify/${encodeURIComponent(code)}`, signal),
    retry: false,
  });
  return (
    <Stack spacing={2}>
      <PageHeading title={t('cir.verify.title')} intro={t('cir.verify.intro')} />
      <QueryState query={query}>
        {(v) =>
          v.genuine && v.report ? (
            <Card variant="outlined">
              <CardContent>
                <Alert severity="success" sx={{ mb: 2 }}>
                  {t('cir.verify.genuine')}
                </Alert>
                <Typography variant="h6" component="h2">
                  {v.report.subject_name} · {v.report.subject_gstin}
                </Typography>
                <Typography>
                  {v.report.score === null
                    ? t('cir.verify.noHistory')
                    : t('cir.verify.score', { score: v.report.score, band: v.report.band ?? '' })}
                </Typography>
                <Typography color="text.secondary">{t('cir.verify.generated', { date: formatDate(v.report.generated_at) })}</Typography>
              </CardContent>
            </Card>
          ) : (
            <Alert severity="error">{t('cir.verify.notGenuine')}</Alert>
          )
        }
      </QueryState>
    </Stack>
  );
};

export default CirVerifyPage;
