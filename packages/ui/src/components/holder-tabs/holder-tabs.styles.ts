import { css } from 'lit';
import { breakpointTablet } from '../../tokens/tokens.ts';

export const holderTabsStyles = css`
  :host {
    display: block;
    --_selected: var(--ewa-holder-tabs-selected-color, var(--ewa-color-primary));
  }
  .tablist {
    display: flex;
    gap: var(--ewa-space-1);
    border-block-end: 1px solid var(--ewa-color-border);
    /* Four holders fit a desktop row; on a phone the row scrolls sideways. */
    overflow-x: auto;
    scrollbar-width: thin;
  }
  .tab {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: var(--ewa-space-1);
    min-height: 2.75rem;
    padding: var(--ewa-space-2) var(--ewa-space-4);
    border: 0;
    border-block-end: 3px solid transparent;
    background: none;
    color: var(--ewa-color-text-muted);
    font: inherit;
    font-weight: var(--ewa-font-weight-semibold);
    white-space: nowrap;
    cursor: pointer;
  }
  .tab:hover {
    color: var(--ewa-color-text);
  }
  .tab[aria-selected='true'] {
    border-block-end-color: var(--_selected);
    color: var(--_selected);
  }
  .tab:focus-visible {
    outline: 2px solid var(--ewa-color-focus);
    outline-offset: -2px;
    border-radius: var(--ewa-radius-sm);
  }
  .done-mark {
    display: inline-grid;
    place-items: center;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: 50%;
    background: var(--ewa-holder-tabs-done-color, var(--ewa-color-success));
    color: var(--ewa-color-on-primary);
    font-size: var(--ewa-font-size-xs);
  }
  @media (max-width: calc(${breakpointTablet} - 0.02px)) {
    .tab {
      padding-inline: var(--ewa-space-3);
    }
  }
  .panel {
    padding-block-start: var(--ewa-space-4);
  }
  .panel[hidden] {
    display: none;
  }
`;
