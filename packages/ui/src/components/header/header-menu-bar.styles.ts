import { css, unsafeCSS } from 'lit';
import { breakpointDesktop } from '../../tokens/tokens.ts';

/** Below 1440 px the top menu uses its compact size. */
const compactMenuUpTo = unsafeCSS('1439.98px');

/**
 * The desktop top menu, shown from 1025 px in a second row of the header: its items wrap inside that
 * row when a long menu does not fit, and an open panel lies over everything below its button.
 */
export const menuBarStyles = css`
  .top-nav {
    display: none;
  }
  @media (min-width: ${breakpointDesktop}) {
    .top-nav {
      display: block;
      padding: 0 var(--ewa-space-4) var(--ewa-space-1);
    }
  }
  .menubar {
    display: flex;
    flex-wrap: wrap;
    gap: 0;
  }
  .menubar > li {
    position: relative;
  }
  .top-item {
    display: inline-flex;
    align-items: center;
    gap: var(--ewa-space-1);
    min-height: 2.5rem;
    padding: 0 0.375rem;
    white-space: nowrap;
    border: none;
    border-radius: var(--ewa-radius-md);
    background: transparent;
    color: var(--ewa-color-text);
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  @media (min-width: ${breakpointDesktop}) and (max-width: ${compactMenuUpTo}) {
    .top-item {
      padding: 0 var(--ewa-space-1);
      font-size: var(--ewa-font-size-sm);
    }
  }
  .top-item:hover,
  .top-item[aria-expanded='true'] {
    background: var(--ewa-color-primary-soft);
    color: var(--ewa-color-primary-strong);
  }
  .panel {
    position: absolute;
    z-index: 1;
    top: calc(100% + var(--ewa-space-1));
    left: 0;
    display: flex;
    flex-wrap: wrap;
    gap: var(--ewa-space-4) var(--ewa-space-6);
    min-width: 14rem;
    max-width: min(48rem, 90vw);
    width: max-content;
    padding: var(--ewa-space-4);
    border: 1px solid var(--ewa-color-border);
    border-radius: var(--ewa-radius-md);
    background: var(--ewa-header-panel-background, var(--ewa-color-surface));
    box-shadow: var(--ewa-shadow-md);
  }
  .panel[hidden] {
    display: none;
  }
  .panel a,
  .group-title {
    display: block;
    padding: var(--ewa-space-1) var(--ewa-space-2);
    border-radius: var(--ewa-radius-sm);
    text-decoration: none;
  }
  .panel a:hover {
    background: var(--ewa-color-primary-soft);
  }
  .group-title {
    font-weight: var(--ewa-font-weight-semibold);
    color: var(--ewa-color-text-muted);
  }
  .panel .level-4 {
    padding-left: var(--ewa-space-4);
    font-size: var(--ewa-font-size-sm);
  }
`;
