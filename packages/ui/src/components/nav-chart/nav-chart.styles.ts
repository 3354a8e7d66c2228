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
  /* Periods the series does not reach back to. */
  .range input:disabled + span {
    color: var(--ewa-color-text-muted);
    border-style: dashed;
  }
  .range input:disabled {
    cursor: not-allowed;
  }
`;
