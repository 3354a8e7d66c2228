import { css } from 'lit';

export const cartStyles = css`
  :host {
    display: block;
    /* The lines lay out by the cart's own width: beside a page (30rem) the name keeps a line of its own. */
    container-type: inline-size;
  }
  .base {
    border: 1px solid var(--ewa-cart-border-color, var(--ewa-color-border));
    border-radius: var(--ewa-cart-radius, var(--ewa-radius-lg));
    background: var(--ewa-cart-background, var(--ewa-color-surface));
    padding: var(--ewa-space-4);
  }
  h2 {
    margin: 0 0 var(--ewa-space-3);
    font-size: var(--ewa-font-size-lg);
    font-weight: var(--ewa-font-weight-semibold);
  }
  h2:focus {
    outline: none;
  }
  .empty {
    margin: 0;
    padding: var(--ewa-space-4) 0;
    color: var(--ewa-color-text-muted);
    text-align: center;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .item {
    display: grid;
    grid-template-columns: 1fr;
    gap: var(--ewa-space-2);
    padding: var(--ewa-space-3) 0;
    border-bottom: 1px solid var(--ewa-cart-border-color, var(--ewa-color-border));
  }
  .scheme-name {
    display: block;
    font-weight: var(--ewa-font-weight-semibold);
  }
  .meta,
  .brokerage {
    color: var(--ewa-color-text-muted);
    font-size: var(--ewa-font-size-sm);
  }
  .amount-row {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    justify-content: space-between;
    gap: var(--ewa-space-2) var(--ewa-space-4);
  }
  .amount-label {
    display: block;
    color: var(--ewa-color-text-muted);
    font-size: var(--ewa-font-size-xs);
  }
  ewa-amount-input {
    flex: 1 1 12rem;
    max-width: 20rem;
  }
  button {
    min-height: 2.5rem;
    padding: 0 var(--ewa-space-3);
    border: 1px solid transparent;
    border-radius: var(--ewa-radius-md);
    background: transparent;
    color: var(--ewa-cart-remove-color, var(--ewa-color-danger));
    font: inherit;
    font-weight: var(--ewa-font-weight-semibold);
    cursor: pointer;
  }
  button:hover {
    background: var(--ewa-color-danger-soft);
  }
  button:focus-visible {
    outline: none;
    box-shadow: var(--ewa-focus-ring);
  }
  .add-more {
    padding: 0 var(--ewa-space-4);
    background: var(--ewa-color-primary-soft);
    color: var(--ewa-color-primary-strong);
  }
  .add-more:hover {
    background: var(--ewa-color-surface-alt);
  }
  .totals {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: var(--ewa-space-1) var(--ewa-space-4);
    margin: var(--ewa-space-3) 0 0;
  }
  .totals dt {
    font-weight: var(--ewa-font-weight-semibold);
  }
  .totals dd {
    margin: 0;
    text-align: end;
    font-weight: var(--ewa-font-weight-semibold);
  }
  .totals .later {
    font-weight: var(--ewa-font-weight-regular);
    color: var(--ewa-color-text-muted);
  }
  .brokerage-note {
    margin: var(--ewa-space-2) 0 0;
    color: var(--ewa-color-text-muted);
    font-size: var(--ewa-font-size-sm);
  }
  .footer {
    display: flex;
    justify-content: flex-end;
    margin-top: var(--ewa-space-4);
  }

  @container (min-width: 40rem) {
    .item {
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: end;
    }
  }
`;
