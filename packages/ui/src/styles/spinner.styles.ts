import { css } from 'lit';

/**
 * The busy ring (`.spinner`) every element draws the same way. It turns only for users who have not
 * asked for reduced motion; otherwise it stands still and the element's words or aria-busy say the rest.
 */
export const spinnerStyles = css`
  .spinner {
    display: inline-block;
    width: 1em;
    height: 1em;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    box-sizing: border-box;
  }
  @media (prefers-reduced-motion: no-preference) {
    .spinner {
      animation: spin 0.8s linear infinite;
    }
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
