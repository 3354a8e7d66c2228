import { css } from 'lit';

/** Shared look of every form control: label, description and feedback. */
export const fieldStyles = css`
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
  .feedback {
    margin-block-start: var(--ewa-space-1);
    font-size: var(--ewa-font-size-sm);
    color: var(--ewa-field-error-color, var(--ewa-color-danger));
  }
`;

/**
 * The box around a single text input, with its prefix and suffix (text, UPI and amount fields).
 * The field marks the box `.disabled` while it is disabled itself or by its fieldset.
 */
export const fieldBoxStyles = css`
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
  .affix {
    color: var(--ewa-color-text-muted);
  }
`;

/** Both of the above: the look of a field with one text input. */
export const formControlStyles = [fieldStyles, fieldBoxStyles];
