import { css } from 'lit';

/** Shared look of form controls: label, input box, description and feedback. */
export const formControlStyles = css`
  :host {
    display: block;
    margin-block-end: var(--ewa-field-gap, var(--ewa-space-4));
  }
  .label {
    display: block;
    margin-block-end: var(--ewa-space-1);
    font-size: var(--ewa-font-size-sm);
    font-weight: var(--ewa-font-weight-semibold);
    color: var(--ewa-field-label-color, var(--ewa-color-text));
  }
  .required-mark {
    color: var(--ewa-color-danger);
  }
  .description {
    margin-block-end: var(--ewa-space-1);
    font-size: var(--ewa-font-size-xs);
    color: var(--ewa-color-text-muted);
  }
  .control {
    display: flex;
    align-items: center;
    gap: var(--ewa-space-2);
    min-height: 2.75rem;
    padding: 0 var(--ewa-space-3);
    border: 1px solid var(--ewa-field-border-color, var(--ewa-color-border));
    border-radius: var(--ewa-field-radius, var(--ewa-radius-md));
    background: var(--ewa-field-background, var(--ewa-color-surface));
  }
  .control:focus-within {
    border-color: var(--ewa-color-focus);
    box-shadow: var(--ewa-focus-ring);
  }
  :host(:state(user-invalid)) .control {
    border-color: var(--ewa-color-danger);
  }
  :host(:state(valid)) .control.verified {
    border-color: var(--ewa-color-success);
  }
  :host([disabled]) .control,
  .control.disabled {
    background: var(--ewa-color-surface-alt);
    opacity: 0.7;
  }
  input {
    flex: 1;
    min-width: 0;
    padding: var(--ewa-space-2) 0;
    border: 0;
    outline: 0;
    background: transparent;
    font: inherit;
    color: inherit;
  }
  input::placeholder {
    color: var(--ewa-color-text-muted);
  }
  .feedback {
    min-height: 1.25em;
    margin-block-start: var(--ewa-space-1);
    font-size: var(--ewa-font-size-sm);
    color: var(--ewa-field-error-color, var(--ewa-color-danger));
  }
  .feedback:empty {
    min-height: 0;
  }
  .affix {
    color: var(--ewa-color-text-muted);
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
