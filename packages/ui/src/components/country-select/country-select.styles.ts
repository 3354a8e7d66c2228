import { css } from 'lit';

export const countrySelectStyles = css`
  .base {
    position: relative;
  }
  .control {
    padding-inline-end: 0;
  }
  .toggle {
    display: grid;
    place-items: center;
    align-self: stretch;
    width: 2.5rem;
    border: 0;
    background: none;
    color: var(--ewa-color-text-muted);
    cursor: pointer;
  }
  .toggle:disabled {
    cursor: not-allowed;
  }
  .popup {
    position: absolute;
    z-index: var(--ewa-country-select-z, 20);
    inset-inline: 0;
    margin-block-start: var(--ewa-space-1);
    max-height: var(--ewa-country-select-popup-max-height, 16rem);
    overflow-y: auto;
    border: 1px solid var(--ewa-color-border);
    border-radius: var(--ewa-radius-md);
    background: var(--ewa-color-surface);
    box-shadow: var(--ewa-shadow-md);
  }
  .popup[hidden],
  [role='listbox'][hidden] {
    display: none;
  }
  [role='listbox'] {
    margin: 0;
    padding: var(--ewa-space-1) 0;
    list-style: none;
  }
  .option {
    display: flex;
    gap: var(--ewa-space-2);
    padding: var(--ewa-space-2) var(--ewa-space-3);
    cursor: pointer;
  }
  .option.active {
    background: var(--ewa-country-select-active-background, var(--ewa-color-primary-soft));
    outline: 2px solid var(--ewa-color-focus);
    outline-offset: -2px;
  }
  .check {
    flex: none;
    width: 1em;
    color: var(--ewa-color-primary);
  }
  .no-match {
    margin: 0;
    padding: var(--ewa-space-3);
    color: var(--ewa-color-text-muted);
  }
`;
