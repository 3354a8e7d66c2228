import { css } from 'lit';

export const buttonStyles = css`
  :host {
    display: inline-block;
    --_bg: var(--ewa-color-primary);
    --_fg: var(--ewa-color-on-primary);
    --_border: var(--ewa-color-primary);
    --_bg-hover: var(--ewa-color-primary-strong);
  }
  :host([variant='secondary']) {
    --_bg: var(--ewa-color-primary-soft);
    --_fg: var(--ewa-color-primary-strong);
    --_border: var(--ewa-color-primary-soft);
    --_bg-hover: var(--ewa-color-surface-alt);
  }
  :host([variant='outline']) {
    --_bg: var(--ewa-color-surface);
    --_fg: var(--ewa-color-primary);
    --_border: var(--ewa-color-primary);
    --_bg-hover: var(--ewa-color-primary-soft);
  }
  :host([variant='link']) {
    --_bg: transparent;
    --_fg: var(--ewa-color-primary);
    --_border: transparent;
    --_bg-hover: transparent;
  }
  :host([variant='danger']) {
    --_bg: var(--ewa-color-danger);
    --_fg: var(--ewa-color-on-primary);
    --_border: var(--ewa-color-danger);
    --_bg-hover: var(--ewa-color-red-700, var(--ewa-color-danger));
  }
  :host([block]) {
    display: block;
  }
  .base {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: var(--ewa-space-2);
    width: 100%;
    min-height: 2.5rem;
    padding: var(--ewa-space-2) var(--ewa-space-4);
    border: 1px solid var(--ewa-button-border-color, var(--_border));
    border-radius: var(--ewa-button-radius, var(--ewa-radius-md));
    background: var(--ewa-button-background, var(--_bg));
    color: var(--ewa-button-color, var(--_fg));
    font: inherit;
    font-weight: var(--ewa-font-weight-semibold);
    text-decoration: none;
    cursor: pointer;
    transition: background-color 0.15s ease;
  }
  :host([size='small']) .base {
    min-height: 2rem;
    padding: var(--ewa-space-1) var(--ewa-space-3);
    font-size: var(--ewa-font-size-sm);
  }
  :host([size='large']) .base {
    min-height: 3rem;
    padding: var(--ewa-space-3) var(--ewa-space-6);
    font-size: var(--ewa-font-size-lg);
  }
  :host([variant='link']) .base {
    min-height: auto;
    padding: 0;
    text-decoration: underline;
  }
  .base:hover:not(:disabled, [aria-disabled='true']) {
    background: var(--ewa-button-background, var(--_bg-hover));
  }
  .base:focus-visible {
    outline: 2px solid var(--ewa-color-focus);
    outline-offset: 2px;
  }
  .base:disabled,
  .base[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  :host([loading]) .base {
    cursor: progress;
  }
  /* Read by screen readers only: the description stays out of the visible label. */
  .description {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
