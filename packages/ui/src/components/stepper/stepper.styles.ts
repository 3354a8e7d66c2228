import { css } from 'lit';
import { breakpointTablet } from '../../tokens/tokens.ts';

export const stepperStyles = css`
  :host {
    display: block;
    --_done: var(--ewa-stepper-done-color, var(--ewa-color-success));
    --_current: var(--ewa-stepper-current-color, var(--ewa-color-primary));
    --_todo: var(--ewa-stepper-todo-color, var(--ewa-color-border));
    --_marker: 1.75rem;
  }
  .list {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .step {
    position: relative;
  }
  .inner {
    display: flex;
    align-items: center;
    gap: var(--ewa-space-2);
    padding: var(--ewa-space-1);
    border: 0;
    border-radius: var(--ewa-radius-sm);
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
  }
  button.inner {
    cursor: pointer;
  }
  button.inner .label {
    color: var(--ewa-color-primary);
  }
  button.inner:hover .label {
    text-decoration: underline;
  }
  button.inner:focus-visible,
  .toggle:focus-visible {
    outline: 2px solid var(--ewa-color-focus);
    outline-offset: 2px;
  }
  .marker {
    display: grid;
    flex: none;
    place-items: center;
    width: var(--_marker);
    height: var(--_marker);
    border: 2px solid var(--_todo);
    border-radius: 50%;
    background: var(--ewa-color-surface);
    color: var(--ewa-color-text-muted);
    font-size: var(--ewa-font-size-sm);
    font-weight: var(--ewa-font-weight-semibold);
  }
  .done .marker {
    border-color: var(--_done);
    background: var(--_done);
    color: var(--ewa-color-on-primary);
  }
  .current .marker {
    border-color: var(--_current);
    background: var(--_current);
    color: var(--ewa-color-on-primary);
  }
  .label {
    font-size: var(--ewa-font-size-sm);
  }
  .current .label {
    font-weight: var(--ewa-font-weight-semibold);
  }
  .todo .label {
    color: var(--ewa-color-text-muted);
  }

  /* Phones: one line and a bar; the whole list on demand, one step under another. */
  .compact {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: var(--ewa-space-1) var(--ewa-space-2);
  }
  .summary {
    margin: 0;
    font-weight: var(--ewa-font-weight-semibold);
  }
  .toggle {
    padding: var(--ewa-space-1) var(--ewa-space-2);
    border: 1px solid var(--ewa-color-border);
    border-radius: var(--ewa-radius-sm);
    background: var(--ewa-color-surface);
    color: var(--ewa-color-primary);
    font: inherit;
    font-size: var(--ewa-font-size-sm);
    cursor: pointer;
  }
  .progress {
    grid-column: 1 / -1;
    height: 4px;
    border-radius: 2px;
    background: var(--_todo);
    overflow: hidden;
  }
  .progress span {
    display: block;
    height: 100%;
    background: var(--_current);
  }
  .list:not(.expanded) {
    display: none;
  }
  .list.expanded {
    display: grid;
    gap: var(--ewa-space-1);
    margin-block-start: var(--ewa-space-2);
  }

  @media (min-width: ${breakpointTablet}) {
    .compact {
      display: none;
    }
    .list,
    .list:not(.expanded) {
      display: flex;
      margin: 0;
    }
    :host([orientation='vertical']) .list {
      flex-direction: column;
      gap: var(--ewa-space-2);
    }
    :host(:not([orientation='vertical'])) .step {
      flex: 1 1 0;
      min-width: 0;
    }
    :host(:not([orientation='vertical'])) .inner {
      flex-direction: column;
      width: 100%;
      text-align: center;
    }
    /* The line from the previous step's marker to this one's: done colour once this step is reached. */
    :host(:not([orientation='vertical'])) .step + .step::before {
      content: '';
      position: absolute;
      top: calc(var(--ewa-space-1) + var(--_marker) / 2 - 1px);
      right: calc(50% + var(--_marker) / 2 + var(--ewa-space-1));
      left: calc(-50% + var(--_marker) / 2 + var(--ewa-space-1));
      height: 2px;
      background: var(--_todo);
    }
    :host(:not([orientation='vertical'])) .step.reached::before {
      background: var(--_done);
    }
  }
`;
