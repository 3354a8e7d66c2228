import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { formatDate } from '../../format/date.ts';
import { formatIndianNumber, RUPEE } from '../../format/inr.ts';
import { formatPercent } from '../../format/percent.ts';
import { baseStyles } from '../../tokens/tokens.ts';
import { ChartDrawing, tokenReader } from '../chart-base/chart-drawing.ts';
import { chooseRange, rangePickerStyles, renderRangePicker } from '../chart-base/range-picker.ts';
import { navChartStyles } from './nav-chart.styles.ts';
import type { ChartTheme, DrawnChart } from './nav-chart-canvas.ts';
import {
  isNavRange,
  NAV_RANGES,
  type NavRange,
  pointsInRange,
  RANGE_NAMES,
  rangeCovered,
  rangeReturn,
  type SeriesPoint,
} from './ranges.ts';

type CanvasPart = typeof import('./nav-chart-canvas.ts');

/** Fetches the chart library; an object, so a test can make it fail like a dropped connection. */
export const chartPartLoader = { load: (): Promise<CanvasPart> => import('./nav-chart-canvas.ts') };

const nav = (value: number) => formatIndianNumber(value, { decimals: 4, prefix: `${RUPEE} ` });

/**
 * @summary A fund's NAV (or any daily value) over 1M / 6M / 1Y / 3Y / 5Y / All, with the return over the
 * chosen range. The periods are a radio group (arrow keys move between them); periods the series does
 * not reach back to are disabled. The drawing (TradingView's lightweight-charts) is fetched when the
 * element first has points, so a page's first paint does not wait for it. For screen readers a table
 * gives the range's first and last value, its highest and lowest and the return; the canvas is hidden
 * from them.
 *
 * @tag ewa-nav-chart
 *
 * @fires {CustomEvent<{ range: NavRange }>} ewa-range-change - The investor chose another period.
 *
 * @csspart base - The wrapper.
 * @csspart return - The return over the range ('1 year return +12.34%').
 * @csspart chart - The drawing's box.
 * @csspart ranges - The fieldset of period buttons.
 * @csspart summary - The table for screen readers (visually hidden).
 *
 * @cssprop --ewa-nav-chart-height - Height of the drawing (default 16rem).
 * @cssprop --ewa-nav-chart-line-color - The line (default the primary colour).
 * @cssprop --ewa-nav-chart-fill-color - The area under the line, fading down (default the soft primary colour).
 * @cssprop --ewa-nav-chart-grid-color - The horizontal grid lines (default the border colour).
 */
export class EwaNavChart extends LitElement {
  static override styles = [baseStyles, rangePickerStyles, navChartStyles];
  static override properties = {
    points: { attribute: false },
    range: { reflect: true },
    label: {},
  };

  /** The daily values, oldest first: `{ date: 'YYYY-MM-DD', value }`. */
  points: SeriesPoint[] = [];
  /** The period shown: 1M, 6M, 1Y, 3Y, 5Y or ALL. */
  range: NavRange = '1Y';
  /** What the values are, for the return text and the table's caption ('NAV', or the plan's name). */
  label = 'NAV';

  readonly #drawing = new ChartDrawing<CanvasPart, DrawnChart>(this, chartPartLoader, (canvas, box) =>
    canvas.drawChart(box),
  );

  /** The range shown: the one asked for when it is one of the six, else 1Y. */
  get shownRange(): NavRange {
    return isNavRange(this.range) ? this.range : '1Y';
  }

  /** The points of the range shown. */
  get shownPoints(): SeriesPoint[] {
    return pointsInRange(this.points ?? [], this.shownRange);
  }

  /** The return over the range shown in percent, undefined with fewer than two points. */
  get rangeReturn(): number | undefined {
    return rangeReturn(this.shownPoints);
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    return this.#drawing.settled(() => super.getUpdateComplete());
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (!this.points?.length) return;
    this.#drawing.paint((drawn) => drawn.show(this.shownPoints, this.#theme()));
  }

  #theme(): ChartTheme {
    const read = tokenReader(this);
    const primary = read('--ewa-color-primary', '#1f4fd1');
    return {
      line: read('--ewa-nav-chart-line-color', primary),
      fill: read('--ewa-nav-chart-fill-color', read('--ewa-color-primary-soft', '#eef4ff')),
      text: read('--ewa-color-text-muted', '#5f6778'),
      grid: read('--ewa-nav-chart-grid-color', read('--ewa-color-border', '#c9ced8')),
      font: getComputedStyle(this).fontFamily,
    };
  }

  override render() {
    const range = this.shownRange;
    const points = this.shownPoints;
    const change = rangeReturn(points);
    const first = points[0];
    const last = points.at(-1);
    const values = points.map((p) => p.value);
    const direction = change === undefined ? '' : change < 0 ? 'down' : 'up';
    return html`<div part="base" class="base">
      <p part="return" class="return" aria-live="polite">
        <span>${RANGE_NAMES[range]} return</span>
        <strong class=${direction}>${change === undefined ? 'not available' : formatPercent(change)}</strong>
      </p>
      <div part="chart" class="chart" aria-hidden="true"></div>
      ${renderRangePicker({
        ranges: NAV_RANGES,
        shown: range,
        names: RANGE_NAMES,
        legend: `Period of the ${this.label} chart`,
        covered: (r) => rangeCovered(this.points ?? [], r),
        choose: (r) => chooseRange(this, range, r),
      })}
      ${
        first && last
          ? html`<table part="summary" class="visually-hidden">
              <caption>${this.label} over ${RANGE_NAMES[range]}</caption>
              <tbody>
                <tr><th scope="row">${formatDate(first.date)}</th><td>${nav(first.value)}</td></tr>
                <tr><th scope="row">${formatDate(last.date)}</th><td>${nav(last.value)}</td></tr>
                <tr><th scope="row">Highest</th><td>${nav(Math.max(...values))}</td></tr>
                <tr><th scope="row">Lowest</th><td>${nav(Math.min(...values))}</td></tr>
                <tr><th scope="row">Return</th><td>${change === undefined ? 'not available' : formatPercent(change)}</td></tr>
              </tbody>
            </table>`
          : nothing
      }
    </div>`;
  }
}

export type { NavRange, SeriesPoint };
