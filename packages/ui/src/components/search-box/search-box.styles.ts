import { css } from 'lit';

export const searchBoxStyles = css`
  :host {
    display: block;
    position: relative;
  }
  label {
    display: block;
    margin-bottom: var(--ewa-space-1);
    font-size: var(--ewa-font-size-sm);
    font-weight: var(--ewa-font-weight-semibold);
  }
  :host([hide-label]) label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .control {
    display: flex;
    align-items: center;
    gap: var(--ewa-space-2);
    padding: 0 var(--ewa-space-3);
    border: 1px solid var(--ewa-search-box-border-color, var(--ewa-color-border));
    border-radius: var(--ewa-radius-md);
    background: var(--ewa-search-box-background, var(--ewa-color-surface));
  }
  .control:focus-within {
    border-color: var(--ewa-color-focus);
    box-shadow: var(--ewa-focus-ring);
  }
  .control svg {
    flex: none;
    color: var(--ewa-color-text-muted);
  }
  input {
    /* Width 0 and grow: the box can shrink as far as its container needs (e.g. in the header bar). */
    flex: 1 1 auto;
    width: 0;
    min-width: 0;
    min-height: 2.5rem;
    border: none;
    background: transparent;
    color: inherit;
    font: inherit;
    outline: none;
  }
  .popup {
    position: absolute;
    z-index: var(--ewa-search-box-z, 20);
    top: calc(100% + var(--ewa-space-1));
    left: 0;
    width: max(100%, min(32rem, 92vw));
    max-height: min(70vh, 32rem);
    overflow-y: auto;
    border: 1px solid var(--ewa-color-border);
    border-radius: var(--ewa-radius-md);
    background: var(--ewa-search-box-popup-background, var(--ewa-color-surface));
    box-shadow: var(--ewa-shadow-md);
  }
  .popup.align-end {
    left: auto;
    right: 0;
  }
  .popup[hidden] {
    display: none;
  }
  .status {
    margin: 0;
    padding: var(--ewa-space-3) var(--ewa-space-4);
    color: var(--ewa-color-text-muted);
  }
  .status:empty {
    display: none;
  }
  [role='grid'] {
    margin: 0;
    padding: 0;
  }
  .result {
    padding: var(--ewa-space-3) var(--ewa-space-4);
    border-bottom: 1px solid var(--ewa-color-border);
  }
  .result:last-child {
    border-bottom: none;
  }
  .pick {
    cursor: pointer;
  }
  [role='row'][aria-selected='true'] {
    box-shadow: inset 3px 0 0 var(--ewa-color-focus);
    background: var(--ewa-search-box-active-background, var(--ewa-color-primary-soft));
  }
  .name {
    display: block;
    font-weight: var(--ewa-font-weight-semibold);
    color: var(--ewa-color-text);
  }
  .module {
    display: block;
    font-size: var(--ewa-font-size-xs);
    color: var(--ewa-color-text);
  }
  .help {
    display: block;
    margin-top: var(--ewa-space-1);
    font-size: var(--ewa-font-size-sm);
    white-space: pre-line;
  }
  .extras {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--ewa-space-1) var(--ewa-space-3);
    margin-top: var(--ewa-space-1);
    font-size: var(--ewa-font-size-sm);
  }
  .extras a,
  .extras button {
    padding: 0;
    border: none;
    background: none;
    color: var(--ewa-search-box-link-color, var(--ewa-color-primary));
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
  .extras a:focus-visible,
  .extras button:focus-visible {
    outline: none;
    box-shadow: var(--ewa-focus-ring);
    border-radius: var(--ewa-radius-sm);
  }
  .attachment {
    display: inline-flex;
    align-items: center;
    gap: 0.2em;
  }
  .attachment svg {
    flex: none;
  }
`;
