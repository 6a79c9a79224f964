/** Where things go in the dashboard's SVG charts: one fixed viewBox, scaled to the card's width. Pure. */
import type { Scale } from './dashboardModel';

export const CHART = { width: 640, height: 260, left: 78, right: 12, top: 16, bottom: 56 } as const;
export const PLOT = { width: CHART.width - CHART.left - CHART.right, height: CHART.height - CHART.top - CHART.bottom } as const;

/** One series of a chart: a number per month to draw and the exact text to read out. */
export interface ChartSeries {
  name: string;
  colour: string;
  values: number[];
  texts: string[];
}

/** Vertical position of a value on a 0-based scale (values above the scale's top are clamped). */
export function yOf(value: number, scale: Scale): number {
  const v = Math.min(Math.max(value, 0), scale.max);
  return CHART.top + PLOT.height - (v / scale.max) * PLOT.height;
}

/** The i-th of n equal bands across the plot: its left edge, width and centre. */
export function band(i: number, n: number): { x: number; width: number; centre: number } {
  const width = PLOT.width / Math.max(n, 1);
  const x = CHART.left + i * width;
  return { x, width, centre: x + width / 2 };
}

/**
 * Bars of `seriesCount` series side by side in band i: 70% of the band is bars, the rest a gap.
 * Returns the left edge and width of series s's bar.
 */
export function barSlot(i: number, n: number, s: number, seriesCount: number): { x: number; width: number } {
  const b = band(i, n);
  const inner = b.width * 0.7;
  const width = inner / Math.max(seriesCount, 1);
  return { x: b.x + (b.width - inner) / 2 + s * width, width };
}

/** Largest value of all series (0 for none). */
export const seriesMax = (series: readonly ChartSeries[]) => Math.max(0, ...series.flatMap((s) => s.values));
