import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { formatDate } from '../../format/date.ts';
import { formatAmount } from '../../format/inr.ts';
import { formatPercent } from '../../format/percent.ts';
import { baseStyles } from '../../tokens/tokens.ts';
import { ChartDrawing, tokenReader } from '../chart-base/chart-drawing.ts';
import { chooseRange, rangePickerStyles, renderRangePicker } from '../chart-base/range-picker.ts';
import { valueChartStyles } from './value-chart.styles.ts';
import type { DrawnValueChart, ValueChartTheme } from './value-chart-canvas.ts';
import {
  isValueRange,
  latestFigures,
  samplePoints,
  VALUE_RANGE_NAMES,
  VALUE_RANGES,
  type ValuePoint,
  type ValueRange,
} from './value-series.ts';

type CanvasPart = typeof import('./value-chart-canvas.ts');

/** Fetches the chart library; an object, so a test can make it fail like a dropped connection. */
export const valueChartPartLoader = { load: (): Promise<CanvasPart> => import('./value-chart-canvas.ts') };

/** Rows of the screen readers' table: enough to follow the trend, few enough to listen to. */
const TABLE_ROWS = 12;

/**
 * @summary A portfolio's (or one holding's) value over time against the net amount invested, over
 * 1M / 6M / 1Y / 3Y / All. The page supplies the points of the range shown and fetches another range
 * when the investor picks it (`ewa-range-change`). Above the drawing: the latest value, invested and
 * gain; the value is an area, the amount invested a dashed step line, named in a legend (not told by
 * colour alone). The drawing (TradingView's lightweight-charts) is fetched when the element first has
 * points. Screen readers get the figures and a table of the range (at most 12 days spread over it);
 * the canvas is hidden from them.
 *
 * @tag ewa-value-chart
 *
 * @fires {CustomEvent<{ range: ValueRange }>} ewa-range-change - The investor chose another period.
 *
 * @csspart base - The wrapper.
 * @csspart figures - The latest value, invested and gain.
 * @csspart legend - The names of the two lines.
 * @csspart chart - The drawing's box.
 * @csspart ranges - The fieldset of period buttons.
 * @csspart table - The table for screen readers (visually hidden).
 *
 * @cssprop --ewa-value-chart-height - Height of the drawing (default 16rem).
 * @cssprop --ewa-value-chart-value-color - The value line (default the primary colour).
 * @cssprop --ewa-value-chart-fill-color - The area under the value (default the soft primary colour).
 * @cssprop --ewa-value-chart-invested-color - The invested line (default the warning colour).
 * @cssprop --ewa-value-chart-grid-color - The horizontal grid lines (default the border colour).
 */
export class EwaValueChart extends LitElement {
  static override styles = [baseStyles, valueChartStyles, rangePickerStyles];
  static override properties = {
    points: { attribute: false },
    range: { reflect: true },
    label: {},
    busy: { type: Boolean, reflect: true },
  };

  /** The days of the range shown, oldest first: `{ date: 'YYYY-MM-DD', value, invested }` in rupees. */
  points: ValuePoint[] = [];
  /** The period shown: 1M, 6M, 1Y, 3Y or ALL. */
  range: ValueRange = '1Y';
  /** What is charted, for the legend and the table's caption ('Portfolio', or a holding's name). */
  label = 'Portfolio';
  /** Set while the page fetches another range: the drawing dims and says it is busy. */
  busy = false;

  readonly #drawing = new ChartDrawing<CanvasPart, DrawnValueChart>(
    this,
    valueChartPartLoader,
    (canvas, box) => canvas.drawValueChart(box),
  );

  /** The range shown: the one asked for when it is one of the five, else 1Y. */
  get shownRange(): ValueRange {
    return isValueRange(this.range) ? this.range : '1Y';
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    return this.#drawing.settled(() => super.getUpdateComplete());
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // Fewer than two days draw no line: the box is gone, and so is its drawing.
    if ((this.points?.length ?? 0) < 2) this.#drawing.clear();
    else this.#drawing.paint((drawn) => drawn.show(this.points, this.#theme()));
  }

  #theme(): ValueChartTheme {
    const read = tokenReader(this);
    return {
      value: read('--ewa-value-chart-value-color', read('--ewa-color-primary', '#1f4fd1')),
      fill: read('--ewa-value-chart-fill-color', read('--ewa-color-primary-soft', '#eef4ff')),
      invested: read('--ewa-value-chart-invested-color', read('--ewa-color-warning', '#9a6700')),
      text: read('--ewa-color-text-muted', '#5f6778'),
      grid: read('--ewa-value-chart-grid-color', read('--ewa-color-border', '#c9ced8')),
      font: getComputedStyle(this).fontFamily,
    };
  }

  override render() {
    const range = this.shownRange;
    const points = this.points ?? [];
    const latest = latestFigures(points);
    const direction = !latest || latest.gain === 0 ? '' : latest.gain < 0 ? 'down' : 'up';
    const gainPercent = latest?.gainPercent === undefined ? '' : ` (${formatPercent(latest.gainPercent)})`;
    return html`<div part="base" class="base" aria-busy=${this.busy ? 'true' : 'false'}>
      ${
        latest
          ? html`<dl part="figures" class="figures" aria-live="polite">
              <div><dt>Value on ${formatDate(latest.date)}</dt><dd>${formatAmount(latest.value)}</dd></div>
              <div><dt>Invested</dt><dd>${formatAmount(latest.invested)}</dd></div>
              <div><dt>Gain</dt><dd class=${direction}>${formatAmount(latest.gain)}${gainPercent}</dd></div>
            </dl>
            <ul part="legend" class="legend" aria-hidden="true">
              <li><span class="swatch"></span>${this.label} value</li>
              <li><span class="swatch invested"></span>Invested</li>
            </ul>
            ${
              points.length > 1
                ? html`<div part="chart" class="chart" aria-hidden="true"></div>`
                : html`<p class="empty">The chart starts from ${formatDate(latest.date)} and draws its line from the next day's value.</p>`
            }`
          : html`<p class="empty" role="status">No value to show over ${VALUE_RANGE_NAMES[range]} yet.</p>`
      }
      ${renderRangePicker({
        ranges: VALUE_RANGES,
        shown: range,
        names: VALUE_RANGE_NAMES,
        legend: `Period of the ${this.label} value chart`,
        choose: (r) => chooseRange(this, range, r),
      })}
      ${
        latest
          ? // A table keeps the width of its cells whatever its own: the hiding box is a div around it.
            html`<div class="visually-hidden"><table part="table">
              <caption>${this.label} value and amount invested over ${VALUE_RANGE_NAMES[range]}</caption>
              <thead><tr><th scope="col">Date</th><th scope="col">Value</th><th scope="col">Invested</th></tr></thead>
              <tbody>
                ${samplePoints(points, TABLE_ROWS).map(
                  (p) =>
                    html`<tr><th scope="row">${formatDate(p.date)}</th><td>${formatAmount(p.value)}</td><td>${formatAmount(p.invested)}</td></tr>`,
                )}
              </tbody>
            </table></div>`
          : nothing
      }
    </div>`;
  }
}

export type { ValuePoint, ValueRange };
