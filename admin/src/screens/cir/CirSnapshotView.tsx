/**
 * A CIR snapshot for staff (English): the score on a gauge in its band's colour with the reasons, the
 * business's identity and summary figures, then the cases, settlements, trends and enquiries
 * (CirSnapshotTables). The view-model is the portal's own (@bakaya/api/contracts cirView).
 */
import { casesByStatusRows, CIR_GAUGE_ARC, gaugeView, registrationAge, type CirReportView } from '@bakaya/api/contracts';
import { Box, Grid, Typography } from '@mui/material';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '../../format/display';
import { CirCasesTable, CirEnquiriesCard, CirSettlementsCard, CirTrendsCard } from './CirSnapshotTables';
import { SectionCard } from './SectionCard';

const Row = ({ label, value }: { label: string; value: ReactNode }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ textAlign: 'right', overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
  </Box>
);

const ScoreCard = ({ report }: { report: CirReportView }) => {
  const g = gaugeView(report.snapshot.score);
  if (g.kind === 'no_history')
    return (
      <SectionCard title="Score">
        <Typography>No history yet: no listed default, no settled default and no recorded purchase, so nothing to score.</Typography>
      </SectionCard>
    );
  return (
    <SectionCard title="Score">
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ width: 200, textAlign: 'center' }}>
          <Gauge
            value={g.value}
            valueMin={g.min}
            valueMax={g.max}
            {...CIR_GAUGE_ARC}
            height={150}
            aria-label={`Credit score ${g.value} out of 900, band ${g.band.name ?? 'unknown'}`}
            sx={{
              [`& .${gaugeClasses.valueArc}`]: { fill: g.band.colour },
              [`& .${gaugeClasses.valueText}`]: { fontSize: 34, fontWeight: 700 },
            }}
          />
          <Typography variant="body2" sx={{ color: g.band.colour, fontWeight: 600 }}>
            {g.band.name ?? '—'} ({g.value} / 900)
          </Typography>
        </Box>
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            What lowered the score
          </Typography>
          {g.reasons.length === 0 && <Typography variant="body2">Nothing lowered it.</Typography>}
          <Box component="ol" sx={{ pl: 2.5, my: 0.5 }}>
            {g.reasons.map((r) => (
              <li key={r.code}>
                <Typography variant="body2">
                  {r.en}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    (−{r.points_lost} points, {r.code})
                  </Typography>
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      </Box>
    </SectionCard>
  );
};

export const CirSnapshotView = ({ report }: { report: CirReportView }) => {
  const { subject, summary } = report.snapshot;
  const age = registrationAge(subject.registration_age_days);
  const tx = summary.transactions;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        Snapshot generated on {formatDateTime(report.snapshot.generated_at)} — what the member saw then, not today’s record.
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <ScoreCard report={report} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <SectionCard title="Business">
            <Row label="Legal name" value={subject.name} />
            {subject.trade_name && <Row label="Trade name" value={subject.trade_name} />}
            <Row label="GSTIN" value={subject.gstin} />
            <Row label="PAN" value={subject.pan} />
            <Row label="State" value={subject.state_name ?? '—'} />
            <Row label="GST registered for" value={age ? `${age.years} years, ${age.months} months` : 'Not known'} />
            {subject.gstins.length > 1 && <Row label="GSTINs of the PAN" value={subject.gstins.join(', ')} />}
          </SectionCard>
        </Grid>
      </Grid>
      <SectionCard title="Summary">
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', columnGap: 4 }}>
          <Row label="Outstanding" value={formatMoney(summary.outstanding)} />
          <Row label="Unpaid listed defaults" value={summary.listed_cases} />
          <Row label="Suppliers who reported" value={summary.distinct_reporters} />
          <Row label="Oldest overdue" value={summary.oldest_overdue_days === null ? 'None' : `${summary.oldest_overdue_days} days`} />
          <Row label="Settled" value={formatMoney(summary.settled)} />
          <Row label="Written off" value={formatMoney(summary.written_off)} />
          <Row label="MSMED Act interest due" value={formatMoney(summary.msmed_interest)} />
          <Row label="Open disputes" value={summary.open_disputes} />
          <Row label="Recorded purchases" value={`${tx.paid_on_time} on time · ${tx.paid_late} late · ${tx.overdue} overdue`} />
          <Row
            label="Cases by status"
            value={
              casesByStatusRows(summary.cases_by_status)
                .map((s) => `${s.status.replace(/_/g, ' ')}: ${s.count}`)
                .join(', ') || 'None'
            }
          />
        </Box>
      </SectionCard>
      <CirCasesTable cases={report.snapshot.cases} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <CirTrendsCard trends={report.snapshot.trends} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <CirSettlementsCard settlements={report.snapshot.settlements} />
          <CirEnquiriesCard enquiries={report.snapshot.enquiries} />
        </Grid>
      </Grid>
    </Box>
  );
};
