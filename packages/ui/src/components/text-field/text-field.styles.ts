import { css } from 'lit';

export const textFieldStyles = css`
  :host([uppercase]) input {
    text-transform: uppercase;
  }
  .icon-button {
    border: 0;
    background: none;
    padding: var(--ewa-space-1);
    font: inherit;
    font-size: var(--ewa-font-size-sm);
    color: var(--ewa-color-primary);
    cursor: pointer;
  }
  .icon-button:focus-visible {
    outline: 2px solid var(--ewa-color-focus);
    border-radius: var(--ewa-radius-sm);
  }
`;
