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
  }
  .status:empty {
    margin: 0;
  }
  .status.verified {
    color: var(--ewa-upi-id-field-verified-color, var(--ewa-color-success));
  }
`;
