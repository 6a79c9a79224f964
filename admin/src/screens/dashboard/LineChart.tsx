/** A monthly line (one or more series) with a dot per month; each dot's tooltip reads the exact figure. */
import { ChartAxes } from './ChartAxes';
import { ChartFrame } from './ChartFrame';
import type { MonthlyChartProps } from './BarChart';
import { band, seriesMax, yOf } from './chartGeometry';
import { monthLabel, niceScale } from './dashboardModel';

export const LineChart = ({ id, title, summary, months, series, valueTitle, formatTick, whole }: MonthlyChartProps) => {
  const scale = niceScale(seriesMax(series), 4, whole);
  const x = (i: number) => band(i, months.length).centre;
  return (
    <ChartFrame id={id} title={title} summary={summary} months={months} series={series}>
      <ChartAxes scale={scale} months={months} formatTick={formatTick} valueTitle={valueTitle} />
      {series.map((s) => (
        <g key={s.name}>
          <polyline
            fill="none"
            stroke={s.colour}
            strokeWidth={2.5}
            strokeLinejoin="round"
            points={months.map((_, i) => `${x(i)},${yOf(s.values[i] ?? 0, scale)}`).join(' ')}
          />
          {months.map((m, i) => (
            <circle key={m} cx={x(i)} cy={yOf(s.values[i] ?? 0, scale)} r={4.5} fill="#fff" stroke={s.colour} strokeWidth={2}>
              <title>{`${monthLabel(m)} · ${s.name}: ${s.texts[i]}`}</title>
            </circle>
          ))}
        </g>
      ))}
    </ChartFrame>
  );
};
