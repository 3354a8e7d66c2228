import { css } from 'lit';

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
    fill: var(--ewa-risk-1);
  }
  .level-2 {
    fill: var(--ewa-risk-2);
  }
  .level-3 {
    fill: var(--ewa-risk-3);
  }
  .level-4 {
    fill: var(--ewa-risk-4);
  }
  .level-5 {
    fill: var(--ewa-risk-5);
  }
  .level-6 {
    fill: var(--ewa-risk-6);
  }
  .unrated .segment {
    fill: var(--ewa-riskometer-neutral-color, var(--ewa-color-border));
  }
  .needle {
    fill: var(--ewa-riskometer-needle-color, var(--ewa-color-text));
    transition: transform 300ms ease-out;
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
