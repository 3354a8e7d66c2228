// The chart itself, fetched only when an ewa-nav-chart is on the page: lightweight-charts is most of
// the element's weight, so a page's first paint never waits for it.
import { AreaSeries, type IChartApi } from 'lightweight-charts';
import { type Drawing, drawFramed, type FrameTheme } from '../chart-base/chart-canvas.ts';
import type { SeriesPoint } from './ranges.ts';

/** Colours and fonts read from the page's tokens (a canvas cannot read CSS custom properties). */
export interface ChartTheme extends FrameTheme {
  line: string;
  fill: string;
}

export type DrawnChart = Drawing<SeriesPoint, ChartTheme>;

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

const addNav = (chart: IChartApi) =>
  chart.addSeries(AreaSeries, {
    lineWidth: 2,
    priceLineVisible: false,
    priceFormat: { type: 'price', precision: 4, minMove: 0.0001 },
  });

/** Draws a NAV series into `container` as an area. */
export function drawChart(container: HTMLElement): DrawnChart {
  return drawFramed<ReturnType<typeof addNav>, SeriesPoint, ChartTheme>(
    container,
    (value) => `₹${rupees.format(value)}`,
    addNav,
    (series, points, theme) => {
      series.applyOptions({ lineColor: theme.line, topColor: theme.fill, bottomColor: 'rgba(0,0,0,0)' });
      series.setData(points.map((p) => ({ time: p.date, value: p.value })));
    },
  );
}
