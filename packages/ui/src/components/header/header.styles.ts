import { css } from 'lit';
import { breakpointDesktop, breakpointTablet } from '../../tokens/tokens.ts';

/**
 * The header's look by width (comments stay out of the CSS so they do not ship):
 * - phone: the menu lives in the drawer, the search behind its icon, the account extras in the drawer;
 * - tablet and up: one row, search inline;
 * - desktop: a second row holds the top menu bar (its look comes with it, header-menu-bar.styles.ts),
 *   which replaces the hamburger and drawer (header-drawer.styles.ts).
 * The visitors' login links and banner bring their own look too (header-visitor.styles.ts).
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

  .user,
  .bar .logout {
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
    .user {
      display: inline-flex;
      align-items: center;
      gap: var(--ewa-space-2);
    }
  }

  @media (min-width: ${breakpointDesktop}) {
    .bar {
      gap: var(--ewa-space-2);
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
`;
