// Shared by the charts' drawings, which are fetched on demand: lightweight-charts stays out of every
// element's first download.
import { ColorType, createChart, type IChartApi } from 'lightweight-charts';

/** The page's tokens a drawing's frame uses. */
export interface FrameTheme {
  text: string;
  grid: string;
  font: string;
}

export interface Drawing<P, T> {
  show(points: readonly P[], theme: T): void;
  remove(): void;
}

/**
 * A chart sized to `container` with scrolling and zooming off, so the page keeps its scrolling.
 * `addSeries` adds the lines once; `paint` colours them and sets their points on every show.
 */
export function drawFramed<S, P, T extends FrameTheme>(
  container: HTMLElement,
  priceFormatter: (value: number) => string,
  addSeries: (chart: IChartApi) => S,
  paint: (series: S, points: readonly P[], theme: T) => void,
): Drawing<P, T> {
  const chart = createChart(container, {
    autoSize: true,
    handleScroll: false,
    handleScale: false,
    localization: { locale: 'en-IN', priceFormatter },
    rightPriceScale: { borderVisible: false },
    timeScale: { borderVisible: false, fixLeftEdge: true, fixRightEdge: true },
  });
  const series = addSeries(chart);
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
      paint(series, points, theme);
      chart.timeScale().fitContent();
      // The library's attribution link stays visible and clickable, but out of the tab order: the drawing
      // is hidden from screen readers (the element's figures and table speak for it).
      for (const link of container.querySelectorAll('a')) link.tabIndex = -1;
    },
    remove() {
      chart.remove();
    },
  };
}
