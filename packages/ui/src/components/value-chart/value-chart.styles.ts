import { css } from 'lit';

export const valueChartStyles = css`
  :host {
    display: block;
  }
  .figures {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.5rem;
    margin: 0 0 0.75rem;
  }
  .figures div {
    display: flex;
    flex-direction: column;
  }
  .figures dt {
    font-size: var(--ewa-font-size-sm, 0.875rem);
    color: var(--ewa-color-text-muted);
  }
  .figures dd {
    margin: 0;
    font-size: var(--ewa-font-size-lg, 1.25rem);
    font-weight: 600;
    color: var(--ewa-color-text);
  }
  .figures .up {
    color: var(--ewa-color-success);
  }
  .figures .down {
    color: var(--ewa-color-danger);
  }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin: 0 0 0.5rem;
    padding: 0;
    list-style: none;
    font-size: var(--ewa-font-size-sm, 0.875rem);
    color: var(--ewa-color-text-muted);
  }
  .legend li {
    display: flex;
    align-items: center;
    gap: 0.375rem;
  }
  .swatch {
    display: inline-block;
    width: 1.5rem;
    border-top: 3px solid var(--ewa-value-chart-value-color, var(--ewa-color-primary));
  }
  .swatch.invested {
    border-top: 3px dashed var(--ewa-value-chart-invested-color, var(--ewa-color-warning));
  }
  .chart {
    position: relative;
    height: var(--ewa-value-chart-height, 16rem);
    /* The drawing's canvas never sets the page's width: the box takes the width it is given and the
       chart follows it, so a page that narrows (a phone turned, a window resized) narrows it too. */
    contain: size;
  }
  .empty {
    margin: 0;
    padding: 2rem 0;
    color: var(--ewa-color-text-muted);
    text-align: center;
  }
  :host([busy]) .chart {
    opacity: 0.5;
  }
`;
