/** A CIR snapshot's cases (with the reported business's dispute statement), settlements, 24-month trends and enquiries. */
import {
  enquiriesView,
  hasAmount,
  monthAxisText,
  settlementTiming,
  trendSeries,
  type CirCaseView,
  type CirReportSnapshot,
} from '@bakaya/api/contracts';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { Fragment } from 'react';
import { formatDay, formatMoney } from '../../format/display';
import { resourceByName } from '../../registry/resourceIndex';
import { EnumChip } from '../../resources/EnumChip';
import { axisInr, inr } from '../dashboard/dashboardModel';
import { SectionCard } from './SectionCard';

const caseStatuses = resourceByName('defaulter-cases')?.fields.status?.choices;
const right = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
const DISPUTE = { open: 'Disputed — not counted until decided', upheld: 'Dispute upheld', rejected: 'Dispute rejected' } as const;

export const CirCasesTable = ({ cases }: { cases: CirCaseView[] }) => {
  // A written-off column only when something was written off.
  const writeOffs = cases.some((c) => hasAmount(c.write_off_amount));
  return (
    <SectionCard title={`Cases (${cases.length})`}>
      {cases.length === 0 ? (
        <Typography variant="body2">No case reported against this PAN.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Case</TableCell>
                <TableCell>Reporter (as shown)</TableCell>
                <TableCell>Status</TableCell>
                <TableCell sx={right}>Due</TableCell>
                <TableCell sx={right}>Settled</TableCell>
                {writeOffs && <TableCell sx={right}>Written off</TableCell>}
                <TableCell sx={right}>Outstanding</TableCell>
                <TableCell sx={right}>MSMED interest</TableCell>
                <TableCell>Reported · counts from</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {cases.map((c) => (
                <Fragment key={c.id}>
                  <TableRow sx={c.dispute ? { '& > td': { borderBottom: 0 } } : undefined}>
                    <TableCell>
                      #{c.id}
                      <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap' }}>
                        {c.gstin}
                      </Typography>
                    </TableCell>
                    <TableCell>{c.reporter}</TableCell>
                    <TableCell>{caseStatuses ? <EnumChip value={c.status} choices={caseStatuses} /> : c.status_label}</TableCell>
                    <TableCell sx={right}>
                      {formatMoney(c.due_amount)}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {c.due_date ? `due ${formatDay(c.due_date)}` : 'no due date'}
                      </Typography>
                    </TableCell>
                    <TableCell sx={right}>{formatMoney(c.settled_amount)}</TableCell>
                    {writeOffs && <TableCell sx={right}>{hasAmount(c.write_off_amount) ? formatMoney(c.write_off_amount) : '—'}</TableCell>}
                    <TableCell sx={{ ...right, fontWeight: 600 }}>{formatMoney(c.outstanding)}</TableCell>
                    <TableCell sx={right}>{hasAmount(c.msmed_interest) ? formatMoney(c.msmed_interest) : '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDay(c.reported_on)}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {c.listed_from ? `counts from ${formatDay(c.listed_from)}` : 'not counted'}
                      </Typography>
                    </TableCell>
                  </TableRow>
                  {c.dispute && (
                    <TableRow>
                      <TableCell colSpan={writeOffs ? 9 : 8} sx={{ pt: 0 }}>
                        <Typography variant="body2">
                          <strong>{DISPUTE[c.dispute.status]}</strong> · opened {formatDay(c.dispute.opened_on)}
                          {c.dispute.decided_on ? ` · decided ${formatDay(c.dispute.decided_on)}` : ''} — “{c.dispute.statement}”
                        </Typography>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </SectionCard>
  );
};

export const CirSettlementsCard = ({ settlements }: { settlements: CirReportSnapshot['settlements'] }) => (
  <SectionCard title="Settlement history">
    {settlements.length === 0 ? (
      <Typography variant="body2">No settlement recorded.</Typography>
    ) : (
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Settled on</TableCell>
            <TableCell>Case</TableCell>
            <TableCell sx={right}>Amount</TableCell>
            <TableCell>Against the due date</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {settlements.map((s, i) => {
            const timing = settlementTiming(s.days_from_due);
            return (
              <TableRow key={`${s.case_id}-${i}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(s.settled_on)}</TableCell>
                <TableCell>#{s.case_id}</TableCell>
                <TableCell sx={right}>{formatMoney(s.amount)}</TableCell>
                <TableCell>
                  {!timing
                    ? 'Not known'
                    : timing.kind === 'on_time'
                      ? 'On the due date'
                      : `${timing.days} days ${timing.kind === 'early' ? 'before' : 'after'}`}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    )}
  </SectionCard>
);

export const CirTrendsCard = ({ trends }: { trends: CirReportSnapshot['trends'] }) => {
  const s = trendSeries(trends);
  return (
    <SectionCard title="Last 24 months">
      {s.empty ? (
        <Typography variant="body2">Nothing reported or settled in the last 24 months.</Typography>
      ) : (
        <BarChart
          height={280}
          xAxis={[
            {
              scaleType: 'band',
              data: s.months,
              valueFormatter: (month: string, ctx: { location: string }) => monthAxisText(month, ctx.location),
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          yAxis={[{ id: 'money', valueFormatter: (v: number) => axisInr(v), width: 64, tickLabelStyle: { fontSize: 11 } }]}
          series={[
            { id: 'due', label: 'Newly due', data: s.newDue, color: '#E53935', valueFormatter: (v) => inr(v ?? 0) },
            { id: 'settled', label: 'Settled', data: s.settled, color: '#43A047', valueFormatter: (v) => inr(v ?? 0) },
          ]}
          margin={{ left: 4, right: 8 }}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
        />
      )}
      <Typography variant="caption" color="text.secondary">
        New cases by month:{' '}
        {s.newCases.some((n) => n > 0)
          ? s.months.flatMap((m, i) => (s.newCases[i] ? [`${s.labels[i]}: ${s.newCases[i]}`] : [])).join(' · ')
          : 'none'}
      </Typography>
    </SectionCard>
  );
};

export const CirEnquiriesCard = ({ enquiries }: { enquiries: CirReportSnapshot['enquiries'] }) => {
  const view = enquiriesView(enquiries);
  return (
    <SectionCard title="Enquiries">
      {view.kind === 'none' && <Typography variant="body2">Nobody {view.own ? '' : 'else '}has checked this business yet.</Typography>}
      {view.kind === 'counts' && (
        <Typography variant="body2">
          {view.last30Days} in the last 30 days · {view.last12Months} in the last 12 months (the enquiring members are shown only on a
          report on one’s own business).
        </Typography>
      )}
      {view.kind === 'detailed' && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Member</TableCell>
              <TableCell>Purpose</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {view.items.map((e, i) => (
              <TableRow key={`${e.at}-${i}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(e.at)}</TableCell>
                <TableCell>{e.member}</TableCell>
                <TableCell>{e.purpose.replace(/_/g, ' ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
};
