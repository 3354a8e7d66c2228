import { css, html } from 'lit';

/** The period buttons of a chart: a radio group drawn as a row of pills. */
export const rangePickerStyles = css`
  .ranges {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0.5rem 0 0;
    padding: 0;
    border: 0;
  }
  .range {
    position: relative;
  }
  .range input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }
  .range span {
    display: inline-block;
    min-width: 2.75rem;
    padding: 0.5rem 0.625rem;
    border: 1px solid var(--ewa-color-border);
    border-radius: var(--ewa-radius-md, 0.375rem);
    text-align: center;
    font-weight: 600;
    color: var(--ewa-color-text);
    background: var(--ewa-color-surface);
  }
  .range input:checked + span {
    background: var(--ewa-color-primary);
    border-color: var(--ewa-color-primary);
    color: var(--ewa-color-on-primary);
  }
  .range input:focus-visible + span {
    outline: 2px solid var(--ewa-color-focus);
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: no-preference) {
    .range span {
      transition: background-color 120ms ease, color 120ms ease;
    }
  }
`;

export interface RangePicker<R extends string> {
  /** The periods offered, in order. */
  ranges: readonly R[];
  /** The period shown. */
  shown: R;
  /** Each period's name as a screen reader says it ('1 year'). */
  names: Record<R, string>;
  /** The group's name for screen readers. */
  legend: string;
  /** Periods the series does not reach are disabled; all are offered when left out. */
  covered?: (range: R) => boolean;
  choose(range: R): void;
}

/** The fieldset of period buttons (arrow keys move between them, as in any radio group). */
export function renderRangePicker<R extends string>(picker: RangePicker<R>) {
  return html`<fieldset part="ranges" class="ranges">
    <legend class="visually-hidden">${picker.legend}</legend>
    ${picker.ranges.map(
      (r) => html`<label class="range">
        <input
          type="radio"
          name="range"
          .value=${r}
          .checked=${r === picker.shown}
          ?disabled=${picker.covered ? !picker.covered(r) : false}
          aria-label=${picker.names[r]}
          @change=${() => picker.choose(r)}
        /><span aria-hidden="true">${r === 'ALL' ? 'All' : r}</span>
      </label>`,
    )}
  </fieldset>`;
}

/** Shows `range` on `host` and tells the page, which fetches the range's points if it must. */
export function chooseRange<R extends string>(host: HTMLElement & { range: R }, shown: R, range: R): void {
  if (range === shown) return;
  host.range = range;
  host.dispatchEvent(
    new CustomEvent('ewa-range-change', { detail: { range }, bubbles: true, composed: true }),
  );
}
