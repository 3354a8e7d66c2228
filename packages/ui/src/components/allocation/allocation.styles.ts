import { css } from 'lit';

// The part colours are read with their defaults here: only this element uses them, so the document's
// token sheet does not carry them; a page's :root rule still sets them.
export const allocationStyles = css`
  :host {
    display: block;
  }
  .base {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 1rem 1.5rem;
    margin: 0;
  }
  .donut {
    width: var(--ewa-allocation-size, 9rem);
    height: auto;
    flex: none;
  }
  .track,
  .arc {
    fill: none;
    stroke-width: 6;
  }
  .track {
    stroke: var(--ewa-color-surface-alt);
  }
  .side {
    flex: 1 1 12rem;
    min-width: 0;
  }
  .caption {
    font-weight: 600;
    margin: 0 0 0.5rem;
  }
  .legend {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.375rem;
  }
  .legend li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  .name {
    flex: 1;
    overflow-wrap: anywhere;
  }
  .share {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
  .swatch {
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 2px;
    flex: none;
  }
  .colour-1 { --c: var(--ewa-allocation-color-1, #1f4fd1); }
  .colour-2 { --c: var(--ewa-allocation-color-2, #12805c); }
  .colour-3 { --c: var(--ewa-allocation-color-3, #e8a317); }
  .colour-4 { --c: var(--ewa-allocation-color-4, #c62828); }
  .colour-5 { --c: var(--ewa-allocation-color-5, #7b3fb5); }
  .colour-6 { --c: var(--ewa-allocation-color-6, #0e7c86); }
  .colour-7 { --c: var(--ewa-allocation-color-7, #9a6700); }
  .colour-8 { --c: var(--ewa-allocation-color-8, #5f6778); }
  .arc {
    stroke: var(--c);
  }
  .swatch {
    background: var(--c);
  }
  @media (prefers-reduced-motion: no-preference) {
    .arc {
      transition: stroke-dasharray 300ms ease, stroke-dashoffset 300ms ease;
    }
  }
`;
