import { css } from 'lit';

export const navChartStyles = css`
  :host {
    display: block;
  }
  .return {
    margin: 0 0 0.5rem;
    display: flex;
    gap: 0.5rem;
    align-items: baseline;
    color: var(--ewa-color-text-muted);
  }
  .return strong {
    font-size: 1.25rem;
    color: var(--ewa-color-text);
  }
  .return .up {
    color: var(--ewa-color-success);
  }
  .return .down {
    color: var(--ewa-color-danger);
  }
  .chart {
    position: relative;
    height: var(--ewa-nav-chart-height, 16rem);
  }
  .ranges {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0.5rem 0 0;
    padding: 0;
    border: 0;
  }
  .range {
    position: relative;
  }
  .range input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }
  .range span {
    display: inline-block;
    min-width: 2.75rem;
    padding: 0.5rem 0.625rem;
    border: 1px solid var(--ewa-color-border);
    border-radius: var(--ewa-radius-md, 0.375rem);
    text-align: center;
    font-weight: 600;
    color: var(--ewa-color-text);
    background: var(--ewa-color-surface);
  }
  .range input:checked + span {
    background: var(--ewa-color-primary);
    border-color: var(--ewa-color-primary);
    color: var(--ewa-color-on-primary);
  }
  .range input:focus-visible + span {
    outline: 2px solid var(--ewa-color-focus);
    outline-offset: 2px;
  }
  .range input:disabled + span {
    color: var(--ewa-color-text-muted);
    border-style: dashed;
  }
  .range input:disabled {
    cursor: not-allowed;
  }
  @media (prefers-reduced-motion: no-preference) {
    .range span {
      transition: background-color 120ms ease, color 120ms ease;
    }
  }
`;
