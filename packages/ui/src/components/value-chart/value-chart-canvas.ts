// The drawing, fetched only when an ewa-value-chart has points: lightweight-charts is most of the
// element's weight (and the same chunk the NAV chart fetches), so a page's first paint never waits for it.
import {
  AreaSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  LineStyle,
  LineType,
} from 'lightweight-charts';
import type { ValuePoint } from './value-series.ts';

/** Colours and fonts read from the page's tokens (a canvas cannot read CSS custom properties). */
export interface ValueChartTheme {
  value: string;
  fill: string;
  invested: string;
  text: string;
  grid: string;
  font: string;
}

export interface DrawnValueChart {
  show(points: readonly ValuePoint[], theme: ValueChartTheme): void;
  remove(): void;
}

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Draws the value as an area and the net invested as a dashed step line; the page keeps its scrolling. */
export function drawValueChart(container: HTMLElement): DrawnValueChart {
  const chart: IChartApi = createChart(container, {
    autoSize: true,
    handleScroll: false,
    handleScale: false,
    localization: { locale: 'en-IN', priceFormatter: (value: number) => `₹${rupees.format(value)}` },
    rightPriceScale: { borderVisible: false },
    timeScale: { borderVisible: false, fixLeftEdge: true, fixRightEdge: true },
  });
  const value: ISeriesApi<'Area'> = chart.addSeries(AreaSeries, {
    lineWidth: 2,
    priceLineVisible: false,
    lastValueVisible: false,
  });
  const invested: ISeriesApi<'Line'> = chart.addSeries(LineSeries, {
    lineWidth: 2,
    lineStyle: LineStyle.Dashed,
    lineType: LineType.WithSteps,
    priceLineVisible: false,
    lastValueVisible: false,
    crosshairMarkerVisible: false,
  });
  return {
    show(points, theme) {
      chart.applyOptions({
        layout: {
          background: { type: ColorType.Solid, color: 'transparent' },
          textColor: theme.text,
          fontFamily: theme.font,
        },
        grid: { vertLines: { visible: false }, horzLines: { color: theme.grid } },
      });
      value.applyOptions({ lineColor: theme.value, topColor: theme.fill, bottomColor: 'rgba(0,0,0,0)' });
      invested.applyOptions({ color: theme.invested });
      value.setData(points.map((p) => ({ time: p.date, value: p.value })));
      invested.setData(points.map((p) => ({ time: p.date, value: p.invested })));
      chart.timeScale().fitContent();
      // The library's attribution link stays clickable but out of the tab order: the drawing is hidden
      // from screen readers (the element's summary and table speak for it).
      for (const link of container.querySelectorAll('a')) link.tabIndex = -1;
    },
    remove() {
      chart.remove();
    },
  };
}
