import { css } from 'lit';

// The risk colours are read with their defaults here: only the riskometer uses them, so the
// document's token sheet does not carry them; a page's :root rule still sets them.
export const riskometerStyles = css`
  :host {
    display: inline-block;
    width: var(--ewa-riskometer-size, 12rem);
  }
  .base {
    display: flex;
    flex-direction: column;
    align-items: center;
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  .segment {
    stroke: var(--ewa-riskometer-gap-color, var(--ewa-color-surface));
    stroke-width: 2;
  }
  .level-1 {
    fill: var(--ewa-risk-1, #2e9d4f);
  }
  .level-2 {
    fill: var(--ewa-risk-2, #8cc63f);
  }
  .level-3 {
    fill: var(--ewa-risk-3, #f4d03f);
  }
  .level-4 {
    fill: var(--ewa-risk-4, #f5a623);
  }
  .level-5 {
    fill: var(--ewa-risk-5, #e8672c);
  }
  .level-6 {
    fill: var(--ewa-risk-6, #c62828);
  }
  .unrated .segment {
    fill: var(--ewa-riskometer-neutral-color, var(--ewa-color-border));
  }
  .needle {
    fill: var(--ewa-riskometer-needle-color, var(--ewa-color-text));
  }
  @media (prefers-reduced-motion: no-preference) {
    .needle {
      transition: transform 300ms ease-out;
    }
  }
  .label {
    margin: var(--ewa-space-1) 0 0;
    font-weight: var(--ewa-font-weight-semibold);
    text-align: center;
  }
  .unrated .label {
    color: var(--ewa-color-text-muted);
  }
`;
