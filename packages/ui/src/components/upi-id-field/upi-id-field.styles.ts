import { css } from 'lit';

export const upiIdFieldStyles = css`
  :host(:state(valid)) .control.verified {
    border-color: var(--ewa-color-success);
  }
  .status {
    display: flex;
    align-items: center;
    gap: var(--ewa-space-1);
    margin-block-start: var(--ewa-space-1);
    font-size: var(--ewa-font-size-sm);
    color: var(--ewa-color-text-muted);
    /* One line kept for the status even while empty: 'Verified' never pushes what follows. */
    min-block-size: 1.5em;
  }
  .status.verified {
    color: var(--ewa-upi-id-field-verified-color, var(--ewa-color-success));
  }
`;
