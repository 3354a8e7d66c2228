import { css } from 'lit';

export const countdownStyles = css`
  :host {
    display: inline-block;
  }
  .time {
    color: var(--ewa-countdown-color, var(--ewa-color-text));
    font-variant-numeric: tabular-nums;
    font-weight: var(--ewa-font-weight-semibold);
  }
  .ending .time {
    color: var(--ewa-countdown-ending-color, var(--ewa-color-danger));
  }
`;
