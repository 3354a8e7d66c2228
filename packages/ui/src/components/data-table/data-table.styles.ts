import { css } from 'lit';
import { breakpointTablet } from '../../tokens/tokens.ts';

const tableStyles = css`
  :host {
    display: block;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: var(--ewa-font-size-sm);
  }
  caption {
    margin-bottom: var(--ewa-space-2);
    text-align: start;
    font-size: var(--ewa-font-size-md);
    font-weight: var(--ewa-font-weight-semibold);
  }
  th,
  td {
    padding: var(--ewa-space-2) var(--ewa-space-3);
    border-bottom: 1px solid var(--ewa-data-table-border-color, var(--ewa-color-border));
    text-align: start;
    vertical-align: top;
  }
  thead th {
    background: var(--ewa-data-table-header-background, var(--ewa-color-surface-alt));
    font-weight: var(--ewa-font-weight-semibold);
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    font-weight: var(--ewa-font-weight-semibold);
    border-top: 2px solid var(--ewa-data-table-border-color, var(--ewa-color-border));
    border-bottom: none;
  }
  .align-end {
    text-align: end;
  }
  .sort {
    display: inline-flex;
    gap: var(--ewa-space-1);
    align-items: center;
    padding: 0;
    border: none;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .sort:focus-visible {
    outline: 2px solid var(--ewa-color-focus, var(--ewa-color-primary));
    outline-offset: 2px;
  }
  .sort-mark {
    font-size: 0.75em;
    color: var(--ewa-color-text-muted);
  }
  .align-center {
    text-align: center;
  }
  .empty {
    padding: var(--ewa-space-6) var(--ewa-space-3);
    text-align: center;
    color: var(--ewa-color-text-muted);
  }
  .cell-label {
    display: none;
  }
`;

// Below tablet width each row becomes a card of label/value pairs. The rules are a style sheet of their
// own, without an expression, so the build minifies them; only the media query wrapping them holds the
// breakpoint.
const cardStyles = css`
  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  table,
  tbody,
  tfoot,
  tr,
  td,
  th {
    display: block;
    width: 100%;
  }
  tbody tr,
  tfoot tr {
    margin-bottom: var(--ewa-space-3);
    padding: var(--ewa-space-2) var(--ewa-space-3);
    border: 1px solid var(--ewa-data-table-border-color, var(--ewa-color-border));
    border-radius: var(--ewa-radius-md);
    background: var(--ewa-data-table-card-background, var(--ewa-color-surface));
  }
  tbody td,
  tfoot td,
  tfoot th {
    display: flex;
    justify-content: space-between;
    gap: var(--ewa-space-3);
    padding: var(--ewa-space-1) 0;
    border: none;
    text-align: end;
  }
  .cell-label {
    display: block;
    color: var(--ewa-color-text-muted);
    text-align: start;
  }
  td.empty {
    display: block;
    text-align: center;
  }
  caption {
    display: block;
  }
  td.blank {
    display: none;
  }
`;

export const dataTableStyles = [
  tableStyles,
  css`@media (max-width: calc(${breakpointTablet} - 0.02px)) {${cardStyles}}`,
];
