/**
 * /cir-verify/:code — where a CIR PDF's QR code and link lead: anyone (signed in or not) sees whether
 * a report with that code was generated here and, if so, what to compare with the printed page: GSTIN,
 * name, score, band, date, the key figures of its summary (cases, cases by status, amounts) and its
 * fingerprint (SHA-256 of the stored report, printed on the PDF). Only figures the PDF itself shows.
 * GET /api/cir/verify/:code answers.
 */
import { casesByStatusRows, CIR_VERIFICATION_CODE_PATTERN, groupedHash, type CirVerification } from '@bakaya/api/contracts';
import { Alert, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { apiGet } from '../../api/http';
import { formatDate, formatInr } from '../../format/format';
import '../cases/texts/caseFlowTexts';
import './texts/cirTexts';
import { Line } from '../../layout/DetailSection';
import { PageHeading } from '../../layout/PageHeading';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';

type VerifiedReport = NonNullable<CirVerification['report']>;

const VerifiedFigures = ({ report }: { report: VerifiedReport }) => {
  const { t } = useTranslation();
  const f = report.figures;
  const byStatus = casesByStatusRows(f.cases_by_status)
    .map((s) => `${t(`cases.statuses.${s.status}`, { defaultValue: s.status })}: ${s.count}`)
    .join(' · ');
  return (
    <Stack spacing={0.75}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('cir.verify.figures')}
      </Typography>
      <Line label={t('cir.verify.cases')} value={String(f.cases)} />
      {byStatus && <Line label={t('cir.summary.byStatus')} value={byStatus} />}
      <Line label={t('cir.summary.outstanding')} value={formatInr(f.outstanding)} />
      <Line label={t('cir.summary.settled')} value={formatInr(f.settled)} />
      <Line label={t('cir.summary.writtenOff')} value={formatInr(f.written_off)} />
      <Line label={t('cir.summary.openDisputes')} value={String(f.open_disputes)} />
      <Line label={t('cir.summary.reporters')} value={String(f.distinct_reporters)} />
      <Divider sx={{ pt: 1 }} />
      <Typography variant="body2" color="text.secondary">
        {t('cir.verify.fingerprint')}
      </Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid="cir-fingerprint">
        {groupedHash(report.content_hash)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('cir.verify.fingerprintHelp')}
      </Typography>
    </Stack>
  );
};

const CirVerifyPage = () => {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  usePageMeta({ title: t('cir.verify.title'), robots: 'noindex, nofollow' });
  // A code of the wrong shape is no report of ours: said as such, not as a failed load (issue 21).
  const wellFormed = CIR_VERIFICATION_CODE_PATTERN.test(code.trim().toUpperCase());
  const query = useQuery({
    queryKey: ['cir-verify', code],
    queryFn: ({ signal }) => apiGet<CirVerification>(`cir/verify/${encodeURIComponent(code)}`, signal),
    retry: false,
    enabled: wellFormed,
  });
  return (
    <Stack spacing={2}>
      <PageHeading title={t('cir.verify.title')} intro={t('cir.verify.intro')} />
      {!wellFormed && <Alert severity="error">{t('cir.verify.notGenuine')}</Alert>}
      {wellFormed && (
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
                  <Typography color="text.secondary" sx={{ mb: 2 }}>
                    {t('cir.verify.generated', { date: formatDate(v.report.generated_at) })}
                  </Typography>
                  <VerifiedFigures report={v.report} />
                </CardContent>
              </Card>
            ) : (
              <Alert severity="error">{t('cir.verify.notGenuine')}</Alert>
            )
          }
        </QueryState>
      )}
    </Stack>
  );
};

export default CirVerifyPage;
