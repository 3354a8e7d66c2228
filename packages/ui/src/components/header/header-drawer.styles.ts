import { css } from 'lit';

/** The phone menu inside the drawer: the user's name, the expandable menu tree and the account links. */
export const drawerMenuStyles = css`
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
