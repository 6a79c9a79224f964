/**
 * /cir-report: find a business by GSTIN, PAN or name, generate its credit information report from
 * one of the member's businesses, and the member's earlier reports. ?q= starts with that search
 * (a report's "Generate a new report" sends its GSTIN).
 */
import type { CirSearchHit } from '@bakaya/api/contracts';
import { Grid, Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import './texts/cirTexts';
import { PageHeading } from '../../layout/PageHeading';
import { usePageMeta } from '../../seo/usePageMeta';
import { CirGenerateForm } from './CirGenerateForm';
import { CirSearch } from './CirSearch';
import { MyCirReports } from './MyCirReports';

const CirReportPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('cir.reportTitle'), robots: 'noindex, nofollow' });
  const [params] = useSearchParams();
  const [subject, setSubject] = useState<CirSearchHit | null>(null);
  const choose = useCallback((hit: CirSearchHit) => setSubject(hit), []);
  return (
    <Stack spacing={3}>
      <PageHeading title={t('cir.reportTitle')} intro={t('cir.reportIntro')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <CirSearch initialQuery={params.get('q') ?? ''} chosenGstin={subject?.gstin ?? null} onChoose={choose} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <CirGenerateForm subject={subject} />
        </Grid>
      </Grid>
      <MyCirReports />
    </Stack>
  );
};

export default CirReportPage;
