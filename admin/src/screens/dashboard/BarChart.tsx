/** Monthly bars, one or more series side by side; each bar's tooltip reads its month and exact figure. */
import { ChartAxes } from './ChartAxes';
import { ChartFrame } from './ChartFrame';
import { CHART, PLOT, barSlot, seriesMax, yOf, type ChartSeries } from './chartGeometry';
import { monthLabel, niceScale } from './dashboardModel';

export interface MonthlyChartProps {
  id: string;
  title: string;
  summary: string;
  months: readonly string[];
  series: readonly ChartSeries[];
  valueTitle: string;
  formatTick: (value: number) => string;
  /** Counts: whole-number ticks. */
  whole?: boolean;
}

export const BarChart = ({ id, title, summary, months, series, valueTitle, formatTick, whole }: MonthlyChartProps) => {
  const scale = niceScale(seriesMax(series), 4, whole);
  const bottom = CHART.top + PLOT.height;
  return (
    <ChartFrame id={id} title={title} summary={summary} months={months} series={series}>
      <ChartAxes scale={scale} months={months} formatTick={formatTick} valueTitle={valueTitle} />
      {months.map((m, i) =>
        series.map((s, si) => {
          const slot = barSlot(i, months.length, si, series.length);
          const top = yOf(s.values[i] ?? 0, scale);
          // A zero still gets a hairline, so "nothing this month" is visible rather than a gap.
          const height = Math.max(bottom - top, 1);
          return (
            <rect
              key={`${m}-${s.name}`}
              x={slot.x + 1}
              y={bottom - height}
              width={Math.max(slot.width - 2, 1)}
              height={height}
              fill={s.colour}
              rx={2}
            >
              <title>{`${monthLabel(m)} · ${s.name}: ${s.texts[i]}`}</title>
            </rect>
          );
        }),
      )}
    </ChartFrame>
  );
};
