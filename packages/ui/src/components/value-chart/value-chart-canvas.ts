// The drawing, fetched only when an ewa-value-chart has points: lightweight-charts is most of the
// element's weight (and the same chunk the NAV chart fetches), so a page's first paint never waits for it.
import { AreaSeries, type IChartApi, LineSeries, LineStyle, LineType } from 'lightweight-charts';
import { type Drawing, drawFramed, type FrameTheme } from '../chart-base/chart-canvas.ts';
import type { ValuePoint } from './value-series.ts';

/** Colours and fonts read from the page's tokens (a canvas cannot read CSS custom properties). */
export interface ValueChartTheme extends FrameTheme {
  value: string;
  fill: string;
  invested: string;
}

export type DrawnValueChart = Drawing<ValuePoint, ValueChartTheme>;

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

const addLines = (chart: IChartApi) => ({
  value: chart.addSeries(AreaSeries, {
    lineWidth: 2,
    priceLineVisible: false,
    lastValueVisible: false,
  }),
  invested: chart.addSeries(LineSeries, {
    lineWidth: 2,
    lineStyle: LineStyle.Dashed,
    lineType: LineType.WithSteps,
    priceLineVisible: false,
    lastValueVisible: false,
    crosshairMarkerVisible: false,
  }),
});

/** Draws the value as an area and the net invested as a dashed step line. */
export function drawValueChart(container: HTMLElement): DrawnValueChart {
  return drawFramed<ReturnType<typeof addLines>, ValuePoint, ValueChartTheme>(
    container,
    (value) => `₹${rupees.format(value)}`,
    addLines,
    ({ value, invested }, points, theme) => {
      value.applyOptions({ lineColor: theme.value, topColor: theme.fill, bottomColor: 'rgba(0,0,0,0)' });
      invested.applyOptions({ color: theme.invested });
      value.setData(points.map((p) => ({ time: p.date, value: p.value })));
      invested.setData(points.map((p) => ({ time: p.date, value: p.invested })));
    },
  );
}
