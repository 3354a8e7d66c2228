import { css } from 'lit';

export const dialogStyles = css`
  :host {
    display: contents;
  }
  dialog {
    box-sizing: border-box;
    width: min(92vw, var(--ewa-dialog-width, 28rem));
    padding: var(--ewa-space-6);
    border: 1px solid var(--ewa-dialog-border-color, var(--ewa-color-border));
    border-radius: var(--ewa-dialog-radius, var(--ewa-radius-lg));
    background: var(--ewa-dialog-background, var(--ewa-color-surface));
    color: var(--ewa-color-text);
    font-family: var(--ewa-font-family);
    line-height: var(--ewa-line-height);
    box-shadow: var(--ewa-shadow-md);
  }
  dialog::backdrop {
    background: var(--ewa-dialog-backdrop, rgb(22 26 35 / 0.5));
  }
  h2 {
    margin: 0 0 var(--ewa-space-3);
    font-size: var(--ewa-font-size-lg);
    font-weight: var(--ewa-font-weight-semibold);
  }
  .message {
    margin: 0 0 var(--ewa-space-6);
    font-size: var(--ewa-font-size-md);
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: var(--ewa-space-3);
  }
  button {
    min-width: 5rem;
    min-height: 2.5rem;
    padding: var(--ewa-space-2) var(--ewa-space-4);
    border-radius: var(--ewa-radius-md);
    font: inherit;
    font-weight: var(--ewa-font-weight-semibold);
    cursor: pointer;
  }
  button:focus-visible {
    outline: none;
    box-shadow: var(--ewa-focus-ring);
  }
  .confirm {
    border: 1px solid var(--ewa-color-primary);
    background: var(--ewa-dialog-confirm-background, var(--ewa-color-primary));
    color: var(--ewa-color-on-primary);
  }
  .confirm:hover {
    background: var(--ewa-color-primary-strong);
  }
  .cancel {
    border: 1px solid var(--ewa-color-border);
    background: var(--ewa-color-surface);
    color: var(--ewa-color-text);
  }
  .cancel:hover {
    background: var(--ewa-color-surface-alt);
  }
`;
