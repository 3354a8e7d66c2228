import { css, unsafeCSS } from 'lit';
import { breakpointDesktop, breakpointTablet } from '../../tokens/tokens.ts';

/** Below 1440 px the top menu uses its compact size. */
const compactMenuUpTo = unsafeCSS('1439.98px');

/**
 * The header's look by width (comments stay out of the CSS so they do not ship):
 * - phone: the menu lives in the drawer, the search behind its icon, the account extras in the drawer;
 * - tablet and up: one row, search inline;
 * - desktop: a second row holds the top menu bar, which replaces the hamburger and drawer; its items
 *   wrap inside that row when a long menu does not fit, and an open panel lies over everything below
 *   its button; below 1440 px the top menu is compact;
 * - then the public header's mobile-app banner, and the drawer's content.
 */
export const headerStyles = css`
  :host {
    display: block;
    position: relative;
    z-index: var(--ewa-header-z, 10);
    background: var(--ewa-header-background, var(--ewa-color-surface));
    border-bottom: 1px solid var(--ewa-header-border-color, var(--ewa-color-border));
  }
  a {
    color: inherit;
  }
  a:focus-visible,
  button:focus-visible {
    outline: none;
    box-shadow: var(--ewa-focus-ring);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--ewa-space-2) var(--ewa-space-3);
    min-height: var(--ewa-header-height, 3.5rem);
    padding: var(--ewa-space-2) var(--ewa-space-4);
  }
  .logo {
    display: inline-flex;
    align-items: center;
    font-size: var(--ewa-font-size-lg);
    font-weight: var(--ewa-font-weight-semibold);
    color: var(--ewa-header-logo-color, var(--ewa-color-primary));
    text-decoration: none;
  }
  .spacer {
    flex: 1;
  }
  .icon-button {
    display: inline-grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    padding: 0;
    border: none;
    border-radius: var(--ewa-radius-md);
    background: transparent;
    color: var(--ewa-color-text);
    cursor: pointer;
  }
  .icon-button:hover {
    background: var(--ewa-color-surface-alt);
  }
  .text-button,
  .link {
    display: inline-flex;
    align-items: center;
    min-height: 2.5rem;
    padding: 0 var(--ewa-space-3);
    border: 1px solid transparent;
    border-radius: var(--ewa-radius-md);
    background: transparent;
    color: var(--ewa-header-link-color, var(--ewa-color-primary));
    font: inherit;
    font-weight: var(--ewa-font-weight-semibold);
    text-decoration: none;
    cursor: pointer;
  }
  .text-button:hover,
  .link:hover {
    background: var(--ewa-color-primary-soft);
  }
  .open-account {
    border-color: var(--ewa-color-primary);
  }
  .user-name {
    display: inline-block;
    max-width: 12rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: var(--ewa-font-weight-semibold);
  }
  .logo,
  .link,
  .text-button,
  .user,
  .icon-button {
    flex-shrink: 0;
    white-space: nowrap;
  }

  .top-nav,
  .user,
  .bar .logout,
  .bar .open-account {
    display: none;
  }
  .search {
    display: none;
  }
  .search ::slotted(*) {
    box-sizing: border-box;
    width: 100%;
    max-width: 100%;
  }
  .search.open {
    display: block;
    order: 99;
    flex-basis: 100%;
  }

  @media (min-width: ${breakpointTablet}) {
    .bar {
      flex-wrap: nowrap;
    }
    .search,
    .search.open {
      display: block;
      order: 0;
      flex: 1 1 8rem;
      min-width: 8rem;
      max-width: 16rem;
    }
    .search.empty {
      display: none;
    }
    .search-toggle {
      display: none;
    }
    .user,
    .bar .open-account {
      display: inline-flex;
      align-items: center;
      gap: var(--ewa-space-2);
    }
  }

  @media (min-width: ${breakpointDesktop}) {
    .bar {
      gap: var(--ewa-space-2);
    }
    .top-nav {
      display: block;
      padding: 0 var(--ewa-space-4) var(--ewa-space-1);
    }
    .bar .logout {
      display: inline-flex;
    }
    .hamburger {
      display: none;
    }
  }
  .site-sibling .bar .logout {
    display: inline-flex;
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
  .chevron {
    transition: transform 120ms;
  }
  [aria-expanded='true'] > .chevron {
    transform: rotate(180deg);
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

  .banner {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--ewa-space-2) var(--ewa-space-3);
    padding: var(--ewa-space-2) var(--ewa-space-4);
    background: var(--ewa-header-banner-background, var(--ewa-color-primary-soft));
    font-size: var(--ewa-font-size-sm);
  }
  .banner .text {
    flex: 1;
  }

  .drawer-user {
    margin: 0;
    padding: var(--ewa-space-2) var(--ewa-space-4) var(--ewa-space-3);
    font-weight: var(--ewa-font-weight-semibold);
  }
  .tree a,
  .tree button,
  .account a,
  .account button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    width: 100%;
    min-height: 2.75rem;
    padding: 0 var(--ewa-space-4);
    border: none;
    background: transparent;
    color: var(--ewa-color-text);
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  .tree .row {
    display: flex;
  }
  .tree .row > a {
    flex: 1;
  }
  .tree .row > button {
    width: 2.75rem;
    justify-content: center;
    padding: 0;
  }
  .tree a:hover,
  .tree button:hover,
  .account a:hover,
  .account button:hover {
    background: var(--ewa-color-surface-alt);
  }
  .tree ul {
    padding-left: var(--ewa-space-4);
  }
  .tree ul[hidden] {
    display: none;
  }
  .account {
    margin-top: var(--ewa-space-2);
    padding-top: var(--ewa-space-2);
    border-top: 1px solid var(--ewa-color-border);
  }
`;
