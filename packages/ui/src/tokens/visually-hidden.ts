import { css } from 'lit';

// In a module of its own: an element that does not include it does not bundle it.
/** `.visually-hidden`: text for screen readers only. Only the components that use it include it. */
export const visuallyHiddenStyles = css`
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
