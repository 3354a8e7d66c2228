import { installTokens } from '../../tokens/tokens.ts';
import { EwaValueChart } from './value-chart.ts';

installTokens();
if (!customElements.get('ewa-value-chart')) customElements.define('ewa-value-chart', EwaValueChart);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-value-chart': EwaValueChart;
  }
}

export { latestFigures, VALUE_RANGES, type ValuePoint, type ValueRange } from './value-series.ts';
export { EwaValueChart };
