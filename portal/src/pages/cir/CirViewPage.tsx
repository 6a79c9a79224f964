/**
 * /cir-view?id=: a generated credit report as it was on its date (a snapshot, with "generate a new
 * one" for today's picture): identity, the score on a gauge with its reasons, summary, cases with
 * disputes, settlements, 24-month trends, who checked, and the PDF in English or Hindi.
 */
import { regenerateLink, reportIdFromSearch, type CirReportView } from '@bakaya/api/contracts';
import { Alert, Button, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { showToast } from '../../feedback/toasts';
import { formatDate, formatInr } from '../../format/format';
import { serverMessage } from '../../i18n/i18n';
import './texts/cirTexts';
import { LinkAlert } from '../../layout/LinkAlert';
import { PageHeading } from '../../layout/PageHeading';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';
import { downloadCirPdf, useCirReport } from './cirApi';
import { CirCases } from './CirCases';
import { CirIdentityCard, CirSummaryCard } from './CirFacts';
import { CirEnquiries, CirSettlements } from './CirHistory';
import { CirScoreCard } from './CirScoreCard';
import { CirTrendChart } from './CirTrendChart';

const PdfButtons = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'en' | 'hi' | null>(null);
  const download = async (lang: 'en' | 'hi') => {
    setBusy(lang);
    const outcome = await downloadCirPdf(id, lang);
    setBusy(null);
    if (outcome.kind === 'success') showToast('success', t('cir.download.done'));
    else showToast(outcome.kind === 'empty' ? 'info' : 'error', serverMessage(outcome.message) ?? outcome.message);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
      <Button variant="contained" onClick={() => void download('en')} disabled={busy !== null}>
        {t('cir.view.downloadEn')}
      </Button>
      <Button variant="outlined" onClick={() => void download('hi')} disabled={busy !== null} lang="hi">
        {t('cir.view.downloadHi')}
      </Button>
    </Stack>
  );
};

export const CirReportBody = ({ report }: { report: CirReportView }) => {
  const { t } = useTranslation();
  const s = report.snapshot;
  const charged = Number(report.charged) > 0 ? t('cir.view.charged', { amount: formatInr(report.charged) }) : t('cir.view.chargedFree');
  return (
    <Stack spacing={2}>
      <PageHeading
        title={s.subject.trade_name ?? s.subject.name}
        intro={[s.subject.gstin, s.subject.state_name].filter(Boolean).join(' · ')}
      />
      <Alert severity="info" sx={{ '& .MuiAlert-message': { flexGrow: 1 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <span>{t('cir.view.snapshot', { date: formatDate(s.generated_at) })}</span>
          <Button
            component={RouterLink}
            to={regenerateLink(s.subject.gstin)}
            color="inherit"
            size="small"
            variant="outlined"
            sx={{ whiteSpace: 'nowrap', alignSelf: { xs: 'start', sm: 'center' }, flexShrink: 0 }}
          >
            {t('cir.view.regenerate')}
          </Button>
        </Stack>
      </Alert>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('cir.view.reportRef', { id: report.id, code: s.verification_code })} ·{' '}
          {t('cir.view.purpose', { purpose: t(`cir.purposes.${report.purpose}`) })} · {charged}
          {report.invoice_number ? ` (${t('cir.view.invoice', { number: report.invoice_number })})` : ''}
        </Typography>
        <PdfButtons id={report.id} />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <CirScoreCard score={s.score} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <CirIdentityCard subject={s.subject} />
        </Grid>
      </Grid>
      <CirSummaryCard summary={s.summary} />
      <CirCases cases={s.cases} gstins={s.subject.gstins} />
      <CirTrendChart trends={s.trends} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <CirSettlements settlements={s.settlements} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <CirEnquiries enquiries={s.enquiries} />
        </Grid>
      </Grid>
    </Stack>
  );
};

const CirViewPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('cir.view.title'), robots: 'noindex, nofollow' });
  const id = reportIdFromSearch(useLocation().search);
  const query = useCirReport(id);
  if (id === null)
    return (
      <Stack spacing={2}>
        <PageHeading title={t('cir.view.title')} />
        <LinkAlert severity="warning" to="/cir-report" label={t('cir.view.toReports')}>
          {t('cir.view.missingId')}
        </LinkAlert>
      </Stack>
    );
  return <QueryState query={query}>{(report) => <CirReportBody report={report} />}</QueryState>;
};

export default CirViewPage;
