import { css } from 'lit';

/** What both menus (the top bar and the drawer's tree) share: plain lists, and chevrons that turn when their entry opens. */
export const menuStyles = css`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  @media (prefers-reduced-motion: no-preference) {
    .chevron {
      transition: transform 120ms;
    }
  }
  [aria-expanded='true'] > .chevron {
    transform: rotate(180deg);
  }
`;
