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
  .spinner {
    width: 1em;
    height: 1em;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
  }
  /* With reduced motion the ring stands still; the words beside it say what is going on. */
  @media (prefers-reduced-motion: no-preference) {
    .spinner {
      animation: spin 0.8s linear infinite;
    }
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
