import { css } from 'lit';

export const amountInputStyles = css`
  input {
    font-variant-numeric: tabular-nums;
  }
  .words {
    margin-block-start: var(--ewa-space-1);
    font-size: var(--ewa-font-size-sm);
    color: var(--ewa-amount-input-words-color, var(--ewa-color-text-muted));
  }
`;
