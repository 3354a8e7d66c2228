import { css } from 'lit';

export const breadcrumbStyles = css`
  :host {
    display: block;
    font-size: var(--ewa-font-size-sm);
  }
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--ewa-space-1);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: var(--ewa-space-1);
  }
  a {
    color: var(--ewa-breadcrumb-link-color, var(--ewa-color-primary));
    text-decoration: none;
    border-radius: var(--ewa-radius-sm);
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: none;
    box-shadow: var(--ewa-focus-ring);
  }
  .separator {
    color: var(--ewa-breadcrumb-separator-color, var(--ewa-color-text-muted));
  }
  [aria-current='page'] {
    color: var(--ewa-breadcrumb-current-color, var(--ewa-color-text));
    font-weight: var(--ewa-font-weight-semibold);
  }
`;
