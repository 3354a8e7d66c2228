import { html, LitElement, svg } from 'lit';
import { formatPercent } from '../../format/percent.ts';
import { baseStyles } from '../../tokens/tokens.ts';
import { allocationStyles } from './allocation.styles.ts';
import { type AllocationPart, sharesOf } from './shares.ts';

const RADIUS = 15.9155; // a circumference of 100, so a share in percent is its stroke length
const COLOURS = 8;

/**
 * @summary A donut of the parts of a whole (asset classes, fund houses) with each part's label and
 * percentage beside it. The shares add up to exactly 100%. The drawing is hidden from screen readers;
 * the labelled list beside it is the text they read, so a page may keep its own table too.
 *
 * @tag ewa-allocation
 *
 * @csspart base - The figure.
 * @csspart donut - The SVG.
 * @csspart legend - The list of parts and percentages.
 * @csspart caption - The caption (the `label`).
 *
 * @cssprop --ewa-allocation-size - Width of the donut (default 9rem).
 * @cssprop --ewa-allocation-color-1 - Colour of the first part (up to --ewa-allocation-color-8; parts after the eighth take the colours again).
 */
export class EwaAllocation extends LitElement {
  static override styles = [baseStyles, allocationStyles];
  static override properties = {
    parts: { attribute: false },
    label: {},
  };

  /** The parts, in the order to show them: `{ label, value }` with value in any unit (rupees, units). */
  parts: AllocationPart[] = [];
  /** What the donut shows ('Allocation by asset class'). */
  label = '';

  /** Each part's share in percent with one decimal, adding up to 100. */
  get shares(): number[] {
    return sharesOf(this.parts ?? []);
  }

  override render() {
    const parts = this.parts ?? [];
    const shares = this.shares;
    let offset = 0;
    const arcs = parts.map((_, i) => {
      const share = shares[i]!;
      const arc = svg`<circle
        class=${`arc colour-${(i % COLOURS) + 1}`}
        r=${RADIUS}
        cx="21"
        cy="21"
        stroke-dasharray=${`${share} ${100 - share}`}
        stroke-dashoffset=${25 - offset}
      ></circle>`;
      offset += share;
      return arc;
    });
    return html`<figure part="base" class="base">
      <svg part="donut" class="donut" viewBox="0 0 42 42" aria-hidden="true" focusable="false">
        <circle class="track" r=${RADIUS} cx="21" cy="21"></circle>
        ${arcs}
      </svg>
      <div class="side">
        ${this.label ? html`<figcaption part="caption" class="caption">${this.label}</figcaption>` : ''}
        <ul part="legend" class="legend">
          ${parts.map(
            (part, i) => html`<li>
              <span class=${`swatch colour-${(i % COLOURS) + 1}`} aria-hidden="true"></span>
              <span class="name">${part.label}</span>
              <span class="share">${formatPercent(shares[i], { signed: false, places: 1 })}</span>
            </li>`,
          )}
        </ul>
      </div>
    </figure>`;
  }
}

export type { AllocationPart };
