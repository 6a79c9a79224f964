/** 24 months of the record (@mui/x-charts): money newly due and settled each month, and new cases reported. */
import { monthAxisText, trendSeries, type CirReportSnapshot } from '@bakaya/api/contracts';
import { Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatInr } from '../../format/format';
import { Section } from '../../layout/DetailSection';

const compactInr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1 });

export const CirTrendChart = ({ trends }: { trends: CirReportSnapshot['trends'] }) => {
  const { t } = useTranslation();
  const s = trendSeries(trends);
  const monthAxis = {
    scaleType: 'band' as const,
    data: s.months,
    valueFormatter: (month: string, ctx: { location: string }) => monthAxisText(month, ctx.location),
    tickLabelStyle: { fontSize: 11 },
  };
  return (
    <Section title={t('cir.trends.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('cir.trends.intro')}
      </Typography>
      {s.empty ? (
        <Typography sx={{ mt: 1 }}>{t('cir.trends.none')}</Typography>
      ) : (
        <Stack>
          <BarChart
            height={260}
            xAxis={[monthAxis]}
            yAxis={[{ valueFormatter: (v: number) => compactInr.format(v), width: 60, tickLabelStyle: { fontSize: 11 } }]}
            series={[
              { id: 'due', label: t('cir.trends.newDue'), data: s.newDue, color: '#E53935', valueFormatter: (v) => formatInr(v ?? 0) },
              {
                id: 'settled',
                label: t('cir.trends.settled'),
                data: s.settled,
                color: '#43A047',
                valueFormatter: (v) => formatInr(v ?? 0),
              },
            ]}
            margin={{ left: 4, right: 8 }}
            slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
          />
          <BarChart
            height={150}
            xAxis={[monthAxis]}
            yAxis={[{ tickMinStep: 1, width: 60, tickLabelStyle: { fontSize: 11 } }]}
            series={[{ id: 'cases', label: t('cir.trends.newCases'), data: s.newCases, color: '#FB8C00' }]}
            margin={{ left: 4, right: 8 }}
            slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
          />
        </Stack>
      )}
    </Section>
  );
};
