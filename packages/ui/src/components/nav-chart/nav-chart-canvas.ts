// The chart itself, fetched only when an ewa-nav-chart is on the page: lightweight-charts is most of
// the element's weight, so a page's first paint never waits for it.
import { AreaSeries, ColorType, createChart, type IChartApi, type ISeriesApi } from 'lightweight-charts';
import type { SeriesPoint } from './ranges.ts';

/** Colours and fonts read from the page's tokens (a canvas cannot read CSS custom properties). */
export interface ChartTheme {
  line: string;
  fill: string;
  text: string;
  grid: string;
  font: string;
}

export interface DrawnChart {
  show(points: readonly SeriesPoint[], theme: ChartTheme): void;
  remove(): void;
}

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** Draws a NAV series into `container`, sized to it; scrolling and zooming stay off so the page scrolls. */
export function drawChart(container: HTMLElement): DrawnChart {
  const chart: IChartApi = createChart(container, {
    autoSize: true,
    handleScroll: false,
    handleScale: false,
    localization: { locale: 'en-IN', priceFormatter: (value: number) => `₹${rupees.format(value)}` },
    rightPriceScale: { borderVisible: false },
    timeScale: { borderVisible: false, fixLeftEdge: true, fixRightEdge: true },
  });
  const series: ISeriesApi<'Area'> = chart.addSeries(AreaSeries, {
    lineWidth: 2,
    priceLineVisible: false,
    priceFormat: { type: 'price', precision: 4, minMove: 0.0001 },
  });
  return {
    show(points, next) {
      chart.applyOptions({
        layout: {
          background: { type: ColorType.Solid, color: 'transparent' },
          textColor: next.text,
          fontFamily: next.font,
        },
        grid: { vertLines: { visible: false }, horzLines: { color: next.grid } },
      });
      series.applyOptions({ lineColor: next.line, topColor: next.fill, bottomColor: 'rgba(0,0,0,0)' });
      series.setData(points.map((p) => ({ time: p.date, value: p.value })));
      chart.timeScale().fitContent();
      // The library's attribution link stays visible and clickable, but out of the tab order: the drawing
      // is hidden from screen readers (the element's table speaks for it).
      for (const link of container.querySelectorAll('a')) link.tabIndex = -1;
    },
    remove() {
      chart.remove();
    },
  };
}
