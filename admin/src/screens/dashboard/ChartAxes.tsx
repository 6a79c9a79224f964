/** Grid lines, value ticks, month ticks ('Nov' over '2026') and the two axis titles of a chart. */
import { CHART, PLOT, band, yOf } from './chartGeometry';
import { monthParts, type Scale } from './dashboardModel';

interface ChartAxesProps {
  scale: Scale;
  months: readonly string[];
  formatTick: (value: number) => string;
  valueTitle: string;
}

const TEXT = { fontSize: 13, fill: '#5f6368', fontFamily: 'inherit' } as const;

export const ChartAxes = ({ scale, months, formatTick, valueTitle }: ChartAxesProps) => {
  const bottom = CHART.top + PLOT.height;
  return (
    <g aria-hidden="true">
      {scale.ticks.map((t) => (
        <g key={t}>
          <line
            x1={CHART.left}
            x2={CHART.left + PLOT.width}
            y1={yOf(t, scale)}
            y2={yOf(t, scale)}
            stroke={t === 0 ? '#9aa0a6' : '#e8eaed'}
          />
          <text x={CHART.left - 6} y={yOf(t, scale)} dy="0.32em" textAnchor="end" {...TEXT}>
            {formatTick(t)}
          </text>
        </g>
      ))}
      {months.map((m, i) => {
        const { month, year } = monthParts(m);
        // The year only under January and the first month, so the axis stays readable.
        const showYear = i === 0 || month === 'Jan';
        return (
          <text key={m} x={band(i, months.length).centre} y={bottom + 16} textAnchor="middle" {...TEXT}>
            {month}
            {showYear && (
              <tspan x={band(i, months.length).centre} dy="1.2em">
                {year}
              </tspan>
            )}
          </text>
        );
      })}
      <text transform={`translate(12 ${CHART.top + PLOT.height / 2}) rotate(-90)`} textAnchor="middle" {...TEXT} fontWeight={600}>
        {valueTitle}
      </text>
      <text x={CHART.left + PLOT.width / 2} y={CHART.height - 2} textAnchor="middle" {...TEXT} fontWeight={600}>
        Month
      </text>
    </g>
  );
};
