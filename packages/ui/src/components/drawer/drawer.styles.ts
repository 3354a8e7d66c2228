import { css } from 'lit';

export const drawerStyles = css`
  :host {
    display: contents;
  }
  dialog {
    box-sizing: border-box;
    position: fixed;
    inset: 0 auto 0 0;
    width: min(86vw, var(--ewa-drawer-width, 20rem));
    max-width: none;
    height: 100dvh;
    max-height: none;
    margin: 0;
    padding: 0;
    border: none;
    border-right: 1px solid var(--ewa-drawer-border-color, var(--ewa-color-border));
    background: var(--ewa-drawer-background, var(--ewa-color-surface));
    color: var(--ewa-color-text);
    font-family: var(--ewa-font-family);
    line-height: var(--ewa-line-height);
    box-shadow: var(--ewa-shadow-md);
  }
  @media (prefers-reduced-motion: no-preference) {
    dialog[open] {
      animation: slide-in 160ms ease-out;
    }
  }
  @keyframes slide-in {
    from {
      transform: translateX(-100%);
    }
  }
  dialog::backdrop {
    background: var(--ewa-drawer-backdrop, rgb(22 26 35 / 0.45));
  }
  .panel {
    display: flex;
    flex-direction: column;
    height: 100%;
  }
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--ewa-space-2);
    padding: var(--ewa-space-3) var(--ewa-space-4);
    border-bottom: 1px solid var(--ewa-drawer-border-color, var(--ewa-color-border));
    font-weight: var(--ewa-font-weight-semibold);
  }
  .body {
    flex: 1;
    overflow-y: auto;
    padding: var(--ewa-space-2) 0;
  }
  .close {
    display: inline-grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border: none;
    border-radius: var(--ewa-radius-md);
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  .close:hover {
    background: var(--ewa-color-surface-alt);
  }
  .close:focus-visible {
    outline: none;
    box-shadow: var(--ewa-focus-ring);
  }
`;
