import { css } from 'lit';

export const amountStyles = css`
  :host {
    display: inline-block;
  }
  .value {
    color: var(--ewa-amount-color, var(--ewa-color-text));
    font-weight: var(--ewa-amount-font-weight, inherit);
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .negative .value {
    color: var(--ewa-amount-negative-color, var(--ewa-color-danger));
  }
  .empty .value {
    color: var(--ewa-color-text-muted);
  }
  .words {
    display: block;
    margin-top: var(--ewa-space-1);
    font-size: var(--ewa-font-size-sm);
    color: var(--ewa-amount-words-color, var(--ewa-color-text-muted));
  }
`;
