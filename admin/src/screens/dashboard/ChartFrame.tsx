/**
 * A chart's card: heading, legend, the SVG (role="img", labelled by the heading and a one-line
 * summary) and the same figures as a table that only screen readers see.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ChartSeries } from './chartGeometry';
import { CHART } from './chartGeometry';
import { monthLabel } from './dashboardModel';

export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

interface ChartFrameProps {
  id: string;
  title: string;
  /** One sentence a screen reader hears for the picture as a whole. */
  summary: string;
  months: readonly string[];
  series: readonly ChartSeries[];
  children: ReactNode;
}

const Legend = ({ series }: { series: readonly ChartSeries[] }) => (
  <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1 }} aria-hidden="true">
    {series.map((s) => (
      <Box key={s.name} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontSize: 13 }}>
        <Box component="span" sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: s.colour }} />
        {s.name}
      </Box>
    ))}
  </Box>
);

export const ChartFrame = ({ id, title, summary, months, series, children }: ChartFrameProps) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardContent>
      <Typography id={`${id}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography id={`${id}-desc`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      {series.length > 1 && <Legend series={series} />}
      <Box
        component="svg"
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        {children}
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}, by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((m, i) => (
            <tr key={m}>
              <th scope="row">{monthLabel(m)}</th>
              {series.map((s) => (
                <td key={s.name}>{s.texts[i]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </CardContent>
  </Card>
);
